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

    /// The first in-place write's text when every write of `name` under `roots` (the owner's
    /// declaration and extensions) is in place; nil when one writes the collection as a whole
    /// or there is none.
    static func onlyInPlace(_ name: String, under roots: [SyntaxTree.NodeID], in tree: SyntaxTree) -> String? {
        var inPlace: String?
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
                case .inPlace(let statement): inPlace = inPlace ?? tree.excerpt(statement)
                case .whole: whole = true
                }
                return .skipChildren
            }
        }
        return whole ? nil : inPlace
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
    private static func isAssigned(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let sequence = tree.parent(node), tree.kind(sequence) == .sequenceExpr, tree.firstChild(sequence) == node,
              let op = tree.children(sequence).dropFirst().first else { return false }
        return tree.kind(op) == .assignmentOperator || ViewUsage.isCompoundAssignment(op, in: tree)
    }
}
