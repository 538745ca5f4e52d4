import Foundation
import Testing
@testable import ViewLint

/// The losslessness invariant on every fixture and on thousands of generated and mutated
/// inputs: pieces tile the input exactly, tokenizing terminates, and nothing traps.
@Suite struct TokenizerRoundTripTests {
    typealias Support = TokenizerTestSupport

    /// Deterministic generator (SplitMix64) so a failure reproduces from its seed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let fixtureDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/syntax")

    static func fixtures() -> [(name: String, bytes: [UInt8])] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtureDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            guard let data = FileManager.default.contents(atPath: fixtureDirectory.appendingPathComponent(name).path) else { return nil }
            return (name, [UInt8](data))
        }
    }

    /// Asserts the invariant; returns false (after recording the issue) when it fails.
    @discardableResult
    static func expectLossless(_ bytes: [UInt8], _ label: @autoclosure () -> String) -> Bool {
        let lexed = Support.lex(bytes: bytes)
        let violation = lexed.coverageViolation
        let reassembled = Support.reassemble(lexed)
        #expect(violation == nil, "\(label()): \(violation ?? "")")
        #expect(reassembled == bytes, "\(label()): pieces do not reproduce the input")
        return violation == nil && reassembled == bytes
    }

    @Test func fixturesExistAndTokenizeCleanly() {
        let fixtures = Self.fixtures()
        #expect(fixtures.count >= 3)
        for fixture in fixtures {
            Self.expectLossless(fixture.bytes, fixture.name)
            let lexed = Support.lex(bytes: fixture.bytes)
            #expect(lexed.file.diagnostics.isEmpty, "\(fixture.name): \(lexed.file.diagnostics)")
            #expect(!lexed.tokens.contains { $0.kind == .unknown }, "\(fixture.name)")
        }
    }

    @Test func everyTruncationOfEveryFixture() {
        for fixture in Self.fixtures() {
            let step = max(1, fixture.bytes.count / 300)
            for cut in stride(from: 0, through: fixture.bytes.count, by: step) {
                guard Self.expectLossless(Array(fixture.bytes[..<cut]), "\(fixture.name) cut at \(cut)") else { return }
            }
        }
    }

    /// Bytes that matter to the lexer, weighted so random inputs hit the tricky paths.
    static let alphabet: [UInt8] = Array(##""\#/()*`$@ {}[].?!&=<>-+_ax0159e"##.utf8)
        + [0x20, 0x0A, 0x0D, 0x09, 0x00, 0x80, 0xC3, 0xA9, 0xE6, 0x97, 0xA5, 0xF0, 0x9F, 0x98, 0x80, 0xFF, 0x0B]

    @Test func randomInputs() {
        var generator = SeededGenerator(state: 0x5EED)
        for round in 0..<2_000 {
            let length = Int.random(in: 0...120, using: &generator)
            let fromAlphabet = round % 4 != 0
            let bytes: [UInt8] = (0..<length).map { _ in
                fromAlphabet ? Self.alphabet.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            guard Self.expectLossless(bytes, "random round \(round)") else { return }
        }
    }

    /// One to three random edits of `original`: an insertion from `insertions`, or a deletion
    /// of up to eight bytes. Shared by the round-trip and fast-path tests.
    static func mutated(_ original: [UInt8], insertions: [[UInt8]], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let at = Int.random(in: 0...bytes.count, using: &generator)
            if Bool.random(using: &generator) || bytes.isEmpty {
                bytes.insert(contentsOf: insertions.randomElement(using: &generator)!, at: at)
            } else {
                bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &generator)))
            }
        }
        return bytes
    }

    /// Insertions of unbalanced delimiters, deletions and invalid UTF-8 into the fixtures.
    @Test func mutatedFixtures() {
        let insertions: [[UInt8]] = ["\"", "\"\"\"", "#\"", "\\(", ")", "/*", "*/", "/", "#/", "`", "#", "\n", "\\", "$"].map { Array($0.utf8) }
            + [[0xFF], [0xC3], [0xE6, 0x97], [0x00]]
        var generator = SeededGenerator(state: 0xF00D)
        for fixture in Self.fixtures() {
            for round in 0..<400 {
                let bytes = Self.mutated(fixture.bytes, insertions: insertions, using: &generator)
                guard Self.expectLossless(bytes, "\(fixture.name) mutation \(round)") else { return }
            }
        }
    }

    @Test func everyTokenDeletedOrDuplicated() {
        guard let fixture = Self.fixtures().first(where: { $0.name == "Literals.swift" }) else {
            Issue.record("Literals.swift fixture missing")
            return
        }
        let lexed = Support.lex(bytes: fixture.bytes)
        for token in lexed.tokens {
            let range = token.byteRange
            var deleted = fixture.bytes
            deleted.removeSubrange(range)
            guard Self.expectLossless(deleted, "deleted token at \(token.offset)") else { return }
            var duplicated = fixture.bytes
            duplicated.insert(contentsOf: fixture.bytes[range], at: range.lowerBound)
            guard Self.expectLossless(duplicated, "duplicated token at \(token.offset)") else { return }
        }
    }
}
