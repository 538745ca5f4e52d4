import ViewLint

/// Whether a task's own code can suspend. A task that never suspends runs to its end in one go
/// (a hop to the next main-actor turn): cancelling it would change nothing, so it is not
/// reported. An `await` suspends unless it awaits a method of a project class or actor held by
/// the view whose every declaration ends at once (`ProjectModel.methodEndsAtOnce`: not `async`,
/// or `async` with no `await` of its own), as `await client.startScanning()` hopping to an actor
/// that only starts a `Task` of its own does (review s18: UTM, PocketCasts).
struct TaskSuspension {
    let tree: SyntaxTree
    let index: ProjectModel
    /// The view whose `onAppear` starts the task.
    let owner: String?

    func suspends(_ task: SyntaxTree.NodeID) -> Bool {
        guard let operation = tree.trailingClosures(task).first.flatMap({ tree.value($0) }) ?? tree.argument(task, labelled: "operation") else {
            return false
        }
        var found = false
        tree.walk(from: operation) { id, _ in
            switch tree.kind(id) {
            case .closure where id != operation:
                return .skipChildren
            case .awaitExpr:
                if !awaitsOnlyAMethodEndingAtOnce(id) { found = true }
            case .forStmt:
                // `for await x in s`, `for try await x in s`
                if tree.isForAwait(id) { found = true }
            default:
                break
            }
            return found ? .stop : .visitChildren
        }
        return found
    }

    /// `await model.load()` (or `try await`) where `model` is a property of the view whose type is
    /// a project class or actor and `load` ends at once there; its arguments await nothing.
    private func awaitsOnlyAMethodEndingAtOnce(_ awaitExpression: SyntaxTree.NodeID) -> Bool {
        guard var call = tree.firstChild(awaitExpression) else { return false }
        if tree.kind(call) == .tryExpr, let inner = tree.firstChild(call) { call = inner }
        guard tree.kind(call) == .call, tree.isMethodCall(call), let callee = tree.firstChild(call),
              let base = tree.memberBase(callee), tree.kind(base) == .identifier,
              tree.descendants(of: call, kind: .awaitExpr).isEmpty,
              let type = propertyType(tree.name(base)) else { return false }
        return index.methodEndsAtOnce(tree.name(callee), ofType: type)
    }

    /// The simple type name of the view's property `name`: a stored property's written type, or
    /// a computed one's annotation in this file.
    private func propertyType(_ name: String) -> String? {
        guard let owner else { return nil }
        if let stored = index.viewType(named: owner)?.storedProperties.first(where: { $0.name == name }) {
            return HeldObject.simpleTypeName(stored.typeText.isEmpty ? HeldObject.constructedType(stored.initializerText) : stored.typeText)
        }
        for binding in tree.descendants(kind: .patternBinding) where tree.name(binding) == name && tree.isComputed(binding)
            && tree.enclosingTypeName(binding) == owner {
            guard let annotation = tree.child(binding, kind: .typeAnnotation).flatMap({ tree.firstChild($0) }) else { return nil }
            return HeldObject.simpleTypeName(tree.text(annotation))
        }
        return nil
    }
}
