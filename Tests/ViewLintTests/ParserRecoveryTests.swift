import Testing
@testable import ViewLint

/// Broken input: the parser always returns, reports where, and keeps what is well formed.
@Suite struct ParserRecoveryTests {
    static let source = ParserTestSupport.fixture("parser/SettingsScreen.swift")

    @Test func fixtureParsesCleanly() {
        let tree = ParserTestSupport.parse(Self.source)
        #expect(!Self.source.isEmpty)
        #expect(tree.diagnostics.isEmpty)
        #expect(ParserTestSupport.typeNames(tree) == ["Theme", "SettingsScreen", "VolumeBadge"])
    }

    /// Cut the file at every token boundary: every type whose closing brace lies before the
    /// cut is still found, and a cut inside an open bracket is reported.
    @Test func truncationAtEveryTokenBoundary() {
        let full = SourceFile(path: "t.swift", text: Self.source)
        let fullTree = SyntaxTree.parse(full)
        let types = fullTree.children(fullTree.root).filter { tree in
            [.structDecl, .enumDecl].contains(fullTree.kind(tree))
        }.map { (name: fullTree.name($0), end: Int(fullTree[$0].endOffset)) }
        #expect(types.count == 3)
        var cutsWithDiagnostics = 0
        for token in fullTree.tokens {
            let cut = Int(token.offset)
            let file = SourceFile(path: "t.swift", bytes: Array(full.bytes[0 ..< cut]))
            let tree = SyntaxTree.parse(file)
            let found = Set(ParserTestSupport.typeNames(tree))
            for type in types where type.end <= cut {
                #expect(found.contains(type.name), "cut at \(cut) lost \(type.name)")
            }
            if !tree.diagnostics.isEmpty { cutsWithDiagnostics += 1 }
            for diagnostic in tree.diagnostics {
                #expect(Int(diagnostic.offset) <= cut)
                #expect(file.location(of: Int(diagnostic.offset)).line <= file.lineCount)
            }
            #expect(Int(tree[tree.root].endOffset) <= cut)
        }
        // Most cuts leave a bracket open; each of those must be reported.
        #expect(cutsWithDiagnostics > fullTree.tokens.count / 2)
    }

    /// Delete or duplicate each token (swift-syntax's token-presence flips): always terminates.
    @Test func deletingOrDuplicatingAnyTokenTerminates() {
        let full = SourceFile(path: "t.swift", text: Self.source)
        let tokens = Tokenizer.tokenize(full).tokens.dropLast()
        for token in tokens {
            let before = Array(full.bytes[0 ..< Int(token.offset)])
            let text = Array(full.bytes[token.byteRange])
            let after = Array(full.bytes[Int(token.end)...])
            for bytes in [before + after, before + text + [0x20] + text + after] {
                let tree = SyntaxTree.parse(SourceFile(path: "m.swift", bytes: bytes))
                #expect(tree.nodes.count > 0)
                #expect(Int(tree[tree.root].endOffset) <= bytes.count)
            }
        }
    }

