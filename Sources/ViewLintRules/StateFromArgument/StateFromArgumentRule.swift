import ViewLint

/// `@State`/`@StateObject` filled from an argument: SwiftUI keeps the first value for the
/// view's whole life, so what the parent passes later never arrives.
public struct StateFromArgumentRule: Rule {
    public static let description = RuleDescription(
        id: "state_from_argument",
        name: "State From Argument",
        summary: "`@State` or `@StateObject` filled from an argument the parent can change",
        rationale: """
            SwiftUI creates a view's `@State` storage once, when the view's identity first \
            appears, from the initial value the property wrapper holds at that moment; \
            `@StateObject` evaluates its `wrappedValue` closure only then. Every later time the \
            parent builds the view — with a new title, a different item, another id — the new \
            initial value is thrown away and the view keeps showing the first one. Seeding \
            state from an argument (`_name = State(initialValue: name)`, \
            `_model = StateObject(wrappedValue: Model(id: id))`, or passing a value to an \
            `@State var name: String` through the memberwise initializer) therefore works on \
            first appearance and silently stops working when the argument changes. In \
            `ForEach`/`List` rows it is worse: a row reused for another element keeps the state \
            made from the first one.

            The reference engine confirms a finding by hosting the view under a parent that \
            passes new values of the argument (for a row: its element edited while the row \
            stays, which assumes the element's id does not change with it, and the evidence says \
            so; rows keyed `id: \\.self` are never edited in place) and counting the updates in which the state still holds what it was first \
            given, as written and with the fix: the argument read directly (a `let`) for \
            `@State`, the view given `.id(…)` of the argument where it is created for \
            `@StateObject`. An initial value computed from the argument (`Model(id: id)`) is \
            assumed to change when the argument does, and the evidence says so. When every \
            construction passes values that cannot change while the view making it lives (a \
            constant, a `let` of an object it holds in a `@State` nothing replaces, a closure \
            capturing only such an object, the `id` of a presented item), the finding is \
            refuted as a static fact; when no other change the engine can make passes a new \
            value, it stays unconfirmed. The default severity is warning: whenever the parent does pass a new value \
            the view shows a stale one, and nothing at run time says so; parameters named \
            `initial…`, views that re-sync and constant arguments are not reported. Nor is code \
            of a view only widgets show (made only by a `Widget`'s configuration or by other such \
            views): WidgetKit draws each timeline entry into a new snapshot, so no state lives on \
            to go stale; a view the app also builds is still reported.
            """,
        howToFix: """
            If the parent owns the value, don't copy it: read the argument directly (a `let`), \
            or take a `@Binding`. If the view needs its own editable copy, keep it in step: \
            `.onChange(of: name) { draft = name }`, or `.task(id: id) { … }` to rebuild what \
            depends on it, or give the view `.id(name)` at the call site so a new value makes a \
            new view. Name a parameter `initialName` when only the first value is meant to count.
            """,
        category: .state,
        defaultSeverity: .warning,
        triggeringExamples: StateFromArgumentRuleExamples.triggering,
        nonTriggeringExamples: StateFromArgumentRuleExamples.nonTriggering
    )

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<SeededState>] {
        let tree = file.tree
        var matches: [RuleMatch<SeededState>] = []
        // A view only widgets show is drawn anew for each entry: no state outlives a value.
        var widgetOnly: [String: Bool] = [:]
        file.walk(.initDecl, .call) { id in
            guard file.viewCode.contains(id) else { return .visitChildren }
            switch tree.kind(id) {
            case .initDecl:
                let seeds = SeededState.seeds(in: id, file: file, index: context.index)
                if seeds.isEmpty || context.isInWidgetOnlyView(id, in: tree, verdicts: &widgetOnly) { return .skipChildren }
                for seed in seeds {
                    matches.append(RuleMatch(finding(for: seed, in: file, context: context), site: seed))
                }
                return .skipChildren
            case .call:
                let seeds = SeededState.memberwiseSeeds(at: id, file: file, index: context.index)
                if seeds.isEmpty || context.isInWidgetOnlyView(id, in: tree, verdicts: &widgetOnly) { break }
                for seed in seeds {
                    matches.append(RuleMatch(finding(for: seed, in: file, context: context), site: seed))
                }
            default:
                break
            }
            return .visitChildren
        }
        return matches
    }

    private func finding(for seed: SeededState, in file: LintFile, context: LintContext) -> Finding {
        let tree = file.tree
        let wrapper = seed.isStateObject ? "@StateObject" : "@State"
        let arguments = seed.arguments.map { "`\($0)`" }.joined(separator: ", ")
        let message: String
        let help: String
        switch (seed.isCallSite, seed.source) {
        case (true, .row):
            message = fittedMessage(
                "`\(seed.viewType)` copies this argument into `\(wrapper) var \(seed.property)` once: the row keeps the value it first appeared with",
                "This argument is copied into `\(wrapper)` state once: the row keeps the value it first appeared with")
        case (true, .parentState(_, let property, let parentWrapper)):
            message = fittedMessage(
                "`\(seed.viewType)` copies this argument into `\(wrapper) var \(seed.property)` once: later values of `\(property)` (`\(parentWrapper)`) are ignored",
                "This argument is copied into `\(wrapper)` state once: later values the parent passes are ignored")
        case (false, .row):
            message = fittedMessage(
                "`\(wrapper) var \(seed.property)` is seeded from \(arguments) once: as a `ForEach`/`List` row it keeps the value it first appeared with",
                "This `\(wrapper)` is seeded from arguments once: as a `ForEach`/`List` row it keeps the value it first appeared with")
        case (false, .parentState(let parent, let property, let parentWrapper)):
            message = fittedMessage(
                "`\(wrapper) var \(seed.property)` is seeded from \(arguments) once: later values `\(parent)` passes from `\(parentWrapper) var \(property)` are ignored",
                "`\(wrapper) var \(seed.property)` is seeded from \(arguments) once: later values the parent passes are ignored",
                "This `\(wrapper)` is seeded from arguments once: later values the parent passes are ignored")
        }
        if seed.isCallSite {
            help = "Make `\(seed.property)` a `let` or `@Binding` in `\(seed.viewType)`, or add `.id(…)` here so a new value makes a new view."
        } else if seed.isStateObject {
            help = "Rebuild what depends on it with `.task(id:)` or `.onChange(of:)`, or give the view `.id(…)` where it is created."
        } else {
            help = "Read the argument directly (or take a `@Binding`); for an editable copy, re-sync it with `.onChange(of:)`."
        }
        return self.finding(message, at: tree.byteRange(seed.reported), in: file, help: help)
    }
}

