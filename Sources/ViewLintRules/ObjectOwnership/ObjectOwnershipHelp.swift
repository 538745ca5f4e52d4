import ViewLint

// The help of an environment object made in `body`: the construction as written, kept once by
// the wrapper that owns that kind of object.

extension ObjectOwnershipRule {
    /// Made once from the construction as written: `Model()` as a property's default;
    /// `Model(store: store)` (whose arguments may read the view, and whose type may be generic,
    /// so no type is spelled) through the wrapper's own init in `init`.
    static func environmentHelp(_ typeName: String, construction: SyntaxTree.NodeID, modifier: String, in tree: SyntaxTree,
                                index: ProjectModel) -> String {
        let wrapper = owningWrapper(of: typeName, passedTo: modifier, index: index)
        let property = propertyName(for: typeName)
        let made = tree.text(construction)
        guard !tree.arguments(construction).isEmpty || !tree.trailingClosures(construction).isEmpty, !made.contains("\n") else {
            return "Create the object once (`\(wrapper) private var \(property) = \(made.contains("\n") ? typeName + "(…)" : made)` in its owner) and pass the stored property."
        }
        let initializer = wrapper == "@State" ? "State(initialValue:" : "StateObject(wrappedValue:"
        return "Create the object once: keep it in a `\(wrapper) private var \(property)` of its owner, set in `init` from the same arguments "
            + "(`_\(property) = \(initializer) \(made))`), and pass the stored property."
    }

    /// The wrapper that owns an object handed to `.environmentObject` / `.environment`:
    /// `.environment(_:)` takes only an `@Observable` object, which `@State` owns; an
    /// `ObservableObject` needs `@StateObject` (`@StateObject` of an `@Observable` class does not compile).
    static func owningWrapper(of typeName: String, passedTo modifier: String, index: ProjectModel) -> String {
        modifier == "environment" || index.classObservation(ofClass: typeName) == .observable ? "@State" : "@StateObject"
    }

    /// `RouterPath` → `routerPath`, `URLSession` → `urlSession`: a property name for the type.
    static func propertyName(for typeName: String) -> String {
        let leadingCapitals = typeName.prefix { $0.isUppercase }.count
        let lowered = leadingCapitals > 1 && leadingCapitals < typeName.count ? leadingCapitals - 1 : max(leadingCapitals, 1)
        return typeName.prefix(lowered).lowercased() + typeName.dropFirst(lowered)
    }

    /// The caveat of a `@StateObject` made from `init`'s `parameters`: it keeps the object made
    /// from the first values, so a parent that passes others must re-key the view. Only a value
    /// that can be an id is offered as the key (review s14 #17: `.id(isDuplicate)`, a closure,
    /// does not compile): not a function, not a project struct that cannot be `Hashable`; a
    /// project class that is not `Hashable` by its `ObjectIdentifier`.
    static func reKeyCaveat(_ parameters: [String], owner: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> String {
        guard !parameters.isEmpty else { return "" }
        let made = parameters.map { "`\($0)`" }.joined(separator: ", ")
        var keys: [String] = [], notKeys: [String] = []
        for parameter in parameters {
            switch key(for: parameter, owner: owner, in: tree, index: index) {
            case .key(let key): keys.append("`\(key)`")
            case .notKey(let why): notKeys.append(why)
            }
        }
        let keep = " A `@StateObject` keeps the object made from the first \(made): if the parent can pass "
            + (parameters.count == 1 ? "another" : "others")
        guard !keys.isEmpty else {
            return keep + ", also key the view with `.id(…)` on a value that identifies what it is made from (\(notKeys.joined(separator: "; ")))."
        }
        return keep + ", also key the view with `.id(…)` on \(keys.joined(separator: ", "))."
    }

    private static let typeKinds: Set<SyntaxKind> = [.simpleType, .memberType, .optionalType, .implicitlyUnwrappedType]

    enum ReKey: Equatable {
        case key(String)
        /// Why it cannot be an id: "`isDuplicate` is a closure, which cannot be an id".
        case notKey(String)
    }

    /// `name` as an id, where its declared type in one of `owner`'s initializers can be one.
    private static func key(for name: String, owner: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> ReKey {
        var parameter: SyntaxTree.NodeID?
        for initializer in tree.descendants(of: owner, kind: .initDecl) where tree.enclosingTypeDeclaration(initializer) == owner {
            guard let clause = tree.child(initializer, kind: .parameterClause) else { continue }
            parameter = parameter ?? tree.children(clause, kind: .parameter).first { tree.parameterLocalName($0) == name }
        }
        guard let parameter else { return .key(name) }
        if !tree.descendants(of: parameter, kind: .functionType).isEmpty { return .notKey("`\(name)` is a closure, which cannot be an id") }
        guard var type = tree.children(parameter).first(where: { Self.typeKinds.contains(tree.kind($0)) }) else { return .key(name) }
        // `UserList?`: keyed as `list?.id`, an optional of a `Hashable` value.
        let optional = tree.kind(type) == .optionalType || tree.kind(type) == .implicitlyUnwrappedType
        if optional, let wrapped = tree.firstChild(type) { type = wrapped }
        let typeName = tree.typeName(of: type)
        guard let declared = index.declaredType(named: typeName), declared.declarationCount == 1,
              !index.conforms(typeNamed: typeName, to: "Hashable") else { return .key(name) }
        // `Identifiable` but not `Hashable` (`struct UserList: Codable, Identifiable`): its `id` is the key.
        if index.conforms(typeNamed: typeName, to: "Identifiable") { return .key(optional ? "\(name)?.id" : "\(name).id") }
        switch declared.kind {
        case .class?: return .key(optional ? "\(name).map(ObjectIdentifier.init)" : "ObjectIdentifier(\(name))")
        // A struct is `Hashable` only by saying so (an enum without payloads is one by itself).
        case .struct? where declared.inherited.allSatisfy(PositionKeying.notHashable.contains):
            return .notKey("`\(typeName)` is not `Hashable`")
        default: return .key(name)
        }
    }
}
