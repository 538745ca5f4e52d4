import Foundation
import Testing
@testable import ViewLint

/// The fast loop (`TokenizerFastPath.swift`) is only a shortcut: on any input it must produce
/// exactly what the general path (`skipTrivia` + `lexToken`) produces — same tokens with the
/// same kinds, keywords and flags, same comments, same diagnostics.
@Suite struct TokenizerFastPathTests {
    typealias RoundTrip = TokenizerRoundTripTests

    static func both(_ bytes: [UInt8]) -> (fast: TokenizedFile, general: TokenizedFile) {
        bytes.withUnsafeBufferPointer { buffer in
            (Tokenizer.tokenize(buffer, fastPath: true), Tokenizer.tokenize(buffer, fastPath: false))
        }
    }

    /// Records the first difference; returns false if there was one.
    @discardableResult
    static func expectSame(_ bytes: [UInt8], _ label: @autoclosure () -> String) -> Bool {
        let (fast, general) = both(bytes)
        if fast.tokens != general.tokens {
            let index = zip(fast.tokens, general.tokens).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(fast.tokens.count, general.tokens.count)
            let fastToken = index < fast.tokens.count ? "\(fast.tokens[index])" : "none"
            let generalToken = index < general.tokens.count ? "\(general.tokens[index])" : "none"
            Issue.record("\(label()): token \(index) differs: fast \(fastToken), general \(generalToken)")
            return false
        }
        #expect(fast.comments == general.comments, "\(label()): comments differ")
        #expect(fast.diagnostics == general.diagnostics, "\(label()): diagnostics differ")
        return fast.comments == general.comments && fast.diagnostics == general.diagnostics
    }

    /// The shapes the fast loop takes itself, and their near misses that it must hand over.
    static let snippets: [String] = [
        "let a = b", "x == y", "f() -> T", "a ?? b", "c ? d : e", "x?.y", "x!.y", "x? ", "try? f()",
        "a=b", "a =b", "a= b", "a  =  b", "a &&\n b", "a = /x+/", "a / b / c", "a +/* c */b", "a .. b", "a .× b", "a.×b", ".é",
        "\"abc\"", "\"\"", "\"\"\"\nx\n\"\"\"", "\"a\\\"b\"", "\"a\\(b)c\"", "\"open\nnext", "#\"raw\"#", "\"\"x",
        "1_000", "0.5", "1..<2", "12abc", "0x1F", "0X1", "0b101", "0o17", "1e5", "1.5e-3", "3.x", "7é",
        "// c\n///d\n////e\n/* b */x", "x// c", "x /// d", "/",
        "foo(bar: baz, qux)[0].y{ $0 }", "`class`.x", "@State var s", "a.b.c", "case .a:", "é = 1", "ab\u{301}c",
        "averyveryverylongidentifiername_exceeding16 = associatedtype", "precedencegroup", "Self.Type",
        "let _$x = a$b + $c$d", "a$", "a$ = b", "a$.b", "x$é", "12$a", "1.5$", "abcdefg$h", "abcdefgh$", "abcdefghijklmno$p",
        "averyveryverylongidentifiername$x", "if$x", "open class A { case open }", "x.open()",
        // Unspaced operators, `$` and `#` names, key paths (fast since the generic `<`/`>`,
        // `!x`, `*)` and `$0` shapes were measured to be most of the general path's steps).
        "Array<Int>", "a<b>(c)", "Set<[Int]>?", "!x", "(!a)", "[!a]", "{!a}", ",!a", ";!a", ":!a", "f()!", "a[0]?.b",
        "x!!", "x?!", "a&b", "(&x)", "f(&x)", "a=b", "a =b", "a= b", "(a=b)", "a<#p#>", "a<#b", "<#x#>", "x /*c*/!y",
        "x/**/!y", "é!x", "x\u{A0}!y", "a\u{A0}<b", "a*/b", "f(iOS 15, *)", "a->b", "a-/b", "a<=/b/", "a!/b", "a<é", "a<\u{2264}",
        "a\n<b", "\n<<<<<<< H\n", "a\r!b", "\u{0}!a", "\t?a", "a\u{B}!b", "x\u{C}?y", "a??b", "a ?b", "a? b", "a ? b", "?", "!", "<",
        "a<", "a>", "a>>", "a ->", "&", "=",
        "$0", "$0.x", "$name", "$", "$ x", "$$", "$é", "$a$b", "$abcdefghijklmnop", "$abcdefghijklmno", "$abcdefghijklmn.x", "($0)",
        "#if os(iOS)\n#endif", "#elseif", "#else", "#sourceLocation(file: \"a\", line: 1)", "#available(iOS 17, *)",
        "#Preview { V() }", "##x", "#\"raw\"#", "#/re/#", "#é", "#", "# x", "#if$", "#abcdefghijklmnopq", "#abcdefghijklmno", "#x.y",
        "\\.name", "\\Foo.bar", "x\\y", "a.\\b",
        "\t\tx\ty", "x\r\ny", "x \n\n  y", "x\n  y\n", "f(\n)\n}\n\n", "a = 1\n\t.b", "<<<<<<< HEAD\nx\n=======\ny\n>>>>>>> b\n",
        // Line breaks taken with blank and space-only lines after them, after a token, a
        // comment or a break itself; punctuation right after a token, then a name or not.
        "x\n\n\n  y", "x\n  \n\t\n y", "x\n\n", "\n\n\nx", "// c\n\n  x", "// c\n", "// c", "// c\r\nx", "/// d\n \n\n}",
        "x\n\n\r\ny", "x\n \u{C}\ny", "x\n\n/* c */y", "} }\n}", "f(a) {\n}", "x ) ]", "(a) b", "[.a, .b]", "a , b", ") \"s\"",
        "x ;y", "a:b", "} \n\n  .padding()", "{ $0 }", "x. y", "a\n\n#if X\n#endif",
        // Module selectors' `::` (after a name, a space or a token), and `#$` macro names.
        "Swift::print", "a :: b", "x.M::y", ") ::a", ":::", "a: :b", "::", "[a:: b]", "#$Macro()", "#$", "#$a$b",
    ]

