// Which methods of a class or actor run to their end without suspending (review s18: UTM's
// `await remoteClient.startScanning()` hops to an actor whose method only starts a `Task` of its
// own, and PocketCasts' `loadOfferInfo()` is `async` with no `await`): a task awaiting only such
// calls ends at once, so nothing is left running when the view goes away.

extension ClassFacts {
    /// The instance methods' names, and those of them every declaration of which ends at once.
    static func instanceMethods(_ members: MemberScan, in tree: SyntaxTree) -> (all: Set<String>, endingAtOnce: Set<String>) {
        let methods = members.members.filter { $0.kind == .funcDecl && !$0.isStatic }
        let all = Set(methods.map { tree.name($0.id) })
        let suspending = Set(methods.filter { !endsAtOnce($0.id, in: tree) }.map { tree.name($0.id) })
        return (all, all.subtracting(suspending))
    }

    /// Whether a function runs to its end without suspending (see `methodsEndingAtOnce`).
    static func endsAtOnce(_ function: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        let isAsync = tree.child(function, kind: .effects).map { effects in
            tree.text(effects).split(whereSeparator: { !$0.isLetter }).contains("async")
        } ?? false
        guard isAsync else { return true }
        guard let body = tree.child(function, kind: .codeBlock) else { return false }
        var awaits = false
        tree.walk(from: body) { id, _ in
            switch tree.kind(id) {
            case .closure, .funcDecl: return .skipChildren
            case .awaitExpr: awaits = true
            case .forStmt: if tree.isForAwait(id) { awaits = true }
            default: break
            }
            return awaits ? .stop : .visitChildren
        }
        return !awaits
    }
}
