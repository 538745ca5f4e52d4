import ViewLint

/// `Task { … }` started in `onAppear`: unstructured work that nothing cancels when the view
/// goes away, where `.task` would be cancelled on disappear.
public struct TaskInOnAppearRule: Rule {
    public static let description = RuleDescription(
        id: "task_in_onappear",
        name: "Task in onAppear",
        summary: "`Task { … }` started in `onAppear` instead of `.task`",
        rationale: """
            A `Task { … }` created in `onAppear` is an unstructured task: it belongs to no view. \
            When the view disappears — the user navigates back, a row scrolls away, the identity \
            is replaced — the task keeps running: a request finishes and writes into state nobody \
            shows, a `for await` loop listens forever, and every new appearance starts one more. \
            `.task { … }` runs the same work on appear and SwiftUI cancels it when the view \
            disappears; `.task(id:)` also cancels and restarts it when the id changes. Work meant \
            to finish whatever the screen does (a task that installs, saves, uploads, deletes or \
            exports) is not reported: cancelling it with the view would be the bug.

            The default severity is warning, and the reference engine decides each finding: it \
            takes the view away while its task runs and brings it back, five times, and counts the \
            tasks still running once the view is gone, as written and with the work in `.task`. As \
            written each removal leaves one running and each return starts another beside them; \
            in `.task` each is cancelled. Cancellation is cooperative: it stops the work where it \
            checks (`try Task.checkCancellation()`, `Task.sleep`, `URLSession`), and work that never \
            checks runs to its end. A task kept in a property and cancelled in `onDisappear` is \
            not reported, and put to the experiment it is refuted: the cancel runs, nothing is \
            left. The experiment assumes the work is still going when the view goes away and \
            belongs to the view, and says both. Work that goes only to what outlives the view that \
            goes away — the enclosing view's model, from a context menu's or a sheet's content, or \
            an object the view is given — keeps its result: whether it should stop then is the \
            user's call, so the finding stays unconfirmed and offers no autofix. Work that is only \
            a call through a protocol (a property typed `any P`, a generic model) with no name of a \
            fetch or a load may be a save that must finish: the engine cannot read it, and the \
            finding stays unconfirmed. \
            Where the work is one method of an object the view makes (`await tracker.load()`) that \
            begins by returning unless its own loading state is idle and changes that state before \
            its work, one object runs one load at a time: the summary says so, and that each new \
            view makes its own object; an object the view may share leaves the count unconfirmed. \
            A screen that pushes over itself (`path.push`, `path.append`, `NavigationLink`) \
            disappears then too, and `.task` would cancel the work on that push: the summary and \
            help say so, and no autofix is offered. \
            A task that never awaits finishes at once and is not reported.
            """,
        howToFix: """
            Move the work into `.task { … }` (or `.task(id: value) { … }` to restart when `value` \
            changes). If the work must outlive the view, keep the `Task` in a property and cancel \
            it in `onDisappear`, or start it from the model that owns it.
            """,
        category: .state,
        defaultSeverity: .warning,
        fixSafety: .safe,
        triggeringExamples: TaskInOnAppearRuleExamples.triggering,
        nonTriggeringExamples: TaskInOnAppearRuleExamples.nonTriggering,
        corrections: TaskInOnAppearRuleExamples.corrections
    )

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<UncancelledTask>] {
        let tree = file.tree
        var matches: [RuleMatch<UncancelledTask>] = []
        file.walk(.call) { id in
            guard tree.kind(id) == .call, file.viewCode.contains(id), file.calleeName(id) == "onAppear",
                  tree.isMethodCall(id) || tree.isImplicitMemberCall(id),
                  let action = TaskInOnAppearRule.action(of: id, in: tree) else { return .visitChildren }
            // A window's root content in an `App` or `Scene` disappears with the window: work
            // started there lives as long as the app's window anyway.
            if let owner = tree.enclosingTypeName(id), let families = context.index.viewType(named: owner)?.families,
               families.contains(.app) || families.contains(.scene) { return .visitChildren }
            // A sentinel that hides itself (`if !loadingMore { Spacer().onAppear { loadingMore = true; Task … } }`)
            // needs its task to outlive it: `.task` would be cancelled at once.
            if TaskInOnAppearRule.removesItsOwnView(id, action: action, in: tree) { return .visitChildren }
            for task in TaskInOnAppearRule.tasks(startedBy: action, in: tree) {
                if !TaskSuspension(tree: tree, index: context.index, owner: tree.enclosingTypeName(id)).suspends(task) || TaskInOnAppearRule.isCancelled(task, in: tree)
                    || TaskInOnAppearRule.hasLastingEffect(task, in: tree) { continue }
                var site = UncancelledTask(onAppear: id, action: action, task: task)
                site.keeper = TaskWorkKeeper.outliving(site, in: tree, index: context.index)
                site.onceGuard = OnceGuard.find(task, action: action, view: tree.enclosingTypeName(id).flatMap { context.index.viewType(named: $0) },
                                                in: tree)
                site.push = ChildPush.find(from: id, in: tree)
                site.cancelledFailure = CancelledFailure.find(in: task, in: tree)
                matches.append(RuleMatch(finding(for: site, in: file), site: site))
            }
            return .visitChildren
        }
        return matches
    }

    private func finding(for site: UncancelledTask, in file: LintFile) -> Finding {
        let tree = file.tree
        let detached = tree.calleeName(site.task) == "detached"
        let message = detached
            ? "`Task.detached` started in `onAppear` keeps running after the view disappears; nothing cancels it"
            : "`Task` started in `onAppear` keeps running after the view disappears; nothing cancels it"
        // `.task` takes a closure that cannot throw: a `Task` body that throws would not compile there.
        let throwing = tree.trailingClosures(site.task).first.flatMap { tree.value($0) }.map { Self.throwsOut(of: $0, in: tree) } ?? false
        // Where someone who outlives the view keeps the work's result, cancelling it is the user's call.
        // Where the screen pushes a child over itself, `.task` would stop the work on that push too.
        // Where a cancelled work's failure branch would navigate, the rewrite needs a check the
        // developer must place: no autofix.
        // `Task.detached` runs its work off the main actor; `.task`'s closure in a view runs on it
        // (`View` is `@MainActor`): moved there as it is, a synchronous walk would block the UI.
        let fix = detached || throwing || site.keeper != nil || site.push != nil || site.cancelledFailure != nil
            ? nil : TaskInOnAppearRule.fix(site, in: tree)
        var help: String
        if detached, site.keeper == nil, !throwing {
            help = "Start the work in `.task { … }`, keeping synchronous work in a `nonisolated` async function it awaits: `.task`'s "
                + "closure runs on the main actor, where what the detached task ran off it would block the UI, while a `nonisolated` "
                + "async function runs off it and is cancelled with the view where it checks for cancellation."
        } else if fix != nil {
            help = "Use `.task { … }`: SwiftUI starts it on appear and cancels it when the view disappears."
        } else if let keeper = site.keeper, let kept = keeper.reached.first {
            let gone = keeper.presentation.map { "\($0) closes" } ?? "the view goes away"
            help = "Keep the `Task` if `\(kept)` should finish the work after \(gone); otherwise use `.task { … }`, which cancels it then."
        } else if let once = site.onceGuard, !throwing {
            // `.task` runs on every appearance; the flag set before the work would stop a load
            // cancelled half-way from ever running again.
            help = "Start the work in `.task { … }`, which SwiftUI cancels when the view disappears; it runs on each appearance, "
                + "so set `\(once.flag)` after the work finishes to run it once."
        } else if throwing {
            help = "Start the work in `.task { do { … } catch { … } }`, which SwiftUI cancels when the view disappears; its closure cannot throw, so handle the errors inside."
        } else {
            help = "Start the work in `.task { … }` (or `.task(id:)`), which SwiftUI cancels when the view disappears."
        }
        if let push = site.push, site.keeper == nil {
            help += " This screen also pushes over itself (\(push.described)), which makes it disappear too: "
                + "`.task` would cancel the work then, so keep the `Task` if it should go on while a child is shown."
        }
        if let failure = site.cancelledFailure, site.keeper == nil {
            help += " Under `.task`, leaving the view cancels the work, and the code after `await` that acts on a failed result "
                + "(\(failure.described)) would then run: check `Task.isCancelled` before acting on a failure."
        }
        return finding(message, at: tree.nameRange(ofCallee: site.task), in: file, help: help, fix: fix)
    }

    /// The closure `onAppear` runs: its trailing closure or `perform:` argument.
    static func action(of onAppear: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        let closure = tree.trailingClosures(onAppear).first.flatMap { tree.value($0) } ?? tree.argument(onAppear, labelled: "perform")
        return closure.flatMap { tree.kind($0) == .closure ? $0 : nil }
    }

    /// `Task { … }`, `Task(priority:) { … }`, `Task.detached { … }` run by the action itself:
    /// directly, under `if`/`guard`/`do`, or in a closure that runs right away
    /// (`withAnimation`, `DispatchQueue.main.async`). A task in a closure stored for later (a
    /// notification observer, a button made here) is not started by the appearance.
    static func tasks(startedBy action: SyntaxTree.NodeID, in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        var found: [SyntaxTree.NodeID] = []
        tree.walk(from: action) { id, _ in
            switch tree.kind(id) {
            case .closure where id != action:
                guard let (call, _) = tree.receivingCall(of: id),
                      immediateRunners.contains(tree.calleeName(call)) else { return .skipChildren }
            case .funcDecl:
                return .skipChildren
            case .variableDecl where tree.child(id, kind: .patternBinding).map(tree.isComputed) ?? false:
                return .skipChildren
            case .call:
                if isTaskStart(id, in: tree) { found.append(id) }
            default:
                break
            }
            return .visitChildren
        }
        return found
    }

    static let immediateRunners: Set<String> = ["withAnimation", "withTransaction", "async", "asyncAfter", "run", "perform"]

    /// `Task { }`, `Task<Void, Never> { }`, `Task(priority: .high) { }`, `Task.detached { }`
    /// (`_Concurrency.Task` too), with the operation as a closure.
    static func isTaskStart(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let callee = tree.firstChild(call) else { return false }
        let hasOperation = tree.trailingClosures(call).first.map { tree.label($0).isEmpty } ?? false
            || tree.arguments(call).contains { tree.label($0) == "operation" }
        guard hasOperation else { return false }
        if tree.isMethodCall(call) {
            // `Task.detached`, `Task.init`, `_Concurrency.Task`.
            guard tree.kind(callee) == .memberAccess, let base = tree.memberBase(callee) else { return false }
            if tree.nameEquals(callee, "detached") || tree.nameEquals(callee, "init") { return isTaskType(base, in: tree) }
            return tree.nameEquals(callee, "Task") && tree.kind(base) == .identifier && tree.nameEquals(base, "_Concurrency")
        }
        return !tree.isImplicitMemberCall(call) && isTaskType(callee, in: tree)
    }

    private static func isTaskType(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        switch tree.kind(expression) {
        case .identifier: return tree.nameEquals(expression, "Task")
        case .specializeExpr: return tree.firstChild(expression).map { isTaskType($0, in: tree) } ?? false
        default: return false
        }
    }

    /// Verbs of work whose point is a change that must complete whatever the screen does:
    /// `.task` would cancel an install or a save half-way when the user navigates away.
    static let lastingVerbs: Set<String> = [
        "install", "save", "upload", "submit", "delete", "purchase", "migrate", "export", "import", "write", "publish",
        "persist",
    ]

    /// Whether the task calls something named for lasting work (`checkOrInstall()`,
    /// `Installer.install(…)`, `saveDraft()`): it is meant to outlive the view.
    static func hasLastingEffect(_ task: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: task) { id, _ in
            if tree.kind(id) == .call, id != task,
               camelCaseWords(tree.calleeName(id)).contains(where: { lastingVerbs.contains($0) }) { found = true }
            return found ? .stop : .visitChildren
        }
        return found
    }

    /// `checkOrInstall` → check, or, install.
    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = [], current = ""
        for c in name {
            if c.isUppercase, !current.isEmpty { words.append(current.lowercased()); current = "" }
            if c.isLetter { current.append(c) } else if !current.isEmpty { words.append(current.lowercased()); current = "" }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Whether the action writes a name that an `if` around the modified view reads: the
    /// appearance removes the view it is attached to.
    static func removesItsOwnView(_ onAppear: SyntaxTree.NodeID, action: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var written = Set<String>()
        tree.walk(from: action) { id, _ in
            switch tree.kind(id) {
            case .closure where id != action: return .skipChildren
            case .sequenceExpr:
                let parts = Array(tree.children(id))
                if parts.count == 3, tree.kind(parts[1]) == .assignmentOperator {
                    let names = tree.memberNames(in: parts[0])
                    if let root = names.first(where: { $0 != "self" }) { written.insert(root) }
                }
            default: break
            }
            return .visitChildren
        }
        guard !written.isEmpty else { return false }
        var node = onAppear
        while let parent = tree.parent(node) {
            switch tree.kind(parent) {
            case .funcDecl, .variableDecl, .initDecl, .closure:
                return false
            case .ifStmt:
                if let conditions = tree.child(parent, kind: .conditionList),
                   !written.isDisjoint(with: tree.referencedNames(in: conditions)) { return true }
            default:
                break
            }
            node = parent
        }
        return false
    }

    /// A task kept (`loading = Task { … }`, `let t = Task { … }` then stored) whose holder is
    /// cancelled somewhere in the same type: `loading?.cancel()` in `onDisappear`, say.
    static func isCancelled(_ task: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let holder = storedName(of: task, in: tree) else { return false }
        let scope = tree.enclosingTypeDeclaration(task) ?? tree.root
        var cancelled = false
        tree.walk(from: scope) { id, _ in
            guard tree.kind(id) == .call, tree.calleeName(id) == "cancel", tree.isMethodCall(id),
                  let callee = tree.firstChild(id), let base = tree.memberBase(callee) else { return .visitChildren }
            if mentions(base, holder, in: tree) || cancelsEach(id, of: holder, in: tree) {
                cancelled = true
                return .stop
            }
            return .visitChildren
        }
        return cancelled
    }

    private static func mentions(_ expression: SyntaxTree.NodeID, _ name: String, in tree: SyntaxTree) -> Bool {
        tree.referencedNames(in: expression).contains(name) || tree.memberNames(in: expression).contains(name)
    }

    /// `tasks.forEach { $0.cancel() }` or `for task in tasks { task.cancel() }`.
    private static func cancelsEach(_ cancel: SyntaxTree.NodeID, of holder: String, in tree: SyntaxTree) -> Bool {
        guard let container = tree.ancestor(of: cancel, in: [.closure, .forStmt]) else { return false }
        if tree.kind(container) == .forStmt {
            return tree.children(container).dropFirst().first.map { mentions($0, holder, in: tree) } ?? false
        }
        guard let (call, _) = tree.receivingCall(of: container), let callee = tree.firstChild(call),
              let base = tree.memberBase(callee) else { return false }
        return mentions(base, holder, in: tree)
    }

    /// The last name of what the task is assigned to or bound to, if it is kept.
    static func storedName(of task: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        var node = task
        while let parent = tree.parent(node), [.postfixOperatorExpr, .tryExpr, .awaitExpr].contains(tree.kind(parent)) { node = parent }
        guard let parent = tree.parent(node) else { return nil }
        switch tree.kind(parent) {
        case .sequenceExpr:
            let parts = Array(tree.children(parent))
            guard parts.count == 3, parts[2] == node, tree.kind(parts[1]) == .assignmentOperator else { return nil }
            return tree.memberNames(in: parts[0]).last
        case .initializerClause:
            return tree.parent(parent).map { tree.name($0) }
        case .argument:
            // `tasks.append(Task { … })`, `tasks.insert(Task { … })`: kept in a collection.
            guard let (call, _) = tree.receivingCall(of: node), tree.isMethodCall(call),
                  let callee = tree.firstChild(call), let base = tree.memberBase(callee) else { return nil }
            return tree.memberNames(in: base).last
        default:
            return nil
        }
    }

    /// `.onAppear { Task { body } }` → `.task { body }`: the action is exactly one
    /// `Task { … }` (with an optional `priority:`), written as a trailing closure whose body
    /// does not throw (the caller asks `throwsOut`).
    static func fix(_ site: UncancelledTask, in tree: SyntaxTree) -> Fix? {
        let items = tree.closureItems(site.action)
        guard items.count == 1, items[0] == site.task, tree.child(site.action, kind: .closureSignature) == nil,
              tree.trailingClosures(site.onAppear).count == 1, tree.arguments(site.onAppear).isEmpty,
              !tree.isMethodCall(site.task) || tree.nameEquals(tree.firstChild(site.task)!, "init"),
              let operation = tree.trailingClosures(site.task).first.flatMap({ tree.value($0) }),
              tree.trailingClosures(site.task).count == 1 else { return nil }
        let arguments = tree.arguments(site.task)
        guard arguments.allSatisfy({ tree.label($0) == "priority" }) else { return nil }
        let priority = arguments.first.flatMap { tree.value($0) }.map { "(priority: \(tree.text($0)))" } ?? ""
        let name = tree.nameRange(ofCallee: site.onAppear)
        let end = tree.byteRange(site.onAppear).upperBound
        return Fix(title: "Use `.task`", safety: .safe,
                   edits: [TextEdit(range: name.lowerBound ..< end, replacement: "task\(priority) " + tree.text(operation))])
    }
}

