import ViewLint

/// SWIFTUI-FACTS rules 35, 43, §3e, E15: flip what the enclosing view reads (the conditions that
/// choose what is erased) N times; count replacements of the erased content (a probe `onAppear`
/// inside it), state destroyed, and lazy rows that must be built to be counted — as written and
/// as the `@ViewBuilder` equivalent (no erasure). Same counts: the erasure costs no identity.
extension AnyViewRule {
    static let probe = "‹erased content appeared›"
    static let rowWarning = "Unable to determine number of views per element"

    public func confirm(_ erasure: ErasureSite, in file: LintFile, context: ConfirmationContext) -> Evidence? {
        let tree = file.tree
        let flagged: SyntaxTree.NodeID
        switch erasure { case .construction(let n), .declaration(let n): flagged = n }
        guard let root = tree.enclosingTypeName(flagged), context.index.isViewType(named: root) else {
            return Experiment.inconclusive("the erasure is not in a view type's code")
        }
        // The erasing calls: the flagged one, or for a declaration typed `AnyView`, every
        // `AnyView(…)` in its body.
        var sites: [SyntaxTree.NodeID] = []
        if case .construction(let call) = erasure {
            sites = [call]
        } else if let declaration = tree.ancestor(of: flagged, in: [.funcDecl, .patternBinding]) {
            tree.walk(from: declaration) { id, _ in
                if tree.kind(id) == .call, tree.calleeName(id) == "AnyView", !tree.isMethodCall(id) { sites.append(id) }
                return .visitChildren
            }
        }
        guard !sites.isEmpty else { return Experiment.inconclusive("no `AnyView(…)` construction to compare with its `@ViewBuilder` equivalent") }
        let probe = Modifier.onAppear([.log(.string(Self.probe))])
        var written = context.lowering, fixed = context.lowering
        for node in sites {
            let site = SyntaxSite(path: file.source.path, node: node)
            written = written.watching(site).with(.anyView(unwrap: false, probe: probe), at: site)
            fixed = fixed.watching(site).with(.anyView(unwrap: true, probe: probe), at: site)
        }
        guard let a = written.program(root: root) else { return Experiment.inconclusive("`\(root).body` could not be lowered") }
        guard a.reachedWatched else { return Experiment.notReached }
        guard let f = fixed.program(root: root) else { return Experiment.inconclusive("`\(root).body` could not be lowered") }
        let re = Experiment.reEvaluations(of: root, in: a.program, count: context.updates)
        let steps = re?.steps ?? []
        if steps.isEmpty, a.program.types.contains(where: { $0.body.choosesErasedType }) {
            return Experiment.inconclusive("what chooses the erased type reads nothing the engine can change in `\(root)`")
        }
        let what = re?.what ?? "nothing in `\(root)` the engine can change"
        let marker = Self.probe, rowWarning = Self.rowWarning
        // Replacements after the first render, state lost, and (from the first render on) lazy
        // collections whose rows must be built to be counted.
        func replaced(_ m: Measurement) -> Int { m.log.filter { $0 == marker }.count }
        func lost(_ m: Measurement) -> Int { m.perType.values.reduce(0) { $0 + $1.stateDestructions } }
        let experiment = Experiment(steps: steps, options: context.options, dependsOn: a.program.types.map(\.name),
                                    relevantOpaque: a.relevantOpaque.union(f.relevantOpaque))
        let runA = experiment.run(a.program), runF = experiment.run(f.program)
        func rows(_ r: RunResult) -> Int { r.total.warnings.filter { $0.hasPrefix(rowWarning) }.count }
        let rowsA = rows(runA), rowsF = rows(runF)
        var evidence = experiment.evidence(
            runs: (runA, runF), fix: "the `@ViewBuilder` equivalent",
            installed: { $0.total.log.contains(marker) },
            count: { replaced($0) + lost($0) },
            describe: { m in "erased content appeared anew \(replaced(m)) times, state destroyed \(lost(m)) times over \(m.updates) updates (\(what))" },
            describeFix: { m in "\(replaced(m)) and \(lost(m))" })
        guard evidence.status != .inconclusive else { return evidence }
        if rowsA > rowsF {
            evidence.status = .confirmed
            evidence.summary += "; rows of a lazy collection must be built to count their views (rule 43), not so without `AnyView`"
        } else if evidence.status == .refuted {
            evidence.summary = "the erased type never changed a kept identity: " + evidence.summary
        }
        return evidence
    }
}
