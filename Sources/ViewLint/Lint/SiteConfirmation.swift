// What every rule's experiment does the same way: lower the code around its site (or say why it
// cannot, by throwing the reason), and run the experiment into evidence worded by the rule.

/// One experiment's run (`ConfirmationContext.run`): its verdict, its evidence as worded, and
/// what the verdict rests on of how the project passes the owner's `@Binding` fields, for a rule
/// whose reading of a verdict depends on those.
public struct SiteRun: Sendable {
    public var verdict: SiteExperiment.Verdict
    public var evidence: Evidence
    /// The owner's `@Binding` fields whose `$` projection the code hands on, with how the
    /// project's constructions pass each (`projectedBoundFields`).
    public var boundFields: [(field: String, feed: BindingFeed)]
}

extension ConfirmationContext {
    /// The code around `request.site` lowered as its file sees the project, hosted for an
    /// experiment. Throws why it cannot be, which the linter reports as inconclusive evidence.
    public func lowered(_ request: SiteRequest) throws(Inconclusive) -> LoweredSite {
        var site = try lowering(for: request.path).site(request, updates: updates).get()
        site.projectSemantics = semantics
        site.targetPlatforms = targetPlatforms
        // `#if os(watchOS)` around the declarations holding the site compiles them for those
        // platforms only, as a clause inside a body does.
        if let tree = trees[request.path] {
            var node = request.site
            while let up = tree.parent(node) {
                if tree.kind(up) == .ifConfigClause, !tree.nameEquals(up, "#else"), let condition = tree.firstChild(up) {
                    let text = tree.text(condition)
                    if !site.compiledConditions.contains(text) { site.compiledConditions.append(text) }
                }
                node = up
            }
            site.unbuiltReason = representableClosure(around: request.site, in: tree)
        }
        return site
    }

    /// `SupplementTabView(items: …) { item in Page(item).eraseToAnyView() }` with a project
    /// representable: SwiftUI hands the closure to the representable, whose own code (its
    /// coordinator, `updateUIViewController`) calls it, not a view's body the engine runs.
    func representableClosure(around site: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        var node = site
        while let closure = tree.ancestor(of: node, in: [.closure]) {
            if let (call, _) = tree.receivingCall(of: closure), case let name = tree.calleeName(call),
               name.first?.isUppercase == true, index.viewType(named: name)?.families.contains(.representable) == true {
                return "the flagged code is in the closure handed to `\(name)(…)` at line \(tree.location(call).line), a representable of the project: "
                    + "its own code, not a view's `body`, calls that closure, which the engine does not run"
            }
            node = closure
        }
        return nil
    }

    /// Runs `experiment` (traced with `--full-trace`) and words its evidence.
    public func evidence(of experiment: SiteExperiment, _ wording: EvidenceWording, lowered: LoweredSite) -> Evidence {
        run(experiment, wording, lowered: lowered).evidence
    }

    /// Runs `experiment` (traced with `--full-trace`): its verdict and evidence, the
    /// assumptions on the owner's `@Binding` fields named in it.
    public func run(_ experiment: SiteExperiment, _ wording: EvidenceWording, lowered: LoweredSite) -> SiteRun {
        var lowered = lowered
        let bound = Self.projectedBoundFields(experiment, lowered: lowered)
        lowered.assumptions += bound.compactMap { $0.feed.phrase(field: $0.field, view: lowered.owner) }
        let outcome = experiment.scoped(to: SemanticsScope(lowered)).run(tracing: fullTrace)
        return SiteRun(verdict: outcome.verdict, evidence: outcome.evidence(wording, lowered: lowered), boundFields: bound)
    }

    /// The location the host gave a `@Binding` field of the owner, named where the owner's code
    /// (as written or with the fix) hands on a `$` projection of it: only there does the verdict
    /// rest on whether that location stays one across the parent's updates.
    static func projectedBoundFields(_ experiment: SiteExperiment, lowered: LoweredSite) -> [(field: String, feed: BindingFeed)] {
        guard !lowered.boundFields.isEmpty else { return [] }
        var projected = Set<String>()
        for program in [experiment.program, experiment.fixed] {
            program.type(named: lowered.owner)?.body.visitAllExpressions { e in
                if case .binding(let name, _, _) = e, lowered.boundFields[name] != nil { projected.insert(name) }
            }
        }
        return projected.sorted().compactMap { field in lowered.boundFields[field].map { (field, $0) } }
    }
}
