import ViewLint

/// `ForEach`/`List` keyed `id: \.self` over values that change while the row stays the same
/// element: each edit gives the row a new identity, and equal values collide.
public struct ForEachSelfIdentityRule: Rule {
    public static let description = RuleDescription(
        id: "foreach_self_identity",
        name: "ForEach Self Identity",
        summary: "`ForEach`/`List` keyed by `\\.self` over values that are edited or have an `id`",
        rationale: """
            With `id: \\.self` a row's identity is the element's whole value. That is right for \
            values that are their own identity (a set of tags, enum cases, constant lists), and \
            wrong for elements that change while they stay the same thing: editing one field of \
            a `Contact` makes a new value, so SwiftUI removes the old row and inserts a new one — \
            its `@State` is reset, a text field loses focus after each keystroke, and the change \
            animates as a removal plus an insertion. Two equal elements get the same id, which \
            SwiftUI reports at run time and whose rows' state is undefined. Elements that are \
            `Identifiable` already say what their identity is; `\\.self` ignores it.

            A finding starts as a note and becomes a warning only when the reference engine \
            confirms it, because `\\.self` is right for values that are never edited in place, \
            which reading the `ForEach` cannot always tell: the collection starts with three \
            elements where it lives (a `@State`, the parent's argument, a model's property) and \
            one element's field is edited at a time; \
            rows given a new identity are counted, keyed by `\\.self` and by a stable id. A \
            confirmed finding is a warning; a refuted one, and one the engine cannot host, stay \
            notes.
            """,
        howToFix: """
            Key rows by a stable identity: `ForEach(contacts)` for `Identifiable` elements (or \
            `id: \\.id`), `ForEach($contacts) { $contact in … }` for editable rows. Give \
            elements that have no identity one (`let id = UUID()` set when the element is \
            created, not in `body`).
            """,
        category: .identity,
        defaultSeverity: .note, confirmedSeverity: .warning,
        triggeringExamples: ForEachSelfIdentityRuleExamples.triggering,
        nonTriggeringExamples: ForEachSelfIdentityRuleExamples.nonTriggering
    )

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<SelfKeyedRows>] {
        let tree = file.tree
        var matches: [RuleMatch<SelfKeyedRows>] = []
        file.walk(.call) { id in
            guard tree.kind(id) == .call, file.viewCode.contains(id), !tree.isMethodCall(id), !tree.isImplicitMemberCall(id) else {
                return .visitChildren
            }
            let container = file.calleeName(id)
            guard container == "ForEach" || container == "List",
                  let data = tree.firstUnlabelledArgument(id), let key = tree.argument(id, labelled: "id"),
                  PositionKeying.keyPathComponents(key, in: tree) == ["self"],
                  // `List(items, id: \.self, selection: $picked)` selects by value: its key is
                  // the selection's type, chosen with it.
                  tree.argument(id, labelled: "selection") == nil,
                  let keying = SelfKeying(data: data, call: id, in: tree, index: context.index) else { return .visitChildren }
            var site = SelfKeyedRows(call: id, data: data, key: key)
            var help = keying.help
            // `var id: Int { hashValue }`: keyed by it, rows follow the whole value as with `\.self`.
            if let element = ElementType(of: data, at: id, in: tree, index: context.index),
               context.index.declaredType(named: element.name)?.idIsValueHash == true {
                site.hashKeyedElement = element.name
                help = "Give `\(element.name)` a stored `id` set when it is created: its `id` is its `hashValue`, which changes with every edit just as `\\.self` does."
            }
            matches.append(RuleMatch(finding(keying.message(container: container), at: tree.byteRange(key), in: file, help: help), site: site))
            return .visitChildren
        }
        return matches
    }
}

/// Why keying these rows by their value is wrong, when it is.
enum SelfKeying {
    /// `ForEach($items, id: \.self)`: rows edit the very value that identifies them (with the
    /// element type when the project declares it `Identifiable`: the help then only drops `id:`).
    case binding(identifiableElement: String?)
    /// Elements of a project struct that declares its own `id`.
    case identifiable(element: String)
    /// Elements of a project struct with fields the view or its model edits.
    case editable(element: String)

    init?(data: SyntaxTree.NodeID, call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) {
        if let path = tree.memberPath(data), path.contains(where: { $0.hasPrefix("$") }) {
            // Unless the element type says itself what equal means (an `==` on its id).
            let element = ElementType(of: data, at: call, in: tree, index: index)
            if let element, index.declaredType(named: element.name)?.definesEquality == true { return nil }
            self = .binding(identifiableElement: element.map(\.name).flatMap {
                index.conforms(typeNamed: $0, to: "Identifiable") ? $0 : nil
            })
            return
        }
        guard let element = ElementType(of: data, at: call, in: tree, index: index),
              let declared = index.declaredType(named: element.name), declared.declarationCount == 1,
              declared.kind == .struct else { return nil }
        // Values that cannot be edited (every field a `let`), or held where nothing edits
        // them, keep their identity: only editable values move rows.
        // A type with its own `==` says what its identity is (`ConversationGroup`
        // equal by date): keyed by `\.self`, rows follow that.
        guard declared.hasMutableStoredProperty, element.fromMutableSource, !declared.definesEquality else { return nil }
        self = index.conforms(typeNamed: element.name, to: "Identifiable") ? .identifiable(element: element.name) : .editable(element: element.name)
    }

