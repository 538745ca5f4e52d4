// A custom `static func ==` the engine can evaluate: arithmetic, comparisons and Boolean logic
// over the two values' stored fields and literals (`lhs.score / 10 == rhs.score / 10`,
// `lhs.number % 2 == rhs.number % 2`), and computed properties of the type made of the same,
// including a `switch` over values and ranges (`var band: Band { switch score { case ..<50:
// .low … } }`). Anything else is not modelled (docs/SWIFTUI-MODEL.md rule 4 says when SwiftUI
// calls `==`; this says what it answers).

public struct EqualityModel: Sendable {
    indirect enum Term: Sendable {
        case field(side: Int, String)
        case literal(Value)
        case binary(String, Term, Term)
        case not(Term)
        case convert(String, Term)
        /// `switch subject { case pattern: result … default: fallback }`.
        case switchOn(Term, [(Pattern, Term)], Term?)
    }
    enum Pattern: Sendable {
        case value(Value)
        /// `lo..<hi`, `lo...hi`, `..<hi`, `...hi`, `lo...`.
        case range(lower: Value?, upper: Value?, closed: Bool)

        func matches(_ v: Value) -> Bool? {
            switch self {
            case .value(let p): return v.isExact && p.isExact ? v == p : nil
            case .range(let lower, let upper, let closed):
                guard let x = v.number else { return nil }
                if let lo = lower?.number, x < lo { return false }
                if let hi = upper?.number { return closed ? x <= hi : x < hi }
                return true
            }
        }
    }
    let term: Term
    /// Stored fields the `==` reads (through computed properties too).
    public let fields: Set<String>

    /// `computed`: the type's computed properties (their pattern bindings), for `lhs.band`.
    init?(_ node: SyntaxTree.NodeID, in tree: SyntaxTree, lhs: String, rhs: String, fields known: Set<String>,
          computed: [String: SyntaxTree.NodeID] = [:]) {
        var builder = Builder(tree: tree, lhs: lhs, rhs: rhs, known: known, computed: computed)
        guard let term = builder.term(node, selfSide: nil) else { return nil }
        self.term = term
        self.fields = builder.read
    }

    /// What `==` answers for two view values; nil when it cannot be computed for them.
    public func evaluate(_ a: ViewValue, _ b: ViewValue) -> Bool? {
        evaluate(a: { a[$0] }, b: { b[$0] })
    }

    public func evaluate(a: (String) -> Value, b: (String) -> Value) -> Bool? {
        EqualityModel.value(term, a, b)?.boolValue
    }

    struct Builder {
        let tree: SyntaxTree
        let lhs: String, rhs: String
        let known: Set<String>
        let computed: [String: SyntaxTree.NodeID]
        var read = Set<String>()
        var inlining: [String] = []

        /// `selfSide`: inside a computed property's getter, which value `self` is.
        mutating func term(_ node: SyntaxTree.NodeID, selfSide: Int?) -> Term? {
            switch tree.kind(node) {
            case .integerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral:
                return Lowering.literalValue(tree.text(node)).map(Term.literal)
            case .memberAccess:
                guard let path = tree.memberPath(node) else {
                    // `.low`: an enum case, compared by name.
                    return Lowering.literalValue(tree.text(node)).map(Term.literal)
                }
                if path.count == 2, path[0] == lhs || path[0] == rhs {
                    return member(path[1], side: path[0] == lhs ? 0 : 1)
                }
                if path.count == 2, path[0] == "self", let side = selfSide { return member(path[1], side: side) }
                return nil
            case .identifier:
                guard let side = selfSide else { return nil }
                return member(tree.name(node), side: side)
            case .tupleExpr:
                let items = tree.children(node)
                guard items.count == 1, let inner = tree.firstChild(items.first!) else { return nil }
                return term(inner, selfSide: selfSide)
            case .prefixOperatorExpr:
                guard let operand = tree.firstChild(node), let t = term(operand, selfSide: selfSide) else { return nil }
                switch tree.name(node) {
                case "!": return .not(t)
                case "-": return .binary("-", .literal(.int(0)), t)
                default: return nil
                }
            case .call:
                let name = tree.calleeName(node)
                guard ["Int", "Double", "abs", "round"].contains(name), tree.arguments(node).count == 1,
                      let argument = tree.value(tree.arguments(node)[0]),
                      let t = term(argument, selfSide: selfSide) else { return nil }
                return .convert(name, t)
            case .sequenceExpr:
                // Operands and operators alternate; fold with Swift's precedence for the few we know.
                let parts = Array(tree.children(node))
                guard parts.count >= 3, parts.count % 2 == 1 else { return nil }
                var operands: [Term] = [], operators: [String] = []
                for (i, part) in parts.enumerated() {
                    if i % 2 == 0 {
                        guard let t = term(part, selfSide: selfSide) else { return nil }
                        operands.append(t)
                    } else {
                        guard tree.kind(part) == .binaryOperator else { return nil }
                        operators.append(tree.name(part))
                    }
                }
                return EqualityModel.fold(operands, operators)
            default:
                return nil
            }
        }

