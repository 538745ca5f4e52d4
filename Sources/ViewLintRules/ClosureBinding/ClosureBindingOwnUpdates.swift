import ViewLint

/// Why closure_binding's evidence left a finding open, for the rule to try again with more of
/// the view held (`SiteRequest.holdsConstantBranches`).
enum OwnUpdates: Hashable, Sendable {
    /// A binding every construction rebuilds, and no run changed the view's own data.
    case noneMade
}

extension ClosureBindingRule {
    /// The experiment's evidence (`ConfirmationContext.run`), where a refutation is read as
    /// closure_binding's fix: a binding every construction of the owner rebuilds leaves a `$`
    /// projected from it nothing to spare on a parent's rebuild; the fix can spare runs only on
    /// the owner's own updates. When no run made one of those, a refutation would say more than
    /// was tried.
    static func evidence(of experiment: SiteExperiment, _ wording: EvidenceWording, lowered: LoweredSite,
                         context: ConfirmationContext) -> Evidence {
        let run = context.run(experiment, wording, lowered: lowered)
        // The owner's own updates: its state, and models it holds. Left out with the parent's
        // rebuild and a new argument: an environment value (the host's body sets it, so a change
        // runs that body and rebuilds the owner with a new `Binding(get:set:)`) and the value
        // behind a `@Binding` (the parent's state: changing it runs the parent's body, §3a, with
        // the same effect). Pinned by `OwnUpdateKindsEvidenceTests`.
        guard case .refuted(let runs) = run.verdict, let rebuilt = run.boundFields.first(where: { $0.feed.places != nil }),
              let places = rebuilt.feed.places,
              !runs.contains(where: { [.state, .observableObject, .observable].contains($0.driver.kind) }) else { return run.evidence }
        let (field, owner) = (rebuilt.field, lowered.owner)
        return .inconclusive("every construction of `\(owner)` passes a new `Binding(get:set:)` for `\(field)` (\(places)), so when a parent rebuilds it what is projected from `$\(field)` is new with the fix too; the fix can spare runs only on `\(owner)`'s own updates, and the engine can make none here",
                             held: run.evidence.held, dependencies: run.evidence.dependencies)
            .based(on: OwnUpdates.noneMade)
    }
}
