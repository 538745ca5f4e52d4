import ViewLint

/// The one list of ViewLint's rules. A test fails when a rule file in this folder is missing here.
public enum RuleRegistry {
    /// Rule identifiers, in the order they are documented. Filled as rules land.
    public static let ruleIDs: [String] = []
}