    @Test(arguments: TokenizerFastPathTests.snippets)
    func snippet(_ text: String) {
        Self.expectSame(Array(text.utf8), text)
        // Followed by 16 more bytes, as the `$`/`#` name and 16-byte name scans need.
        Self.expectSame(Array((text + " x" + String(repeating: " ", count: 17)).utf8), "\(text) padded")
        Self.expectSame(Array((text + "\n" + text + String(repeating: "\n", count: 17)).utf8), "\(text) twice, padded")
        // At the very end of the input too (bounds of every peek).
        for cut in 0...text.utf8.count {
            guard Self.expectSame(Array(text.utf8.prefix(cut)), "\(text) cut at \(cut)") else { return }
        }
    }

    /// The name scan and packing agree with a byte-by-byte reading, for every length and every
    /// byte value at the stop position: both the build's own path (SSE2 on x86-64) and the
    /// SWAR path that other architectures, Apple silicon among them, run.
    @Test func nameScanAndPackMatchBytewiseReading() {
        var generator = RoundTrip.SeededGenerator(state: 0x5CA4)
        let nameBytes = Array("abcxyzABCXYZ_0189".utf8)
        for length in 0...16 {
            for stop in (length < 16 ? 0...255 : 0...0) {
                var bytes: [UInt8] = (0..<16).map { _ in nameBytes.randomElement(using: &generator)! }
                if length < 16 { bytes[length] = UInt8(stop) }
                let expected = bytes.prefix { ByteClass.table[Int($0)].contains(.identifierContinue) }.count
                bytes.withUnsafeBufferPointer { buffer in
                    let p = buffer.baseAddress!
                    #expect(Lexer.asciiNameLength16(p) == expected, "\(bytes)")
                    #expect(Lexer.asciiNameLength16SWAR(p) == expected, "SWAR \(bytes)")
                    let reference = KeywordTable.pack(buffer, from: 0, to: min(expected, 15))
                    let packed = Lexer.packName(p, length: min(expected, 15))
                    #expect(packed.low == reference.0 && packed.high == reference.1, "\(bytes)")
                    let packedSWAR = Lexer.packNameSWAR(p, length: min(expected, 15))
                    #expect(packedSWAR.low == reference.0 && packedSWAR.high == reference.1, "SWAR \(bytes)")
                }
            }
        }
    }

