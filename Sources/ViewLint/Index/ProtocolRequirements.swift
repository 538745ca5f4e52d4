/// What a project protocol requires, as written: its associated types and each property or
/// function requirement's written type. A value of protocol type gives a member whose written
/// type names the conforming type (an associated type, `Self`, `some`/`any`) a type that follows
/// its dynamic type; a member written with one concrete type (`var title: Text { get }`) gives
/// that one type whatever conforms.
public struct ProtocolRequirements: Sendable, Hashable {
    /// `associatedtype` names, in source order.
    public var associatedTypes: [String] = []
    /// Requirement name → its written type as written (a function's result type; "" when none
    /// is written). The first declaration of a name is kept. Not put on one line: only its
    /// words are read (`dependsOnConformer`), and splitting every requirement's text by
    /// `Character` cost a lint of Swiftfin some 3 M instructions.
    public var members: [String: String] = [:]

    init() {}

    init(_ declaration: SyntaxTree.NodeID, in tree: SyntaxTree) {
        guard let block = tree.child(declaration, kind: .memberBlock) else { return }
        func collect(_ container: SyntaxTree.NodeID) {
            for member in tree.children(container) {
                switch tree.kind(member) {
                case .associatedtypeDecl:
                    associatedTypes.append(tree.name(member))
                case .variableDecl:
                    for binding in tree.children(member, kind: .patternBinding) where members[tree.name(binding)] == nil {
                        members[tree.name(binding)] = tree.resultType(of: binding).map { tree.text($0) } ?? ""
                    }
                case .funcDecl where members[tree.name(member)] == nil:
                    members[tree.name(member)] = tree.resultType(of: member).map { tree.text($0) } ?? ""
                case .ifConfig:
                    // Every clause: a requirement in any build is one the conforming types write.
                    for clause in tree.children(member) where tree.kind(clause) == .ifConfigClause { collect(clause) }
                default:
                    break
                }
            }
        }
        collect(block)
    }


    /// Whether `type`, written in a protocol with these associated types (its own and its
    /// parents'), names the conforming type: an associated type, `Self`, an opaque or
    /// existential type, or nothing written. A plain named type (`Text`, `[String]`) does not.
    public static func dependsOnConformer(_ type: String, associatedTypes: Set<String>) -> Bool {
        guard !type.isEmpty else { return true }
        var word = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if word == "Self" || word == "some" || word == "any" || associatedTypes.contains(word) { return true }
            word = ""
        }
        return false
    }
}

extension ProjectModel {
    /// The written type of the requirement `member` of the project protocol `protocolName` (or
    /// one of its project parents), and whether it depends on the conforming type. Nil when no
    /// project protocol seen from here requires a member of that name.
    public func requirement(_ member: String, ofProtocol protocolName: String) -> (type: String, dependsOnConformer: Bool)? {
        var seen = Set<String>(), pending = [protocolName], associated = Set<String>()
        var found: String?
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let requirements = lookup.protocolRequirements(of: next) else { continue }
            associated.formUnion(requirements.associatedTypes)
            if found == nil, let type = requirements.members[member] { found = type }
            pending += lookup.protocolParents(of: next) ?? []
        }
        guard let found else { return nil }
        // A requirement typed with another project protocol is an existential of it.
        let bare = found.hasSuffix("?") ? String(found.dropLast()) : found
        let existential = bare.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && declaresProtocol(named: bare)
        return (found, existential || ProtocolRequirements.dependsOnConformer(found, associatedTypes: associated))
    }
}
