import Testing
@testable import ViewLint

/// The byte path for ASCII source quotes exactly what the character path quotes.
@Suite struct MessageTextTests {
    @Test func asciiExcerptMatchesTheCharacterPath() {
        let pieces = ["items", " ", "\n    ", ".filter", "{ $0.isVisible }", "\r\n", "\t", "veryLongPropertyName", "_x1",
                      "(selection)", "  ", "a", "…", "é", "\u{0B}", "\u{0C}"]
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        var compared = 0
        for _ in 0..<2000 {
            let source = (0..<next(14)).map { _ in pieces[next(pieces.count)] }.joined()
            for limit in [12, 30, 40, 60] {
                let expected = MessageText.characterExcerpt(source, limit: limit)
                #expect(MessageText.excerpt(source, limit: limit) == expected, "\(source.debugDescription) limit \(limit)")
                if MessageText.asciiExcerpt(source, limit: limit) != nil { compared += 1 }
            }
        }
        // Non-ASCII text takes the character path; most of the samples are ASCII.
        #expect(compared > 3000)
        #expect(MessageText.asciiExcerpt("café au lait", limit: 40) == nil)
    }
}
