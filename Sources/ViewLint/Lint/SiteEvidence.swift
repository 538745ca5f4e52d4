// From a site-centred experiment's outcome to the evidence a finding carries: the rule says how
// its quantity reads; the held conditions, assumptions and the SwiftUI versions the verdict
// applies to are added the same way for every rule, so no assumption is left unsaid.

/// How a rule words its evidence.
public struct EvidenceWording: Sendable {
    /// The fix as people read it: "`$flag`", "no `.id`".
    public var fix: String
    /// The count as written: "`Child.body` ran 10 of 10 updates".
    public var asWritten: @Sendable (SiteCounts, Int) -> String
    /// The count with the fix, given the count as written: "0 of 10".
    public var withFix: @Sendable (_ fixed: SiteCounts, _ written: SiteCounts, _ updates: Int) -> String
    /// What every driver showed when nothing was lowered by the fix.
    public var refuted: @Sendable ([DriverRun]) -> String
    /// The run a refuted summary quotes, whose counts the finding carries (default: the first).
    public var quoted: (@Sendable ([DriverRun]) -> DriverRun?)?

    public init(fix: String, asWritten: @escaping @Sendable (SiteCounts, Int) -> String,
                withFix: @escaping @Sendable (SiteCounts, SiteCounts, Int) -> String,
                refuted: @escaping @Sendable ([DriverRun]) -> String,
                quoted: (@Sendable ([DriverRun]) -> DriverRun?)? = nil) {
        self.fix = fix; self.asWritten = asWritten; self.withFix = withFix; self.refuted = refuted; self.quoted = quoted
    }
}

extension SiteExperiment.Outcome {
    /// The evidence, its summary one line: the counts, the change, the versions, what was held.
    public func evidence(_ wording: EvidenceWording, lowered: LoweredSite) -> Evidence {
        let held = heldPhrases(lowered)
        let suffix = held.isEmpty ? "" : " — " + held.joined(separator: "; ")
        switch verdict {
        case .confirmed(let run):
            var summary = "\(wording.asWritten(run.asWritten, run.updates)) (\(run.driver.description)); with \(wording.fix): \(wording.withFix(run.withFix, run.asWritten, run.updates))"
            // Where one SwiftUI behaviour alone shows the effect, the versions are named.
            let scope = SemanticsScope(lowered)
            if run.notConfirmedUnder.contains(.v17plus) {
                summary += " " + scope.olderPhrase
            } else if run.notConfirmedUnder.contains(.pre17), !scope.newerPhrase.isEmpty {
                summary += " " + scope.newerPhrase
            }
            return Evidence(status: .confirmed, summary: summary + suffix, siteAsWritten: run.asWritten, siteWithFix: run.withFix,
                            updates: run.updates, driver: run.driver.description, held: held,
                            dependencies: lowered.dependencies, trace: trace)
        case .refuted(let runs):
            // Runs that made the flagged code anew, with the fix too, have no counts to compare:
            // the rule words the others, and the made-anew runs say why the fix spares nothing.
            let compared = runs.filter { $0.madeAnew == nil }, madeAnew = runs.filter { $0.madeAnew != nil }
            let quoted = compared.isEmpty ? runs.first : wording.quoted?(compared) ?? compared.first
            let said = compared.isEmpty ? "the fix spares nothing: " + Self.madeAnewPhrase(madeAnew)
                : wording.refuted(compared) + (madeAnew.isEmpty ? "" : "; " + Self.madeAnewPhrase(madeAnew))
            return Evidence(status: .refuted, summary: said + suffix, siteAsWritten: quoted?.asWritten,
                            siteWithFix: quoted?.withFix, updates: quoted?.updates,
                            driver: runs.map(\.driver.description).uniqued().joined(separator: ", "), held: held,
                            dependencies: lowered.dependencies, trace: trace)
        case .inconclusive(let reason):
            // A run that built nothing, or changed nothing, says why only with what the engine
            // hosted and held: the member it hosted (as if `body` showed it) and the values held
            // constant are where a developer looks next.
            let fromTheRun = [SiteExperiment.notBuilt, SiteExperiment.nothingReruns, SiteExperiment.nothingToVary].contains(reason)
            let said = reason == SiteExperiment.notBuilt ? lowered.unbuiltReason ?? reason
                : reason == SiteExperiment.nothingReruns ? lowered.unrerunReason ?? reason : reason
            var e = Evidence.inconclusive(fromTheRun ? said + suffix : said, held: held, dependencies: lowered.dependencies)
            e.trace = trace
            return e
        }
    }

    /// Runs that made the flagged code anew, with the fix as with the code as written.
    static func madeAnewPhrase(_ runs: [DriverRun]) -> String {
        let first = runs[0], count = first.madeAnew ?? 0
        return "\(driverList(runs)) gives a view above the flagged code a new identity, "
            + "so it is made anew on \(count) of \(first.updates) updates, with the fix too"
    }

    /// Held conditions, the hosting when it is not the view's own `body`, and named assumptions.
    func heldPhrases(_ lowered: LoweredSite) -> [String] {
        var phrases: [String] = []
        // "while the sheet is presented" reads on its own; conditions read after "when".
        // Two held conditions (or assumptions) of the same text read as one: said once.
        let conditions = heldConditions.filter { $0.kind == .condition }.map(\.description).uniqued()
        if !conditions.isEmpty { phrases.append("when " + conditions.joined(separator: ", ")) }
        phrases += heldConditions.filter { $0.kind == .period }.map(\.description).uniqued()
        switch lowered.hosting.kind {
        case .body: break
        // What nothing in the file shows runs only if a caller elsewhere shows it: said, since a
        // helper no code calls never runs at all.
        case .helperAlone: phrases.append("hosting " + lowered.hosting.description + " as if `body` showed it (no `body` in this file calls it)")
        default: phrases.append("hosting " + lowered.hosting.description)
        }
        phrases += (lowered.assumptions + assumptions).uniqued().map { "assuming " + $0 }
        if !lowered.heldConstants.isEmpty {
            let named = lowered.heldConstants.prefix(2).map { "`\($0)`" }.joined(separator: ", ")
            let more = lowered.heldConstants.count > 2 ? " and \(lowered.heldConstants.count - 2) more" : ""
            phrases.append("holding \(named)\(more) constant")
        }
        return phrases
    }
}

/// The drivers of refuted runs, briefly: "changing `a`, the parent's body running again".
public func driverList(_ runs: [DriverRun], limit: Int = 3) -> String {
    let names = runs.map(\.driver.description).uniqued()
    let shown = names.prefix(limit).joined(separator: ", ")
    return names.count > limit ? shown + " and \(names.count - limit) more" : shown
}

extension Array where Element == String {
    func uniqued() -> [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}
