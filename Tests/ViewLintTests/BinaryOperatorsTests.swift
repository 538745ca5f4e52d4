import Testing
import ViewLint

/// The operators the evidence folds (constants a state's first value reads, a custom `==`):
/// Swift's grouping, and no value where Swift would trap.
@Suite struct BinaryOperatorsTests {
    @Test func splitsAtTheLoosestOperatorLeftAssociativeExceptNilCoalescing() {
        #expect(BinaryOperators.split(["+", "*"]) == 0)        // a + (b * c)
        #expect(BinaryOperators.split(["-", "-"]) == 1)        // (a - b) - c
        #expect(BinaryOperators.split(["==", "&&", "<"]) == 1) // (a == b) && (c < d)
        #expect(BinaryOperators.split(["??", "??"]) == 0)      // a ?? (b ?? c)
        #expect(BinaryOperators.split(["+", "<<"]) == nil)     // `<<` is not folded
        #expect(BinaryOperators.split([]) == nil)
    }

    @Test func integerArithmeticHasNoValueWhereSwiftTraps() {
        #expect(BinaryOperators.integer("+", 2, 3) == 5)
        #expect(BinaryOperators.integer("%", 7, 3) == 1)
        #expect(BinaryOperators.integer("/", -7, 2) == -3)
        #expect(BinaryOperators.integer("+", .max, 1) == nil)
        #expect(BinaryOperators.integer("*", .max / 2, 3) == nil)
        #expect(BinaryOperators.integer("/", .min, -1) == nil)
        #expect(BinaryOperators.integer("/", 1, 0) == nil)
        #expect(BinaryOperators.integer("%", 1, 0) == nil)
        #expect(BinaryOperators.double("/", 1, 0) == nil)
        #expect(BinaryOperators.double("%", 5, 2) == nil)
        #expect(BinaryOperators.compare("<=", "a", "b") == true)
        #expect(BinaryOperators.compare("==", 1, 1) == nil)
    }
}
