import ViewLint
import ViewLintRules

/// The rules the command line knows, as descriptions: the input of configuration checking,
/// `viewlint rules`, `viewlint explain` and SARIF metadata. Nothing else in the CLI names rules.
enum RuleCatalog {
    /// The SwiftUI rules, then ViewLint's checks of its own input (`parse_error`, disable comments).
    static var types: [any Rule.Type] { RuleRegistry.all + BuiltInRules.all }

    static var all: [RuleDescription] { types.map { $0.description } }

    static var ids: [String] { all.map(\.id) }
}
