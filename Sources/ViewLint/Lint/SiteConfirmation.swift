// What every rule's experiment does the same way: lower the code around its site (or say why it
// cannot, by throwing the reason), and run the experiment into evidence worded by the rule.

/// Why `evidence(of:_:lowered:)` left a finding open, for a rule that can try again with more
/// of the view held (`SiteRequest.holdsConstantBranches`).
public enum OwnUpdates: Hashable, Sendable {
    /// A binding every construction rebuilds, and no run changed the view's own data.
    case noneMade
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
        var lowered = lowered
        let bound = Self.projectedBoundFields(experiment, lowered: lowered)
        lowered.assumptions += bound.compactMap { $0.feed.phrase(field: $0.field, view: lowered.owner) }
        let outcome = experiment.scoped(to: SemanticsScope(lowered)).run(tracing: fullTrace)
        let evidence = outcome.evidence(wording, lowered: lowered)
        // A binding every construction rebuilds leaves the fix nothing on a parent's rebuild; it
        // can spare runs only on the view's own updates. When no run compared one of those, a
        // refutation would say more than was tried.
        if case .refuted(let runs) = outcome.verdict, let rebuilt = bound.first(where: { $0.feed.places != nil }),
           let places = rebuilt.feed.places, case let field = rebuilt.field,
           !runs.contains(where: { [.state, .observableObject, .observable].contains($0.driver.kind) }) {
            return .inconclusive("every construction of `\(lowered.owner)` passes a new `Binding(get:set:)` for `\(field)` (\(places)), so when a parent rebuilds it what is projected from `$\(field)` is new with the fix too; the fix can spare runs only on `\(lowered.owner)`'s own updates, and the engine can make none here",
                                 held: evidence.held, dependencies: evidence.dependencies)
                .based(on: OwnUpdates.noneMade)
        }
        return evidence
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
