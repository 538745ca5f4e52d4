import Testing
@testable import ViewLintRules

/// The byte search construction sites use to see whether a file names a nested type's outer type.
@Suite struct ByteSearchTests {
    @Test func findsANameAnywhereAndOnlyWhole() {
        let file = Array("struct Chart {}\nextension Chart { struct Row {} }".utf8)
        #expect(StoredArgumentFact.occurs(Array("Chart".utf8), in: file))
        #expect(StoredArgumentFact.occurs(Array("Row {} }".utf8), in: file))
        #expect(!StoredArgumentFact.occurs(Array("Charts".utf8), in: file))
        #expect(!StoredArgumentFact.occurs(Array("Row {} }!".utf8), in: file))
        #expect(StoredArgumentFact.occurs([], in: file))
        #expect(!StoredArgumentFact.occurs(Array("C".utf8), in: []))
    }

    @Test func aFirstByteThatRepeatsDoesNotHideALaterMatch() {
        #expect(StoredArgumentFact.occurs(Array("aab".utf8), in: Array("aaaab".utf8)))
        #expect(!StoredArgumentFact.occurs(Array("aab".utf8), in: Array("aaaa".utf8)))
    }
}