/// An `@State`/`@StateObject` given its initial value from arguments: where, and which.
public struct SeededState: Sendable {
    /// The assignment target in `init`, or the argument at a construction.
    public var reported: SyntaxTree.NodeID
    public var viewType: String
    public var property: String
    /// The arguments whose later values are ignored (parameter names, or the call site's label).
    public var arguments: [String]
    /// Those some parent passes from something that changes (all of them for a row): what the
    /// experiment varies.
    public var changingArguments: [String] = []
    public var isStateObject: Bool
    public var isCallSite: Bool
    /// What shows that the argument changes while the view stays.
    public var source: ChangingSource
    /// The initial value expression (`title` in `State(initialValue: title)`, the argument's
    /// value at a construction): what the experiment passes as the state's initial value.
    public var value: SyntaxTree.NodeID?

    // MARK: Seeds in an init

    static func seeds(in initializer: SyntaxTree.NodeID, file: LintFile, index: ProjectModel) -> [SeededState] {
        let tree = file.tree
        guard let owner = tree.enclosingTypeName(initializer), let view = index.viewType(named: owner), view.isView,
              let body = tree.child(initializer, kind: .codeBlock),
              let clause = tree.child(initializer, kind: .parameterClause) else { return [] }
        let wrappers = Dictionary(view.storedProperties.compactMap { p in p.wrapper.map { (p.name, (kind: $0.kind, hasDefault: p.initializerByteRange != nil)) } },
                                  uniquingKeysWith: { first, _ in first })
        let parameters = InitParameter.list(clause, in: tree)
        let documentation = InitialValueDocumentation(file.source.text(leadingTrivia(of: initializer, in: tree)))
        // An object passed in is the same reference whenever the parent passes the same
        // object: only values can go stale.
        let generics = Set(tree.child(tree.enclosingTypeDeclaration(initializer) ?? initializer, kind: .genericParameterClause)
            .map { tree.children($0, kind: .genericParameter).map { tree.name($0) } } ?? [])
        let seeding = parameters.filter {
            !$0.namesAnInitialValue && !documentation.says(initialValue: $0.localName)
                && !$0.isReference(generics: generics, index: index)
        }
        guard !seeding.isEmpty else { return [] }
        let seedingNames = Set(seeding.map(\.localName))
        // Stored properties set from a parameter (`self.item = item`) stand for it in re-syncs.
        var aliases: [String: Set<String>] = [:]
        var result: [SeededState] = []
        var initialised = Set<String>()
        tree.walk(from: body) { id, _ in
            switch tree.kind(id) {
            case .closure, .funcDecl: return .skipChildren
            case .sequenceExpr: break
            default: return .visitChildren
            }
            let parts = Array(tree.children(id))
            guard parts.count == 3, tree.kind(parts[1]) == .assignmentOperator,
                  let target = tree.memberNames(in: parts[0]).filter({ $0 != "self" }).first,
                  tree.memberNames(in: parts[0]).filter({ $0 != "self" }).count == 1 else { return .visitChildren }
            let read = Set(tree.referencedNames(in: parts[2])).intersection(seedingNames)
            for name in read { aliases[name, default: []].insert(target) }
            let property = target.hasPrefix("_") ? String(target.dropFirst()) : target
            guard let wrapper = wrappers[property], wrapper.kind == .state || wrapper.kind == .stateObject else { return .visitChildren }
            defer { if target.hasPrefix("_") { initialised.insert(property) } }
            let seededFrom: SyntaxTree.NodeID?
            if target.hasPrefix("_") {
                seededFrom = wrappedInitialValue(parts[2], stateObject: wrapper.kind == .stateObject, in: tree)
            } else {
                // `self.x = arg` initialises a state with no default; with one it is a dropped
                // write (state_write_in_init).
                seededFrom = wrapper.kind == .state && !wrapper.hasDefault && !initialised.contains(property) ? parts[2] : nil
            }
            guard let seededFrom else { return .visitChildren }
            let dropped = seeding.filter {
                Set(tree.referencedNames(in: seededFrom)).contains($0.localName) && !readsOnlyIdentity(of: $0.localName, in: seededFrom, tree: tree)
            }
            // A state the view writes (edits, binds, mutates) is its own draft, seeded on purpose;
            // one it never reads cannot show a stale value.
            guard !dropped.isEmpty, wrapper.kind == .stateObject || !index.writes(property: property, inType: owner),
                  isRead(property, in: owner, tree: tree) else { return .visitChildren }
            result.append(SeededState(reported: parts[0], viewType: owner, property: property, arguments: dropped.map(\.localName),
                                      isStateObject: wrapper.kind == .stateObject, isCallSite: false, source: .row, value: seededFrom))
            return .visitChildren
        }
        let resynced = index.resyncedNames(inType: owner)
        let sites = ConstructionSites(view, index: index)
        return result.compactMap { seed in
            let watched = seed.arguments.contains { name in
                resynced.contains(name) || !(aliases[name] ?? []).filter { $0 != "_" + seed.property && $0 != seed.property }.isDisjoint(with: resynced)
            }
            guard !watched, !sites.allApplyID else { return nil }
            // Only when a parent is seen passing something that changes: a row's element, or
            // a value read from its own state, binding or observed model.
            var seed = seed
            if index.isRowContent(typeNamed: owner) { return seed }
            // A pushed or presented screen that builds its state from its arguments is the
            // documented `StateObject(wrappedValue:)` use: the screen lives for one value.
            if index.isDestination(typeNamed: owner) { return nil }
            let seeding = parameters.filter { seed.arguments.contains($0.localName) }
            guard let source = sites.changingSource(for: seeding) else { return nil }
            seed.source = source
            // Only what a parent passes from something that changes is varied: an argument
            // read from a member its object keeps (`model.item`, set only in `init`) stays.
            let changing = seeding.filter { sites.changingSource(for: [$0]) != nil }.map(\.localName)
            if !changing.isEmpty { seed.changingArguments = changing }
            return seed
        }
    }

