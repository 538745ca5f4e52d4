import ViewLint

/// What the code around the rows says of their collection's count: an `if xs.count > 3` (or
/// `xs.isEmpty`) the rows are shown under holds of every state the experiment may count, and a
/// slice with literal bounds (`xs[0 ..< 3]`) always has the same count. An edit that breaks one
/// would count rows the code does not show (review s7: mlem MarkdownWithLinkList:90).
enum HeldCounts {
    /// The bounds on the count of `collection` (the rows' data, as written) from the `if`s
    /// between `rows` and the declaration that holds them.
    static func bounds(of collection: SyntaxTree.NodeID, rows: SyntaxTree.NodeID, in tree: SyntaxTree) -> CountBounds {
        var bounds = CountBounds()
        // The rows' count against their base's: `xs[a...]` has `a` fewer, `xs[a ..< b]` always `b - a`.
        var base = collection
        var offset = 0
        if tree.kind(collection) == .subscriptCall, let b = tree.firstChild(collection),
           let argument = tree.arguments(collection).first, tree.arguments(collection).count == 1,
           let range = tree.value(argument) {
            if let (low, high, closed) = literalRange(range, in: tree) {
                let n = high - low + (closed ? 1 : 0)
                bounds.require(atLeast: n)
                bounds.require(atMost: n)
                bounds.reasons.append("`\(tree.excerpt(collection))` at \(EditPlan.elements(n))")
                return bounds
            }
            if tree.kind(range) == .postfixOperatorExpr, tree.nameEquals(range, "..."),
               let low = tree.firstChild(range).flatMap({ literal($0, in: tree) }) {
                base = b
                offset = low
            }
        }
        let baseText = tree.text(base)
        var current = rows
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .funcDecl, .initDecl, .accessorDecl, .variableDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl:
                return bounds
            case .ifStmt:
                let parts = Array(tree.children(parent))
                guard parts.count >= 2, current != parts[0] else { break }
                let held = current == parts[1]
                let conditions = Array(tree.children(parts[0]))
                // A false list of several conditions says nothing of each one.
                guard held || conditions.count == 1 else { break }
                for condition in conditions {
                    guard let (low, high) = countBounds(condition, of: baseText, held: held, in: tree) else { continue }
                    if let low { bounds.require(atLeast: max(0, low - offset)) }
                    if let high { bounds.require(atMost: max(0, high - offset)) }
                    let text = "`\(tree.excerpt(condition))`"
                    bounds.reasons.append(held ? "\(text) true" : "\(text) false")
                }
            default:
                break
            }
            current = parent
        }
        return bounds
    }

    /// `xs.count > 3`, `xs.isEmpty`, `!xs.isEmpty` on a base spelled `base`: the counts it
    /// allows when it comes out `held` (nil for another condition).
    static func countBounds(_ condition: SyntaxTree.NodeID, of base: String, held: Bool,
                            in tree: SyntaxTree) -> (Int?, Int?)? {
        switch tree.kind(condition) {
        case .prefixOperatorExpr where tree.nameEquals(condition, "!"):
            return tree.firstChild(condition).flatMap { countBounds($0, of: base, held: !held, in: tree) }
        case .memberAccess where tree.nameEquals(condition, "isEmpty"):
            guard let receiver = tree.memberBase(condition), tree.text(receiver) == base else { return nil }
            return held ? (nil, 0) : (1, nil)
        case .sequenceExpr:
            guard let (left, operatorNode, right) = tree.binaryOperation(condition), tree.kind(left) == .memberAccess,
                  tree.nameEquals(left, "count"), let receiver = tree.memberBase(left), tree.text(receiver) == base,
                  let n = literal(right, in: tree) else { return nil }
            let op = held ? tree.name(operatorNode) : negated(tree.name(operatorNode))
            switch op {
            case ">": return (n + 1, nil)
            case ">=": return (n, nil)
            case "<": return (nil, n - 1)
            case "<=": return (nil, n)
            case "==": return (n, n)
            default: return nil
            }
        default:
            return nil
        }
    }

    static func negated(_ op: String) -> String {
        switch op {
        case ">": return "<="
        case ">=": return "<"
        case "<": return ">="
        case "<=": return ">"
        case "==": return "!="
        case "!=": return "=="
        default: return ""
        }
    }

    /// `a ..< b` / `a ... b` of integer literals.
    static func literalRange(_ range: SyntaxTree.NodeID, in tree: SyntaxTree) -> (Int, Int, Bool)? {
        guard let (left, op, right) = tree.binaryOperation(range), tree.nameEquals(op, "..<") || tree.nameEquals(op, "..."),
              let low = literal(left, in: tree), let high = literal(right, in: tree) else { return nil }
        return (low, high, tree.nameEquals(op, "..."))
    }

    static func literal(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Int? {
        tree.kind(node) == .integerLiteral ? Int(String(tree.text(node).filter { $0 != "_" })) : nil
    }
}
