import ViewLint

/// SWIFTUI-FACTS §0, E1, §3a–b: change each other `@State` the enclosing view reads (or give it
/// new values from its parent) N times; count the receiver's body runs (custom view), control
/// updates (built-in control) or presentation re-checks, as written and with a `$` location.
extension ClosureBindingRule {
    public func confirm(_ binding: ClosureBindingSite, in file: LintFile, context: ConfirmationContext) -> Evidence? {
        let tree = file.tree
        let call = binding.call
        guard let root = tree.enclosingTypeName(call), context.index.isViewType(named: root) else {
            return Experiment.inconclusive("the binding is not built in a view type's code")
        }
        let site = SyntaxSite(path: file.source.path, node: call)
        // A flagged control or presentation is counted under its own name (others of its kind
        // in the same body are not this binding's receivers).
        let destination = BindingDestination(of: call, in: tree, index: context.index)
        var lowering = context.lowering.watching(site)
        var counter: String?
        switch destination {
        case .control(let name), .presentation(let name):
            guard let (receiver, _) = tree.receivingCall(of: call) else {
                return Experiment.inconclusive("the built-in receiving the binding could not be found again")
            }
            counter = name + "‹flagged›"
            lowering = lowering.with(.counted(counter!), at: SyntaxSite(path: file.source.path, node: receiver))
        default:
            break
        }
        guard let written = lowering.program(root: root), let rootType = written.program.type(named: root) else {
            return Experiment.inconclusive("`\(root).body` could not be lowered")
        }
        guard written.reachedWatched else { return Experiment.notReached }
        // The fix: the `$` projection the rule offers, else a binding with a stable location
        // that changes only when what the getter reads changes (what `$model.p` or a key-path
        // subscript gives; §3h).
        let projection = binding.projection(in: tree, index: context.index)
        let path = projection.map { $0.dropFirst().split(separator: ".").map(String.init) }
        var fixed: LoweredProgram?, fixName = "a stable location binding", fieldName: String?
        if let path, let root0 = path.first, let field = rootType.fields.first(where: { $0.name == root0 }) {
            let fixExpr: Expr
            switch field.kind {
            case .state, .binding: fixExpr = .binding(root0, path: path.dropFirst().map { .member($0) }, animated: false)
            default: fixExpr = .function("$" + path.joined(separator: "."), of: [.read(root0)])
            }
            fixed = lowering.with(.expression(fixExpr), at: site).program(root: root)
            fixName = "`\(projection!)`"
            fieldName = root0
        } else {
            fixed = lowering.with(.stableLocation, at: site).program(root: root)
        }
        guard let fixed else { return Experiment.inconclusive("`\(root).body` could not be lowered with the fix") }
        // Writing what the getter reads changes the bound value itself: both versions update then.
        var excluded: Set<String> = fieldName.map { [$0] } ?? []
        if let written = Self.writtenRoot(binding.setter, in: tree) { excluded.insert(written) }
        for identifier in Self.identifiers(in: binding.getter, tree: tree) { excluded.insert(identifier) }
        guard let (steps, what) = Experiment.reEvaluations(of: root, in: written.program, excluding: excluded, count: context.updates) else {
            return Experiment.inconclusive("`\(root)` reads no other state and takes no argument the engine can change")
        }
        let relevant = written.relevantOpaque.union(fixed.relevantOpaque)
        switch destination {
        case .customView(let child):
            guard let (_, label) = tree.receivingCall(of: call),
                  written.program.type(named: child)?.fields.contains(where: { $0.name == label }) == true else {
                return Experiment.inconclusive("the binding reaches `\(child)` through an initializer the engine does not follow")
            }
            let experiment = Experiment(steps: steps, options: context.options, dependsOn: [child], relevantOpaque: relevant)
            return experiment.evidence(
                asWritten: written.program, withFix: fixed.program, fix: fixName,
                installed: { $0.total.bodyEvaluations(of: child) > 0 },
                count: { $0.counters(of: child).updatesWithBodyRun },
                describe: { "`\(child).body` ran \($0.counters(of: child).updatesWithBodyRun) of \($0.updates) updates (\(what))" },
                describeFix: { "\($0.counters(of: child).updatesWithBodyRun) of \($0.updates)" })
        case .control(let control):
            let counter = counter!
            let count = { (m: Measurement) in m.counters(of: counter).controlUpdates }
            let experiment = Experiment(steps: steps, options: context.options, dependsOn: [counter], relevantOpaque: relevant)
            return experiment.evidence(
                asWritten: written.program, withFix: fixed.program, fix: fixName,
                installed: { $0.typesByPath.values.contains(counter) },
                count: count,
                describe: { "`\(control)` updated internally on \(count($0)) of \($0.updates) updates (\(what); a built-in control: no user `body` runs, lower impact)" },
                describeFix: { "\(count($0)) of \($0.updates)" })
        case .presentation(let modifier):
            let counter = counter!
            let experiment = Experiment(steps: steps, options: context.options, dependsOn: [counter], relevantOpaque: relevant)
            let others = Set(written.program.types.map(\.name)).subtracting([root])
            func childRuns(_ m: Measurement) -> Int { others.reduce(0) { $0 + m.bodyEvaluations(of: $1) } }
            let fixedRun = experiment.run(fixed.program)
            let extra = { (m: Measurement) in max(0, childRuns(m) - childRuns(fixedRun.measured)) }
            let count = { (m: Measurement) in m.counters(of: counter).controlUpdates }
            return experiment.evidence(
                runs: (experiment.run(written.program), fixedRun), fix: fixName,
                installed: { $0.typesByPath.values.contains(counter) },
                count: count,
                describe: { "`.\(modifier)` re-checked its binding \(count($0)) of \($0.updates) updates (\(what)); no user `body` runs because of it (\(extra($0)) extra child body runs)" },
                describeFix: { "\(count($0)) of \($0.updates)" })
        case .representable(let name):
            return Experiment.inconclusive("`\(name)` is a representable; the engine does not model its update method")
        case .other:
            return Experiment.inconclusive("the binding does not go straight to a view, control or presentation the engine can count")
        }
    }

    /// The property a setter closure changes (`{ x = $0 }`, `{ if $0 { self.x.insert(v) } }`):
    /// the root of the first assignment or mutating call on a name.
    static func writtenRoot(_ setter: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        var found: String?
        tree.walk(from: setter) { id, _ in
            if found != nil { return .skipChildren }
            var target: SyntaxTree.NodeID?
            if tree.kind(id) == .sequenceExpr {
                let parts = Array(tree.children(id))
                if parts.count >= 3, tree.kind(parts[1]) == .assignmentOperator { target = parts[0] }
            } else if tree.kind(id) == .call, let callee = tree.firstChild(id), tree.kind(callee) == .memberAccess {
                target = tree.memberBase(callee)
            }
            if let target, var path = tree.memberPath(target) {
                if path.first == "self" { path.removeFirst() }
                if let root = path.first, !root.hasPrefix("$") { found = root }
            }
            return .visitChildren
        }
        return found
    }

    static func identifiers(in node: SyntaxTree.NodeID, tree: SyntaxTree) -> [String] {
        var names: [String] = []
        tree.walk(from: node) { id, _ in
            if tree.kind(id) == .identifier { names.append(tree.name(id)) }
            return .visitChildren
        }
        return names
    }
}
