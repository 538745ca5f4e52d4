import ViewLint

/// How position-keyed rows use their position: as the address of an element (`items[i]`,
/// `delete(at: i)`, `onTap(index)`), as where the row sits (`i < items.count - 1`), or as data
/// of their own (`selected = i`, `.tag(i)`, `offset.isMultiple(of: 2) ? "AM" : "PM"`). Rows that mean their position ("option number
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
            if Self.addresses(use, in: tree) { readsElement = true }
            if usedAsData == nil { usedAsData = Self.useAsData(use, in: tree) }
            return .visitChildren
        }
        self.usedAsData = usedAsData
        self.readsElement = readsElement
    }

    /// The use of the position, quoted, when it is data of the row's own; nil when it is the
    /// address of an element (a subscript, an argument passed on) or where the row sits (a
    /// comparison with a literal or a count).
    /// `computed`: the position reached `use` through arithmetic (`(index + s) % n`): as an
    /// element's address it is another element than the row's own (a rotation, a neighbour).
    private static func useAsData(_ use: SyntaxTree.NodeID, in tree: SyntaxTree, followingHelpers: Bool = true,
                                  computed: Bool = false) -> String? {
        guard let parent = tree.parent(use) else { return nil }
        switch tree.kind(parent) {
        case .memberAccess where tree.firstChild(parent) == use:
            // A method or property of the position itself: `offset.isMultiple(of: 2)`.
            if let call = tree.parent(parent), tree.kind(call) == .call, tree.firstChild(call) == parent { return tree.quoted(call) }
            return tree.quoted(parent)
        case .argument:
            guard let holder = tree.parent(parent) else { return nil }
            switch tree.kind(holder) {
            case .stringLiteral: return tree.quoted(holder) // shown: `"\(i + 1)."`
            case .call:
                guard let callee = tree.firstChild(holder) else { return nil }
                if tree.kind(callee) == .memberAccess, tree.nameEquals(callee, "tag") { return tree.quoted(holder) }
                // Made a length (`CGFloat(index) * rowHeight`): a place in the layout, not an address.
                if tree.kind(callee) == .identifier, Self.measures.contains(tree.name(callee)), tree.arguments(holder).count == 1,
                   tree.label(parent).isEmpty { return tree.quoted(holder) }
                return followingHelpers ? helperUse(passing: parent, to: holder, in: tree) : nil
            case .subscriptCall where computed:
                return tree.quoted(holder)
            case .tupleExpr where tree.children(holder).count == 1:
                // `(index + s)`: parentheses only.
                return useAsData(holder, in: tree, followingHelpers: followingHelpers, computed: computed)
            default: return nil
            }
        case .sequenceExpr:
            let parts = Array(tree.children(parent))
            guard let at = parts.firstIndex(of: use) else { return nil }
            let assigned = parts.firstIndex { tree.kind($0) == .assignmentOperator || ViewUsage.isCompoundAssignment($0, in: tree) }
            if let assigned, assigned < at { return tree.quoted(parent) }
            let comparisons = parts.filter { tree.kind($0) == .binaryOperator && Self.comparisons.contains(tree.name($0)) }
            if !comparisons.isEmpty {
                let measured = parts.contains { part in
                    if tree.kind(part) == .integerLiteral { return true }
                    let text = tree.text(part)
                    return text.contains(".count") || text.contains(".endIndex") || text.contains(".indices")
                }
                // A stored position compared with the row's is a selection kept by index.
                let equality = comparisons.contains { tree.nameEquals($0, "==") || tree.nameEquals($0, "!=") }
                return !measured && equality ? tree.quoted(parent) : nil
            }
            // Arithmetic on the position: what the result is used for decides.
            let arithmetic = parts.contains { tree.kind($0) == .binaryOperator && Self.arithmetic.contains(tree.name($0)) }
            return useAsData(parent, in: tree, followingHelpers: followingHelpers, computed: computed || arithmetic)
        default:
            return nil
        }
    }

    /// The position passed to a helper method of the rows' own type (`self.meridiem(offset:
    /// offset, …)`): its use as data inside the helper, one level down (`offset.isAM`).
    private static func helperUse(passing argument: SyntaxTree.NodeID, to call: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard let helper = SameTypeHelper(call, in: tree), let local = helper.parameterName(for: argument, in: tree) else { return nil }
        var found: String?
        tree.walk(from: helper.body) { id, _ in
            guard found == nil else { return .stop }
            if tree.kind(id) == .identifier, tree.name(id) == local, let use = useAsData(id, in: tree, followingHelpers: false) {
                found = "\(use) in `\(helper.name)`"
            }
            return .visitChildren
        }
        return found
    }

    /// Whether `use` is, or is computed into, the index of a subscript (`items[i]`,
    /// `items[(i + s) % n]`): the row reads an element through its position.
    private static func addresses(_ use: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var current = use
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .sequenceExpr, .tupleExpr: current = parent
            case .argument:
                guard let holder = tree.parent(parent) else { return false }
                if tree.kind(holder) == .subscriptCall { return true }
                guard tree.kind(holder) == .tupleExpr else { return false }
                current = parent
            default: return false
            }
        }
        return false
    }

    private static let comparisons: Set<String> = ["<", "<=", ">", ">=", "==", "!="]
    private static let arithmetic: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-"]
    /// Floating-point types: a position converted to one is a measure (an offset, an angle).
    private static let measures: Set<String> = ["CGFloat", "Double", "Float"]

    /// The rows' closure: the trailing one, or the `content:` argument.
    private static func content(of call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        if let trailing = tree.trailingClosures(call).first, let closure = tree.firstChild(trailing), tree.kind(closure) == .closure {
            return closure
        }
        if let argument = tree.argument(call, labelled: "content"), tree.kind(argument) == .closure { return argument }
        return nil
    }
}
