import ViewLint

/// What the conditions an experiment holds say about the view's fields: a field (or a part of
/// one) compared with an enum case (`config.kind == .template` held true). A parent argument
/// chosen by the same comparison at the construction (`keys: model.config.kind == .entity ?
/// model.keys : []`, with `config: $model.config`) takes one branch whenever the flagged code
/// is built: when that branch is a constant, the parent cannot pass a new value there.
struct HeldCaseFacts: Sendable {
    /// "config.kind" → the case it is compared with, and whether it equals it.
    private var facts: [String: (value: String, equal: Bool)] = [:]
    /// The fields compared with a case.
    var roots: Set<String> { Set(facts.keys.compactMap { $0.split(separator: ".").first.map(String.init) }) }

    init(_ selectors: [HeldCondition]) {
        for selector in selectors {
            guard let actual = selector.actual, case .bool(let held) = selector.held else { continue }
            collect(actual, holds: held, fields: selector.reads)
        }
    }

    var isEmpty: Bool { facts.isEmpty }

    /// `fields`: the view's fields the condition reads (a row's element read like one is not).
    private mutating func collect(_ e: Expr, holds: Bool, fields: Set<String>) {
        guard case .derived(let derivation, let parts, _) = e else { return }
        switch derivation.name {
        case "&&" where holds, "||" where !holds:
            parts.forEach { collect($0, holds: holds, fields: fields) }
        case "!" where parts.count == 1:
            collect(parts[0], holds: !holds, fields: fields)
        case "==", "!=":
            guard parts.count == 2, let (path, value) = Self.comparison(parts[0], parts[1]) ?? Self.comparison(parts[1], parts[0]),
                  let root = path.split(separator: ".").first, fields.contains(String(root)) else { return }
            let equal = (derivation.name == "==") == holds
            // Two facts about one path: keep an equality, which decides more.
            if let known = facts[path], known.equal, !equal { return }
            facts[path] = (value, equal)
        default:
            return
        }
    }

    /// A path compared with an enum case (`.template`).
    private static func comparison(_ a: Expr, _ b: Expr) -> (String, String)? {
        guard case .literal(.string(let value)) = b, value.hasPrefix("."), let path = path(a) else { return nil }
        return (path, value)
    }

    /// `config.kind` as the lowering holds it: a field read, a model property, or a part of a
    /// field held as an unknown function of it (its text).
    private static func path(_ e: Expr) -> String? {
        switch e {
        case .read(let name): return name
        case .property(let holder, let property): return holder + "." + property
        case .member(let base, let name): return path(base).map { $0 + "." + name }
        case .derived(let derivation, _, _) where derivation.isUnknownFunction:
            var text = derivation.name
            if text.hasPrefix("self.") { text.removeFirst(5) }
            return text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) ? text : nil
        default: return nil
        }
    }

    /// What the held conditions decide about a ternary `c ? a : b` passed at `call` (a
    /// construction of the view whose fields the facts are about, with its memberwise
    /// initializer): the branch taken (a node), nil when they do not decide it.
    func chosenBranch(of value: SyntaxTree.NodeID, at call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        guard let (condition, then, otherwise) = Self.ternary(value, in: tree),
              let truth = decides(condition, at: call, in: tree) else { return nil }
        return truth ? then : otherwise
    }

    /// Whether a ternary's condition at `call` reads a field the held conditions compare with a
    /// case (through the argument passed for it): a choice they may fix.
    func overlaps(_ value: SyntaxTree.NodeID, at call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let (condition, _, _) = Self.ternary(value, in: tree) else { return false }
        var found = false
        for operand in condition {
            tree.walk(from: operand) { id, _ in
                guard !found, let path = tree.memberPath(id) else { return found ? .stop : .visitChildren }
                if let translated = Self.translate(path, at: call, in: tree), let root = translated.first, roots.contains(root) { found = true }
                return .skipChildren
            }
        }
        return found
    }

    /// `condition` (`model.config.kind == .entity`) in the view's own terms (`config.kind`,
    /// through `config: $model.config`), decided by a held comparison with a case.
    private func decides(_ condition: [SyntaxTree.NodeID], at call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool? {
        guard condition.count == 3, tree.kind(condition[1]) == .binaryOperator else { return nil }
        let op = tree.name(condition[1])
        guard op == "==" || op == "!=" else { return nil }
        func isCase(_ node: SyntaxTree.NodeID) -> Bool { tree.kind(node) == .memberAccess && tree.memberBase(node) == nil }
        let (lhs, rhs) = (condition[0], condition[2])
        let (subject, caseNode) = isCase(rhs) ? (lhs, rhs) : isCase(lhs) ? (rhs, lhs) : (lhs, lhs)
        guard subject != caseNode, let path = tree.memberPath(subject),
              let translated = Self.translate(path, at: call, in: tree),
              let fact = facts[translated.joined(separator: ".")] else { return nil }
        let compared = "." + tree.name(caseNode)
        let equal: Bool
        if fact.equal { equal = compared == fact.value } else if compared == fact.value { equal = false } else { return nil }
        return equal == (op == "==")
    }

    /// A path the parent reads (`model.config.kind`) as the constructed view's field
    /// (`config.kind`): through the argument passing its prefix (`config: $model.config`).
    private static func translate(_ path: [String], at call: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String]? {
        let path = path.first == "self" ? Array(path.dropFirst()) : path
        for argument in tree.arguments(call) where !tree.label(argument).isEmpty {
            guard let value = tree.value(argument), var passed = tree.memberPath(value) else { continue }
            if passed.first?.hasPrefix("$") == true { passed[0].removeFirst() }
            if passed.first == "self" { passed.removeFirst() }
            if passed.first == "" { passed.removeFirst() }
            guard !passed.isEmpty, path.count >= passed.count, Array(path.prefix(passed.count)) == passed else { continue }
            return [tree.label(argument)] + path.dropFirst(passed.count)
        }
        return nil
    }

    /// `c ? x : y` (parentheses around it looked through): the parts of its condition (`a == b`
    /// is three), and its branches.
    private static func ternary(_ value: SyntaxTree.NodeID, in tree: SyntaxTree)
        -> (condition: [SyntaxTree.NodeID], then: SyntaxTree.NodeID, otherwise: SyntaxTree.NodeID)? {
        var node = value
        while tree.kind(node) == .tupleExpr, tree.children(node).count == 1, let inner = tree.firstChild(node).flatMap(tree.firstChild) {
            node = inner
        }
        guard tree.kind(node) == .sequenceExpr else { return nil }
        let parts = Array(tree.children(node))
        // Unfolded: `a == b ? x : y` is [a, ==, b, ?x:, y]; only the ternary's own condition.
        guard parts.count >= 3, tree.kind(parts[parts.count - 2]) == .ternaryOperator,
              !parts.dropLast(2).contains(where: { tree.kind($0) == .ternaryOperator || tree.kind($0) == .assignmentOperator }),
              let then = tree.firstChild(parts[parts.count - 2]) else { return nil }
        return (Array(parts.dropLast(2)), then, parts[parts.count - 1])
    }
}
