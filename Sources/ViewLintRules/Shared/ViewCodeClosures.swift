import ViewLint

/// Closures in view code that SwiftUI runs in response to events, not to build content.
enum ViewCodeClosure {
    static let actionModifiers: Set<String> = [
        "onAppear", "onDisappear", "task", "onChange", "onReceive", "onTapGesture", "onLongPressGesture", "onSubmit",
        "refreshable", "onDelete", "onMove", "onInsert", "onDrop", "onOpenURL", "onContinueUserActivity", "onHover",
        "simultaneousGesture", "onEnded", "onChanged", "onCommand", "onExitCommand", "onKeyPress",
    ]

    /// A closure SwiftUI runs in response to an event rather than to build content: a
    /// modifier's action, or the action of a `Button`.
    static func isAction(_ closure: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let (call, label) = tree.receivingCall(of: closure) else { return false }
        let name = tree.calleeName(call)
        if label == "action" || label == "perform" || actionModifiers.contains(name) { return true }
        // `Button("Title") { action }` and `Button { action } label: { … }`: the first trailing closure.
        if name == "Button", label.isEmpty {
            return tree.trailingClosures(call).first.flatMap { tree.value($0) } == closure
        }
        return false
    }
}
