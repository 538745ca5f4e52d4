/// Recognises expressions that produce a different value every time they are evaluated:
/// `UUID()`, `Date()`, `Date.now`, `Int.random(in:)`, and what is derived from them without
/// losing the difference (`UUID().uuidString`, `"row-\(UUID())"`, `Date().timeIntervalSince1970`).
///
/// Deliberately narrow: `Date().formatted(.dateTime.day())` is the same all day, so only
/// derivations that keep every bit of the fresh value count.
public enum FreshValue {
    /// What makes the value fresh, for messages (`UUID()`); nil when the expression is stable
    /// as far as syntax can tell. Closures are not looked into: they run later, if at all.
    public static func describe(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        switch tree.kind(expression) {
        case .call:
            let arguments = tree.arguments(expression)
            guard let callee = tree.firstChild(expression) else { return nil }
            if tree.kind(callee) == .identifier, arguments.isEmpty, tree.trailingClosures(expression).isEmpty {
                if tree.nameEquals(callee, "UUID") { return "UUID()" }
                if tree.nameEquals(callee, "Date") { return "Date()" }
            }
            if tree.kind(callee) == .memberAccess, tree.nameEquals(callee, "random") {
                if let base = tree.memberBase(callee) {
                    guard tree.kind(base) == .identifier, randomTypes.contains(tree.name(base)) else { return nil }
                    return tree.name(base) + ".random(…)"
                }
                return ".random(…)"
            }
            // A method called on a fresh value (`UUID().uuidString.lowercased()`).
            if tree.kind(callee) == .memberAccess, let base = tree.memberBase(callee),
               let inner = describe(base, in: tree), keepsFreshness(tree.name(callee), of: inner) {
                return inner
            }
            return nil
        case .memberAccess:
            guard let base = tree.memberBase(expression) else { return nil }
            if tree.kind(base) == .identifier, tree.nameEquals(base, "Date"), tree.nameEquals(expression, "now") {
                return "Date.now"
            }
            if let inner = describe(base, in: tree), keepsFreshness(tree.name(expression), of: inner) { return inner }
            return nil
        case .stringLiteral, .sequenceExpr, .tupleExpr, .argument, .arrayLiteral:
            for child in tree.children(expression) {
                if let inner = describe(child, in: tree) { return inner }
            }
            return nil
        case .tryExpr, .awaitExpr, .postfixOperatorExpr:
            return tree.firstChild(expression).flatMap { describe($0, in: tree) }
        default:
            return nil
        }
    }

    /// The same analysis for an initializer the index keeps as text (it keeps byte ranges, not
    /// nodes): the text is parsed as `let v = text` and its value described as above.
    public static func describe(initializer text: String) -> String? {
        let tree = SyntaxTree.parse(SourceFile(path: "<initializer>", text: "let v = " + text))
        var pending = [tree.root]
        while let node = pending.popLast() {
            if tree.kind(node) == .initializerClause { return tree.firstChild(node).flatMap { describe($0, in: tree) } }
            pending.append(contentsOf: tree.children(node).reversed())
        }
        return nil
    }

    static let randomTypes: Set<String> = [
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Bool",
    ]

    /// Members that carry a fresh value's uniqueness along.
    static func keepsFreshness(_ member: String, of source: String) -> Bool {
        if source == "UUID()" {
            return ["uuidString", "hashValue", "description", "uuid", "lowercased", "uppercased"].contains(member)
        }
        if source == "Date()" || source == "Date.now" {
            return ["timeIntervalSince1970", "timeIntervalSinceReferenceDate", "description", "hashValue"].contains(member)
        }
        return false
    }
}
