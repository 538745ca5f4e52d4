import ViewLint

/// `.id(…)` with a value that is new on every evaluation, and `ForEach`/`List` over elements
/// whose ids are minted while `body` runs: the identity changes on every update.
public struct UnstableIDRule: Rule {
    public static let description = RuleDescription(
        id: "unstable_id",
        name: "Unstable Identity",
        summary: "`.id(…)` or `ForEach` ids that are new every time `body` runs",
        rationale: """
            `.id(x)` makes `x` part of the view's identity. When `x` changes, SwiftUI treats the \
            view as a different one: the old one disappears (its `@State` is destroyed, \
            `onDisappear` fires, its `.task` is cancelled) and a new one appears in its place. A \
            value made fresh on every evaluation — `UUID()`, `Date()`, a random number, an \
            instance whose id defaults to `UUID()` — changes on every update of the enclosing \
            view, so that happens every time. In `ForEach` and `List` the same applies per row: \
            every row is rebuilt from scratch on every update, which loses state and defeats \
            diffing and animations.

            The reference engine runs the code around the `.id` and counts how often a new \
            identity replaced the view, with the `.id` and without it. For a value made while \
            `body` runs (`UUID()`), the summary says that every run of `body` makes a new \
            identity; the change the engine made to run `body` is only its means. Where that \
            change is an environment value because the view reads a store the engine does not \
            run (The Composable Architecture's `StoreOf<Feature>`), the summary names the store.
            """,
        howToFix: """
            Use an id that stays the same while the thing it names stays the same: an id stored in \
            the model (`item.id`), a value kept in `@State` that you change on purpose to reset \
            the view, or no `.id` at all. Mint ids when the data is created, not when it is shown. \
            Where a comment beside the `.id` gives a reason for the new identity (a workaround for \
            a view that does not show a second time), the help says how to keep it and silence \
            the finding on that line: `// viewlint:disable:this unstable_id - <why>`.
            """,
        category: .identity,
        defaultSeverity: .warning,
        triggeringExamples: UnstableIDRuleExamples.triggering,
        nonTriggeringExamples: UnstableIDRuleExamples.nonTriggering
    )

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<UnstableIDSite>] {
        let tree = file.tree
        var matches: [RuleMatch<UnstableIDSite>] = []
        file.walk(.call) { id in
            guard tree.kind(id) == .call, file.viewCode.contains(id) else { return .visitChildren }
            let name = file.calleeName(id)
            if name == "id", tree.isMethodCall(id) || tree.isImplicitMemberCall(id) {
                if let finding = idModifierFinding(id, in: file, context: context) {
                    matches.append(RuleMatch(finding, site: .idModifier(call: id)))
                }
            } else if name == "ForEach" || name == "List", !tree.isMethodCall(id) {
                if let finding = mintedRowsFinding(id, container: name, in: file, context: context) {
                    matches.append(RuleMatch(finding, site: .mintedRows(call: id)))
                }
            }
            return .visitChildren
        }
        return matches
    }

    private func idModifierFinding(_ call: SyntaxTree.NodeID, in file: LintFile, context: LintContext) -> Finding? {
        let tree = file.tree
        let arguments = tree.arguments(call)
        guard arguments.count == 1, tree.label(arguments[0]).isEmpty, let value = tree.value(arguments[0]) else { return nil }
        let reason: String
        if let fresh = FreshValue.describe(value, in: tree) {
            reason = "`\(fresh)` is new each time `body` runs"
        } else if let typeName = constructedTypeName(value, in: tree), context.index.instancesDiffer(typeNamed: typeName) {
            reason = "each `\(typeName)()` gets a fresh stored id"
        } else if tree.kind(value) == .identifier, let owner = tree.enclosingTypeName(call),
                  let fresh = context.index.freshInitializer(ofProperty: tree.name(value), inType: owner) {
            reason = "`\(tree.name(value))` is a fresh `\(fresh)` in each new `\(owner)`"
        } else {
            return nil
        }
        let marked = DeliberateIdentity.isMarked(call, name: tree.nameRange(ofCallee: call), in: tree)
        // Only SwiftUI's own stateless views under the `.id`: a new identity loses no state, it
        // restarts their animation, and that restart may be why the id is there (review s14 #19).
        if StatelessSubtree.holdsNothing(call, in: tree) {
            let why = marked ? "as the comment here says" : "a spinner that stops or goes blank in a reused `List` row is restarted this way"
            return finding(
                "`.id(…)` gets a new value on every update (\(reason)): it is made anew each time but holds no state to lose",
                at: tree.nameRange(ofCallee: call), in: file,
                help: "The view under `.id` is made only of SwiftUI's own views that hold no state: a new identity costs a new subtree on every update and restarts their animation (a `ProgressView` spins from the start), nothing more. "
                    + "If that restart is the point (\(why)), keep it and end the line with `// viewlint:disable:this unstable_id - <why>`; "
                    + "otherwise re-key it only when it should start over (`.id(requestID)`), or remove `.id`.")
        }
        var help = "Re-key only when the view should start over, with an id kept in the model or in `@State` and changed then (`.id(requestID)`), or remove `.id`."
        if marked {
            help += " If the new identity is deliberate, as the comment here says, keep it and end the line with `// viewlint:disable:this unstable_id - <why>`."
        }
        return finding(
            "`.id(…)` gets a new value on every update (\(reason)): the view's state resets and it re-appears",
            at: tree.nameRange(ofCallee: call), in: file, help: help)
    }

    private func mintedRowsFinding(_ call: SyntaxTree.NodeID, container: String, in file: LintFile, context: LintContext) -> Finding? {
        let tree = file.tree
        guard let data = tree.firstUnlabelledArgument(call) else { return nil }
        if let key = tree.argument(call, labelled: "id"), !isIDKeyPath(key, in: tree) { return nil }
        guard let minted = mintedElementType(data, in: tree), context.index.instancesDiffer(typeNamed: minted) else { return nil }
        return finding(
            "`\(container)` rows are keyed by ids made while `body` runs: each `\(minted)` built here gets a new id, so every row is new on every update",
            at: tree.byteRange(data), in: file,
            help: "Build the `\(minted)` values once (in the model or in `@State`) so their ids stay the same, or key the rows by a stable property.")
    }

    /// `\.id`.
    private func isIDKeyPath(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard tree.kind(expression) == .keyPath else { return false }
        let components = tree.children(expression, kind: .keyPathComponent)
        return components.count == 1 && tree.nameEquals(components[0], "id")
    }

    /// `T(…)` → `T`.
    private func constructedTypeName(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard tree.kind(expression) == .call, !tree.isMethodCall(expression), !tree.isImplicitMemberCall(expression) else { return nil }
        let name = tree.calleeName(expression)
        return name.isEmpty ? nil : name
    }

    /// The element type of `xs.map { T(…) }`, `xs.map(T.init)` or `[T(…), …]`.
    private func mintedElementType(_ data: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        switch tree.kind(data) {
        case .arrayLiteral:
            for element in tree.children(data) {
                if let name = constructedTypeName(element, in: tree) { return name }
            }
            return nil
        case .call:
            guard tree.calleeName(data) == "map" || tree.calleeName(data) == "compactMap", tree.isMethodCall(data) else { return nil }
            if let closure = tree.trailingClosures(data).first.flatMap({ tree.value($0) }) ?? tree.firstUnlabelledArgument(data) {
                if tree.kind(closure) == .closure {
                    let items = tree.closureItems(closure)
                    guard items.count == 1 else { return nil }
                    let item = tree.kind(items[0]) == .returnStmt ? tree.firstChild(items[0]) : items[0]
                    return item.flatMap { constructedTypeName($0, in: tree) }
                }
                // `xs.map(T.init)`
                if tree.kind(closure) == .memberAccess, tree.nameEquals(closure, "init"), let base = tree.memberBase(closure),
                   tree.kind(base) == .identifier {
                    return tree.name(base)
                }
            }
            return nil
        default:
            return nil
        }
    }
}

/// Where an identity is new on every update: an `.id(…)` modifier, or the rows of a `ForEach`/`List`
/// whose ids are minted while `body` runs.
public enum UnstableIDSite: Sendable {
    case idModifier(call: SyntaxTree.NodeID)
    case mintedRows(call: SyntaxTree.NodeID)
}
