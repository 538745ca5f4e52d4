import ViewLint

/// How a private `@State` collection is written in its file: only by replacing elements at
/// their index (`rows[i] = row`, `rows[i].done = true`), which inserts, removes or moves no row,
/// or also as a whole (`rows = …`, `rows.append(…)`, `$rows`, `&rows`). Seeding it in `init` is
/// no change; a local of the same name is not it.
enum InPlaceWrites {
    /// Members that only read a collection.
    static let reads: Set<String> = [
        "first", "last", "count", "isEmpty", "indices", "firstIndex", "lastIndex", "contains", "filter", "map",
        "compactMap", "flatMap", "enumerated", "sorted", "reversed", "prefix", "suffix", "reduce", "forEach",
        "allSatisfy", "startIndex", "endIndex", "index", "joined", "min", "max", "description", "dropFirst", "dropLast",
    ]

    /// The in-place writes, when every write of the collection is one.
    struct Found {
        /// The first in-place write's text.
        var first: String
        /// Every write changes an element's members (not its `id`) or puts back the element
        /// with the same `id` where `firstIndex(where:)` found it: each row keeps its element.
        var keepElements: Bool
    }

    /// The in-place writes when every write of `name` under `roots` (the owner's declaration
    /// and extensions) is in place; nil when one writes the collection as a whole or there is
    /// none.
    static func onlyInPlace(_ name: String, under roots: [SyntaxTree.NodeID], in tree: SyntaxTree) -> Found? {
        var inPlace: String?
        var keepElements = true
        var whole = false
        for root in roots where !whole {
            tree.walk(from: root) { id, _ in
                if whole { return .stop }
                let reference: SyntaxTree.NodeID
                switch tree.kind(id) {
                case .initDecl:
                    // `_rows = State(initialValue: …)` seeds the state; it does not change it.
                    return .skipChildren
                case .identifier where tree.name(id) == "$" + name || tree.name(id) == "_" + name:
                    whole = true
                    return .stop
                case .identifier where tree.name(id) == name:
                    if let up = tree.parent(id), tree.kind(up) == .memberAccess, tree.firstChild(up) != id { return .visitChildren }
                    // A local or parameter of the same name is not the state.
                    if LocalName(name, at: id, in: tree) != nil { return .visitChildren }
                    reference = id
                case .memberAccess where tree.name(id) == name:
                    guard let base = tree.memberBase(id), tree.kind(base) == .identifier, tree.nameEquals(base, "self") else {
                        return .visitChildren
                    }
                    reference = id
                default:
                    return .visitChildren
                }
                switch use(of: reference, in: tree) {
                case .read: break
                case .inPlace(let statement):
                    inPlace = inPlace ?? tree.excerpt(statement)
                    keepElements = keepElements && keepsElement(statement, of: name, in: tree)
                case .whole: whole = true
                }
                return .skipChildren
            }
        }
        guard !whole, let inPlace else { return nil }
        return Found(first: inPlace, keepElements: keepElements)
    }

    /// `rows[i].done = true` (a member other than `id`), or `rows[i] = row` inside
    /// `if let i = rows.firstIndex(where: { $0.id == row.id })`: the element at `i` stays the
    /// element it was, changed or put back.
    static func keepsElement(_ statement: SyntaxTree.NodeID, of name: String, in tree: SyntaxTree) -> Bool {
        guard var element = tree.firstChild(statement) else { return false }
        var members: [String] = []
        while tree.kind(element) == .memberAccess, let base = tree.memberBase(element) {
            members.append(tree.name(element))
            element = base
        }
        guard tree.kind(element) == .subscriptCall else { return false }
        // A method called on the element itself (`rows[i].reset()`) may make it another one.
        if tree.kind(statement) == .call { return members.count >= 2 && !members.contains("id") }
        if !members.isEmpty { return !members.contains("id") }
        // The whole element: put back where its own `id` was found.
        let parts = Array(tree.children(statement))
        guard parts.count == 3, tree.kind(parts[2]) == .identifier,
              let index = tree.arguments(element).first.flatMap(tree.value), tree.kind(index) == .identifier,
              let found = CollectionOrigin.local(named: tree.name(index), before: statement, in: tree),
              tree.kind(found) == .call, let callee = tree.firstChild(found), tree.kind(callee) == .memberAccess,
              tree.nameEquals(callee, "firstIndex"), let base = tree.memberBase(callee),
              tree.text(base).filter({ !$0.isWhitespace }) == name || tree.text(base).filter({ !$0.isWhitespace }) == "self." + name,
              let closure = (tree.trailingClosures(found) + tree.arguments(found)).compactMap(tree.value).first(where: { tree.kind($0) == .closure })
        else { return false }
        let value = tree.name(parts[2])
        let test = tree.closureItems(closure).map { tree.text($0) }.joined().filter { !$0.isWhitespace }
        return test == "$0.id==\(value).id" || test == "\(value).id==$0.id"
    }

    enum Use { case read, inPlace(SyntaxTree.NodeID), whole }

    private static func use(of reference: SyntaxTree.NodeID, in tree: SyntaxTree) -> Use {
        guard let parent = tree.parent(reference) else { return .read }
        if isAssigned(reference, in: tree) { return .whole }
        switch tree.kind(parent) {
        case .subscriptCall where tree.firstChild(parent) == reference:
            // `rows[i] = …`, `rows[i].done = …`, `rows[i].toggle()`: an element, at its place.
            var element = parent
            while let up = tree.parent(element), tree.kind(up) == .memberAccess, tree.firstChild(up) == element { element = up }
            // A member of an element read is no write; one assigned or called may be.
            let called = element != parent && tree.parent(element).map { tree.kind($0) == .call && tree.firstChild($0) == element } == true
            if isAssigned(element, in: tree) || called, let statement = tree.parent(element) { return .inPlace(statement) }
            return .read
        case .memberAccess where tree.firstChild(parent) == reference:
            return reads.contains(tree.name(parent)) ? .read : .whole
        case .inoutExpr:
            return .whole
        default:
            return .read
        }
    }

    /// `node = …`, `node += …`: the left side of an assignment.
    static func isAssigned(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let sequence = tree.parent(node), tree.kind(sequence) == .sequenceExpr, tree.firstChild(sequence) == node,
              let op = tree.children(sequence).dropFirst().first else { return false }
        return tree.kind(op) == .assignmentOperator || ViewUsage.isCompoundAssignment(op, in: tree)
    }
}
