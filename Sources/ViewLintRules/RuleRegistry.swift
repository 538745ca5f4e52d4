import ViewLint

/// The one list of ViewLint's rules, in documentation order. A test fails when a rule file in
/// this folder is missing here.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        ClosureBindingRule.self,
        UnstableIDRule.self,
        ForEachIndexIdentityRule.self,
        AnyViewRule.self,
        UnenforcedEquatableRule.self,
        EquatableIgnoresInputRule.self,
        StateFromArgumentRule.self,
        ConditionalModifierRule.self,
        ForEachSelfIdentityRule.self,
        TaskInOnAppearRule.self,
        ObjectOwnershipRule.self,
        StateWriteInInitRule.self,
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    public static var ruleIDs: [String] { all.map { $0.description.id } }

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
