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
            return declaredType(of: tree.name(base), at: base, in: tree).map { recorder.number($0) } ?? -1
        default:
            return -1
        }
    }

    /// The type written for `name` where `use` reads it: a `let`/`var` earlier in a block
    /// around it, a parameter of the function or closure around it, or else a stored property of
    /// the type around it (`: T`, `: T?`, or `= T(…)`); nil when none says.
    static func declaredType(of name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        var current = use
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .closure:
                if tree.closureParameterNames(parent).contains(name) { return nil }
            case .funcDecl, .initDecl, .subscriptDecl:
                if let clause = tree.child(parent, kind: .parameterClause),
                   let parameter = tree.children(clause, kind: .parameter).first(where: { tree.parameterLocalName($0) == name }) {
                    return tree.children(parameter).lazy.compactMap { writtenTypeName($0, in: tree) }.first
                }
            case .codeBlock:
                for item in tree.children(parent) {
                    if item == current { break }
                    if let binding = binding(named: name, in: item, tree: tree) { return bindingType(binding, in: tree) }
                }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                guard let members = tree.child(parent, kind: .memberBlock) else { return nil }
                for item in tree.children(members) {
                    if let binding = binding(named: name, in: item, tree: tree) { return bindingType(binding, in: tree) }
                }
                return nil
            default:
                break
            }
            current = parent
        }
        return nil
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
            for (receiver, kinds) in edits.byReceiver[name] ?? [:] {
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
}

