/// Whose collection an edit changes: the type of the value the code edits a collection on,
/// where the code says it (`var profile: DeviceProfile`, `self` in `T`'s code), so that an
/// edit of another type's member that only shares the collection's name is told apart from
/// an edit of the holder's own (docs/EVIDENCE.md: a match by name is said).

extension CollectionEdits {
    /// The value an edit is made on, as far as one file's code says it; what type that is may
    /// need the project's declarations (`ProjectModel.resolvedReceiver`).
    public indirect enum EditReceiver: Hashable, Sendable {
        /// The code does not say.
        case unknown
        /// A value of this type: written for a local, a parameter or a property, or `self` in
        /// the type's code.
        case type(String)
        /// The property `property` of the type `owner`, used in code of `owner` that does not
        /// declare it (an extension in another file): its type is the property's declaration's.
        case member(owner: String, property: String)
        /// An element of the collection `collection` that `holder` holds.
        case element(of: EditReceiver, collection: String)
    }

    /// The number (in `recorder`) of the receiver of the collection `collection` names, where
    /// the code says it: the type around the code for `xs` and `self.xs`; for `x.xs` (`x?.xs`),
    /// what `receiver(named:…)` says of `x`; -1 otherwise.
    static func receiverType(of collection: SyntaxTree.NodeID, in tree: SyntaxTree, recorder: inout UsageRecorder) -> Int32 {
        guard let receiver = receiver(of: collection, in: tree, recorder: &recorder) else { return -1 }
        return recorder.number(receiver)
    }

    /// The receiver of the collection `collection` names (`receiverType`); nil where the code
    /// does not say.
    static func receiver(of collection: SyntaxTree.NodeID, in tree: SyntaxTree, recorder: inout UsageRecorder) -> EditReceiver? {
        var node = collection
        while tree.kind(node) == .postfixOperatorExpr, let inner = tree.firstChild(node) { node = inner }
        switch tree.kind(node) {
        case .identifier:
            // A bare name is the type's own member only where this file's declaration of the
            // type says so (a `guard var items` local is not).
            guard let declaration = tree.enclosingTypeDeclaration(node),
                  recorder.declaresProperty(nameOf: node, in: declaration) else { return nil }
            return recorder.owner(of: node).map { .type(recorder.name($0)) }
        case .memberAccess:
            guard var base = tree.memberBase(node) else { return nil }
            while tree.kind(base) == .postfixOperatorExpr, let inner = tree.firstChild(base) { base = inner }
            guard tree.kind(base) == .identifier else { return nil }
            if tree.nameEquals(base, "self") { return recorder.owner(of: base).map { .type(recorder.name($0)) } }
            return receiver(named: base, in: tree, recorder: &recorder, depth: 0)
        default:
            return nil
        }
    }

    /// The receiver the identifier `use` names: a written type (`declaredType`), a property of
    /// the type around the code that this declaration does not declare, or an element taken
    /// from a collection (`var f = c.items[i]`, `for f in c.items`); nil when the code does not
    /// say.
    static func receiver(named use: SyntaxTree.NodeID, in tree: SyntaxTree, recorder: inout UsageRecorder, depth: Int) -> EditReceiver? {
        let found = declared(nameOf: use, in: tree)
        switch found {
        case .type(let type): return .type(type)
        case .member(let owner):
            // `Settings.items`: a type's static member, not a property of the type around.
            let name = tree.name(use)
            guard !owner.isEmpty, name.first?.isUppercase == false else { return nil }
            return .member(owner: owner, property: name)
        case .value(let value), .element(let value):
            guard depth < 3 else { return nil }
            var node = value
            while tree.kind(node) == .postfixOperatorExpr, let inner = tree.firstChild(node) { node = inner }
            var isElement = false
            if case .element = found { isElement = true }
            if !isElement, tree.kind(node) == .identifier {
                return receiver(named: node, in: tree, recorder: &recorder, depth: depth + 1)
            }
            // `c.items[i]`, `c.items.first(where:)`; looped over, `c.items.enumerated()`.
            if tree.kind(node) == .subscriptCall, let inner = tree.firstChild(node) {
                node = inner
                isElement = true
            } else if tree.kind(node) == .call, let callee = tree.firstChild(node), tree.kind(callee) == .memberAccess,
                      let base = tree.memberBase(callee),
                      tree.nameEquals(callee, "first") || tree.nameEquals(callee, "last")
                        || isElement && (tree.nameEquals(callee, "enumerated") || tree.nameEquals(callee, "reversed")) {
                node = base
                isElement = true
            }
            guard isElement, tree.kind(node) == .memberAccess || tree.kind(node) == .identifier,
                  let held = receiver(of: node, in: tree, recorder: &recorder) else { return nil }
            return .element(of: held, collection: tree.name(node))
        case .unknown:
            return nil
        }
    }

    enum Declared {
        /// A type written for it.
        case type(String)
        /// A property of the type around the code (its name; "" at top level), not declared here.
        case member(String)
        /// A local bound to this value, with no type written.
        case value(SyntaxTree.NodeID)
        /// A loop variable taking the elements of this sequence.
        case element(SyntaxTree.NodeID)
        /// Declared in a way that says no type (a closure's parameter, an `if let`).
        case unknown
    }