        /// A stored field of one side, or a computed property inlined with `self` that side.
        mutating func member(_ name: String, side: Int) -> Term? {
            if known.contains(name) {
                read.insert(name)
                return .field(side: side, name)
            }
            guard let getter = computed[name], !inlining.contains(name) else { return nil }
            inlining.append(name)
            defer { inlining.removeLast() }
            return body(of: getter, side: side)
        }

        /// A getter: one expression, `return e`, or a `switch` whose cases return values.
        mutating func body(of binding: SyntaxTree.NodeID, side: Int) -> Term? {
            var block = tree.child(binding, kind: .codeBlock)
            if block == nil, let accessors = tree.child(binding, kind: .accessorBlock) {
                block = tree.children(accessors).first { tree.nameEquals($0, "get") }.flatMap { tree.child($0, kind: .codeBlock) }
            }
            guard let block else { return nil }
            let items = Array(tree.children(block))
            guard items.count == 1 else { return nil }
            return statement(items[0], side: side)
        }

        mutating func statement(_ item: SyntaxTree.NodeID, side: Int) -> Term? {
            switch tree.kind(item) {
            case .returnStmt:
                return tree.firstChild(item).flatMap { term($0, selfSide: side) }
            case .switchStmt:
                guard let subjectNode = tree.firstChild(item), let subject = term(subjectNode, selfSide: side) else { return nil }
                var cases: [(Pattern, Term)] = []
                var fallback: Term?
                for c in tree.children(item) where tree.kind(c) == .switchCase {
                    let patterns = tree.children(c, kind: .caseItem)
                    let statements = tree.children(c).filter { tree.kind($0) != .caseItem }
                    guard statements.count == 1, let result = statement(statements[0], side: side) else { return nil }
                    if patterns.isEmpty { fallback = result; continue }
                    for p in patterns {
                        guard tree.child(p, kind: .whereClause) == nil, let node = tree.firstChild(p),
                              let pattern = pattern(node) else { return nil }
                        cases.append((pattern, result))
                    }
                }
                return .switchOn(subject, cases, fallback)
            default:
                return term(item, selfSide: side)
            }
        }

        /// `5`, `.low`, `0..<10`, `10...20`, `..<50`, `...9`, `90...`.
        func pattern(_ node: SyntaxTree.NodeID) -> Pattern? {
            let text = tree.text(node).filter { $0 != " " }
            if let v = Lowering.literalValue(text) { return .value(v) }
            let chars = Array(text)
            for (op, closed) in [("..<", false), ("...", true)] {
                let opChars = Array(op)
                guard let at = (0...max(0, chars.count - 3)).first(where: { chars.count >= 3 && Array(chars[$0..<$0 + 3]) == opChars }) else { continue }
                let lo = String(chars[..<at]), hi = String(chars[(at + 3)...])
                let lower = lo.isEmpty ? nil : Lowering.literalValue(lo)
                let upper = hi.isEmpty ? nil : Lowering.literalValue(hi)
                if !lo.isEmpty, lower == nil { return nil }
                if !hi.isEmpty, upper == nil { return nil }
                return .range(lower: lower, upper: upper, closed: closed)
            }
            return nil
        }
    }

    /// `??` is not folded: a custom `==` over optionals is not modelled.
    static func fold(_ operands: [Term], _ operators: [String]) -> Term? {
        guard !operators.isEmpty else { return operands.first }
        guard !operators.contains("??"), let split = BinaryOperators.split(operators),
              let left = fold(Array(operands[...split]), Array(operators[..<split])),
              let right = fold(Array(operands[(split + 1)...]), Array(operators[(split + 1)...])) else { return nil }
        return .binary(operators[split], left, right)
    }

    private static func value(_ t: Term, _ a: (String) -> Value, _ b: (String) -> Value) -> Value? {
        switch t {
        case .switchOn(let subject, let cases, let fallback):
            guard let v = value(subject, a, b) else { return nil }
            for (pattern, result) in cases {
                guard let matched = pattern.matches(v) else { return nil }
                if matched { return value(result, a, b) }
            }
            return fallback.flatMap { value($0, a, b) }
        case .field(let side, let name): return side == 0 ? a(name) : b(name)
        case .literal(let v): return v
        case .not(let inner): return value(inner, a, b)?.boolValue.map { .bool(!$0) }
        case .convert(let name, let inner):
            guard let v = value(inner, a, b), let x = v.number else { return nil }
            // Nil where Swift traps: `Int(_:)` of a value out of `Int`'s range, `abs(Int.min)`.
            switch name {
            case "Int": return Int(exactly: x.rounded(.towardZero)).map(Value.int)
            case "Double": return .double(x)
            case "round": return .double(x.rounded())
            default:
                if let i = v.intValue { return i == .min ? nil : .int(abs(i)) }
                return .double(abs(x))
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
                return BinaryOperators.compare(op, p, q).map(Value.bool)
            default:
                if let p = x.intValue, let q = y.intValue { return BinaryOperators.integer(op, p, q).map(Value.int) }
                guard let p = x.number, let q = y.number else { return nil }
                return BinaryOperators.double(op, p, q).map(Value.double)
            }
        }
    }
}
