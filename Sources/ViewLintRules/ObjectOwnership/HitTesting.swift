import ViewLint

extension ObjectOwnershipRule {
    /// `.allowsHitTesting(false)` in the modifier chain of `call` (before or after it): no tap,
    /// swipe or context menu reaches the views the object is handed to, so what they change only
    /// in such actions they cannot change there (review s9: IceCubesApp EditorView:175, a reply
    /// preview whose router is written only by taps).
    static func hitTestingOff(around call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        func isOff(_ node: SyntaxTree.NodeID) -> Bool {
            guard tree.kind(node) == .call, tree.calleeName(node) == "allowsHitTesting",
                  let value = tree.firstUnlabelledArgument(node) else { return false }
            return tree.kind(value) == .booleanLiteral && tree.text(value) == "false"
        }
        // Outward: `call.a(…).allowsHitTesting(false)`.
        var node = call
        while let member = tree.parent(node), tree.kind(member) == .memberAccess, tree.memberBase(member) == node,
              let outer = tree.parent(member), tree.kind(outer) == .call, tree.firstChild(outer) == member {
            if isOff(outer) { return outer }
            node = outer
        }
        // Inward: `content.allowsHitTesting(false).a(…).environment(…)`.
        node = call
        while let callee = tree.firstChild(node), tree.kind(callee) == .memberAccess, let base = tree.memberBase(callee),
              tree.kind(base) == .call {
            if isOff(base) { return base }
            node = base
        }
        return nil
    }
}
