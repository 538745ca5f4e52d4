import ViewLint

/// The view an `.id(…)` re-keys, when it is made only of SwiftUI's own views that keep no state
/// a new identity could lose (`HStack { Spacer(); ProgressView(); Spacer() }`) and carries no
/// `.task`, `onAppear` or `onDisappear` (review s14 #19). A new identity then costs a new subtree
/// and restarts what those views animate themselves (a spinner's turn, a transition): nothing the
/// user entered or chose. An indeterminate `ProgressView` that stops, or no longer shows, in a
/// reused `List` row is a reason developers give for such an id (openradar 33204155: an activity
/// indicator stops after cell reuse; comments beside `.id(UUID())` in public apps: "fixes
/// progress view being invisible"), so removing it is not offered as free.
enum StatelessSubtree {
    /// Built-in views with no state of their own beyond their animation: no text being edited,
    /// no scroll offset, no expansion or selection kept inside.
    static let views: Set<String> = [
        "Text", "Image", "Label", "ProgressView", "Spacer", "Divider", "HStack", "VStack", "ZStack",
        "Group", "EmptyView", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
    ]
    /// Values made inside such views' arguments.
    static let values: Set<String> = ["Font", "CGFloat", "Double", "Int", "String", "LocalizedStringKey", "Angle", "EdgeInsets"]
    /// The tests of a `#if` clause (`#if os(iOS)`): compile-time conditions, not views.
    static let compilationTests: Set<String> = ["os", "arch", "canImport", "targetEnvironment", "swift", "compiler", "hasFeature", "hasAttribute"]
    /// Modifiers that start work or run code when the view comes and goes: what a new identity restarts.
    static let lifecycle: Set<String> = ["task", "onAppear", "onDisappear", "onReceive", "onChange"]

    /// Whether the view `.id` is applied to (the receiver of `call`) is one.
    static func holdsNothing(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let callee = tree.firstChild(call), let receiver = tree.memberBase(callee) else { return false }
        var stateless = true
        var sawView = false
        tree.walk(from: receiver) { id, _ in
            switch tree.kind(id) {
            case .call:
                let name = tree.calleeName(id)
                if tree.isMethodCall(id) || tree.isImplicitMemberCall(id) {
                    if lifecycle.contains(name) { stateless = false }
                } else if views.contains(name) {
                    sawView = true
                } else if !values.contains(name), !compilationTests.contains(name) {
                    // A view of the project or a package, or a value the list does not know.
                    stateless = false
                }
            case .closure:
                // A view builder's statements: each a view call, never a name of a view held elsewhere.
                for item in tree.closureItems(id) where !isCallChain(item, in: tree) { stateless = false }
            default:
                break
            }
            return stateless ? .visitChildren : .stop
        }
        return stateless && sawView && isCallChain(receiver, in: tree)
    }

    /// `ProgressView()`, `Text("…").font(.title)`: a call, or a chain of method calls on one.
    private static func isCallChain(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        // `view #if os(iOS) .modifier(…) #endif`: the modifiers under `#if` are walked as calls.
        if tree.kind(node) == .postfixIfConfig { return tree.firstChild(node).map { isCallChain($0, in: tree) } ?? false }
        guard tree.kind(node) == .call, let callee = tree.firstChild(node) else { return false }
        guard tree.kind(callee) == .memberAccess, let base = tree.memberBase(callee) else { return tree.kind(callee) == .identifier }
        return isCallChain(base, in: tree)
    }
}
