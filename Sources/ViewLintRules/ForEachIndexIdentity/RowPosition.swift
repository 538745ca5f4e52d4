import ViewLint

/// How position-keyed rows use their position: as the address of an element (`items[i]`,
/// `delete(at: i)`), or as data of their own (`selected = i`, `onTap(index)`,
/// `offset.isMultiple(of: 2) ? "AM" : "PM"`). Rows that mean their position ("option number
/// i", "half-day n") are not made right by keying them by element, and rows that read no element
/// show nothing another element could replace.
struct RowPosition: Sendable {
    /// The first use of the position as data, quoted for a message.
    var usedAsData: String?
    /// Whether a row reads its element, through the position or as the enumerated element.
    var readsElement: Bool

    /// Nil when the rows' closure or its position parameter cannot be named (`$0`, a function
    /// passed as content).
    init?(rows call: SyntaxTree.NodeID, shape: PositionKeyedRows.Shape, in tree: SyntaxTree) {
        guard let closure = Self.content(of: call, in: tree) else { return nil }
        let parameters = tree.closureParameterNames(closure)
        guard let first = parameters.first else { return nil }
        var usedAsData: String?
        var readsElement = false
        // Enumerated rows either name both parts (`offset, element in`) or one pair (`pair in`,
        // read as `pair.offset` / `pair.element`).
        let splitPair = shape == .enumerated && parameters.count == 2
        let position = splitPair || shape != .enumerated ? first : nil
        let pair = shape == .enumerated && parameters.count == 1 ? first : nil
        let element = splitPair ? parameters[1] : nil
        tree.walk(from: closure) { id, _ in
            guard tree.kind(id) == .identifier else { return .visitChildren }
            let name = tree.name(id)
            if name == element { readsElement = true; return .visitChildren }
            var use = id
            if let pair, name == pair {
                guard let parent = tree.parent(id), tree.kind(parent) == .memberAccess else { return .visitChildren }
                if tree.nameEquals(parent, "element") || tree.nameEquals(parent, "1") { readsElement = true; return .visitChildren }
                guard tree.nameEquals(parent, "offset") || tree.nameEquals(parent, "0") else { return .visitChildren }
                use = parent
            } else if name != position || name == "_" {
                return .visitChildren
            }
            if let argument = tree.parent(use), tree.kind(argument) == .argument,
               let holder = tree.parent(argument), tree.kind(holder) == .subscriptCall { readsElement = true }
            if case .data(let quoted) = Self.classify(use, in: tree), usedAsData == nil { usedAsData = quoted }
            return .visitChildren
        }
        self.usedAsData = usedAsData
        self.readsElement = readsElement
    }

    private enum Use {
        /// `items[i]`, `titles[i]`, `items.remove(at: i)`, `delete(at: i)`: the position used
        /// as the address of an element, here or in a collection beside it.
        case address
        /// `i < items.count - 1`, `i == 0`: where the row sits (a divider), not what it means.
        case layout
        /// `selected = i`, `.tag(i)`, `selected == i`, `Text("\(i + 1).")`, `i.isMultiple(of: 2)`.
        case data(String)
    }

    private static func classify(_ use: SyntaxTree.NodeID, in tree: SyntaxTree) -> Use {
        guard let parent = tree.parent(use) else { return .address }
        switch tree.kind(parent) {
        case .memberAccess where tree.firstChild(parent) == use:
            // A method or property of the position itself: `offset.isMultiple(of: 2)`.
            if let call = tree.parent(parent), tree.kind(call) == .call, tree.firstChild(call) == parent { return .data(tree.quoted(call)) }
            return .data(tree.quoted(parent))
        case .argument:
            guard let holder = tree.parent(parent) else { return .address }
            switch tree.kind(holder) {
            case .subscriptCall: return .address
            case .stringLiteral: return .data(tree.quoted(holder)) // shown: `"\(i + 1)."`
            case .call:
                if let callee = tree.firstChild(holder), tree.kind(callee) == .memberAccess, tree.nameEquals(callee, "tag") {
                    return .data(tree.quoted(holder))
                }
                return .address
            default: return .address
            }
        case .sequenceExpr:
            let parts = Array(tree.children(parent))
            guard let at = parts.firstIndex(of: use) else { return .address }
            let operators = parts.filter { tree.kind($0) == .binaryOperator || tree.kind($0) == .assignmentOperator }
            let assignment = parts.firstIndex { part in
                tree.kind(part) == .assignmentOperator
                    || (tree.kind(part) == .binaryOperator && tree.name(part).hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(tree.name(part)))
            }
            if let assignment, assignment < at { return .data(tree.quoted(parent)) }
            let comparisons: Set<String> = ["<", "<=", ">", ">=", "==", "!="]
            let compared = operators.filter { comparisons.contains(tree.name($0)) }
            if !compared.isEmpty {
                let measured = parts.contains { part in
                    if tree.kind(part) == .integerLiteral { return true }
                    let text = tree.text(part)
                    return text.contains(".count") || text.contains(".endIndex") || text.contains(".indices")
                }
                if measured { return .layout }
                // A stored position compared with the row's: a selection kept by index.
                return compared.contains(where: { tree.nameEquals($0, "==") || tree.nameEquals($0, "!=") }) ? .data(tree.quoted(parent)) : .layout
            }
            // Arithmetic on the position: what the result is used for decides.
            return classify(parent, in: tree)
        default:
            return .address
        }
    }

    /// The rows' closure: the trailing one, or the `content:` argument.
    private static func content(of call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        if let trailing = tree.trailingClosures(call).first, let closure = tree.firstChild(trailing), tree.kind(closure) == .closure {
            return closure
        }
        if let argument = tree.argument(call, labelled: "content"), tree.kind(argument) == .closure { return argument }
        return nil
    }
}
