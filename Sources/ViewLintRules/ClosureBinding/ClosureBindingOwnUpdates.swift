import ViewLint

/// Why closure_binding's evidence left a finding open, for the rule to try again with more of
/// the view held (`SiteRequest.holdsConstantBranches`).
enum OwnUpdates: Hashable, Sendable {
    /// A binding every construction rebuilds, and no run changed the view's own data.
    case noneMade
    /// The receiving project view never compared unequal as written: a count of zero either
    /// way shows nothing of what the binding costs it (review s16b: ElementX
    /// AdvancedSettingsScreen:98 was refuted on "at most 0 of 10 updates either way").
    case receiverNeverChanged
}

extension ClosureBindingRule {
    /// The experiment's evidence (`ConfirmationContext.run`), where a refutation is read as
    /// closure_binding's fix: a binding every construction of the owner rebuilds leaves a `$`
    /// projected from it nothing to spare on a parent's rebuild; the fix can spare runs only on
    /// the owner's own updates. When no run made one of those, a refutation would say more than
    /// was tried.
    /// `receiver` names a project view whose `body` runs are counted. Where it never saw a
    /// changed input as written, a count of zero either way is no refutation by itself: it is
    /// one when every run had SwiftUI's iOS 17 behaviour and the view compares field by field,
    /// so the new binding compared equal (`countWording` says so, rules 9, 25); else left open.
    static func evidence(of experiment: SiteExperiment, _ wording: EvidenceWording, lowered: LoweredSite,
                         context: ConfirmationContext, receiver: String? = nil) -> Evidence {
        let run = context.run(experiment, wording, lowered: lowered)
        if let receiver, case .refuted(let runs) = run.verdict, runs.allSatisfy(Self.receiverUnchanged) {
            let type = lowered.program.type(named: receiver)
            let ownEquality = type?.equality != nil || type?.equalityUnknown == true
            if ownEquality || runs.contains(where: { $0.semantics != .v17plus }) {
                let why = ownEquality ? "by its own `==`" : "on every update as written"
                return .inconclusive("`\(receiver)` compared equal \(why) (\(driverList(runs))), so its `body` never re-ran, with the binding as written or with the fix: the runs show nothing of what the binding costs it",
                                     held: run.evidence.held, dependencies: run.evidence.dependencies)
                    .based(on: OwnUpdates.receiverNeverChanged)
            }
        }
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

    /// A run where the counted receiver neither re-ran nor saw a changed input as written.
    @Sendable static func receiverUnchanged(_ run: DriverRun) -> Bool {
        run.asWritten.updatesWithBodyRun == 0 && run.asWritten.inputChanges == 0
    }
}
