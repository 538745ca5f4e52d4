import ViewLint

/// The experiment (docs/SWIFTUI-MODEL.md rule 41, fact 50): host the view, let it go away while
/// the task it started runs and bring it back, and count at the flagged `onAppear` the tasks still
/// running once the view is gone (and the earlier ones still running when it starts another) — as
/// written, and with the work in `.task`, which SwiftUI cancels when the view disappears.
extension TaskInOnAppearRule {
    /// Times the view goes away and comes back.
    static let removals = 5

    public func confirm(_ site: UncancelledTask, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let tree = file.tree
        if let owner = tree.enclosingTypeName(site.onAppear), context.index.isWindowRoot(typeNamed: owner) {
            return .inconclusive("`\(owner)` is a window's root content: it disappears only when its window closes")
        }
        if let (call, conformance) = Self.workBehindAProtocol(site.task, in: tree, index: context.index) {
            // The rule leaves out work that must finish (a save, an install); behind a protocol
            // the work is code the engine cannot read, and cancelling it with the view may be the bug.
            return .inconclusive("the task's work is `\(MessageText.excerpt(call, limit: 40))`, a call through \(conformance): "
                                 + "whether it is work that must finish when the view goes away (a save) is unknown")
        }
        // The experiment removes the view with its own state; work kept by someone who stays
        // is not what it measures.
        if let keeper = site.keeper { return .inconclusive(keeper.reason) }
        var marks: [(node: SyntaxTree.NodeID, mark: SiteMark)] = [(site.onAppear, SiteMark("onAppear"))]
        let holder = Self.storedName(of: site.task, in: tree)
        // A task kept and cancelled: modelled only where the cancel runs when the view goes.
        var cancels = false
        if let holder, Self.isCancelled(site.task, in: tree) {
            guard let onDisappear = Self.onDisappear(cancelling: holder, near: site.onAppear, in: tree) else {
                return .inconclusive("the task is kept in `\(holder)` and cancelled from code that does not run when the view disappears")
            }
            marks.append((onDisappear, SiteMark("onDisappear")))
            cancels = true
        }
        let request = SiteRequest(path: file.source.path, site: site.onAppear, marks: marks)
        var lowered = try context.lowered(request)
        ImpossibleDrivers.prune(&lowered, in: file, context: context)
        var found = true
        var written = lowered.program.rewritingView(at: 0) { t in
            guard let r = Self.startingTask(t, holder: holder) else { found = false; return t }
            return r
        }
        var fixed = lowered.program.rewritingView(at: 0) { t in
            guard let r = Self.inTaskModifier(t, holder: holder) else { found = false; return t }
            return r
        }
        if cancels, let holder {
            var cancelFound = false
            written = written.rewritingView(at: 1) { t in
                guard let r = Self.cancelling(t, holder: holder) else { return t }
                cancelFound = true
                return r
            }
            fixed = fixed.rewritingView(at: 1) { Self.cancelling($0, holder: holder) ?? $0 }
            found = found && cancelFound
        }
        guard found else { return .inconclusive("the engine does not model this `onAppear` where it is attached") }
        // Only the view going away and coming back starts and strands tasks.
        written = Self.removable(written)
        fixed = Self.removable(fixed)
        let steps = (0..<Self.removals).flatMap { _ in
            [ScenarioStep.perform(on: .root, [.set(Self.shown, .literal(.bool(false)))]),
             ScenarioStep.perform(on: .root, [.set(Self.shown, .literal(.bool(true)))])]
        }
        let driver = Driver("the view going away while its task runs and coming back, \(Self.removals) times",
                            kind: .parentRender, field: nil, steps: steps, semantics: [.v17plus])
        // The rule leaves out work it can tell must finish (saves, installs); work behind a call
        // it cannot see into is taken to belong to the view: said, since `.task` would stop a save.
        lowered.assumptions.append("the task's work still running when the view goes away and belonging to the view (not a save that must finish)")
        if let conditions = Self.startingConditions(site, in: tree) {
            lowered.assumptions.append("the code around the `Task` starting it" + (conditions.isEmpty ? "" : " (when " + conditions.joined(separator: ", ") + ")"))
        }
        var experiment = SiteExperiment(program: written, fixed: fixed, drivers: [driver], site: 0, counted: 0,
                                        options: context.options, measure: { $0.tasksOutlivingView })
        // Each appearance is a new instance of the flagged code: all of them are counted.
        experiment.countsEveryInstance = true
        // A task outlives the view only when something above removes it.
        experiment.contentMatters = false
        let removals = Self.removals
        // With a once-per-view flag only a new view starts another; each return here is one.
        let loadGuard = site.onceGuard == nil
            ? LoadGuard.find(site.task, view: tree.enclosingTypeName(site.onAppear).flatMap { context.index.viewType(named: $0) },
                             in: file, context: context)
            : nil
        if let loadGuard, !loadGuard.madeByTheView {
            // Shared with other views, the guard may turn every later task away: the count is open.
            return .inconclusive("`\(loadGuard.call)` returns at once unless its `\(loadGuard.condition)`, and changes it before its work, "
                                 + "and `\(loadGuard.receiver)` may be the same object in each view: whether a return starts another load is unknown")
        }
        let returns: String
        if let once = site.onceGuard {
            returns = "`\(once.flag)` lets each view start one, and each return was a new view, which started another beside those still running"
        } else if let loadGuard {
            // The guard stops a second load on the same object; each new view makes its own.
            returns = "`\(loadGuard.call)` returns at once unless its `\(loadGuard.condition)`, and changes it before its work, so each `\(loadGuard.receiver)` "
                + "runs one load at a time; each return was a new view with its own `\(loadGuard.receiver)`, which started another beside those still running"
        } else {
            returns = "each return started another beside those still running"
        }
        let wording = EvidenceWording(
            fix: "`.task`",
            asWritten: { c, _ in
                "\(c.tasksOutlivingView) tasks were still running after the view went away \(removals) times"
                    + (c.tasksAlreadyRunning > 0 ? " (\(returns))" : "")
            },
            // Cancellation is cooperative (rule 41): `.task` cancels, the work stops where it checks.
            withFix: { _, _, _ in
                "cancelled when the view goes away, which stops the work where it checks for cancellation"
                    + (site.push.map { " (and when it pushes a screen over itself, \($0.described), which stops the work then too)" } ?? "")
            },
            refuted: { _ in
                "the task is cancelled when the view goes away: none left running after \(removals) removals, as with `.task`"
            })
        return context.evidence(of: experiment, wording, lowered: lowered)
    }