    /// `State(initialValue: e)`, `State(wrappedValue: e)`, `.init(…: e)`, `StateObject(wrappedValue: e)`:
    /// the initial value expression.
    static func wrappedInitialValue(_ expression: SyntaxTree.NodeID, stateObject: Bool, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        guard tree.kind(expression) == .call else { return nil }
        let name = tree.calleeName(expression)
        guard name == (stateObject ? "StateObject" : "State") || name == "init" && tree.isImplicitMemberCall(expression) else { return nil }
        if let value = tree.argument(expression, labelled: "wrappedValue") ?? tree.argument(expression, labelled: "initialValue") {
            return value
        }
        // `StateObject { Model(id: id) }` is not an initializer; a trailing closure form does not exist.
        return nil
    }

    /// The comments and blank space before a declaration (its documentation).
    static func leadingTrivia(of declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> Range<Int> {
        let end = tree.byteRange(declaration).lowerBound
        return min(tree.leadingTriviaStart(declaration), end) ..< end
    }

    // MARK: Seeds at a memberwise construction

    /// `Row(title: t)` where `Row` has no `init` of its own and `title` is an `@State` with no
    /// default: the memberwise initializer seeds the state.
    static func memberwiseSeeds(at call: SyntaxTree.NodeID, file: LintFile, index: ProjectModel) -> [SeededState] {
        let tree = file.tree
        guard !tree.isMethodCall(call), !tree.isImplicitMemberCall(call) else { return [] }
        let name = file.calleeName(call)
        guard let view = index.viewType(named: name), view.isView, view.kind == .struct,
              let declared = index.declaredType(named: name), declared.declarationCount == 1, !declared.declaresInit else { return [] }
        // A state holding an object is the same reference whenever the same object is passed.
        let states = Set(view.storedProperties.filter { property in
            guard property.wrapper?.kind == .state, property.initializerByteRange == nil,
                  let wrapper = property.wrapper else { return false }
            return !ChangingSource.holdsObject(property, wrapper: wrapper, index: index)
                && !index.declaresProtocol(named: property.typeText)
        }.map(\.name))
        guard !states.isEmpty else { return [] }
        let modifiers = tree.modifiers(appliedTo: call).modifiers
        if modifiers.contains(where: { tree.nameEquals($0.member, "id") }) { return [] }
        let resynced = index.resyncedNames(inType: name)
        let inRow = isRowContent(call, in: tree)
        let parent = tree.enclosingTypeName(call).flatMap { index.viewType(named: $0) }
        var result: [SeededState] = []
        for argument in tree.arguments(call) {
            let label = tree.label(argument)
            guard states.contains(label), let value = tree.value(argument), !resynced.contains(label),
                  !InitParameter.namesInitialValue(label), !ConstantArgument.isConstant(value, in: tree, index: index),
                  !index.writes(property: label, inType: name) else { continue }
            guard let source: ChangingSource = inRow ? .row : parent.flatMap({ ChangingSource.parentState(value, in: tree, parent: $0, index: index) }) else { continue }
            result.append(SeededState(reported: argument, viewType: name, property: label, arguments: [label],
                                      isStateObject: false, isCallSite: true, source: source, value: value))
        }
        return result
    }

    /// Whether the type's code in this file reads the property outside initializers (`name`,
    /// `self.name`, `$name`, `_name`).
    static func isRead(_ property: String, in owner: String, tree: SyntaxTree) -> Bool {
        var read = false
        tree.walk { id, _ in
            switch tree.kind(id) {
            case .initDecl:
                return .skipChildren
            case .identifier:
                // The declaration's own pattern names the property; it does not read it.
                if let parent = tree.parent(id), tree.kind(parent) == .patternBinding, tree.firstChild(parent) == id { break }
                let name = tree.name(id)
                if name == property || name == "$" + property || name == "_" + property, tree.enclosingTypeName(id) == owner { read = true }
            case .memberAccess:
                if tree.name(id) == property, let base = tree.memberBase(id), tree.kind(base) == .identifier,
                   tree.nameEquals(base, "self"), tree.enclosingTypeName(id) == owner { read = true }
            default:
                break
            }
            return read ? .stop : .visitChildren
        }
        return read
    }

    /// Whether every use of `name` in `expression` reads an identity member (`item.id`,
    /// `setting.key`): a row's identity does not change while the row lives.
    static func readsOnlyIdentity(of name: String, in expression: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        var identityOnly = true
        tree.walk(from: expression) { id, _ in
            guard tree.kind(id) == .identifier, tree.name(id) == name else { return .visitChildren }
            guard let parent = tree.parent(id), tree.kind(parent) == .memberAccess, tree.memberBase(parent) == id,
                  identityMembers.contains(tree.name(parent)) else {
                identityOnly = false
                return .stop
            }
            return .visitChildren
        }
        return identityOnly
    }

    static let identityMembers: Set<String> = ["id", "key", "identifier", "uuid", "objectID"]

    /// Whether the construction is the content of a `ForEach`/`List` row closure.
    static func isRowContent(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let closure = tree.ancestor(of: call, in: [.closure]), let (container, _) = tree.receivingCall(of: closure) else { return false }
        let name = tree.calleeName(container)
        return (name == "ForEach" || name == "List") && !tree.isMethodCall(container)
    }
}

/// A parameter of a view's `init`.
struct InitParameter {
    let label: String
    let localName: String
    let hasDefault: Bool
    /// Its place among the unlabelled (`_`) parameters.
    var unlabelledPosition = 0

