import ViewLint

// What a refuted object_ownership finding says: what the engine found, and its change as optional.

extension ObjectOwnershipRule {
    /// A refuted finding says what was found, and offers its change as optional: the engine
    /// found nothing it would spare.
    public func revise(_ finding: Finding, at site: OwnershipSite, evidence: Evidence) -> Finding {
        guard evidence.status == .refuted else { return finding }
        var revised = finding
        if let message = refutedMessage(at: site, evidence: evidence) { revised.message = message }
        if let help = finding.help {
            revised.help = "Optional, since the evidence finds no cost here: " + help.prefix(1).lowercased() + help.dropFirst()
        }
        return revised
    }

    /// A refuted finding says what the experiment found instead of claiming the effect.
    public func refutedMessage(at site: OwnershipSite, evidence: Evidence) -> String? {
        switch site {
        case .observedInInit where evidence.siteAsWritten == nil:
            // Decided without a run: the object is replaced, but keeps nothing the new one lacks.
            return "This `@ObservedObject` gets a new object from every `init`, but the object keeps nothing a new one would not have"
        case .observedDefault, .observedInInit:
            return "This `@ObservedObject` creates its own object, but here no update replaced it"
        case .unobservedState:
            return "This `@State` holds an `ObservableObject`, but here the view did not miss the changes it published"
        case .environment where evidence.siteAsWritten == nil:
            // Decided without a run: every run of this body hands the views below a new object,
            // but the new one holds what the old one held.
            return "This environment object is made in `body`: views below get a new one on every run of it, but the object keeps nothing a new one would not have"
        case .environment:
            return "This environment object is made in `body`, but here no update handed views below a new one"
        }
    }
}
