// The few operations lowering can evaluate exactly (conditions must pick a branch:
// docs/SWIFTUI-MODEL.md rule 32), built as `Expr.derived`. Anything else is a function of its
// reads, whose result only tells the engine whether it changed — never a Bool a condition could
// use.

enum EngineExpressions {
    /// What an operation on values the engine does not know gives: unknown too, and changing
    /// when they do (a name made from them), never a value a condition could use; opaque
    /// inputs stay opaque.
    static func unknown(_ operation: String, _ inputs: [Value]) -> Value {
        if let opaque = inputs.first(where: \.isOpaque) { return opaque }
        var name = operation
        name += "("
        Value.describe(inputs, into: &name)
        name += ")"
        return .symbol(name, 0)
    }

    static func notNil(_ e: Expr) -> Expr {
        // An unknown function's result, or a value known only by name, may be nil: unknown,
        // never assumed present.
        let unknownFunction = e.isUnknownFunction
        return .derived("!= nil", [e]) { v in
            switch v[0] {
            case .opaque: return v[0]
            case .symbol: return unknown("!= nil", v)
            default: return unknownFunction ? unknown("!= nil", v) : .bool(v[0] != .none)
            }
        }
    }

    static func and(_ es: [Expr]) -> Expr {
        es.count == 1 ? es[0] : .derived("&&", es) { vs in
            if vs.contains(where: { $0.boolValue == false }) { return .bool(false) }
            if vs.contains(where: { $0.boolValue == nil }) { return unknown("&&", vs) }
            return .bool(true)
        }
    }

    static func or(_ es: [Expr]) -> Expr {
        es.count == 1 ? es[0] : .derived("||", es) { vs in
            if vs.contains(where: { $0.boolValue == true }) { return .bool(true) }
            if vs.contains(where: { $0.boolValue == nil }) { return unknown("||", vs) }
            return .bool(false)
        }
    }

    static func isEmpty(_ e: Expr) -> Expr {
        .derived("isEmpty", [e]) { v in
            switch v[0] {
            case .array(let a): return .bool(a.isEmpty)
            case .string(let s) where !s.hasPrefix("‹"): return .bool(s.isEmpty)
            default: return unknown("isEmpty", v)
            }
        }
    }

    static func ternary(_ c: Expr, _ a: Expr, _ b: Expr) -> Expr {
        .derived("?:", [c, a, b]) { v in
            guard let flag = v[0].boolValue else { return unknown("?:", v) }
            return flag ? v[1] : v[2]
        }
    }

    /// `==`, `!=`, `<`, `>`, `<=`, `>=` on values the engine holds exactly; `0..<n` ranges.
    static func binary(_ op: String, _ a: Expr, _ b: Expr) -> Expr? {
        switch op {
        case "==", "!=":
            return .derived(Derivation(op), [a, b]) { v in
                guard v[0].isExact, v[1].isExact else { return unknown(op, v) }
                return .bool((v[0] == v[1]) == (op == "=="))
            }
        case "<", ">", "<=", ">=":
            return .derived(Derivation(op), [a, b]) { v in
                guard let x = v[0].number, let y = v[1].number else { return unknown(op, v) }
                switch op {
                case "<": return .bool(x < y)
                case ">": return .bool(x > y)
                case "<=": return .bool(x <= y)
                default: return .bool(x >= y)
                }
            }
        case "..<", "...":
            return .derived(Derivation(op), [a, b]) { v in
                guard let lo = v[0].intValue, let hi = v[1].intValue else { return unknown(op, v) }
                let end = op == "..<" ? hi : hi + 1
                return .array(end > lo ? (lo..<end).map { .int($0) } : [])
            }
        default:
            return nil
        }
    }
}

extension Value {
    var isOpaque: Bool { if case .opaque = self { return true }; return false }
    /// Held exactly (not a placeholder or a function's result standing for an unknown value).
    var isExact: Bool {
        switch self {
        case .none, .bool, .int, .double: return true
        case .string(let s): return !s.hasPrefix("‹")
        default: return false
        }
    }
    var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}
