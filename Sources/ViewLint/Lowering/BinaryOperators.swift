// Swift's binary operators as the evidence folds constants and custom `==`s: their precedence,
// where a run of operands splits, and arithmetic that is nil where Swift would trap (overflow,
// division by zero), since a program that traps has no value to compare.

public enum BinaryOperators {
    /// The operators folded, by Swift's precedence groups (loosest first): nil coalescing,
    /// disjunction, conjunction, comparison, addition, multiplication.
    public static let precedence: [String: Int] = ["??": 0, "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3,
                                                   "+": 4, "-": 4, "*": 5, "/": 5, "%": 5]

    /// Where `operand op operand op …` splits: at its loosest operator, the last of that
    /// precedence (left-associative) or the first `??` (right-associative). Nil when there is no
    /// operator or one is not folded.
    public static func split(_ operators: [String]) -> Int? {
        var loosest = Int.max
        for op in operators {
            guard let level = precedence[op] else { return nil }
            loosest = min(loosest, level)
        }
        guard !operators.isEmpty else { return nil }
        return loosest == 0 ? operators.firstIndex(of: "??") : operators.lastIndex { precedence[$0] == loosest }
    }

    /// `x op y` for `+ - * / %` on `Int`; nil where Swift traps.
    public static func integer(_ op: String, _ x: Int, _ y: Int) -> Int? {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case "+": result = x.addingReportingOverflow(y)
        case "-": result = x.subtractingReportingOverflow(y)
        case "*": result = x.multipliedReportingOverflow(by: y)
        case "/": guard y != 0 else { return nil }; result = x.dividedReportingOverflow(by: y)
        case "%": guard y != 0 else { return nil }; result = x.remainderReportingOverflow(dividingBy: y)
        default: return nil
        }
        return result.overflow ? nil : result.partialValue
    }

    /// `x op y` for `+ - * /` on `Double` (Swift has no `%` for it); nil for a division by zero,
    /// which an integer-valued model would not produce as Swift does (`inf`).
    public static func double(_ op: String, _ x: Double, _ y: Double) -> Double? {
        switch op {
        case "+": return x + y
        case "-": return x - y
        case "*": return x * y
        case "/": return y == 0 ? nil : x / y
        default: return nil
        }
    }

    /// `x op y` for `< > <= >=`; nil for another operator.
    public static func compare<T: Comparable>(_ op: String, _ x: T, _ y: T) -> Bool? {
        switch op {
        case "<": return x < y
        case ">": return x > y
        case "<=": return x <= y
        case ">=": return x >= y
        default: return nil
        }
    }
}