    /// The declared type's simple name (optionals unwrapped), nil when not a plain name.
    var typeName: String?
    var isExistential = false

    init(_ parameter: SyntaxTree.NodeID, in tree: SyntaxTree) {
        label = tree.name(parameter)
        localName = tree.parameterLocalName(parameter)
        hasDefault = tree.child(parameter, kind: .initializerClause) != nil
        if let type = tree.children(parameter).first(where: { ![.attribute, .initializerClause].contains(tree.kind($0)) }) {
            var unwrapped = tree.unwrappingOptional(type)
            // `(any Output)?`: the parentheses around an existential made optional.
            if tree.kind(unwrapped) == .tupleType, tree.children(unwrapped).count == 1, let inner = tree.firstChild(unwrapped) {
                unwrapped = tree.unwrappingOptional(inner)
            }
            isExistential = tree.kind(unwrapped) == .anyType || tree.kind(unwrapped) == .someType
            let name = tree.typeName(of: unwrapped)
            typeName = name.isEmpty || tree.kind(unwrapped) == .attributedType ? nil : name
        }
    }

    /// The parameters of a clause, each knowing its place among the unlabelled ones.
    static func list(_ clause: SyntaxTree.NodeID, in tree: SyntaxTree) -> [InitParameter] {
        var position = 0
        return tree.children(clause, kind: .parameter).map { node in
            var parameter = InitParameter(node, in: tree)
            if parameter.label == "_" {
                parameter.unlabelledPosition = position
                position += 1
            }
            return parameter
        }
    }