    /// Where the name the identifier `use` spells is declared, seen from `use`. Names are
    /// compared by their bytes (`SyntaxTree.sameName`): every edit through a name asks, walking
    /// the statements before it.
    static func declared(nameOf use: SyntaxTree.NodeID, in tree: SyntaxTree) -> Declared {
        var current = use
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .closure:
                if tree.closureParameterNames(parent).contains(tree.name(use)) { return .unknown }
            case .funcDecl, .initDecl, .subscriptDecl:
                if let clause = tree.child(parent, kind: .parameterClause) {
                    let name = tree.name(use)
                    for parameter in tree.children(clause) where tree.kind(parameter) == .parameter && tree.parameterLocalName(parameter) == name {
                        for part in tree.children(parameter) {
                            if let type = writtenTypeName(part, in: tree) { return .type(type) }
                        }
                        return .unknown
                    }
                }
            case .ifStmt, .whileStmt:
                if let conditions = tree.child(parent, kind: .conditionList), binds(nameOf: use, in: conditions, tree: tree) { return .unknown }
            case .forStmt:
                // `for x in c.items`, `for (i, x) in c.items.enumerated()`.
                let parts = tree.children(parent)
                if parts.count >= 2, case let pattern = parts[parts.startIndex], case let sequence = parts[parts.startIndex + 1],
                   current != pattern, current != sequence, patternBinds(nameOf: use, pattern, tree: tree) {
                    // In `(i, x)` over `enumerated()` the element is the last name.
                    if tree.kind(pattern) != .identifier,
                       !(tree.descendants(of: pattern, kind: .identifier).last.map { tree.sameName($0, use) } ?? false) { return .unknown }
                    return .element(sequence)
                }
            case .codeBlock:
                for item in tree.children(parent) {
                    if item == current { break }
                    if let binding = binding(namedAs: use, in: item, tree: tree) {
                        if let type = bindingType(binding, in: tree) { return .type(type) }
                        if let value = tree.child(binding, kind: .initializerClause).flatMap({ tree.firstChild($0) }) { return .value(value) }
                        return .unknown
                    }
                    if tree.kind(item) == .guardStmt, let conditions = tree.child(item, kind: .conditionList),
                       binds(nameOf: use, in: conditions, tree: tree) { return .unknown }
                }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                guard let members = tree.child(parent, kind: .memberBlock) else { return .unknown }
                for item in tree.children(members) {
                    if let binding = binding(namedAs: use, in: item, tree: tree) { return bindingType(binding, in: tree).map(Declared.type) ?? .unknown }
                }
                let owner = tree.kind(parent) == .extensionDecl ? tree.extendedTypeName(of: parent) : tree.name(parent)
                return .member(owner)
            default:
                break
            }
            current = parent
        }
        return .unknown
    }

    private static func binds(nameOf use: SyntaxTree.NodeID, in conditions: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        tree.children(conditions).contains { tree.kind($0) == .optionalBinding && tree.sameName($0, use) }
            || tree.descendants(of: conditions, kind: .patternBinding).contains { tree.sameName($0, use) }
    }

    private static func patternBinds(nameOf use: SyntaxTree.NodeID, _ pattern: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        if tree.kind(pattern) == .identifier { return tree.sameName(pattern, use) }
        return tree.descendants(of: pattern, kind: .identifier).contains { tree.sameName($0, use) }
            || tree.descendants(of: pattern, kind: .patternBinding).contains { tree.sameName($0, use) }
    }


    /// The binding of the name `use` spells that a `let`/`var` declaration makes.
    private static func binding(namedAs use: SyntaxTree.NodeID, in item: SyntaxTree.NodeID, tree: SyntaxTree) -> SyntaxTree.NodeID? {
        guard tree.kind(item) == .variableDecl else { return nil }
        for binding in tree.children(item) where tree.kind(binding) == .patternBinding && tree.sameName(binding, use) { return binding }
        return nil
    }

    /// `x: T` (also `T?`, `T!`), or `x = T(…)` / `x = T.init(…)`.
    private static func bindingType(_ binding: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        if let annotation = tree.child(binding, kind: .typeAnnotation), let type = tree.firstChild(annotation) {
            return writtenTypeName(type, in: tree)
        }
        guard let clause = tree.child(binding, kind: .initializerClause), let value = tree.firstChild(clause),
              tree.kind(value) == .call, !tree.isMethodCall(value) || tree.calleeName(value) == "init" else { return nil }
        var callee = tree.firstChild(value)
        if let named = callee, tree.kind(named) == .memberAccess { callee = tree.memberBase(named) }
        guard let callee, tree.kind(callee) == .identifier else { return nil }
        let name = tree.name(callee)
        return name.first?.isUppercase == true ? name : nil
    }

    /// The simple name of a written type (`T`, `Module.T`, `T?`, `T<A>`); nil for other types.
    private static func writtenTypeName(_ type: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        switch tree.kind(type) {
        case .simpleType, .memberType:
            let name = tree.name(type)
            return name.isEmpty ? nil : name
        case .optionalType, .implicitlyUnwrappedType:
            return tree.firstChild(type).flatMap { writtenTypeName($0, in: tree) }
        default:
            return nil
        }
    }
}

