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
    /// The first read of another row's element by arithmetic on the position (`xs[index - 1]`),
    /// quoted: a row defined by its place next to the others (a level of a path), which keying
    /// by element would not make follow an element.
    var readsNeighbour: String?

    /// Nil when the rows' closure or its position parameter cannot be named (`$0`, a function
    /// passed as content). `collection`: the collection whose positions key the rows, when the
    /// code names one: a subscript of another collection by the position (`ids[offset]`) reads
    /// a parallel array, which keeps the position as data.
    init?(rows call: SyntaxTree.NodeID, shape: PositionKeyedRows.Shape, collection: SyntaxTree.NodeID? = nil, in tree: SyntaxTree) {
        guard let closure = Self.content(of: call, in: tree) else { return nil }
        let iterated = collection.map { Self.normalized(tree.text($0)) }
        let parameters = tree.closureParameterNames(closure)
        guard let first = parameters.first else { return nil }
        var usedAsData: String?
        var readsNeighbour: String?
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
            if let subscripted = Self.addresses(use, in: tree) {
                if Self.isIterated(subscripted, iterated, in: tree) {
                    readsElement = true
                } else if usedAsData == nil {
                    // Another collection at the row's position (`ids?[safe: offset]`): a parallel array.
                    usedAsData = tree.quoted(subscripted)
                }
            }
            if let found = Self.useAsData(use, iterated: iterated, in: tree) {
                if usedAsData == nil { usedAsData = found.quote }
                if readsNeighbour == nil, found.neighbour { readsNeighbour = found.quote }
            }
            return .visitChildren
        }
        self.usedAsData = usedAsData
        self.readsElement = readsElement
        self.readsNeighbour = readsNeighbour
    }

    /// A use of the position as data, quoted; `neighbour` when it reads the iterated
    /// collection at another position (`xs[index - 1]`).
    private struct Use {
        var quote: String
        var neighbour = false
    }

    /// `self.ids?`, `$names`: the stored path a subscript's base names, for comparison.
    static func normalized(_ text: String) -> String {
        var text = Substring(text.filter { !$0.isWhitespace })
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("$") { text = text.dropFirst() }
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        return String(text)
    }

    /// Whether `subscripted` reads the collection the rows iterate (any collection, when the
    /// code does not name it): the same path, the root of a slice of it (`prompts` of
    /// `prompts.prefix(4)`, whose indices are the root's), or the same member reached another
    /// way (`$0.values` in a store's closure for `viewStore.values`).
    /// Standard sequence methods whose result's positions are not the root's (an array's
    /// `enumerated()` offsets are its indices, so it is not one of them).
    private static let renumbering = ["sorted", "filter", "map", "compactMap", "flatMap", "reversed", "shuffled"]

    private static func isIterated(_ subscripted: SyntaxTree.NodeID, _ iterated: String?, in tree: SyntaxTree) -> Bool {
        guard let iterated, let base = tree.firstChild(subscripted) else { return true }
        let read = normalized(tree.text(base))
        if read == iterated { return true }
        // A slice keeps its root's indices; `sorted()`, `filter`, `map` and the like number
        // their result anew, so a read of the root by the rows' position is another array.
        if iterated.hasPrefix(read + ".") {
            let step = iterated.dropFirst(read.count + 1)
            return !renumbering.contains { step.hasPrefix($0) }
        }
        func member(_ path: String) -> Substring? {
            guard !path.contains("("), let dot = path.lastIndex(of: ".") else { return nil }
            return path[path.index(after: dot)...]
        }
        return member(read) != nil && member(read) == member(iterated)
    }

    /// The use of the position, quoted, when it is data of the row's own; nil when it is the
    /// address of an element (a subscript, an argument passed on) or where the row sits (a
    /// comparison with a literal or a count).
    /// `computed`: the position reached `use` through arithmetic (`(index + s) % n`): as an
    /// element's address it is another element than the row's own (a rotation, a neighbour).
    private static func useAsData(_ use: SyntaxTree.NodeID, iterated: String?, in tree: SyntaxTree, followingHelpers: Bool = true,
                                  computed: Bool = false) -> Use? {
        guard let parent = tree.parent(use) else { return nil }
        switch tree.kind(parent) {
        case .memberAccess where tree.firstChild(parent) == use:
            // A method or property of the position itself: `offset.isMultiple(of: 2)`.
            if let call = tree.parent(parent), tree.kind(call) == .call, tree.firstChild(call) == parent { return Use(quote: tree.quoted(call)) }
            return Use(quote: tree.quoted(parent))
        case .argument:
            guard let holder = tree.parent(parent) else { return nil }
            switch tree.kind(holder) {
            case .stringLiteral: return Use(quote: tree.quoted(holder)) // shown: `"\(i + 1)."`
            case .call:
                guard let callee = tree.firstChild(holder) else { return nil }
                if tree.kind(callee) == .memberAccess, tree.nameEquals(callee, "tag") { return Use(quote: tree.quoted(holder)) }
                // Made a length (`CGFloat(index) * rowHeight`): a place in the layout, not an address.
                if tree.kind(callee) == .identifier, Self.measures.contains(tree.name(callee)), tree.arguments(holder).count == 1,
                   tree.label(parent).isEmpty { return Use(quote: tree.quoted(holder)) }
                if followingHelpers, let inHelper = helperUse(passing: parent, to: holder, iterated: iterated, in: tree) { return inHelper }
                // A number made of the position and handed on (`number: index + 1`): data, not an address.
                return computed ? Use(quote: tree.quoted(parent)) : nil
            case .subscriptCall where computed:
                return Use(quote: tree.quoted(holder), neighbour: isIterated(holder, iterated, in: tree) && iterated != nil)
            case .tupleExpr where tree.children(holder).count == 1:
                // `(index + s)`: parentheses only.
                return useAsData(holder, iterated: iterated, in: tree, followingHelpers: followingHelpers, computed: computed)
            default: return nil
            }
        case .switchStmt where tree.firstChild(parent) == use:
            // Content picked by the place (`case 0:` the first row's symbol): the row means its position.
            return Use(quote: "`switch \(tree.excerpt(use))`")
        case .sequenceExpr:
            let parts = Array(tree.children(parent))
            guard let at = parts.firstIndex(of: use) else { return nil }
            let assigned = parts.firstIndex { tree.kind($0) == .assignmentOperator || ViewUsage.isCompoundAssignment($0, in: tree) }
            if let assigned, assigned < at { return Use(quote: tree.quoted(parent)) }
            let comparisons = parts.filter { tree.kind($0) == .binaryOperator && Self.comparisons.contains(tree.name($0)) }
            if !comparisons.isEmpty {
                let measured = parts.contains { part in
                    if tree.kind(part) == .integerLiteral { return true }
                    let text = tree.text(part)
                    return text.contains(".count") || text.contains(".endIndex") || text.contains(".indices")
                }
                // A stored position compared with the row's is a selection kept by index.
                let equality = comparisons.contains { tree.nameEquals($0, "==") || tree.nameEquals($0, "!=") }
                return !measured && equality ? Use(quote: tree.quoted(parent)) : nil
            }
            // Arithmetic on the position: what the result is used for decides.
            let arithmetic = parts.contains { tree.kind($0) == .binaryOperator && Self.arithmetic.contains(tree.name($0)) }
            return useAsData(parent, iterated: iterated, in: tree, followingHelpers: followingHelpers, computed: computed || arithmetic)
        default:
            return nil
        }
    }

    /// The position passed to a helper method of the rows' own type (`self.meridiem(offset:
    /// offset, …)`): its use as data inside the helper, one level down (`offset.isAM`).
    private static func helperUse(passing argument: SyntaxTree.NodeID, to call: SyntaxTree.NodeID, iterated: String?,
                                  in tree: SyntaxTree) -> Use? {
        guard let helper = SameTypeHelper(call, in: tree), let local = helper.parameterName(for: argument, in: tree) else { return nil }
        var found: Use?
        tree.walk(from: helper.body) { id, _ in
            guard found == nil else { return .stop }
            if tree.kind(id) == .identifier, tree.name(id) == local,
               let use = useAsData(id, iterated: iterated, in: tree, followingHelpers: false) {
                found = Use(quote: "\(use.quote) in `\(helper.name)`", neighbour: use.neighbour)
            }
            return .visitChildren
        }
        return found
    }

    /// The subscript `use` is, or is computed into, the index of (`items[i]`,
    /// `items[(i + s) % n]`): the row reads an element through its position.
    private static func addresses(_ use: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var current = use
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .sequenceExpr, .tupleExpr: current = parent
            case .argument:
                guard let holder = tree.parent(parent) else { return nil }
                if tree.kind(holder) == .subscriptCall { return holder }
                guard tree.kind(holder) == .tupleExpr else { return nil }
                current = parent
            default: return nil
            }
        }
        return nil
    }

    private static let comparisons: Set<String> = ["<", "<=", ">", ">=", "==", "!="]
    private static let arithmetic: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-"]
    /// Floating-point types: a position converted to one is a measure (an offset, an angle).
    private static let measures: Set<String> = ["CGFloat", "Double", "Float"]

    /// The rows' closure names its parameters and reads none of them (`{ _ in Placeholder() }`):
    /// every row is the same view, so no row shows something another row could take over,
    /// whatever keys them.
    static func ignoresParameters(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let closure = content(of: call, in: tree) else { return false }
        let parameters = tree.closureParameterNames(closure)
        // No parameter list: the rows may read `$0`.
        guard !parameters.isEmpty else { return false }
        let named = Set(parameters.filter { $0 != "_" })
        guard !named.isEmpty else { return true }
        var read = false
        tree.walk(from: closure) { id, _ in
            switch tree.kind(id) {
            case .closureSignature: return .skipChildren
            case .identifier where named.contains(tree.name(id)): read = true; return .stop
            default: return .visitChildren
            }
        }
        return !read
    }

    /// Whether the rows' closure may build a view of the project, which may keep state: a call
    /// of a project view type, or of a function (a helper may build one).
    static func mayBuildProjectViews(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        guard let closure = content(of: call, in: tree) else { return true }
        var found = false
        tree.walk(from: closure) { id, _ in
            guard tree.kind(id) == .call, !tree.isMethodCall(id) else { return .visitChildren }
            let name = tree.calleeName(id)
            if name.first?.isLowercase == true || !index.viewTypes(named: name).isEmpty { found = true; return .stop }
            return .visitChildren
        }
        return found
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
