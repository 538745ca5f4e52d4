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

    /// A quote is a piece of one source line, or leaves out whole code (review s9: a held condition
    /// quoted `slot == .icon, viewModel.config.…for: currentFamily)`; a guard's two lines quoted as
    /// `let averagePrices = viewModel.….last`, on neither line).
    @Test func quotedCodeLeavesOutWholeCodeOnOneLine() {
        let condition = "slot == .icon, viewModel.config.isSlotVisible(.icon, for: currentFamily)"
        #expect(MessageText.excerpt(condition, limit: 60) == "slot == .icon, viewModel.config.isSlotVisible(.icon, for:…)")
        #expect(MessageText.excerpt(condition, limit: 40) == "slot == .icon, viewModel.config.…")
        let guardConditions = """
            let averagePrices = viewModel.averagesPrices?[dayNumber],
                let averagePrice = meridian == .am ? averagePrices.first : averagePrices.last
            """
        #expect(MessageText.excerpt(guardConditions, limit: 40) == "let averagePrices = viewModel.…", "\(MessageText.excerpt(guardConditions, limit: 40))")
        #expect(MessageText.excerpt(guardConditions, limit: 60) == "let averagePrices = viewModel.averagesPrices?[dayNumber],…")
        // Left out within the last line, closing what it opens: the usual cut.
        let chain = "items\n    .filter { $0.isVisible && $0.title.isEmpty == false && $0.isPinned }"
        #expect(MessageText.excerpt(chain, limit: 40) == "items .filter { $0.…$0.isPinned }", "\(MessageText.excerpt(chain, limit: 40))")
        // A short head is kept when one name is left out; a start alone ends outside brackets where
        // it can; a cut leaves out more than punctuation.
        #expect(MessageText.excerpt("viewModel.accountMatchesViewModels[group].accounts", limit: 40) == "viewModel.…[group].accounts")
        #expect(MessageText.excerpt("viewModel.accountMatchesViewModels[group].accounts.filter { $0.isShown }", limit: 40)
                == "viewModel…accounts.filter { $0.isShown }", "\(MessageText.excerpt("viewModel.accountMatchesViewModels[group].accounts.filter { $0.isShown }", limit: 40))")
        #expect(MessageText.excerpt("post.api.supports(.commentSortType(item), defaultValue: true)", limit: 60)
                == "post.api.supports(.commentSortType(item), defaultValue:…)", "\(MessageText.excerpt("post.api.supports(.commentSortType(item), defaultValue: true)", limit: 60))")
        // Each path quotes alike.
        for limit in [30, 40, 60] {
            #expect(MessageText.characterExcerpt(condition, limit: limit) == MessageText.excerpt(condition, limit: limit))
            #expect(MessageText.characterExcerpt(guardConditions, limit: limit) == MessageText.excerpt(guardConditions, limit: limit))
        }
    }
}