    @Test func unbalancedBracketsKeepLaterDeclarations() {
        let tree = ParserTestSupport.parse("""
        struct A: View {
            var body: some View {
                VStack {
                    Text("a"
                }
            }
        }

        struct B: View {
            var body: some View { Text(]) }
        }

        struct C: View {
            var body: some View {
                HStack {
                    Text("c")

        struct D {}
        """)
        #expect(ParserTestSupport.typeNames(tree) == ["A", "B", "C", "D"])
        #expect(tree.children(tree.root).map { tree.kind($0) } == [.structDecl, .structDecl, .structDecl, .structDecl])
        let messages = tree.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("expected ')'") })
        #expect(messages.contains { $0.hasPrefix("expected '}'") })
        let first = tree.file.location(of: Int(tree.diagnostics[0].offset))
        #expect(first.line == 5 && first.column == 9) // the `}` where `)` was expected
    }

    /// A nested type in column 1 after indented members: the type's `}` went missing, and the
    /// type after it is kept at the top level (members all in column 1 are a style: see the
    /// corpus regressions).
    @Test func typeInColumnOneAfterIndentedMembersEndsTheType() {
        let tree = ParserTestSupport.parse("struct A {\n    var x = 1\n\nstruct B {}\n")
        #expect(tree.children(tree.root).map { tree.name($0) } == ["A", "B"])
        #expect(tree.diagnostics.contains { $0.message.hasPrefix("expected '}'") })
    }

    @Test func strayClosingBraceAndEndif() {
        let tree = ParserTestSupport.parse("struct A {}\n}\n#endif\n)\nstruct B { var x = 1 }\n")
        #expect(ParserTestSupport.typeNames(tree) == ["A", "B"])
        #expect(tree.diagnostics.count == 3)
        #expect(tree.descendants(kind: .error).count == 3)
        #expect(tree.file.location(of: Int(tree.diagnostics[1].offset)).line == 3)
        #expect(tree.diagnostics[1].message.contains("#endif"))
    }

    @Test func missingEndifIsReported() {
        let tree = ParserTestSupport.parse("#if DEBUG\nstruct A {}\n")
        #expect(ParserTestSupport.typeNames(tree) == ["A"])
        #expect(tree.diagnostics.map(\.message) == ["expected '#endif'"])
    }

    @Test func tooManyTokensGiveADiagnosticNotACrash() {
        let file = SourceFile(path: "big.swift", text: "let a = 1\nlet b = 2\n")
        let tree = Parser.parse(file: file, tokenized: Tokenizer.tokenize(file), tokenLimit: 3)
        #expect(tree.nodes.count == 1)
        #expect(tree.kind(tree.root) == .sourceFile)
        #expect(tree.children(tree.root).isEmpty)
        #expect(tree.tokens.count == 9) // eight tokens and the end of file
        #expect(tree.diagnostics.map(\.message) == ["file too large to parse: 9 tokens, at most 3 supported"])
    }

    /// The limit counts the end-of-file token and is inclusive.
    @Test func aFileAtTheTokenLimitIsParsed() {
        let file = SourceFile(path: "edge.swift", text: "let a = 1\nlet b = 2\n")
        let atLimit = Parser.parse(file: file, tokenized: Tokenizer.tokenize(file), tokenLimit: 9)
        #expect(atLimit.diagnostics.isEmpty)
        #expect(atLimit.children(atLimit.root).count == 2)
        let overLimit = Parser.parse(file: file, tokenized: Tokenizer.tokenize(file), tokenLimit: 8)
        #expect(overLimit.children(overLimit.root).isEmpty)
    }

    @Test func deepParenthesesGiveADiagnosticNotACrash() {
        let depth = 100_000
        let source = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
            + "\nstruct After {}\n"
        let tree = ParserTestSupport.parse(source)
        #expect(tree.diagnostics.contains { $0.message.hasPrefix("nesting deeper than") })
        #expect(ParserTestSupport.typeNames(tree) == ["After"])
    }

    @Test func deepBracesGiveADiagnosticNotACrash() {
        let depth = 100_000
        let source = "func f() " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
            + "\nstruct After {}\n"
        let tree = ParserTestSupport.parse(source)
        #expect(tree.diagnostics.contains { $0.message.hasPrefix("nesting deeper than") })
        #expect(ParserTestSupport.typeNames(tree) == ["After"])
    }

    @Test func deepUnclosedNestingReturns() {
        let tree = ParserTestSupport.parse(String(repeating: "(", count: 100_000) + String(repeating: "{", count: 100_000))
        #expect(!tree.diagnostics.isEmpty)
        // The walk is iterative too: visiting every node of a deep tree does not recurse.
        var count = 0
        tree.walk { _, _ in count += 1; return .visitChildren }
        #expect(count == tree.nodes.count)
    }

    /// Nesting below the bound is parsed in full (the bound does not cut real code short).
    @Test func moderateNestingIsParsedInFull() {
        let source = "let x = " + String(repeating: "f(", count: 40) + "1" + String(repeating: ")", count: 40)
        let tree = ParserTestSupport.parse(source)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.descendants(kind: .call).count == 40)
    }

    /// Forms that once produced error nodes in the real-app corpus; each must parse cleanly.
    @Test func corpusRegressionsParseWithoutDiagnostics() {
        let sources = [
            "var x: Int { @inline(__always) get { 1 } }",
            "let r = results[...]",
            "func f(_ s: URLSession, didOpenWithProtocol protocol: String?) {}",
            "func g() -> Models\n    .Notification?\n{ nil }",
            "let t = x(to: (@Sendable (Content) -> Void).self)",
            "var callbacks = [UInt: (V) -> Void]()",
            "static let open = \"envelope.open\"",
            "fd = open(url.path, O_EVTONLY)",
            "xs.map(Edge.init(start:end:))",
            "ok = zip(a, b).map(`is`(_:subsetOf:)) == true",
            "let p: Box<Popover<ID, Label>?> = .init(wrappedValue: nil)",
            "withState(false) { $didAppear in Text(\"x\") }",
            "run { } catch: { _, _ in }",
            "final class Store { private (set) lazy var picked: Set<Int> = [] { didSet { } } }",
            "extension Home.Views {\n\nstruct Card: View {\n    var body: some View { Text(\"a\") }\n}\n\nclass Model {}\n\n}\n",
        ]
        for source in sources {
            let tree = ParserTestSupport.parse(source)
            #expect(tree.diagnostics.isEmpty, "\(source): \(tree.diagnostics.map(\.message))")
            #expect(tree.descendants(kind: .error).isEmpty, "\(source)")
        }
    }
}