    static let shown = "‹shown›"

    /// Verbs of work that only brings data to the view (a fetch, a load, a subscription): the
    /// code says the work belongs to the view, whatever is behind the call.
    static let fetchingVerbs: Set<String> = [
        "load", "reload", "fetch", "refresh", "get", "request", "observe", "listen", "watch", "subscribe", "stream",
        "poll", "search", "query", "read", "download", "sleep", "check", "monitor", "track",
    ]

    /// The task's awaited work when none of it is named for a fetch or a load and some of it is
    /// a call through a protocol: a property typed `any P`, `P` for a project protocol, or a
    /// generic parameter of the view (`Model: ViewModelProtocol`), or a stored closure. Returns
    /// the call's text and what it goes through.
    static func workBehindAProtocol(_ task: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> (String, String)? {
        guard let operation = tree.trailingClosures(task).first.flatMap({ tree.value($0) }) ?? tree.argument(task, labelled: "operation"),
              let type = tree.enclosingTypeDeclaration(task) else { return nil }
        var awaited: [SyntaxTree.NodeID] = []
        tree.walk(from: operation) { id, _ in
            switch tree.kind(id) {
            case .closure where id != operation: return .skipChildren
            case .call where tree.ancestor(of: id, in: [.awaitExpr, .closure]).map({ tree.kind($0) == .awaitExpr }) == true:
                awaited.append(id)
            default: break
            }
            return .visitChildren
        }
        if awaited.contains(where: { camelCaseWords(tree.calleeName($0)).contains(where: fetchingVerbs.contains) }) { return nil }
        for call in awaited {
            guard let callee = tree.firstChild(call) else { continue }
            var path: [String]
            if tree.isMethodCall(call), let base = tree.memberBase(callee) { path = tree.memberPath(base) ?? [] }
            else if tree.kind(callee) == .identifier { path = [tree.name(callee)] }
            else { continue }
            if path.first == "self" { path.removeFirst() }
            guard path.count == 1, let declared = declaredType(of: path[0], in: type, tree: tree) else { continue }
            if declared.isClosure { return (tree.text(call), "the closure `\(path[0])` the view was given") }
            if declared.isExistential { return (tree.text(call), "the protocol `\(declared.name)`") }
            if index.declaresProtocol(named: declared.name) { return (tree.text(call), "the protocol `\(declared.name)`") }
            if let constraint = genericConstraint(declared.name, of: type, in: tree) {
                return (tree.text(call), "`\(declared.name)`, a type conforming to `\(constraint)`")
            }
        }
        return nil
    }

    /// The declared type of the stored property `name` of `type`: its simple name, whether it
    /// is written `any P`, and whether it is a function type.
    private static func declaredType(of name: String, in type: SyntaxTree.NodeID, tree: SyntaxTree)
        -> (name: String, isExistential: Bool, isClosure: Bool)? {
        guard let members = tree.child(type, kind: .memberBlock) else { return nil }
        for declaration in tree.descendants(of: members, kind: .variableDecl) where tree.enclosingTypeDeclaration(declaration) == type {
            guard tree.children(declaration, kind: .patternBinding).contains(where: { tree.name($0) == name }),
                  let written = tree.resultType(of: declaration) else { continue }
            let unwrapped = tree.unwrappingOptional(written)
            let text = tree.text(unwrapped)
            return (tree.typeName(of: unwrapped), tree.kind(unwrapped) == .anyType, text.contains("->"))
        }
        return nil
    }

    /// The protocol a generic parameter of the view is constrained to (`<Model: P>` or `where Model: P`).
    private static func genericConstraint(_ name: String, of type: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard let clause = tree.child(type, kind: .genericParameterClause),
              let parameter = tree.children(clause, kind: .genericParameter).first(where: { tree.name($0) == name }) else { return nil }
        if let inherited = tree.firstChild(parameter) { return tree.typeName(of: inherited) }
        guard let whereClause = tree.child(type, kind: .whereClause) else { return nil }
        let text = tree.text(whereClause)
        for requirement in text.dropFirst("where".count).split(separator: ",") {
            let sides = requirement.split(separator: ":", maxSplits: 1).map { $0.split(separator: " ").joined(separator: " ") }
            if sides.count == 2, sides[0] == name { return sides[1] }
        }
        return nil
    }

    /// The host shows the view under `if ‹shown›`, so a step can take it away and bring it back.
    static func removable(_ program: ViewProgram) -> ViewProgram {
        var copy = program
        guard let i = copy.types.firstIndex(where: { $0.name == copy.root }) else { return copy }
        copy.types[i].fields.append(.state(shown, .bool(true)))
        return copy.rewritingHostedView { .conditional(.read(shown), $0, nil) }
    }

    /// The flagged `onAppear` as written: its actions start the unstructured task (kept in
    /// `holder` when it is stored; the assignment itself is the start).
    static func startingTask(_ t: ViewTemplate, holder: String?) -> ViewTemplate? {
        guard case .modified(let content, .onAppear(let actions)) = t else { return nil }
        return .modified(content, .onAppear(withoutHolderWrites(actions, holder) + [.startTask(holder: holder)]))
    }

    /// The fix: the work in `.task { … }`, cancelled with the view; the rest of the action stays.
    static func inTaskModifier(_ t: ViewTemplate, holder: String?) -> ViewTemplate? {
        guard case .modified(let content, .onAppear(let actions)) = t else { return nil }
        let rest = withoutHolderWrites(actions, holder)
        let base: ViewTemplate = rest.isEmpty ? content : .modified(content, .onAppear(rest))
        return .modified(base, .task([]))
    }

    private static func withoutHolderWrites(_ actions: [Action], _ holder: String?) -> [Action] {
        guard let holder else { return actions }
        return actions.filter { if case .set(holder, _) = $0 { return false }; return true }
    }

    /// The `onDisappear` that cancels the kept task.
    static func cancelling(_ t: ViewTemplate, holder: String) -> ViewTemplate? {
        guard case .modified(let content, .onDisappear(let actions)) = t else { return nil }
        return .modified(content, .onDisappear(actions + [.cancelTask(holder: holder)]))
    }

    /// An `onDisappear` in the same view whose action cancels what `holder` keeps.
    static func onDisappear(cancelling holder: String, near onAppear: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        let scope = tree.enclosingTypeDeclaration(onAppear) ?? tree.root
        var found: SyntaxTree.NodeID?
        tree.walk(from: scope) { id, _ in
            guard tree.kind(id) == .call, tree.calleeName(id) == "onDisappear", let action = action(of: id, in: tree) else {
                return .visitChildren
            }
            tree.walk(from: action) { inner, _ in
                guard tree.kind(inner) == .call, tree.calleeName(inner) == "cancel", let callee = tree.firstChild(inner),
                      let base = tree.memberBase(callee),
                      tree.referencedNames(in: base).contains(holder) || tree.memberNames(in: base).contains(holder) else {
                    return .visitChildren
                }
                found = id
                return .stop
            }
            return found == nil ? .visitChildren : .stop
        }
        return found
    }

    /// Whether the `Task` is under an `if`, `guard`, `switch` or loop inside the action.
    /// Nil when the action starts the `Task` unconditionally; else what decides it, outermost
    /// first, as people read it ("`!isCompact`", "`items.isEmpty` is false", "a case of
    /// `switch mode`", "a loop"): the summary names what it assumes.
    static func startingConditions(_ site: UncancelledTask, in tree: SyntaxTree) -> [String]? {
        var node = tree.parent(site.task), child = site.task
        var found: [String] = []
        var conditional = false
        while let id = node, id != site.action {
            defer { child = id; node = tree.parent(id) }
            // The once-per-view flag is said in the summary: the engine's new views all pass it.
            if id == site.onceGuard?.statement { continue }
            switch tree.kind(id) {
            case .ifStmt:
                conditional = true
                let parts = Array(tree.children(id))
                guard parts.count >= 2, tree.kind(parts[0]) == .conditionList else { continue }
                let text = "`" + MessageText.excerpt(tree.text(parts[0]), limit: 60) + "`"
                // In the `then` block the condition holds; in an `else` it does not.
                found.insert(child == parts[1] ? text : text + " is false", at: 0)
            case .switchStmt:
                conditional = true
                if let subject = tree.firstChild(id) { found.insert("a case of `switch " + MessageText.excerpt(tree.text(subject)) + "`", at: 0) }
            case .guardStmt:
                conditional = true
            case .forStmt, .whileStmt:
                conditional = true
                found.insert("a loop", at: 0)
            default:
                break
            }
        }
        return conditional ? found : nil
    }
}

extension TaskInOnAppearRule {
    /// Moving the work into `.task` makes SwiftUI cancel it: offered as a fix only where the
    /// engine confirmed the task's work belongs to the view. Where that is open (a save behind a
    /// protocol) or refuted, cancelling it is the user's call, so the finding keeps its help only.
    public func revise(_ finding: Finding, at site: UncancelledTask, evidence: Evidence) -> Finding {
        var revised = finding
        if evidence.status == .refuted, let message = refutedMessage(at: site, evidence: evidence) { revised.message = message }
        if evidence.status != .confirmed { revised.fix = nil }
        return revised
    }

    /// A refuted finding says what the experiment found instead of claiming the task outlives the view.
    public func refutedMessage(at site: UncancelledTask, evidence: Evidence) -> String? {
        return "`Task` started in `onAppear`, but here it is cancelled when the view goes away: none was left running"
    }
}
