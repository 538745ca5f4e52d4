/// The memory of one file's tokens, nodes and child links, handed on to the next file's parse.
///
/// A tree's three arrays are its largest allocations (about 12 and 40 bytes a token); the
/// tokenizer's comment list, which the tree drops, is kept here too. Allocating
/// and freeing them for every file cost more than the parse of a small file: the allocator
/// consolidates free chunks, the pages come back cold, and each new array looks up its generic
/// metadata at run time. One `ParseBuffers` per thread, given each tree back with `recycle`
/// once the tree is no longer needed, replaces that with a count reset.
///
///     var buffers = ParseBuffers()
///     for file in files {
///         let tree = SyntaxTree.parse(file, reusing: &buffers)
///         summaries.append(FileSummary(tree: tree))
///         buffers.recycle(tree)
///     }
public struct ParseBuffers: Sendable {
    var tokens: [Token] = []
    var tree = Parser.TreeStorage()
    /// The tokenizer's comment list, which a tree does not keep.
    var comments: [TriviaPiece] = []

    /// Arrays larger than this are let go instead of kept: one huge file should not pin its
    /// memory for the rest of the run.
    static let keptBytesLimit = 16 << 20

    public init() {}

    /// Takes back `tree`'s arrays for the next parse. They are reused in place when `tree` held
    /// the last reference to them; if something else still shares them (a copy of the tree is
    /// alive), the next parse leaves that copy intact and allocates afresh.
    public mutating func recycle(_ tree: consuming SyntaxTree) {
        let (tokens, nodes, children, callsAndTypes) = (tree.tokens, tree.nodes, tree.childList, tree.callAndTypeNodes)
        _ = consume tree
        keep(&self.tokens, tokens)
        keep(&self.tree.nodes, nodes)
        keep(&self.tree.children, children)
        keep(&self.tree.callAndTypeNodes, callsAndTypes)
    }

    fileprivate func keep<Element>(_ slot: inout [Element], _ array: consuming [Element]) {
        if array.capacity * MemoryLayout<Element>.stride <= Self.keptBytesLimit,
           array.capacity > slot.capacity {
            slot = array
        }
    }
}

extension SyntaxTree {
    /// Tokenizes and parses `file` in the memory `buffers` holds (see `ParseBuffers`).
    public static func parse(_ file: SourceFile, reusing buffers: inout ParseBuffers) -> SyntaxTree {
        var tokenized = Tokenizer.tokenize(file, reusing: &buffers)
        swap(&buffers.comments, &tokenized.comments)
        // `consume`: a second reference to the tokens would make the parser's first in-place
        // write copy them.
        return Parser.parse(file: file, tokenized: consume tokenized, tokenLimit: Int(Int32.max),
                            storage: &buffers.tree)
    }
}

extension Tokenizer {
    /// Tokenizes `file` in the memory `buffers` holds (see `ParseBuffers`).
    public static func tokenize(_ file: SourceFile, reusing buffers: inout ParseBuffers) -> TokenizedFile {
        file.bytes.withUnsafeBufferPointer { tokenize($0, fastPath: true, reusing: &buffers) }
    }
}

extension ParseBuffers {
    /// Takes back the token and comment arrays of a tokenized file that was not parsed.
    public mutating func recycle(_ tokenized: consuming TokenizedFile) {
        let (tokens, comments) = (tokenized.tokens, tokenized.comments)
        _ = consume tokenized
        keep(&self.tokens, tokens)
        keep(&self.comments, comments)
    }

    /// Takes back a comment list (one that outlived its tree).
    public mutating func recycle(comments: consuming [TriviaPiece]) {
        keep(&self.comments, comments)
    }
}

extension SyntaxTree {
    /// The same tree with arrays that hold no more room than they use (when the room is worth
    /// a copy: more than an eighth spare).
    func withoutSpareCapacity() -> SyntaxTree {
        SyntaxTree(file: file, tokens: tokens.withoutSpareCapacity(), nodes: nodes.withoutSpareCapacity(),
                   childList: childList.withoutSpareCapacity(), callAndTypeNodes: callAndTypeNodes.withoutSpareCapacity(),
                   root: root, diagnostics: diagnostics,
                   lexicalDiagnostics: lexicalDiagnostics)
    }
}

extension Array {
    /// A copy with capacity for its elements only, or `self` when little room is spare.
    func withoutSpareCapacity() -> [Element] {
        guard capacity - count > count / 8 else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            withUnsafeBufferPointer { elements in
                if let source = elements.baseAddress, let target = buffer.baseAddress {
                    target.initialize(from: source, count: elements.count)
                }
            }
            initialized = count
        }
    }
}
