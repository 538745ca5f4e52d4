import ViewLint
import ViewLintRules

/// The rules the command line knows, as descriptions: the input of configuration checking,
/// `viewlint rules`, `viewlint explain` and SARIF metadata. Nothing else in the CLI names rules.
///
/// `RuleRegistry` lists rule ids only so far, and no rules yet; when it exposes the rules
/// themselves this becomes `RuleRegistry.all.map { $0.description }`.
enum RuleCatalog {
    static var all: [RuleDescription] { [] }
}
