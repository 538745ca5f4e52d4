import ViewLint

/// What a position-keyed `ForEach`'s elements are, for a help whose key compiles: `\.element.id`
/// only where there is an `id`, `\.self` only where the values can be `Hashable`.
extension PositionKeying {
    enum ElementKind {
        case identifiable
        /// A project type with a stored `let id` that is not `Identifiable`: `\.id` is its key
        /// (review s14, mlem PostPollView: "give it a stable `id`" when it has one).
        case keyedByID(String)
        /// A value without an `id`: `String`, or a project enum or struct that is not `Identifiable` (`declared`).
        case value(String, declared: Bool)
        /// A project struct, or enum whose cases carry values, that is neither `Identifiable` nor
        /// `Hashable` (nothing it conforms to could make it so): neither `\.self` nor `\.element`
        /// compiles as its key. An enum without such cases is `Hashable` by itself.
        case unhashable(String)
        case unknown
    }

    /// What the rows' elements are, for a help that compiles: `\.element.id` only where there is one.
    static func elementKind(of collection: SyntaxTree.NodeID, at call: SyntaxTree.NodeID, in tree: SyntaxTree,
                            index: ProjectModel) -> ElementKind {
        guard let element = ElementType(of: collection, at: call, in: tree, index: index) else { return .unknown }
        if index.conforms(typeNamed: element.name, to: "Identifiable") { return .identifiable }
        let plain: Set<String> = ["String", "Int", "Double", "Bool", "Character", "Substring", "URL", "Date", "UUID"]
        if plain.contains(element.name) { return .value(element.name, declared: false) }
        guard let declared = index.declaredType(named: element.name), declared.kind != nil else { return .unknown }
        // One declaration of the name with one `id`, a `let`: what `\.id` reads, set once per value.
        if declared.declarationCount == 1, declared.idDeclarations == 1, declared.letProperties.contains("id") {
            return .keyedByID(element.name)
        }
        // Review s15 #4 (CodeEdit EditorLayoutView:64): `enum EditorLayout: Equatable` with
        // `case one(Editor)` was offered `\.element`, which does not compile.
        let hashableOnlyByDeclaring = declared.kind == .struct || declared.kind == .enum && declared.hasPayloadCases
        if hashableOnlyByDeclaring, declared.declarationCount == 1, !index.conforms(typeNamed: element.name, to: "Hashable"),
           declared.inherited.allSatisfy(notHashable.contains) {
            return .unhashable(element.name)
        }
        return .value(element.name, declared: true)
    }

    /// Protocols that do not make a struct or an enum with payloads `Hashable`.
    static let notHashable: Set<String> = ["Equatable", "Codable", "Decodable", "Encodable", "Sendable", "Comparable",
                                           "CustomStringConvertible", "CustomDebugStringConvertible"]
}
