import ViewLint

/// `.scrollPosition(id: $page)` on a scroll view around rows keyed by position (a project's
/// wrapper such as `.scrollPositionPlease(id:)` too): it scrolls to and reports those keys, so
/// rows keyed by their elements need `page` to hold an element's key instead of an index.
enum ScrollPositionKeys {
    /// The modifier's name and the state its `id:` binds, if one is applied around the rows.
    static func binding(around rows: SyntaxTree.NodeID, in tree: SyntaxTree) -> (modifier: String, state: String)? {
        var node = tree.parent(rows)
        while let id = node {
            switch tree.kind(id) {
            case .funcDecl, .variableDecl, .initDecl, .structDecl, .classDecl, .extensionDecl:
                return nil
            case .call where tree.isMethodCall(id) && tree.calleeName(id).hasPrefix("scrollPosition"):
                if let value = tree.argument(id, labelled: "id"), tree.kind(value) == .identifier, tree.name(value).hasPrefix("$") {
                    return (tree.calleeName(id), String(tree.name(value).dropFirst()))
                }
            default:
                break
            }
            node = tree.parent(id)
        }
        return nil
    }

    /// The help, with what keying by element asks of the scroll position first.
    static func help(_ help: String, around rows: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        guard let (modifier, state) = binding(around: rows, in: tree) else { return help }
        return "`.\(modifier)(id: $\(state))` scrolls by these position keys: if you key rows by their elements, make `\(state)` hold an element's key instead of an index. \(help)"
    }
}
