/// What `.viewlint.yml` says, typed. The defaults here are the defaults; the repository's
/// `.viewlint.yml` documents them and a test keeps the two equal.
public struct Configuration: Sendable, Hashable {
    /// Globs (relative to the configuration file's directory) a discovered file must match one
    /// of; empty means every `.swift` file.
    public var included: [String] = []
    /// Globs of files and folders never linted (unless named on the command line).
    public var excluded: [String] = []
    /// Rules that do not run.
    public var disabledRules: [String] = []
    /// Opt-in rules that do run.
    public var optInRules: [String] = []
    /// When not empty, exactly these rules run (opt-in or not); `disabled_rules` and
    /// `opt_in_rules` are then ignored.
    public var onlyRules: [String] = []
    /// Per-rule blocks: severity overrides and rule options, by rule id.
    public var rules: [String: RuleSettings] = [:]
    /// Whether the reference engine confirms findings (`--no-confirm` turns it off).
    public var confirm: Bool = true
    /// Evidence carries the engine's full trace of both runs (`--full-trace`), not only the events
    /// at the flagged site. A command-line setting, not a configuration key.
    public var fullTrace = false
    /// What happens to findings the engine refutes: `note` (reported as notes) or `drop`.
    public var refuted: RefutedPolicy = .note
    /// The reporter when `--reporter` is not given; `nil` picks text on a terminal, else xcode.
    public var reporter: String? = nil
    /// Whether warnings fail the run too (`--strict`).
    public var strict: Bool = false
    /// Whether errors are reported as warnings, so that findings fail nothing (`--lenient`,
    /// SwiftLint's key). The opposite of `strict`: setting one clears the other.
    public var lenient: Bool = false
    /// Whether a run that finds no Swift file to lint succeeds (SwiftLint's key). By default it
    /// fails: an `included:` typo or an empty folder must not pass silently.
    public var allowZeroLintableFiles: Bool = false

    public init() {}

    /// The names `reporter:` and `--reporter` accept.
    public static var reporterNames: [String] { ReporterKind.allCases.map(\.rawValue) }

    /// Whether `rule` runs under this configuration.
    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if !onlyRules.isEmpty { return onlyRules.contains(rule.id) }
        if disabledRules.contains(rule.id) { return false }
        return !rule.isOptIn || optInRules.contains(rule.id)
    }

    /// The severity findings of `rule` are reported with.
    public func severity(of rule: RuleDescription) -> Severity {
        rules[rule.id]?.severity ?? rule.defaultSeverity
    }

    /// The lowest severity that fails the run (exit code 1).
    public var failingSeverity: Severity { strict ? .warning : .error }
}

/// A per-rule block: `rule_id: { severity: error, some_option: 3 }`, or the shorthand
/// `rule_id: error` for the severity alone.
public struct RuleSettings: Sendable, Hashable {
    public var severity: Severity?
    /// Option values as written, by key (validated against `RuleDescription.options`). Scalars
    /// only, as text: each rule parses its own options, since only it knows their types.
    public var options: [String: String]

    public init(severity: Severity? = nil, options: [String: String] = [:]) {
        self.severity = severity
        self.options = options
    }
}

/// A configuration that was read, with where it came from and what it warned about.
public struct LoadedConfiguration: Sendable {
    public var configuration: Configuration
    /// The file read, or `nil` when no `.viewlint.yml` was found (the defaults apply).
    public var path: String?
    /// The directory globs are relative to: the file's directory (the deepest folder holding
    /// it and the files it names with `parent_config`/`child_config`), or the working directory.
    public var baseDirectory: String
    public var warnings: [ConfigurationDiagnostic]
    /// Every configuration file that contributed, bottom layer first (absolute paths): what a
    /// cache must hash.
    public var files: [String]

    public init(configuration: Configuration, path: String?, baseDirectory: String, warnings: [ConfigurationDiagnostic],
                files: [String]? = nil) {
        self.configuration = configuration
        self.path = path
        self.baseDirectory = baseDirectory
        self.warnings = warnings
        self.files = files ?? path.map { [$0] } ?? []
    }
}

extension Configuration {
    /// The top-level keys, in the order `.viewlint.yml` documents them.
    public static let topLevelKeys = ["parent_config", "child_config", "included", "excluded", "disabled_rules",
                                      "opt_in_rules", "only_rules", "confirm", "refuted", "reporter", "strict",
                                      "lenient", "allow_zero_lintable_files"]

    /// Parses one configuration file's text on its own (no `parent_config`/`child_config` is
    /// followed: `ConfigurationLoader` does that). `knownRules` is every rule ViewLint has:
    /// rule ids are checked against it, never against a fixed list. `environment` answers
    /// `${NAME}` references. Errors stop the read; unknown top-level keys become warnings so
    /// older ViewLints can read newer files.
    public static func parse(_ text: String, path: String, knownRules: [RuleDescription],
                             environment: ConfigurationEnvironment = .process)
        throws(ConfigurationDiagnostic) -> (Configuration, warnings: [ConfigurationDiagnostic]) {
        let (layer, warnings) = try ConfigurationLayer.parse(text, path: path, knownRules: knownRules, environment: environment)
        return (Configuration().refined(by: layer), warnings)
    }
}
