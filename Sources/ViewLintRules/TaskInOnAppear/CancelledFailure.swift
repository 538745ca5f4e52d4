import ViewLint

/// Code after the task's first `await` that, on a branch, leaves the screen or opens something
/// else (pops a navigation path, dismisses, pushes, opens a URL) with no check of cancellation
/// in the task (review s14 #34). The work often reports a cancelled request as a failure
/// (`try?` gives nil, a `Bool` result false): under `.task`, leaving the view cancels the work,
/// and that branch would then run as the view goes, a path the `Task` never took.
struct CancelledFailure: Sendable {
    /// "`routerPath.path.popLast()` at line 97".
    let described: String

    static func find(in task: SyntaxTree.NodeID, in tree: SyntaxTree) -> CancelledFailure? {
        guard let body = tree.trailingClosures(task).first.flatMap({ tree.value($0) }) ?? tree.argument(task, labelled: "operation"),
              tree.kind(body) == .closure else { return nil }
        // A task that checks cancellation itself already tells the two apart: a name in its
        // code (`Task.isCancelled`, `try Task.checkCancellation()`, `catch is CancellationError`),
        // not a word in a comment or a string.
        let checks = tree.descendants(of: body, kind: .memberAccess).contains { cancellationChecks.contains(tree.name($0)) }
            || tree.descendants(of: body, kind: .identifier).contains { cancellationChecks.contains(tree.name($0)) }
            || tree.descendants(of: body, kind: .simpleType).contains { cancellationChecks.contains(tree.name($0)) }
        if checks { return nil }
        guard let firstAwait = tree.descendants(of: body, kind: .awaitExpr).map({ tree.byteRange($0).lowerBound }).min() else { return nil }
        for call in tree.descendants(of: body, kind: .call) where tree.byteRange(call).lowerBound > firstAwait && leaves(call, in: tree) {
            // On a branch decided after the `await`: what the result of the work chose.
            guard branch(around: call, within: body, after: firstAwait, in: tree) else { continue }
            let callee = tree.firstChild(call).map { tree.text($0).filter { !$0.isWhitespace } } ?? tree.calleeName(call)
            return CancelledFailure(described: "`\(MessageText.excerpt(callee, limit: 40))(…)` at line \(tree.location(call).line)")
        }
        return nil
    }

    /// An `if`, `guard` or `switch` between `call` and `body` that starts after the `await`.
    static let cancellationChecks: Set<String> = ["isCancelled", "checkCancellation", "CancellationError"]

    private static func branch(around call: SyntaxTree.NodeID, within body: SyntaxTree.NodeID, after offset: Int, in tree: SyntaxTree) -> Bool {
        var current = call
        while let parent = tree.parent(current), parent != body {
            if [.ifStmt, .guardStmt, .switchStmt].contains(tree.kind(parent)), tree.byteRange(parent).lowerBound > offset { return true }
            current = parent
        }
        return false
    }

    /// A call that takes the user somewhere: back (`path.popLast()`, `dismiss()`), forward
    /// (`path.append(…)`, `push(…)`), or out of the app (`open(url)`, `openURL(url)`).
    private static func leaves(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        let name = tree.calleeName(call)
        let hasArgument = !tree.arguments(call).isEmpty
        if !tree.isMethodCall(call) {
            return name == "dismiss" || (name == "openURL" && hasArgument)
        }
        guard let callee = tree.firstChild(call), let base = tree.memberBase(callee) else { return false }
        let onPath = tree.memberNames(in: base).last.map { $0.lowercased().hasSuffix("path") || $0.lowercased().contains("router") } ?? false
        switch name {
        case "open", "openURL": return hasArgument
        case "dismiss", "popViewController", "popToRootViewController", "push", "pushViewController", "navigate": return true
        case "popLast", "removeLast", "removeAll", "append": return onPath
        default: return false
        }
    }
}
