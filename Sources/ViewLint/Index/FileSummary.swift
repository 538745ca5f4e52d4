/// A type, protocol or extension declared in a file, as the index needs it. A class so that
/// the merge and the POD classifier pass it around with one reference count, not ten.
public final class TypeDeclarationSummary: Sendable {
    public enum Kind: String, Sendable { case `struct`, `class`, `enum`, `actor`, `protocol`, `extension` }
    public let kind: Kind
    /// Declared name (for an extension: the extended type's last name component).
    public let name: String
    public let qualifiedName: String
    /// Inherited / conformed names (last components, generic arguments dropped).
    public let inherited: [String]
    public let storedProperties: [StoredProperty]
    /// Byte offset of a `static func ==` declared in the body.
    public let staticEqualsOffset: Int?
    /// Enums: the payload types of all cases (empty when no case has a payload), and `indirect`.
    public let enumPayloads: [TypeShape]
    public let isIndirect: Bool
    /// Generic parameter names (`Content` in `Card<Content: View>`): not project types.
    public let genericParameters: [String]
    public let offset: Int
    public let line: Int

    init(_ draft: TypeDeclarationDraft) {
        kind = draft.kind
        name = draft.name
        qualifiedName = draft.qualifiedName
        inherited = draft.inherited
        storedProperties = draft.storedProperties
        staticEqualsOffset = draft.staticEqualsOffset
        enumPayloads = draft.enumPayloads
        isIndirect = draft.isIndirect
        genericParameters = draft.genericParameters
        offset = draft.offset
        line = draft.line
    }
}

/// The mutable form of a `TypeDeclarationSummary` while its members are scanned.
struct TypeDeclarationDraft {
    var kind: TypeDeclarationSummary.Kind
    var name: String
    var qualifiedName: String
    var inherited: [String]
    var storedProperties: [StoredProperty]
    var staticEqualsOffset: Int?
    var enumPayloads: [TypeShape]
    var isIndirect: Bool
    var genericParameters: [String]
    var offset: Int
    var line: Int
}

/// Everything the index keeps from one file. Built independently per file (so files can be
/// summarised in parallel), then merged once by `ProjectIndex`. Holds no syntax tree.
public struct FileSummary: Sendable {
    public var path: String
    public var declarations: [TypeDeclarationSummary] = []
    /// `typealias Name = Type` anywhere in the file's member lists.
    public var typealiases: [String: TypeShape] = [:]
    /// Calls that construct a capitalised type that might be a project view.
    public var sites: [InstantiationSite] = []
    public var diagnosticCount: Int

    public init(tree: SyntaxTree) {
        path = tree.file.path
        diagnosticCount = tree.diagnostics.count + tree.lexicalDiagnostics.count
        let path = path
        (declarations, typealiases, sites) = tree.withFlatTree { flat in
            var summary = SummaryCollector(tree: flat, source: tree.file.bytes)
            var sites = SiteCollector(tree: flat, syntaxTree: tree, path: path, source: tree.file.bytes)
            // One pass over the arena finds both construction sites and types declared in bodies.
            var localTypes: [SyntaxTree.NodeID] = []
            for index in flat.nodes.indices {
                switch flat.nodes[index].kind {
                case .call:
                    sites.visit(call: SyntaxTree.NodeID(index))
                case .structDecl, .classDecl, .enumDecl, .actorDecl:
                    if summary.isLocalType(SyntaxTree.NodeID(index)) { localTypes.append(SyntaxTree.NodeID(index)) }
                default:
                    continue
                }
            }
            summary.collectMembers(of: flat.root, in: .topLevel)
            for id in localTypes { summary.collectLocalType(id) }
            return (summary.declarations, summary.typealiases, sites.sites)
        }
    }
}