extension UsageRecorder {
    /// Whether the type or extension declaration `declaration` declares in its body a property
    /// of the name `node` spells. Every edit of a bare name in the type's code asks: the
    /// properties are numbered once per declaration, and asked by number.
    mutating func declaresProperty(nameOf node: SyntaxTree.NodeID, in declaration: SyntaxTree.NodeID) -> Bool {
        let name = number(nameOf: node)
        if let known = declaredProperties[declaration] { return known.contains(name) }
        var numbers = Set<Int32>()
        if let members = tree.child(declaration, kind: .memberBlock) {
            for item in tree.children(members) where tree.kind(item) == .variableDecl {
                for binding in tree.children(item) where tree.kind(binding) == .patternBinding { numbers.insert(number(nameOf: binding)) }
            }
        }
        declaredProperties[declaration] = numbers
        return numbers.contains(name)
    }

    /// The number of `receiver` among the file's receivers (`FileUsage.receivers`).
    mutating func number(_ receiver: CollectionEdits.EditReceiver) -> Int32 {
        if let known = receiverNumbers[receiver] { return known }
        let id = Int32(receivers.count)
        receivers.append(receiver)
        receiverNumbers[receiver] = id
        return id
    }
}

/// The edits of collections kept under one name, matched to the type that holds the rows'
/// collection where that is known (`ProjectModel.collectionEdits(of:onType:)`).
public struct NamedCollectionEdits: Sendable, Equatable {
    /// The kinds of edit that may be the holder's: made on a value of its type, or of a type
    /// the code does not say.
    public var kinds: Set<CollectionEdits.Kind> = []
    /// Types of other values the code edits a collection of that name on, with their kinds:
    /// counted in `kinds` when the holder's type is not known (a match by name), left out when
    /// it is.
    public var otherTypes: [String: Set<CollectionEdits.Kind>] = [:]
    /// Whether some kind in `kinds` comes from a value whose type the code does not say.
    public var untyped = false
    /// The files whose code makes the edits (counted or left out), sorted.
    public var files: [String] = []

    public init() {}

    /// "`DeviceProfile.directPlayProfiles`", the other types' members of `name`, sorted.
    public func otherMembers(_ name: String) -> [String] {
        otherTypes.keys.sorted().map { "`\($0).\(name)`" }
    }
}

extension ProjectModel {
    /// The kinds of edit the code makes to collections kept under `name`, as
    /// `collectionEdits(of:)` counts them, matched to `type` (the simple or qualified name of
    /// the type holding the collection; nil when not known): an edit of another type's member
    /// of that name, where the code says the receiver's type, is not counted for `type`.
    public func collectionEdits(of name: String, onType type: String?) -> NamedCollectionEdits {
        let groups = lookup.groups
        let related = groups.indices.filter { lookup.roles.indices.contains($0) && lookup.roles[$0]?.usage == true }
        let simple = type.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        var result = NamedCollectionEdits()
        var files = Set<String>()
        for group in related {
            let edits = groups[group].usage.collectionEdits
            files.formUnion(edits.files[name] ?? [])
            for (found, kinds) in edits.byReceiver[name] ?? [:] {
                let receiver = resolvedReceiver(found) ?? ""
                if receiver.isEmpty {
                    result.kinds.formUnion(kinds)
                    result.untyped = true
                } else if let simple, receiver == simple || conforms(typeNamed: receiver, to: simple) || conforms(typeNamed: simple, to: receiver) {
                    // The holder's own type, a subclass or conformer of it, or one it inherits.
                    result.kinds.formUnion(kinds)
                } else {
                    result.otherTypes[receiver, default: []].formUnion(kinds)
                    if simple == nil { result.kinds.formUnion(kinds) }
                }
            }
        }
        // A project `mutating func` called on one: any new value, on a value of any type.
        let all = collectionEdits(of: name)
        if all.contains(.replaces), !result.kinds.contains(.replaces),
           !result.otherTypes.values.contains(where: { $0.contains(.replaces) }) {
            result.kinds.insert(.replaces)
            result.untyped = true
        }
        result.files = files.sorted()
        return result
    }

    /// The type `receiver` names, through the project's declared property types; nil where
    /// they do not say.
    func resolvedReceiver(_ receiver: CollectionEdits.EditReceiver, depth: Int = 0) -> String? {
        guard depth < 4 else { return nil }
        switch receiver {
        case .unknown:
            return nil
        case .type(let type):
            return type
        case .member(let owner, let property):
            guard case .named(let type)? = declaredType(named: owner)?.properties[property] else { return nil }
            return type
        case .element(let holder, let collection):
            guard let holder = resolvedReceiver(holder, depth: depth + 1),
                  case .array(let element)? = declaredType(named: holder)?.properties[collection] else { return nil }
            return element
        }
    }
}

