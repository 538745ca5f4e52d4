import ViewLint

extension Evidence {
    /// What a rule without an experiment attaches to its findings, so a report says plainly that
    /// the engine has not decided them (rather than showing no evidence at all).
    static let noExperimentYet = Evidence.inconclusive("no experiment for this rule yet")
}
