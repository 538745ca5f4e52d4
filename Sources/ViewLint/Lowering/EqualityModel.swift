// A custom `static func ==` the engine can evaluate: arithmetic, comparisons and Boolean logic
// over the two values' stored fields and literals (`lhs.score / 10 == rhs.score / 10`,
// `lhs.number % 2 == rhs.number % 2`). Anything else is not modelled (SWIFTUI-FACTS rule 4 says
// when SwiftUI calls `==`; this says what it answers).

public struct EqualityModel: Sendable {
    indirect enum Term: Sendable {
        case field(side: Int, String)
        case literal(Value)
        case binary(String, Term, Term)
        case not(Term)
        case convert(String, Term)
    }
    let term: Term
    /// Stored fields the `==` reads.
    public let fields: Set<String>

    init?(_ node: SyntaxTree.NodeID, in tree: SyntaxTree, lhs: String, rhs: String, fields known: Set<String>) {
        var read = Set<String>()
        guard let term = EqualityModel.term(node, tree, lhs, rhs, known, &read) else { return nil }
        self.term = term
        self.fields = read
    }

    /// What `==` answers for two view values; nil when it cannot be computed for them.
    public func evaluate(_ a: ViewValue, _ b: ViewValue) -> Bool? {
        evaluate(a: { a[$0] }, b: { b[$0] })
    }

    public func evaluate(a: (String) -> Value, b: (String) -> Value) -> Bool? {
        EqualityModel.value(term, a, b)?.boolValue
    }

    private static func term(_ node: SyntaxTree.NodeID, _ tree: SyntaxTree, _ lhs: String, _ rhs: String,
                             _ known: Set<String>, _ read: inout Set<String>) -> Term? {
        switch tree.kind(node) {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral:
            return Lowering.literalValue(tree.text(node)).map(Term.literal)
        case .memberAccess:
            guard let path = tree.memberPath(node), path.count == 2, path[0] == lhs || path[0] == rhs, known.contains(path[1]) else { return nil }
            read.insert(path[1])
            return .field(side: path[0] == lhs ? 0 : 1, path[1])
        case .tupleExpr:
            let items = tree.children(node)
            guard items.count == 1, let inner = tree.firstChild(items.first!) else { return nil }
            return term(inner, tree, lhs, rhs, known, &read)
        case .prefixOperatorExpr:
            guard let operand = tree.firstChild(node), let t = term(operand, tree, lhs, rhs, known, &read) else { return nil }
            switch tree.name(node) {
            case "!": return .not(t)
            case "-": return .binary("-", .literal(.int(0)), t)
            default: return nil
            }
        case .call:
            let name = tree.calleeName(node)
            guard ["Int", "Double", "abs", "round"].contains(name), tree.arguments(node).count == 1,
                  let argument = tree.value(tree.arguments(node)[0]),
                  let t = term(argument, tree, lhs, rhs, known, &read) else { return nil }
            return .convert(name, t)
        case .sequenceExpr:
            // Operands and operators alternate; fold with Swift's precedence for the few we know.
            let parts = Array(tree.children(node))
            guard parts.count >= 3, parts.count % 2 == 1 else { return nil }
            var operands: [Term] = [], operators: [String] = []
            for (i, part) in parts.enumerated() {
                if i % 2 == 0 {
                    guard let t = term(part, tree, lhs, rhs, known, &read) else { return nil }
                    operands.append(t)
                } else {
                    guard tree.kind(part) == .binaryOperator else { return nil }
                    operators.append(tree.name(part))
                }
            }
            return fold(operands, operators)
        default:
            return nil
        }
    }

    static let precedence: [String: Int] = ["||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3,
                                            "+": 4, "-": 4, "*": 5, "/": 5, "%": 5]

    private static func fold(_ operands: [Term], _ operators: [String]) -> Term? {
        guard operators.allSatisfy({ precedence[$0] != nil }) else { return nil }
        guard !operators.isEmpty else { return operands.first }
        // Split at the loosest operator (left-associative: the last one of that precedence).
        let loosest = operators.map { precedence[$0]! }.min()!
        let split = operators.lastIndex { precedence[$0]! == loosest }!
        guard let left = fold(Array(operands[...split]), Array(operators[..<split])),
              let right = fold(Array(operands[(split + 1)...]), Array(operators[(split + 1)...])) else { return nil }
        return .binary(operators[split], left, right)
    }

    private static func value(_ t: Term, _ a: (String) -> Value, _ b: (String) -> Value) -> Value? {
        switch t {
        case .field(let side, let name): return side == 0 ? a(name) : b(name)
        case .literal(let v): return v
        case .not(let inner): return value(inner, a, b)?.boolValue.map { .bool(!$0) }
        case .convert(let name, let inner):
            guard let v = value(inner, a, b), let x = v.number else { return nil }
            switch name {
            case "Int": return .int(Int(x))
            case "Double": return .double(x)
            case "round": return .double(x.rounded())
            default: return v.intValue.map { .int(abs($0)) } ?? .double(abs(x))
            }
        case .binary(let op, let l, let r):
            guard let x = value(l, a, b), let y = value(r, a, b) else { return nil }
            switch op {
            case "&&", "||":
                guard let p = x.boolValue, let q = y.boolValue else { return nil }
                return .bool(op == "&&" ? p && q : p || q)
            case "==", "!=":
                guard x.isExact, y.isExact else { return nil }
                return .bool((x == y) == (op == "=="))
            case "<", ">", "<=", ">=":
                guard let p = x.number, let q = y.number else { return nil }
                switch op {
                case "<": return .bool(p < q)
                case ">": return .bool(p > q)
                case "<=": return .bool(p <= q)
                default: return .bool(p >= q)
                }
            default:
                if let p = x.intValue, let q = y.intValue {
                    switch op {
                    case "+": return .int(p + q)
                    case "-": return .int(p - q)
                    case "*": return .int(p * q)
                    case "/": return q == 0 ? nil : .int(p / q)
                    default: return q == 0 ? nil : .int(p % q)
                    }
                }
                guard let p = x.number, let q = y.number else { return nil }
                switch op {
                case "+": return .double(p + q)
                case "-": return .double(p - q)
                case "*": return .double(p * q)
                case "/": return q == 0 ? nil : .double(p / q)
                default: return nil
                }
            }
        }
    }
}
