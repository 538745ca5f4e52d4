import Testing
@testable import ViewLint

struct CheckMemoTests {
    /// A kept answer is given again without asking; a nil answer is kept too (a view that is
    /// built nowhere in an action is asked about once, not once per site).
    @Test func keepsEveryAnswerIncludingNil() {
        let memo = CheckMemo()
        var asked = 0
        func places() -> [String]? { asked += 1; return nil }
        #expect(memo.answer("builtOnlyInActions|Row|App/Row.swift", places) == nil)
        #expect(memo.answer("builtOnlyInActions|Row|App/Row.swift", places) == nil)
        #expect(asked == 1)
        #expect(memo.answer("count|Row") { 3 } == 3)
        #expect(memo.answer("count|Row") { 4 } == 3, "kept, not asked again")
        #expect(memo.answer("count|Cell") { 4 } == 4, "another key is asked")
    }
}
