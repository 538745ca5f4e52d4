import ViewLint
import ViewLintRules

/// The rules the command line knows, as descriptions: the input of configuration checking,
/// `viewlint rules`, `viewlint explain` and SARIF metadata. Nothing else in the CLI names rules.
enum RuleCatalog {
    static var all: [RuleDescription] { RuleRegistry.descriptions }
}
