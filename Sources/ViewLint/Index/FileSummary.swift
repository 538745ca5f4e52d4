/// A type, protocol or extension declared in a file, as the index needs it. A class so that
/// the merge and the POD classifier pass it around with one reference count, not ten.
public final class TypeDeclarationSummary: Sendable {
    public enum Kind: String, Sendable { case `struct`, `class`, `enum`, `actor`, `protocol`, `extension` }
    public let kind: Kind
    /// Declared name (for an extension: the extended type's last name component).
    public let name: String
    public let qualifiedName: String
    /// Inherited / conformed names (last components, generic arguments dropped).
    public var inherited: [String] {
        guard let firstInherited else { return [] }
        return [source.text(firstInherited)] + moreInherited.map { source.text($0) }
    }
    /// The file's bytes (those the summary reads), and where the inherited names are in them:
    /// the merge numbers the names from their bytes, so most are never made Strings. The first
    /// name is kept apart: most types inherit one name, and then need no array (2,580 arrays
    /// were a malloc each).
    let source: SummaryText
    let firstInherited: Range<UInt32>?
    /// The names after the first (empty unless `firstInherited` is set).
    let moreInherited: [Range<UInt32>]
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

    /// Inlined so that the caller's arrays are moved in, not copied (retained) and released.
    @inline(__always)
    init(kind: Kind, name: String, qualifiedName: String, source: SummaryText, firstInherited: Range<UInt32>?,
         moreInherited: consuming [Range<UInt32>], members: consuming MemberFacts,
         genericParameters: consuming [String], offset: Int, line: Int) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.source = source
        self.firstInherited = firstInherited
        self.moreInherited = moreInherited
        storedProperties = members.storedProperties
        staticEqualsOffset = members.staticEqualsOffset
        enumPayloads = members.enumPayloads
        isIndirect = members.isIndirect
        self.genericParameters = genericParameters
        self.offset = offset
        self.line = line
    }
}

/// What a type's member block declares, gathered while its members are scanned.
struct MemberFacts {
    var storedProperties: [StoredProperty] = []
    /// `var`/`let` declarations directly in the member block (computed and `static` ones
    /// too): the room `storedProperties` gets at its first append. An estimate: a
    /// declaration may bind several names, and `#if` clauses are not counted.
    var variableCount = 0
    var staticEqualsOffset: Int?
    var enumPayloads: [TypeShape] = []
    var isIndirect: Bool
}

/// Everything the index keeps from one file. Built independently per file (so files can be
/// summarised in parallel), then merged once by `ProjectIndex`. Holds no syntax tree.
public struct FileSummary: Sendable {
    public var path: String
    public var declarations: [TypeDeclarationSummary] = []
    /// `typealias Name = Type` anywhere in the file's member lists.
    public var typealiases = [String: TypeShape]()
    /// Every `typealias` with the scope it is declared in and what it names: the index answers
    /// "what type is this alias here?" from these, across files (`ProjectModel.resolvedTypeAlias`).
    public var typeAliasDeclarations: [TypeAliasDeclaration] = []
    /// Calls that construct a capitalised type that might be a project view.
    public var sites: [InstantiationSite] = []
    /// The modules the file imports (`import SwiftUI`, `@_exported import Core`).
    public var imports: [ImportedModule] = []

    /// Borrows the tree: taken owned (the default for an init), every caller that keeps it
    /// (to recycle its arrays) copied all its array and string references in and this init released them.
    public init(tree: borrowing SyntaxTree) {
        path = tree.file.path
        var aliases: [(qualifiedName: String, id: SyntaxTree.NodeID)] = []
        (declarations, typealiases, imports, sites) = tree.withFlatTree { flat in
            let text = SummaryText(tree.file.bytes)
            var summary = SummaryCollector(tree: flat, source: text)
            let sites = SiteCollector(tree: flat)
            // The parser listed the calls (construction sites) and the type declarations (some
            // may sit in a body) as it built them: no pass over every node. At most one
            // candidate per listed call, so the list is allocated once, and not at all for a
            // file without calls or types (a fixed 16 cost a malloc per file).
            var candidates: [SiteCollector.Candidate] = []
            if !flat.callAndTypeNodes.isEmpty { candidates.reserveCapacity(flat.callAndTypeNodes.count) }
            var localTypes: [SyntaxTree.NodeID] = []
            // Types in the list plus top-level protocols and extensions: about as many as the
            // declarations the summary will list, so their array is allocated once (grown by
            // doubling, it was reallocated 3,150 times for 4,823 declarations).
            var typeCount = 0
            for id in flat.children(flat.root) {
                let kind = flat.kind(id)
                if kind == .protocolDecl || kind == .extensionDecl { typeCount &+= 1 }
            }
            SiteCollector.builtinTable.withUnsafeBufferPointer { builtins in
                for id in flat.callAndTypeNodes {
                    if flat.kind(id) == .call {
                        if let candidate = sites.candidate(id, builtins: builtins) { candidates.append(candidate) }
                    } else {
                        typeCount &+= 1
                        if summary.isLocalType(id) { localTypes.append(id) }
                    }
                }
            }
            summary.declarations.reserveCapacity(typeCount)
            summary.collectMembers(of: flat.root, in: .topLevel)
            for id in localTypes { summary.collectLocalType(id) }
            aliases = summary.aliasDeclarations
            return (summary.declarations, summary.typealiases, summary.imports, sites.sites(of: &candidates, in: tree.file, text: text))
        }
        if !aliases.isEmpty {
            typeAliasDeclarations = aliases.map { TypeAliasDeclaration(qualifiedName: $0.qualifiedName, declaration: $0.id, in: tree) }
        }
    }
}

/// One `import` of a file.
public struct ImportedModule: Sendable, Hashable {
    /// The module's name (the first component of `import A.B`).
    public var name: String
    /// `@_exported import`: files importing this file's module see the imported module too.
    public var exported: Bool

    public init(name: String, exported: Bool) {
        self.name = name
        self.exported = exported
    }
}
