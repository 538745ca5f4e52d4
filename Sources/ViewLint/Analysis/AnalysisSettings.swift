/// What decides a session's findings besides the code: the configuration and the rules it
/// enables, and the identity of everything else that does (`cacheSalt`).
public struct AnalysisSettings: Sendable {
    public var configuration: Configuration
    /// Every rule there is, `BuiltInRules.all` included (the library does not know the
    /// registry; front ends pass it).
    public var rules: [any Rule.Type]
    public var jobs: Int
    /// Mixed into every result's key: the configuration file's bytes and the tool's build, so a
    /// changed setting or a rebuilt viewlint never reuses a result.
    public var cacheSalt: UInt64
    /// Whether results are kept for later analyses (digests, keys, dependencies). Off for a
    /// one-shot run without a cache (`--no-cache`), which then skips computing them.
    public var incremental = true
    /// Nested configurations (`.viewlint.yml` files in subfolders): the effective configuration
    /// of each file. Nil: `configuration` for every file.
    public var resolver: ConfigurationResolver?
    /// Applied to each configuration the resolver answers (the command line's overrides).
    public var adjust: @Sendable (inout Configuration) -> Void = { _ in }
    /// Bytes of syntax trees an analysis may keep between parsing a file for the index and
    /// checking it; beyond it, files are parsed again when checked.
    public var treeBudget: Int
    /// Whether `AnalysisResult.sources` holds every file asked for that was read (the language
    /// server remembers each one's words), or only those with findings: a one-shot command
    /// reports nothing else, and the other files' bytes are let go once they are summarised.
    public var reportsEveryFileRead = true
    /// Whether each file's declaration facts are kept once the project model is merged from
    /// them, so that a later analysis takes in only the files that changed (the language server,
    /// the fix loop). Off for a command that analyses once: they are let go before the checks
    /// (the model holds what they say, merged), and an analysis after that summarises every
    /// file again.
    public var keepsFileFacts = true
    /// The binding semantics the project can run with (`DeploymentTargets`); the session sets
    /// it from the project's manifests.
    public var semantics: Set<Semantics> = [.v17plus, .pre17]
    /// The binding semantics one file's code can run with (the targets compiling it); nil:
    /// `semantics`. The session sets it from the project's manifests.
    public var fileSemantics: @Sendable (String) -> Set<Semantics>? = { _ in nil }
    /// The platforms the Xcode targets compiling a file build for (nil: not known); the
    /// session sets it from the project's Xcode projects.
    public var targetPlatforms: @Sendable (String) -> Set<DeploymentTargets.Platform>? = { _ in nil }

    /// Trees of about 0.6 MB of source (some 6 bytes of tree per byte): a small app keeps every
    /// tree and parses each file once; a larger project reads and parses the rest again, in
    /// reused memory, which costs no more CPU than faulting in fresh memory for kept trees
    /// (on six apps, 17 MB of source, a 16 MB budget cost as much CPU as 4 MB or none, and 0.7
    /// bytes more peak memory per source byte), so the trees' memory stays flat in the number
    /// of files (`Benchmarks/lint-cost.py --tree-budget`).
    public static let defaultTreeBudget = 4 << 20

    public init(configuration: Configuration, rules: [any Rule.Type], jobs: Int = 1, cacheSalt: UInt64 = 0,
                treeBudget: Int = AnalysisSettings.defaultTreeBudget) {
        self.configuration = configuration
        self.rules = rules
        self.jobs = jobs
        self.cacheSalt = cacheSalt
        self.treeBudget = treeBudget
    }

    /// Every enabled rule, built with its options, at its configured severity.
    public var configuredRules: [Linter.ConfiguredRule] {
        let known = Set(rules.map { $0.description.id })
        return rules.compactMap { type in
            let description = type.description
            guard configuration.isEnabled(description) else { return nil }
            let settings = configuration.rules[description.id]
            return Linter.ConfiguredRule(rule: BuiltInRules.instantiate(type, options: RuleOptions(settings?.options ?? [:]),
                                                                        knownRuleIDs: known),
                                         severity: settings?.severity)
        }
    }

    /// The Linter: the configured rules, and confirmation in the engine unless `confirm: false`
    /// (`--no-confirm`), where findings carry no evidence and keep their severity.
    public var linter: Linter {
        var confirmation = configuration.confirm ? ConfirmationSettings(refuted: configuration.refuted, fullTrace: configuration.fullTrace) : nil
        confirmation?.semantics = semantics
        confirmation?.fileSemantics = fileSemantics
        confirmation?.targetPlatforms = targetPlatforms
        return Linter(rules: configuredRules, jobs: jobs, confirmation: confirmation)
    }
}
