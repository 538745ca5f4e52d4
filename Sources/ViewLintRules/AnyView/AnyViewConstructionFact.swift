import ViewLint

/// A stored `AnyView` (or a closure making one) holds what each construction passes: its erased
/// type can change for one view only if one construction passes different types over time.
extension AnyViewRule {
    static let oneTypePerConstruction = StoredArgumentFact(
        settles: { value, tree, _ in passesOneType(value, in: tree) },
        follows: { $0.contains("AnyView") })

    /// `nil`, `AnyView(SomeView(…)…)`, or a closure returning one: one erased type at that site.
    static func passesOneType(_ value: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        switch tree.kind(value) {
        case .nilLiteral:
            return true
        case .call:
            guard tree.calleeName(value) == "AnyView", !tree.isMethodCall(value),
                  let content = tree.firstUnlabelledArgument(value) ?? tree.argument(value, labelled: "erasing") else { return false }
            return wrappedRootName(content, in: tree) != nil
        case .closure:
            let items = tree.closureItems(value)
            guard items.count == 1, var item = items.first else { return false }
            if tree.kind(item) == .returnStmt, let returned = tree.firstChild(item) { item = returned }
            return tree.kind(item) == .call && passesOneType(item, in: tree)
        default:
            return false
        }
    }
}
