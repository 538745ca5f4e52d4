import ViewLint

/// `self.x = …` in a view's `init` for an `@State` that already has a default, once every stored
/// property is set (`DefiniteInitialization`): before the view is installed SwiftUI has no
/// storage to write to, so the write is dropped.
public struct StateWriteInInitRule: Rule {
    public static let description = RuleDescription(
        id: "state_write_in_init",
        name: "State Write in Init",
        summary: "A write in `init` to an `@State` property that already has a default value",
        rationale: """
            An `@State` property's storage is created when SwiftUI installs the view, from the \
            initial value the property wrapper holds then. An `@State var count = 0` has that \
            initial value from its declaration, so `self.count = start` in `init` is not an \
            initialization but a call to the setter, made before the view is installed: there is \
            no storage yet, and SwiftUI drops the write. The view starts with the default, not \
            with the value `init` tried to set, and nothing warns at compile time. That holds once \
            every stored property of the view is set: before then, Swift compiles the same line \
            as `_count = State(wrappedValue: start)`, a new state that does start at `start`, so \
            a write that comes before another property's first assignment (a `let`, a `@Binding`) \
            is not reported, nor one whose place among them the code does not settle. The same holds \
            for a member of a struct the state holds (`settings.name = name`): the changed copy \
            goes back through the setter. A member of an object is different: `textView.text = \
            note` on a `UITextView` (or a project class) reads the object through the getter — \
            before installation, the initial value, the very object SwiftUI stores on install — \
            and changes it, so the text shows and nothing is reported. Where the state's type is \
            not known to be a struct or a class, the finding says both and stays unconfirmed.

            The reference engine confirms a finding by hosting the view with the arguments its \
            `init` is given and running the parent's body again: it counts the updates in which \
            the state holds its default instead of what `init` wrote, as written and with \
            `_count = State(initialValue: start)`. A written literal equal to the default is \
            refuted (the view shows the same either way); a choice between two literals on \
            something the arguments do not decide (`c ? 1 : 0`) is run with the literal that \
            differs from the default, and the summary names the condition it takes; a `Bool` \
            read from `UserDefaults` under a key this file's code also stores (`set(newValue, \
            forKey:)`) is run with the value other than the default, which that code can leave \
            there; any other value the engine cannot compute from the arguments (a global, \
            `UserDefaults`) leaves the finding unconfirmed. The first value a write of an \
            argument makes is computed where the code shows it: constants every construction \
            passes, or a parent's `@State` as it starts where the parent's `body` makes the view \
            on its first run (the first `init` runs before the parent's `.onAppear` or actions \
            can change it, and what they set reaches only later `init`s, which drop it with the \
            fix too), read through literals, the defaults of the project's structs and their \
            getters of one expression. Where that first value is the state's default, the seed \
            would show the same, and the finding is refuted as a static fact: its note says the \
            later values are lost with or without the seed, which only `.onChange(of:initial:)` \
            fixes. Where it cannot be computed, the first value is assumed to differ from the \
            default, and the summary says so. \
            With the fix the state holds the first value written and, like any seeded state, \
            ignores later ones (`state_from_argument`). The default severity is warning: the \
            write never takes effect, so the code does not do what it says.
            """,
        howToFix: """
            Don't set `@State` from `init`. If the view needs the value, keep it as a plain `let` \
            property, or use `@Binding` when the parent owns it. If it really is the view's own \
            state seeded once, remove the default and write `_count = State(initialValue: start)` \
            (knowing that later values from the parent are ignored), or set it in `.onAppear`. \
            The help follows how the view is shown. A value made from an argument changes with it, \
            so the help points to `.onChange(of: …, initial: true)` or an `.id(…)`; when the \
            argument has the state's own name, it says to keep the argument under another name \
            first, since `.onChange(of: title)` would watch the state. A view that every \
            construction in its file shows as the content of an item-keyed presentation \
            (`.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)`, \
            `.navigationDestination(item:)`) is made anew for each item, so there the help leads \
            with `State(initialValue:)`, which is then the whole fix.
            """,
        category: .state,
        defaultSeverity: .warning,
        triggeringExamples: StateWriteInInitRuleExamples.triggering,
        nonTriggeringExamples: StateWriteInInitRuleExamples.nonTriggering
    )

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<DroppedStateWrite>] {
        let tree = file.tree
        var matches: [RuleMatch<DroppedStateWrite>] = []
        file.walk(.initDecl) { id in
            guard tree.kind(id) == .initDecl else { return .visitChildren }
            guard file.viewCode.contains(id), let owner = tree.enclosingTypeName(id),
                  let view = context.index.viewType(named: owner), let body = tree.child(id, kind: .codeBlock) else {
                return .skipChildren
            }
            let states = Dictionary(view.storedProperties.filter { $0.wrapper?.kind == .state }.map { ($0.name, $0) },
                                    uniquingKeysWith: { first, _ in first })
            guard !states.isEmpty else { return .skipChildren }
            // A parameter or local of the same name shadows the property in bare references.
            var shadowed = Set(tree.child(id, kind: .parameterClause).map { tree.children($0, kind: .parameter).map { tree.parameterLocalName($0) } } ?? [])
            for local in tree.descendants(of: body, kind: .patternBinding) { shadowed.insert(tree.name(local)) }
            let initialization = DefiniteInitialization(id, body: body, shadowed: shadowed, in: tree)
            for var write in StateWriteInInitRule.writes(in: body, states: states, shadowed: shadowed, tree: tree) {
                // Before `self` is whole, `self.x = v` makes a new wrapper: nothing is dropped.
                guard initialization.callsSetter(at: write.target, in: tree) else { continue }
                let property = write.property
                if !write.replacesState, let declared = states[property] {
                    // A write through a member of an object changes the object the state holds
                    // (the one SwiftUI stores on install), not the state: nothing is dropped.
                    switch StateValueKind(of: declared, index: context.index) {
                    case .reference: continue
                    case .unknown(let named): write.unknownType = named
                    case .value: break
                    }
                }
                let message = write.unknownType == nil
                    ? fittedMessage(
                        "`@State var \(property)` already has \(write.reason), so this write in `init` is dropped: SwiftUI ignores it before the view is installed",
                        "This `@State` already has \(write.reason), so this write in `init` is dropped: SwiftUI ignores it before the view is installed")
                    : fittedMessage(
                        "`@State var \(property)` already has \(write.reason): if it holds a struct this write in `init` is dropped, if a class it changes the object kept",
                        "This `@State` already has \(write.reason): if it holds a struct this write in `init` is dropped, if a class it changes the object kept")
                var help = "Don't set `@State` in `init`: seed it once with `_\(property) = State(initialValue: …)` and no default (later values are ignored), or keep the value as a plain property."
                if let followed = StateWriteInInitRule.parametersRead(by: write, in: id, tree: tree).first {
                    if ItemPresentation.showsOnlyPresentedItems(owner, in: tree, index: context.index) {
                        // Made anew for each item presented: the first value is the only one.
                        help = "Seed `\(property)` instead: `_\(property) = State(initialValue: …)` with no default. `\(owner)` is only shown for a presented item, and each item makes it anew, so the value it is made with is the one to show."
                    } else if followed == property {
                        // `.onChange(of: key)` would read the state itself: the argument must be kept to be watched.
                        help = "Don't set `@State` in `init`: keep the argument (a `let` under another name) and set `\(property)` from it in `.onChange(of: …, initial: true)`, or give the view an `.id(…)` that changes with it; `_\(property) = State(initialValue: …)` keeps only the first value."
                    } else {
                        // A value made from an argument changes with it, and a seed takes only the first.
                        help = "Don't set `@State` in `init`: to follow `\(followed)`, set `\(property)` in `.onChange(of: …, initial: true)` or give the view an `.id(…)` that changes with it; `_\(property) = State(initialValue: …)` keeps only the first value."
                    }
                }
                matches.append(RuleMatch(finding(message, at: tree.byteRange(write.target), in: file, help: help), site: write))
            }
            return .skipChildren
        }
        return matches
    }

    /// The `init` parameters the value of a whole-state assignment reads (`x = a.flag ? 2 : 1`).
    static func parametersRead(by write: DroppedStateWrite, in initializer: SyntaxTree.NodeID, tree: SyntaxTree) -> [String] {
        guard write.replacesState, let sequence = tree.parent(write.target), tree.kind(sequence) == .sequenceExpr,
              let clause = tree.child(initializer, kind: .parameterClause) else { return [] }
        let value = Array(tree.children(sequence).dropFirst(2))
        let names = Set(value.flatMap { tree.referencedNames(in: $0) + tree.memberNames(in: $0) })
        return InitParameter.list(clause, in: tree).map(\.localName).filter(names.contains)
    }

    /// Assignments (`=`, `+=`, …) and mutating calls (`x.append(…)`, `x.toggle()`) on `@State`
    /// properties in the initializer's own statements, for properties that already hold an
    /// initial value: a default at the declaration, or an earlier `_x = State(…)` in this init.
    static func writes(in body: SyntaxTree.NodeID, states: [String: StoredProperty], shadowed: Set<String>,
                       tree: SyntaxTree) -> [DroppedStateWrite] {
        let defaults = Set(states.values.filter { $0.initializerByteRange != nil }.map(\.name))
        // `_x = State(…)` seen so far, with the block it is in: it initialises `x` for writes in
        // that block or blocks inside it, not for writes in another branch.
        var wrapperWrites: [String: [SyntaxTree.NodeID]] = [:]
        func hasValue(_ property: String, at write: SyntaxTree.NodeID) -> Bool {
            if defaults.contains(property) { return true }
            return (wrapperWrites[property] ?? []).contains { block in
                var node: SyntaxTree.NodeID? = write
                while let current = node, current != body {
                    if current == block { return true }
                    node = tree.parent(current)
                }
                return block == body
            }
        }
        var found: [DroppedStateWrite] = []
        tree.walk(from: body) { id, _ in
            switch tree.kind(id) {
            case .closure, .funcDecl:
                // Runs later (or never); not a write made while the view value is built.
                return .skipChildren
            case .sequenceExpr:
                let parts = Array(tree.children(id))
                guard parts.count >= 3, tree.kind(parts[1]) == .assignmentOperator || ViewUsage.isCompoundAssignment(parts[1], in: tree),
                      let root = storedRoot(parts[0], shadowed: shadowed, in: tree) else { return .visitChildren }
                if root.hasPrefix("_") {
                    // `_x = State(initialValue: …)`: the wrapper itself, set before installation.
                    if let block = tree.ancestor(of: id, in: [.codeBlock]) { wrapperWrites[String(root.dropFirst()), default: []].append(block) }
                } else if states[root] != nil, hasValue(root, at: id) {
                    let reason = states[root]?.initializerByteRange != nil ? "a default value" : "its initial value"
                    found.append(DroppedStateWrite(target: parts[0], property: root, reason: reason,
                                                   replacesState: isWholeState(parts[0], in: tree)))
                }
                return .visitChildren
            case .call:
                // `items.append(x)`, `self.flag.toggle()`: a mutating method on the state.
                guard tree.isMethodCall(id), let callee = tree.firstChild(id), let base = tree.memberBase(callee),
                      ViewUsage.mutatingMethods.contains(tree.name(callee)), let root = storedRoot(base, shadowed: shadowed, in: tree),
                      states[root] != nil, hasValue(root, at: id) else { return .visitChildren }
                let reason = states[root]?.initializerByteRange != nil ? "a default value" : "its initial value"
                found.append(DroppedStateWrite(target: base, property: root, reason: reason, replacesState: false))
                return .visitChildren
            default:
                return .visitChildren
            }
        }
        return found
    }

    /// `x` or `self.x`: the target is the state itself, not a member or element of it.
    static func isWholeState(_ target: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        tree.kind(target) == .identifier
            || tree.kind(target) == .memberAccess && tree.memberBase(target).map { tree.nameEquals($0, "self") } == true
    }

    /// The stored property an assignment target writes (`x`, `self.x`, `x.field`, `self.x[k]`),
    /// a bare `x` only when no parameter or local named `x` hides the property.
    static func storedRoot(_ target: SyntaxTree.NodeID, shadowed: Set<String>, in tree: SyntaxTree) -> String? {
        guard let root = ViewUsage.storedRoot(target, in: tree) else { return nil }
        var base = target
        while [.memberAccess, .subscriptCall, .postfixOperatorExpr].contains(tree.kind(base)), let inner = tree.firstChild(base) { base = inner }
        let bare = !(tree.kind(base) == .identifier && tree.nameEquals(base, "self"))
        return bare && shadowed.contains(root) ? nil : root
    }
}

/// A write to an `@State` in `init` that SwiftUI drops: the target expression and the property.
public struct DroppedStateWrite: Sendable {
    public var target: SyntaxTree.NodeID
    public var property: String
    /// "a default value" or "its initial value" (set earlier in the same `init`).
    public var reason: String
    /// `x = …`, `self.x += …`: the state's setter runs. Otherwise the write goes through a member,
    /// an element or a method of the value (`x.text = …`, `x[0] = …`, `x.append(…)`).
    public var replacesState: Bool
    /// Set when the write goes through a member of a value not known to be a struct or a class
    /// (how to name its type): a class would keep the write, so nothing is claimed.
    public var unknownType: String?
}