    func message(container: String) -> String {
        switch self {
        case .binding:
            return "`\(container)` over a binding keyed by `\\.self`: each edit through a row changes its id, so the row is destroyed and rebuilt"
        case .identifiable(let element):
            return fittedMessage("`\(element)` is `Identifiable`, but `\\.self` keys its rows by the whole value: editing an element gives its row a new identity",
                                 "The elements are `Identifiable`, but `\\.self` keys rows by the whole value: editing an element gives its row a new identity")
        case .editable(let element):
            return fittedMessage("`\\.self` keys rows by the whole `\(element)` value: editing a field gives the row a new identity, and equal values collide",
                                 "`\\.self` keys rows by the whole element value: editing a field gives the row a new identity, and equal values collide")
        }
    }

    var help: String {
        switch self {
        case .binding(let element?): return "Drop `id: \\.self`: `ForEach($items) { $item in … }` then keys rows by `\(element).id`, which edits leave alone."
        case .binding(nil): return "Key rows by a stable id: make the elements `Identifiable` and write `ForEach($items) { $item in … }`."
        case .identifiable(let element): return "Drop `id: \\.self`: `ForEach` then keys rows by `\(element).id`."
        case .editable(let element): return "Give `\(element)` a stable `id` (set when it is created) and key the rows by it."
        }
    }
}

/// The element type of a `ForEach`'s data, followed through the view's properties and the
/// project's declared property types: `items`, `self.items`, `model.items`, `store.state.items`,
/// and those filtered, sorted, reversed or prefixed.
struct ElementType {
    let name: String
    /// The collection is held in state or a model (it can be edited), not a constant.
    let fromMutableSource: Bool

    static let elementPreserving: Set<String> = ["filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled"]

    init?(of data: SyntaxTree.NodeID, at call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) {
        var expression = data
        // Element-preserving calls: `items.filter { … }`, `Array(items)`, `items.sorted()`.
        while tree.kind(expression) == .call {
            if tree.isMethodCall(expression), ElementType.elementPreserving.contains(tree.calleeName(expression)),
               let callee = tree.firstChild(expression), let base = tree.memberBase(callee) {
                expression = base
            } else if tree.calleeName(expression) == "Array", !tree.isMethodCall(expression), let inner = tree.firstUnlabelledArgument(expression) {
                expression = inner
            } else {
                return nil
            }
        }
        while tree.kind(expression) == .postfixOperatorExpr, let inner = tree.firstChild(expression) { expression = inner }
        let names = tree.memberNames(in: expression).map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
        guard var path = names.split(separator: "self", omittingEmptySubsequences: true).last.map(Array.init),
              let first = path.first, let owner = tree.enclosingTypeName(call) else { return nil }
        if LocalName(first, at: call, in: tree) != nil { return nil }
        // The first name is the view's own property.
        var mutable = false
        var current: DeclaredPropertyType?
        if let stored = index.viewType(named: owner)?.storedProperties.first(where: { $0.name == first }) {
            mutable = stored.wrapper != nil || !stored.isLet
            if index.isConstantProperty(first, inType: owner) { return nil }
            current = index.declaredType(named: owner)?.properties[first]
            if current == nil, let shape = stored.shape { current = ElementType.propertyType(shape) }
        } else {
            // A computed property (`var filtered: [Entry] { entries.filter … }`) derives its
            // elements from the view's data.
            current = index.declaredType(named: owner)?.properties[first]
            mutable = true
        }
        path.removeFirst()
        // Then members of the declared types: `model.items` reads `Model.items`.
        for member in path {
            guard case .named(let typeName)? = current, let type = index.declaredType(named: typeName) else { return nil }
            mutable = mutable || type.kind == .class || type.hasMutableStoredProperty
            if index.isConstantProperty(member, inType: typeName) { return nil }
            current = type.properties[member]
        }
        guard case .array(let element)? = current else { return nil }
        name = element
        fromMutableSource = mutable
    }

    static func propertyType(_ shape: TypeShape) -> DeclaredPropertyType? {
        switch shape {
        case .array(.named(let element, _)): return .array(element: element)
        case .optional(let wrapped): return propertyType(wrapped)
        case .named(let name, _): return .named(name)
        default: return nil
        }
    }
}

/// A `ForEach`/`List` keyed by `\.self`: the call, its data and its key.
public struct SelfKeyedRows: Sendable {
    public var call: SyntaxTree.NodeID
    public var data: SyntaxTree.NodeID
    public var key: SyntaxTree.NodeID
    /// The element type, when its `id` is its `hashValue` (keying by it changes nothing).
    public var hashKeyedElement: String?
}
