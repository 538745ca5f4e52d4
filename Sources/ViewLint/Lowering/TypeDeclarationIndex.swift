import Synchronization

/// Where each type's declarations and extensions sit in a file, found once per file. Lowering
/// asks for them at every site; walking the file for each ask made a finding cost more the more
/// views shared its file.
public final class TypeDeclarationIndex: Sendable {
    /// The declarations named like a type in one file, and the member blocks of its extensions.
    struct Entry {
        var declarations: [SyntaxTree.NodeID] = []
        var extensionBlocks: [SyntaxTree.NodeID] = []
    }

    private let files = Mutex<[String: [String: Entry]]>([:])
    /// `members(of:in:)` by file and type: every site in a type asks for its members.
    private let memberTables = Mutex<[String: [String: [String: SyntaxTree.NodeID]]]>([:])

    public init() {}

    /// The entry for `name` in `tree`. The trees a check reads do not change while it runs, so
    /// a file is indexed the first time it is asked for.
    func entry(named name: String, in tree: SyntaxTree) -> Entry {
        let path = tree.file.path
        if let types = files.withLock({ $0[path] }) { return types[name] ?? Entry() }
        let types = Self.collect(tree)
        files.withLock { $0[path] = types }
        return types[name] ?? Entry()
    }

    /// The declarations of `name` in `tree` (nested ones too) and its extensions' member blocks.
    public func declarations(named name: String, in tree: SyntaxTree) -> (declarations: [SyntaxTree.NodeID], extensionBlocks: [SyntaxTree.NodeID]) {
        let found = entry(named: name, in: tree)
        return (found.declarations, found.extensionBlocks)
    }

    /// The initializers `tree` declares for `name`, in its declarations and extensions: found
    /// in the type's own members, so asking costs the type's size, not the file's.
    public func initializers(of name: String, in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        let found = entry(named: name, in: tree)
        var initializers: [SyntaxTree.NodeID] = []
        for root in found.declarations + found.extensionBlocks {
            tree.walk(from: root) { id, _ in
                switch tree.kind(id) {
                case .initDecl:
                    initializers.append(id)
                    return .skipChildren
                case .structDecl, .classDecl, .enumDecl, .extensionDecl, .funcDecl, .closure, .codeBlock:
                    return id == root ? .visitChildren : .skipChildren
                default:
                    return .visitChildren
                }
            }
        }
        return initializers
    }

    /// Type declarations (nested ones too, by their own name) and extensions, with `#if`
    /// branches looked into.
    static func collect(_ tree: SyntaxTree) -> [String: Entry] {
        var types: [String: Entry] = [:]
        tree.walk { id, _ in
            switch tree.kind(id) {
            case .structDecl, .classDecl, .enumDecl:
                types[tree.name(id), default: Entry()].declarations.append(id)
                return .visitChildren
            case .extensionDecl:
                if let block = tree.child(id, kind: .memberBlock) {
                    types[tree.extendedTypeName(of: id), default: Entry()].extensionBlocks.append(block)
                }
                return .visitChildren
            case .sourceFile, .memberBlock, .ifConfig, .ifConfigClause:
                return .visitChildren
            default:
                return .skipChildren
            }
        }
        return types
    }
}

extension TypeDeclarationIndex {
    /// The properties (their bindings) and functions `typeName` declares in `tree` (its
    /// declarations and extensions there), by name: read from the type's own member blocks, so
    /// asking costs the type's size, not the file's.
    public func members(of typeName: String, in tree: SyntaxTree) -> [String: SyntaxTree.NodeID] {
        let path = tree.file.path
        if let known = memberTables.withLock({ $0[path]?[typeName] }) { return known }
        let entry = entry(named: typeName, in: tree)
        let found = Lowering.members(inBlocks: entry.declarations.compactMap { tree.child($0, kind: .memberBlock) } + entry.extensionBlocks,
                                     of: tree)
        memberTables.withLock { $0[path, default: [:]][typeName] = found }
        return found
    }
}