extension TaskInOnAppearRule {
    /// Whether an error can leave `closure`'s body: a `try` (not `try?`/`try!`) or a `throw`
    /// outside nested closures and outside a `do` whose last `catch` catches everything.
    static func throwsOut(of closure: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var throwing = false
        tree.walk(from: closure) { id, _ in
            switch tree.kind(id) {
            case .closure where id != closure:
                return .skipChildren
            case .doStmt:
                let catches = tree.children(id).filter { tree.kind($0) == .catchClause }
                if let last = catches.last, tree.children(last).allSatisfy({ tree.kind($0) == .codeBlock }) { return .skipChildren }
                return .visitChildren
            case .tryExpr:
                let text = tree.text(id)
                if text.hasPrefix("try"), !text.hasPrefix("try?"), !text.hasPrefix("try!") { throwing = true; return .stop }
                return .visitChildren
            case .throwStmt:
                throwing = true
                return .stop
            default:
                return .visitChildren
            }
        }
        return throwing
    }
}

/// A `Task` started in an `onAppear` action: the modifier call, its closure and the task.
public struct UncancelledTask: Sendable {
    public var onAppear: SyntaxTree.NodeID
    public var action: SyntaxTree.NodeID
    public var task: SyntaxTree.NodeID
    /// Who keeps the work's result when it is not the view that goes away.
    var keeper: TaskWorkKeeper?
    /// The `@State` flag that lets each view start the task once.
    var onceGuard: OnceGuard?
    /// A push this screen makes over itself, which `.task` would be cancelled by too.
    var push: ChildPush?
    /// A branch after the `await` that would act on a cancelled work as on a failure.
    var cancelledFailure: CancelledFailure?
}
