/// Whose collection an edit changes: the type of the value the code edits a collection on,
/// where the code says it (`var profile: DeviceProfile`, `self` in `T`'s code), so that an
/// edit of another type's member that only shares the collection's name is told apart from
/// an edit of the holder's own (docs/EVIDENCE.md: a match by name is said).

extension CollectionEdits {
    /// The number of the type whose member `collection` names, where the code says it: the
    /// type around the code for `xs` and `self.xs`; for `x.xs` (`x?.xs`), the type written for
    /// a local, a parameter or a stored property `x` of that type (`var x: T`, `let x = T(…)`);
    /// -1 otherwise.
    static func receiverType(of collection: SyntaxTree.NodeID, in tree: SyntaxTree, recorder: inout UsageRecorder) -> Int32 {
        var node = collection
        while tree.kind(node) == .postfixOperatorExpr, let inner = tree.firstChild(node) { node = inner }
        switch tree.kind(node) {
        case .identifier:
            // A bare name is the type's own member only where this file's declaration of the
            // type says so (a `guard var items` local is not).
            guard let declaration = tree.enclosingTypeDeclaration(node),
                  recorder.propertyNames(declaredIn: declaration).contains(tree.name(node)) else { return -1 }
            return recorder.owner(of: node) ?? -1
        case .memberAccess:
            guard var base = tree.memberBase(node) else { return -1 }
            while tree.kind(base) == .postfixOperatorExpr, let inner = tree.firstChild(base) { base = inner }
            guard tree.kind(base) == .identifier else { return -1 }
            if tree.nameEquals(base, "self") { return recorder.owner(of: base) ?? -1 }
            return receiver(named: tree.name(base), at: base, in: tree, recorder: &recorder, depth: 0).map { recorder.number($0) } ?? -1
        default:
            return -1
        }
    }

    /// Receivers known only once the project is read, spelled for `resolvedReceiver`:
    /// `‹member›T.x`, a property `x` of `T` that `T`'s extension in another file uses, and
    /// `‹element›R|xs`, an element of the collection `xs` held by receiver `R`.
    static let memberMark = "‹member›", elementMark = "‹element›"

