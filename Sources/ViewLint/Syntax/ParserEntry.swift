/// Entry points of a parse: the storage the tree is built in, and the parser over it.
extension Parser {
    public static func parse(file: SourceFile, tokenized: consuming TokenizedFile) -> SyntaxTree {
        parse(file: file, tokenized: consume tokenized, tokenLimit: Int(Int32.max))
    }

    /// `tokenLimit`: node and token indices are Int32, so a file with more tokens (gigabytes
    /// of source) gets a root-only tree and a diagnostic instead of a crash. Tests lower it.
    ///
    /// A tree parsed without `ParseBuffers` is one a caller keeps (confirmation holds every
    /// file's tree), so its arrays are cut to size: the tokenizer and parser write into room
    /// for a dense file, about a third more than real code uses.
    static func parse(file: SourceFile, tokenized: consuming TokenizedFile, tokenLimit: Int) -> SyntaxTree {
        var storage = TreeStorage()
        return parse(file: file, tokenized: consume tokenized, tokenLimit: tokenLimit, storage: &storage)
            .withoutSpareCapacity()
    }

    /// The arrays a parse builds its tree in besides the tokens (see `ParseBuffers`), and the
    /// node stack's memory.
    struct TreeStorage {
        var nodes: [SyntaxNode] = []
        var children: [Int32] = []
        var callAndTypeNodes: [Int32] = []
        /// Room for the parser's node stack (deeper code spills to memory of its own): a
        /// malloc and a free per file otherwise.
        var stack: [Int32] = []
        static let stackRoom = 256
    }

    /// The tree's node, child and call/type arrays are built in `storage`'s memory (emptied
    /// first; see `ParseBuffers`); all three are left empty.
    static func parse(file: SourceFile, tokenized: consuming TokenizedFile, tokenLimit: Int,
                      storage: inout TreeStorage) -> SyntaxTree {
        // Move the token buffer into the parser (it narrows `>>` tokens in place): with a
        // second reference alive, that first write would copy the whole array.
        var tokens: [Token] = []
        swap(&tokens, &tokenized.tokens)
        Parser.prepare(&tokens, file)
        guard tokens.count <= min(tokenLimit, Int(Int32.max)) else {
            return tooLargeTree(file, tokens, tokenized.diagnostics, limit: tokenLimit)
        }
        // The parser writes nodes and child links straight into the arrays the tree keeps, sized
        // one slot per token (real code needs fewer); a file that needs more (many synthesised
        // error nodes) spills to parser-owned memory, copied out at the end.
        let capacity = tokens.count
        var root: Int32 = -1
        var diagnostics: [ParseDiagnostic] = []
        var built = TreeStorage()
        swap(&built, &storage)
        built.nodes.removeAll(keepingCapacity: true)
        built.children.removeAll(keepingCapacity: true)
        built.callAndTypeNodes.removeAll(keepingCapacity: true)
        if built.stack.count < TreeStorage.stackRoom { built.stack = Array(repeating: 0, count: TreeStorage.stackRoom) }
        var spilledNodes: [SyntaxNode]?, spilledChildren: [Int32]?, spilledCallsAndTypes: [Int32]?
        // Each call or type declaration spends at least one token of its own (`(`, `{`, `struct`):
        // one slot per token is enough for them too.
        built.nodes.append(addingCapacity: capacity) { (nodeOutput: inout OutputSpan<SyntaxNode>) in
            nodeOutput.withUnsafeMutableBufferPointer { nodeBuffer, nodeCount in
                built.children.append(addingCapacity: capacity) { (childOutput: inout OutputSpan<Int32>) in
                    childOutput.withUnsafeMutableBufferPointer { childBuffer, childCount in
                        built.callAndTypeNodes.append(addingCapacity: capacity) { (stopOutput: inout OutputSpan<Int32>) in
                            stopOutput.withUnsafeMutableBufferPointer { stopBuffer, stopCount in
                                file.bytes.withUnsafeBufferPointer { bytes in
                                    tokens.withUnsafeMutableBufferPointer { tokens in
                                        built.stack.withUnsafeMutableBufferPointer { stackBuffer in
                                            var parser = Parser(bytes: bytes, tokens: tokens, nodeStorage: nodeBuffer,
                                                                childStorage: childBuffer, callAndTypeStorage: stopBuffer,
                                                                stackStorage: stackBuffer)
                                            root = parser.parseSourceFile()
                                            swap(&diagnostics, &parser.diagnostics)
                                            (nodeCount, spilledNodes) = parser.nodes.close()
                                            (childCount, spilledChildren) = parser.childList.close()
                                            (stopCount, spilledCallsAndTypes) = parser.callAndTypeNodes.close()
                                            parser.stack.deallocate()
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        if let spilledNodes { built.nodes = spilledNodes }
        if let spilledChildren { built.children = spilledChildren }
        if let spilledCallsAndTypes { built.callAndTypeNodes = spilledCallsAndTypes }
        // Moved out, not copied: the tree's arrays then have one reference (no retain and
        // release each), and only the stack's room stays behind for the next parse.
        var nodes: [SyntaxNode] = [], children: [Int32] = [], callsAndTypes: [Int32] = []
        var lexicalDiagnostics: [LexicalDiagnostic] = []
        swap(&nodes, &built.nodes)
        swap(&children, &built.children)
        swap(&callsAndTypes, &built.callAndTypeNodes)
        swap(&lexicalDiagnostics, &tokenized.diagnostics)
        swap(&built, &storage)
        return SyntaxTree(file: file, tokens: tokens, nodes: nodes, childList: children, callAndTypeNodes: callsAndTypes,
                          root: root, diagnostics: diagnostics, lexicalDiagnostics: lexicalDiagnostics)
    }

    /// The tree for a file with more than `limit` tokens: just the root, and a diagnostic.
    static func tooLargeTree(_ file: SourceFile, _ tokens: [Token], _ lexical: [LexicalDiagnostic],
                             limit: Int) -> SyntaxTree {
        let root = SyntaxNode(kind: .sourceFile, flags: [], firstToken: 0, endToken: 0, startOffset: 0, endOffset: 0,
                              childStart: 0, childCount: 0, parent: -1, name: -1, aux: -1)
        let message = "file too large to parse: \(tokens.count) tokens, at most \(limit) supported"
        return SyntaxTree(file: file, tokens: tokens, nodes: [root], childList: [], callAndTypeNodes: [], root: 0,
                          diagnostics: [ParseDiagnostic(offset: 0, message: message)], lexicalDiagnostics: lexical)
    }

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeMutableBufferPointer<Token>,
         nodeStorage: UnsafeMutableBufferPointer<SyntaxNode>, childStorage: UnsafeMutableBufferPointer<Int32>,
         callAndTypeStorage: UnsafeMutableBufferPointer<Int32>, stackStorage: UnsafeMutableBufferPointer<Int32>) {
        assert(tokens.last?.kind == .endOfFile)
        self.bytes = bytes
        self.tokens = tokens
        nodes = ParserBuffer(storage: nodeStorage)
        childList = ParserBuffer(storage: childStorage)
        callAndTypeNodes = ParserBuffer(storage: callAndTypeStorage)
        stack = ParserBuffer(storage: stackStorage)
    }

    /// Ensures the `.endOfFile` sentinel (the tokenizer writes one; hand-built token lists in
    /// tests may not).
    static func prepare(_ tokens: inout [Token], _ file: SourceFile) {
        if tokens.last?.kind != .endOfFile {
            tokens.append(Token(kind: .endOfFile, offset: UInt32(file.bytes.count), length: 0))
        }
    }
}
