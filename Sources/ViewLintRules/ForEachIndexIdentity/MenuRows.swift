import ViewLint

/// Rows that are a menu's items (a `Menu`'s content, a `.contextMenu`'s items): SwiftUI shows them
/// as platform menu items (UIMenu / NSMenu), which keep no state of their own and play no
/// insertion, removal or move animations (docs/SWIFTUI-MODEL.md rule 53). Keyed by position, such
/// a row loses nothing when another element takes its place, unless a view of this project in
/// it holds state: that the caller checks.
enum MenuRows {
    /// "a `Menu`'s items" when the rows are built in a menu's content in the same body, else nil.
    /// The nearest menu decides: rows in a `Menu`'s label are not its items.
    static func menu(around rows: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        var node = rows
        while let parent = tree.parent(node) {
            switch tree.kind(parent) {
            case .funcDecl, .initDecl, .variableDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return nil
            case .argument, .trailingClosure:
                guard let call = tree.parent(parent), tree.kind(call) == .call else { break }
                switch tree.calleeName(call) {
                case "Menu":
                    return tree.controlClosureRole(parent, in: call) == .content ? "a `Menu`'s items" : nil
                case "contextMenu":
                    return isContextMenuItems(parent, in: call, tree: tree) ? "a `.contextMenu`'s items" : nil
                default:
                    break
                }
            default:
                break
            }
            node = parent
        }
        return nil
    }

    /// `.contextMenu { items }`, `.contextMenu(menuItems:)`, `.contextMenu(forSelectionType:menu:)`;
    /// not its `preview:`.
    private static func isContextMenuItems(_ argument: SyntaxTree.NodeID, in call: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        let label = tree.label(argument)
        if label == "menuItems" || label == "menu" { return true }
        guard label.isEmpty else { return false }
        let unlabelled = tree.children(call).filter { tree.kind($0) == .trailingClosure && tree.label($0).isEmpty }
        let labelledItems = tree.children(call).contains { tree.kind($0) == .argument && ["menuItems", "menu"].contains(tree.label($0)) }
        return !labelledItems && unlabelled.first == argument
    }
}
