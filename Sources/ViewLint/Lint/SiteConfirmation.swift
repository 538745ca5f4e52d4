// What every rule's experiment does the same way: lower the code around its site (or say why it
// cannot, by throwing the reason), and run the experiment into evidence worded by the rule.

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
        }
        return site
    }

    /// Runs `experiment` (traced with `--full-trace`) and words its evidence.
    public func evidence(of experiment: SiteExperiment, _ wording: EvidenceWording, lowered: LoweredSite) -> Evidence {
        experiment.scoped(to: SemanticsScope(lowered)).run(tracing: fullTrace).evidence(wording, lowered: lowered)
    }
}