    /// The receiver spelled for `name` where `use` reads it: a written type (`declaredType`),
    /// a property of the type around the code that this declaration does not declare, or an
    /// element taken from a collection (`var f = c.items[i]`, `for f in c.items`); nil when the
    /// code does not say.
    static func receiver(named name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree, recorder: inout UsageRecorder,
                         depth: Int) -> String? {
        let found = declared(name, at: use, in: tree)
        switch found {
        case .type(let type): return type
        case .member(let owner):
            // `Settings.items`: a type's static member, not a property of the type around.
            guard !owner.isEmpty, name.first?.isUppercase == false else { return nil }
            return memberMark + owner + "." + name
        case .value(let value), .element(let value):
            guard depth < 3 else { return nil }
            var node = value
            while tree.kind(node) == .postfixOperatorExpr, let inner = tree.firstChild(node) { node = inner }
            var isElement = false
            if case .element = found { isElement = true }
            if !isElement, tree.kind(node) == .identifier {
                return receiver(named: tree.name(node), at: node, in: tree, recorder: &recorder, depth: depth + 1)
            }
            // `c.items[i]`, `c.items.first(where:)`; looped over, `c.items.enumerated()`.
            if tree.kind(node) == .subscriptCall, let inner = tree.firstChild(node) {
                node = inner
                isElement = true
            } else if tree.kind(node) == .call, let callee = tree.firstChild(node), tree.kind(callee) == .memberAccess,
                      let base = tree.memberBase(callee),
                      ["first", "last"].contains(tree.name(callee)) || isElement && ["enumerated", "reversed"].contains(tree.name(callee)) {
                node = base
                isElement = true
            }
            guard isElement, tree.kind(node) == .memberAccess || tree.kind(node) == .identifier else { return nil }
            let held = receiverType(of: node, in: tree, recorder: &recorder)
            guard held >= 0 else { return nil }
            return elementMark + recorder.name(held) + "|" + tree.name(node)
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

    /// Where `name` is declared, seen from `use`.
    static func declared(_ name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> Declared {
        var current = use
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .closure:
                if tree.closureParameterNames(parent).contains(name) { return .unknown }
            case .funcDecl, .initDecl, .subscriptDecl:
                if let clause = tree.child(parent, kind: .parameterClause),
                   let parameter = tree.children(clause, kind: .parameter).first(where: { tree.parameterLocalName($0) == name }) {
                    return tree.children(parameter).lazy.compactMap { writtenTypeName($0, in: tree) }.first.map(Declared.type) ?? .unknown
                }
            case .ifStmt, .whileStmt:
                if let conditions = tree.child(parent, kind: .conditionList), bindsName(name, in: conditions, tree: tree) { return .unknown }
            case .forStmt:
                // `for x in c.items`, `for (i, x) in c.items.enumerated()`.
                let parts = Array(tree.children(parent))
                if parts.count >= 2, current != parts[0], current != parts[1], patternBinds(name, parts[0], tree: tree) {
                    let tuple = tree.kind(parts[0]) != .identifier
                    // In `(i, x)` over `enumerated()` the element is the second name.
                    if tuple, !(tree.text(parts[0]).split(separator: ",").last?.contains(name) ?? false) { return .unknown }
                    return .element(parts[1])
                }
            case .codeBlock:
                for item in tree.children(parent) {
                    if item == current { break }
                    if let binding = binding(named: name, in: item, tree: tree) {
                        if let type = bindingType(binding, in: tree) { return .type(type) }
                        if let value = tree.child(binding, kind: .initializerClause).flatMap({ tree.firstChild($0) }) { return .value(value) }
                        return .unknown
                    }
                    if tree.kind(item) == .guardStmt, let conditions = tree.child(item, kind: .conditionList),
                       bindsName(name, in: conditions, tree: tree) { return .unknown }
                }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                guard let members = tree.child(parent, kind: .memberBlock) else { return .unknown }
                for item in tree.children(members) {
                    if let binding = binding(named: name, in: item, tree: tree) { return bindingType(binding, in: tree).map(Declared.type) ?? .unknown }
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

    private static func bindsName(_ name: String, in conditions: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        tree.children(conditions).contains { tree.kind($0) == .optionalBinding && tree.name($0) == name }
            || !tree.descendants(of: conditions, kind: .patternBinding).filter { tree.name($0) == name }.isEmpty
    }

    private static func patternBinds(_ name: String, _ pattern: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        if tree.kind(pattern) == .identifier { return tree.name(pattern) == name }
        return tree.descendants(of: pattern, kind: .identifier).contains { tree.name($0) == name }
            || tree.descendants(of: pattern, kind: .patternBinding).contains { tree.name($0) == name }
    }

    /// The names of the properties a type or extension declaration declares in its body.
    static func propertyNames(declaredIn declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> Set<String> {
        guard let members = tree.child(declaration, kind: .memberBlock) else { return [] }
        var names: Set<String> = []
        for item in tree.children(members) where tree.kind(item) == .variableDecl {
            for binding in tree.children(item, kind: .patternBinding) { names.insert(tree.name(binding)) }
        }
        return names
    }

    /// The binding of `name` a `let`/`var` declaration makes.
    private static func binding(named name: String, in item: SyntaxTree.NodeID, tree: SyntaxTree) -> SyntaxTree.NodeID? {
        guard tree.kind(item) == .variableDecl else { return nil }
        return tree.children(item, kind: .patternBinding).first { tree.name($0) == name }
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
            for (spelled, kinds) in edits.byReceiver[name] ?? [:] {
                let receiver = resolvedReceiver(spelled) ?? ""
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

    /// The type a receiver spelled by `CollectionEdits.receiver(named:…)` names, through the
    /// project's declared property types; nil where they do not say.
    func resolvedReceiver(_ receiver: String, depth: Int = 0) -> String? {
        guard depth < 4 else { return nil }
        if receiver.hasPrefix(CollectionEdits.memberMark) {
            let rest = receiver.dropFirst(CollectionEdits.memberMark.count)
            guard let dot = rest.lastIndex(of: "."),
                  case .named(let type)? = declaredType(named: String(rest[..<dot]))?.properties[String(rest[rest.index(after: dot)...])]
            else { return nil }
            return type
        }
        if receiver.hasPrefix(CollectionEdits.elementMark) {
            let rest = receiver.dropFirst(CollectionEdits.elementMark.count)
            guard let bar = rest.lastIndex(of: "|"), let holder = resolvedReceiver(String(rest[..<bar]), depth: depth + 1),
                  case .array(let element)? = declaredType(named: holder)?.properties[String(rest[rest.index(after: bar)...])]
            else { return nil }
            return element
        }
        return receiver
    }
}

