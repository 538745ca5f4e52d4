import ViewLint

/// SWIFTUI-FACTS rules 33, 36, 40–41, E9, E18: re-evaluate the enclosing body N times and count
/// identity changes (a probe `onAppear` inside the identity), state destroyed, tasks restarted —
/// as written and without the fresh id (no `.id`, or rows keyed by a stable id).
extension UnstableIDRule {
    static let probe = "‹identity›"

    public func confirm(_ flagged: UnstableIDSite, in file: LintFile, context: ConfirmationContext) -> Evidence? {
        let tree = file.tree
        let call: SyntaxTree.NodeID
        switch flagged {
        case .idModifier(let c), .mintedRows(let c): call = c
        }
        guard let root = tree.enclosingTypeName(call), context.index.isViewType(named: root) else {
            return Experiment.inconclusive("the id is not built in a view type's code")
        }
        let site = SyntaxSite(path: file.source.path, node: call)
        let probe = Modifier.onAppear([.log(.string(Self.probe))])
        var base = context.lowering
        let writtenLowering: Lowering, fixedLowering: Lowering, fixName: String
        var hostSteps: [ScenarioStep]?
        if tree.calleeName(call) == "id" {
            // Identity depends on the id's value and on what encloses the view, not on its content.
            if let value = tree.arguments(call).first.flatMap(tree.value) { base = base.watching(SyntaxSite(path: file.source.path, node: value)) }
            writtenLowering = base.with(.modifier(drop: false, probe: probe), at: site)
            fixedLowering = base.with(.modifier(drop: true, probe: probe), at: site)
            fixName = "no `.id`"
            guard let value = tree.arguments(call).first.flatMap(tree.value) else { return Experiment.inconclusive("`.id` without a value") }
            if FreshValue.describe(value, in: tree) == nil {
                if tree.kind(value) == .identifier {
                    // `.id(token)` where `token` defaults to a fresh value: new whenever the parent
                    // re-creates the view, which the host does here with a new instance.
                    let name = tree.name(value)
                    hostSteps = (0..<context.updates).map { .setRootArgument(name, .fresh(.uuid, 1_000 + $0)) }
                } else {
                    // `.id(Token())` whose instances always differ (the index says its id defaults
                    // to a fresh value): the value is new on every evaluation.
                    return confirmID(file: file, context: context, root: root, site: site,
                                     written: writtenLowering.with(.expression(.fresh(.uuid)), at: SyntaxSite(path: file.source.path, node: value)),
                                     fixed: fixedLowering, fixName: fixName, hostSteps: nil)
                }
            }
        } else {
            base = base.watching(site)
            // `ForEach(xs.map { Row(…) }, id: \.id)`: ids minted in body (E18) vs a stable key.
            writtenLowering = base.with(.forEach(ForEachRewrite(id: .mintedInBody, rowProbe: { _ in probe })), at: site)
            fixedLowering = base.with(.forEach(ForEachRewrite(id: .keyPath("id"), rowProbe: { _ in probe })), at: site)
            fixName = "ids stored once"
        }
        return confirmID(file: file, context: context, root: root, site: site, written: writtenLowering,
                         fixed: fixedLowering, fixName: fixName, hostSteps: hostSteps)
    }

    private func confirmID(file: LintFile, context: ConfirmationContext, root: String, site: SyntaxSite,
                           written: Lowering, fixed: Lowering, fixName: String, hostSteps: [ScenarioStep]?) -> Evidence {
        guard let a = written.program(root: root) else { return Experiment.inconclusive("`\(root).body` could not be lowered") }
        guard a.reachedWatched else { return Experiment.notReached }
        guard let f = fixed.program(root: root) else { return Experiment.inconclusive("`\(root).body` could not be lowered") }
        let steps: [ScenarioStep], what: String
        if let hostSteps {
            steps = hostSteps; what = "the parent re-creating `\(root)`"
        } else if let re = Experiment.reEvaluations(of: root, in: a.program, count: context.updates) {
            steps = re.steps; what = re.what
        } else {
            return Experiment.inconclusive("`\(root)` reads no state and takes no argument the engine can change to re-run its body")
        }
        let probe = Self.probe
        let rows = fixName != "no `.id`"
        func identities(_ m: Measurement) -> Int { m.log.filter { $0 == probe }.count }
        func destroyed(_ m: Measurement) -> Int { m.perType.values.reduce(0) { $0 + $1.stateDestructions } }
        func tasks(_ m: Measurement) -> Int { m.perType.values.reduce(0) { $0 + $1.taskStarts } }
        func describe(_ m: Measurement) -> String {
            var text = rows ? "rows appeared anew \(identities(m)) times over \(m.updates) updates (\(what))"
                            : "new identity on \(identities(m)) of \(m.updates) updates (\(what))"
            var effects: [String] = []
            if destroyed(m) > 0 { effects.append("state destroyed \(destroyed(m)) times") }
            if tasks(m) > 0 { effects.append("tasks restarted \(tasks(m)) times") }
            if !effects.isEmpty { text += ": " + effects.joined(separator: ", ") }
            return text
        }
        let experiment = Experiment(steps: steps, options: context.options, dependsOn: a.program.types.map(\.name),
                                    relevantOpaque: a.relevantOpaque.union(f.relevantOpaque))
        return experiment.evidence(
            asWritten: a.program, withFix: f.program, fix: fixName,
            installed: { $0.total.log.contains(probe) },
            count: identities, describe: describe,
            describeFix: { m in (rows ? "\(identities(m)) times" : "\(identities(m)) of \(m.updates)") + (destroyed(m) > 0 ? ", state destroyed \(destroyed(m)) times" : "") })
    }
}