    /// The fast loop reads "may a `.` start a longer operator here" from the byte; the general
    /// path from its `ByteClass`.
    @Test func dotContinuationByByteMatchesTheByteClasses() {
        for byte in 0...255 {
            let byteClass = ByteClass.table[byte]
            #expect(Lexer.mayContinueDotOperator(byte: UInt8(byte))
                    == (byteClass.contains(.operatorCharacter) || byteClass.contains(.nonASCII)), "byte \(byte)")
        }
    }

    /// Tokens go straight into the result array's storage, sized for a token per five bytes;
    /// denser input moves them to a buffer of the tokenizer's own, at any point of the file.
    @Test func denseInputOutgrowsTheArrayStorage() {
        for pairs in 0..<240 {
            let text = String(repeating: "a,", count: pairs) + String(repeating: "b ", count: pairs % 7)
            guard Self.expectSame(Array(text.utf8), "\(pairs) pairs") else { return }
            let tokens = Array(text.utf8).withUnsafeBufferPointer { Tokenizer.tokenize($0).tokens }
            #expect(tokens.count == 2 * pairs + pairs % 7 + 1)
            #expect(tokens.last?.kind == .endOfFile)
        }
        let long = String(repeating: "f(x)[0]!.y ", count: 3_000)
        Self.expectSame(Array(long.utf8), "long dense")
        #expect(Array(long.utf8).withUnsafeBufferPointer { Tokenizer.tokenize($0).tokens.count } == 3_000 * 10 + 1)
    }

    /// Found by `randomInputs`: the fast loop once took `.` before a Unicode operator
    /// character for a period; like the general path (and Swift), `.×` is one operator.
    @Test func dotBeforeUnicodeOperatorIsOneOperator() {
        let tokens = Self.both(Array("a .× b".utf8)).fast.tokens
        #expect(tokens.map(\.kind) == [.identifier, .operator, .identifier, .endOfFile])
        #expect(tokens[1].length == 3)
    }

    @Test func fixturesAndTheirTruncations() {
        for fixture in RoundTrip.fixtures() {
            Self.expectSame(fixture.bytes, fixture.name)
            let step = max(1, fixture.bytes.count / 200)
            for cut in stride(from: 0, through: fixture.bytes.count, by: step) {
                guard Self.expectSame(Array(fixture.bytes[..<cut]), "\(fixture.name) cut at \(cut)") else { return }
            }
        }
    }

    @Test func randomInputs() {
        var generator = RoundTrip.SeededGenerator(state: 0xFA57)
        for round in 0..<3_000 {
            let length = Int.random(in: 0...160, using: &generator)
            let fromAlphabet = round % 4 != 0
            let bytes: [UInt8] = (0..<length).map { _ in
                fromAlphabet ? RoundTrip.alphabet.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            guard Self.expectSame(bytes, "random round \(round)") else { return }
        }
    }

    @Test func mutatedFixtures() {
        let insertions: [[UInt8]] = ["\"", "\"\"\"", "\\(", ")", "/*", "//", "/", " = ", "?", "!", "1.5", "\n", " ", "$"].map { Array($0.utf8) }
            + [[0xFF], [0xC3], [0x00]]
        var generator = RoundTrip.SeededGenerator(state: 0xD1FF)
        for fixture in RoundTrip.fixtures() {
            for round in 0..<200 {
                let bytes = RoundTrip.mutated(fixture.bytes, insertions: insertions, using: &generator)
                guard Self.expectSame(bytes, "\(fixture.name) mutation \(round)") else { return }
            }
        }
    }

    /// `.spaceAfter` is set as tokens are emitted; it must mirror the next token's `.spaceBefore`,
    /// on both paths.
    ///
    /// This also pins why `Token.markSpaceAfter` stores a raw byte: written as
    /// `(slot - 1).pointee.flags.rawValue |= …`, every one of those stores is dropped in an
    /// optimised build and this test fails (run it with `swift test -c release -Xswiftc
    /// -enable-testing`). Swift 6.3's SIL dead-store elimination takes a store through a
    /// pointer at a constant negative offset as overwritten by a later whole-value store at
    /// offset 0 of the same pointer, which is what writing the next token does. Reduced:
    ///
    ///     struct S { var a: UInt8; var b: UInt32 }
    ///     @inline(never) func f(_ p: UnsafeMutablePointer<S>) {
    ///         (p - 1).pointee.a |= 4          // dropped by -O (kept by -Onone)
    ///         p.pointee = S(a: 0, b: 0)
    ///     }
    ///     let buffer = UnsafeMutablePointer<S>.allocate(capacity: 2)
    ///     buffer.initialize(repeating: S(a: 0, b: 0), count: 2)
    ///     f(buffer + 1)
    ///     print(buffer[0].a)                  // -Onone: 4, -O: 0
    @Test func spaceAfterMirrorsTheNextSpaceBefore() {
        for fixture in RoundTrip.fixtures() {
            let (fast, general) = Self.both(fixture.bytes)
            for (path, tokens) in [("fast", fast.tokens), ("general", general.tokens)] {
                for index in 0..<(tokens.count - 1) where tokens[index + 1].kind != .endOfFile {
                    #expect(tokens[index].flags.contains(.spaceAfter) == tokens[index + 1].flags.contains(.spaceBefore),
                            "\(fixture.name) token \(index), \(path) path")
                }
            }
        }
    }
}