    /// The parameter's type is a reference: a project class, a generic parameter of the view, or
    /// an existential (`any Fetcher`, a protocol). Unknown types count as values.
    func isReference(generics: Set<String>, index: ProjectModel) -> Bool {
        guard let typeName else { return false }
        if generics.contains(typeName) || isExistential || index.declaresProtocol(named: typeName) { return true }
        return index.declaredType(named: typeName)?.kind == .class
    }

    /// `initialTitle`, `defaultValue`, `initialValue:`: only the first value is meant to count.
    var namesAnInitialValue: Bool { InitParameter.namesInitialValue(label) || InitParameter.namesInitialValue(localName) }

    static func namesInitialValue(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasPrefix("initial") || lowered.hasPrefix("default")
    }
}

/// What a declaration's doc comment says of initial or default values (`- Parameter title: The
/// initial title.`): its doc lines that name one, lowercased, read once for all the parameters.
struct InitialValueDocumentation {
    private var lines: [String] = []

    init(_ documentation: String) {
        for line in documentation.split(separator: "\n") {
            let text = line.drop { $0 == " " || $0 == "\t" }
            guard text.hasPrefix("///") || text.hasPrefix("*") || text.hasPrefix("/**") else { continue }
            let lowered = text.lowercased()
            if lowered.contains("initial") || lowered.contains("default") || lowered.contains("starting") { lines.append(lowered) }
        }
    }

    /// Whether a doc line naming `parameter` calls it an initial or default value.
    func says(initialValue parameter: String) -> Bool {
        guard !lines.isEmpty else { return false }
        let name = parameter.lowercased()
        return lines.contains { $0.contains(name + ":") || $0.contains("parameter " + name) }
    }
}
