import Foundation
import Testing
@testable import ViewLint

/// `ParseBuffers` hands one file's token, node, child and comment arrays to the next file's
/// parse. Reuse must never show: every tree is the one a fresh parse builds, and a tree that is
/// still referenced keeps its contents when its memory is offered back.
@Suite struct ParseBuffersTests {
    /// Real view files, a file denser than the tokenizer's first guess (a token every 2 bytes),
    /// broken code with error nodes, an empty file, and a large file followed by small ones.
    static let sources: [String] = {
        var sources = [ParserTestSupport.fixture("parser/SettingsScreen.swift")]
        sources.append(String(repeating: "a;", count: 3_000))
        sources.append("struct A: View { var body: some View { VStack { Text(\"x\") ) ) } } }\n}}} #endif")
        sources.append("")
        sources.append(String(repeating: "// note\nlet value = [1, 2, 3].map { $0 * 2 } /* block */\n", count: 400))
        sources.append("import SwiftUI\n// one comment\n")
        sources.append(ParserTestSupport.fixture("parser/SettingsScreen.swift"))
        return sources
    }()

    static func describe(_ tree: SyntaxTree) -> String {
        "\(tree.tokens)\n\(tree.dump())\n\(tree.childList)\n\(tree.callAndTypeNodes)\n\(tree.diagnostics)\n\(tree.lexicalDiagnostics)"
    }

    @Test func recycledTreesEqualFreshOnes() {
        var buffers = ParseBuffers()
        for (index, source) in Self.sources.enumerated() {
            let file = SourceFile(path: "f\(index).swift", text: source)
            let tree = SyntaxTree.parse(file, reusing: &buffers)
            #expect(Self.describe(tree) == Self.describe(SyntaxTree.parse(file)), "source \(index)")
            buffers.recycle(consume tree)
        }
    }

    @Test func recycledTokenizationsEqualFreshOnes() {
        var buffers = ParseBuffers()
        for source in Self.sources {
            let file = SourceFile(path: "f.swift", text: source)
            let tokenized = Tokenizer.tokenize(file, reusing: &buffers)
            let fresh = Tokenizer.tokenize(file)
            #expect(tokenized.tokens == fresh.tokens)
            #expect(tokenized.comments == fresh.comments)
            #expect(tokenized.diagnostics == fresh.diagnostics)
            buffers.recycle(consume tokenized)
        }
    }

    @Test func theNextParseWritesIntoTheRecycledMemory() {
        var buffers = ParseBuffers()
        let big = SourceFile(path: "big.swift", text: ParserTestSupport.fixture("parser/SettingsScreen.swift"))
        let first = SyntaxTree.parse(big, reusing: &buffers)
        let tokenAddress = first.tokens.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let nodeAddress = first.nodes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        buffers.recycle(consume first)
        // No more nodes than tokens, so the nodes fit the first guess (one slot a token).
        let second = SyntaxTree.parse(SourceFile(path: "small.swift", text: "f(a, b, c)"), reusing: &buffers)
        #expect(second.tokens.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == tokenAddress)
        #expect(second.nodes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == nodeAddress)
        #expect(second.tokens.count == 9)
        #expect(second.nodes.count <= second.tokens.count)
    }

    @Test func aTreeStillInUseKeepsItsContents() {
        var buffers = ParseBuffers()
        let file = SourceFile(path: "a.swift", text: "struct A: View { var body: some View { Text(\"a\") } }")
        let kept = SyntaxTree.parse(file, reusing: &buffers)
        let before = Self.describe(kept)
        buffers.recycle(kept) // `kept` is used below: its arrays are shared, not handed over
        let other = SyntaxTree.parse(SourceFile(path: "b.swift", text: "let y = [1, 2].map { $0 + 1 }"), reusing: &buffers)
        #expect(Self.describe(kept) == before)
        #expect(other.tokens.withUnsafeBufferPointer { $0.baseAddress } != kept.tokens.withUnsafeBufferPointer { $0.baseAddress })
    }

    /// Trees parsed without buffers are the ones callers keep (confirmation holds them all):
    /// their arrays carry at most an eighth spare, not the parse's room for a dense file.
    @Test func treesParsedForKeepingAreCutToSize() {
        // An eighth spare at most, or the allocator's rounding of a small block.
        func cutToSize<T>(_ array: [T]) -> Bool {
            (array.capacity - array.count) * MemoryLayout<T>.stride <= max(array.count * MemoryLayout<T>.stride / 8, 32)
        }
        for source in Self.sources where !source.isEmpty {
            let tree = SyntaxTree.parse(SourceFile(path: "f.swift", text: source))
            #expect(cutToSize(tree.tokens) && cutToSize(tree.nodes) && cutToSize(tree.childList))
            let parsed = ParsedSource(parsing: SourceFile(path: "f.swift", text: source))
            #expect(cutToSize(parsed.tree.tokens) && cutToSize(parsed.tree.nodes) && cutToSize(parsed.tree.childList))
        }
        // The buffers' parse keeps its room (for the next file).
        var buffers = ParseBuffers()
        let roomy = SyntaxTree.parse(SourceFile(path: "f.swift", text: Self.sources[0]), reusing: &buffers)
        #expect(!cutToSize(roomy.tokens))
    }

    @Test func oversizedArraysAreNotKept() {
        var buffers = ParseBuffers()
        // 16 MiB of tokens is about 1.4 million tokens: `a;` repeated gives two a token.
        let huge = SourceFile(path: "huge.swift", text: String(repeating: "a;", count: 800_000))
        buffers.recycle(SyntaxTree.parse(huge, reusing: &buffers))
        #expect(buffers.tokens.capacity * MemoryLayout<Token>.stride <= ParseBuffers.keptBytesLimit)
        #expect(buffers.tree.nodes.capacity * MemoryLayout<SyntaxNode>.stride <= ParseBuffers.keptBytesLimit)
    }
}
