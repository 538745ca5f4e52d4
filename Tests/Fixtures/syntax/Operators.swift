infix operator <|> : AdditionPrecedence
prefix operator √

func <|> (lhs: Int, rhs: Int) -> Int { lhs + rhs }
prefix func √ (value: Double) -> Double { value.squareRoot() }

struct Node {
    var next: Node? { nil }
    var value: Int = 0
}

func operators(_ node: Node?, flag: Bool, numbers: inout [Int]) -> Int {
    let chained = node?.next?.value ?? 0
    let forced = node!.value
    let ternary = flag ? chained : forced
    let negated = !flag
    swap(&numbers[0], &numbers[1])
    let shifted = 1 << 4 >> 2
    let custom = 1 <|> 2
    let root = √16.0
    let cast = ternary as Int? ?? 0
    let generic: Array<Dictionary<String, Int>>? = nil
    let compared = numbers[0] / 2 == numbers[1] / 2
    _ = (negated, shifted, custom, root, cast, generic, compared)
    return numbers.reduce(0, +)
}
