/// What `.viewlint.yml` says, typed. The defaults here are the defaults; the repository's
/// `.viewlint.yml` documents them and a test keeps the two equal.
public struct Configuration: Sendable, Equatable {
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
    /// What happens to findings the engine refutes: `note` (reported as notes) or `drop`.
    public var refuted: RefutedPolicy = .note
    /// The reporter when `--reporter` is not given; `nil` picks text on a terminal, else xcode.
    public var reporter: String? = nil
    /// Whether warnings fail the run too (`--strict`).
    public var strict: Bool = false

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

/// A per-rule block: `rule_id: { severity: error, some_option: 3 }` in block form.
public struct RuleSettings: Sendable, Equatable {
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
    /// The directory globs are relative to: the file's directory, or the working directory.
    public var baseDirectory: String
    public var warnings: [ConfigurationDiagnostic]

    public init(configuration: Configuration, path: String?, baseDirectory: String, warnings: [ConfigurationDiagnostic]) {
        self.configuration = configuration
        self.path = path
        self.baseDirectory = baseDirectory
        self.warnings = warnings
    }
}

extension Configuration {
    /// The top-level keys, in the order `.viewlint.yml` documents them.
    public static let topLevelKeys = ["included", "excluded", "disabled_rules", "opt_in_rules", "only_rules",
                                      "confirm", "refuted", "reporter", "strict"]

    /// Parses a configuration file's text. `knownRules` is every rule ViewLint has (the
    /// registry's descriptions): rule ids are checked against it, never against a fixed list.
    /// Errors stop the read; unknown top-level keys become warnings so older ViewLints can read
    /// newer files.
    public static func parse(_ text: String, path: String, knownRules: [RuleDescription])
        throws(ConfigurationDiagnostic) -> (Configuration, warnings: [ConfigurationDiagnostic]) {
        let root = try YAMLReader.read(text, path: path)
        var decoder = ConfigurationDecoder(path: path, knownRules: knownRules)
        let configuration = try decoder.decode(root)
        return (configuration, decoder.warnings)
    }
}

/// Turns the YAML tree into a `Configuration`, checking types and rule ids as it goes.
private struct ConfigurationDecoder {
    let path: String
    let knownRules: [RuleDescription]
    var warnings: [ConfigurationDiagnostic] = []

    init(path: String, knownRules: [RuleDescription]) {
        self.path = path
        self.knownRules = knownRules
    }

    mutating func decode(_ root: YAMLNode) throws(ConfigurationDiagnostic) -> Configuration {
        var configuration = Configuration()
        if case .null = root.value { return configuration }
        guard case .mapping(let entries) = root.value else {
            throw error(root, "the configuration must be a mapping of keys to values, found \(root.kindName)")
        }
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "included": configuration.included = try strings(value, key: entry.key)
            case "excluded": configuration.excluded = try strings(value, key: entry.key)
            case "disabled_rules": configuration.disabledRules = try ruleIDs(value, key: entry.key)
            case "opt_in_rules": configuration.optInRules = try ruleIDs(value, key: entry.key)
            case "only_rules": configuration.onlyRules = try ruleIDs(value, key: entry.key)
            case "confirm": configuration.confirm = try bool(value, key: entry.key)
            case "strict": configuration.strict = try bool(value, key: entry.key)
            case "refuted":
                let name = try string(value, key: entry.key)
                guard let policy = RefutedPolicy(rawValue: name) else {
                    throw error(value, "unknown value '\(name)' for 'refuted'; expected one of \(RefutedPolicy.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                configuration.refuted = policy
            case "reporter":
                if case .null = value.value { configuration.reporter = nil; break }
                let name = try string(value, key: entry.key)
                guard Configuration.reporterNames.contains(name) else {
                    throw error(value, "unknown reporter '\(name)'; expected one of \(Configuration.reporterNames.joined(separator: ", "))")
                }
                configuration.reporter = name
            default:
                if let rule = knownRules.first(where: { $0.id == entry.key }) {
                    configuration.rules[rule.id] = try ruleSettings(value, rule: rule)
                } else if case .mapping = value.value {
                    // No setting takes a mapping: this is a per-rule block for a rule that does not exist.
                    throw ConfigurationDiagnostic(path: path, line: entry.keyLine, column: entry.keyColumn,
                                                  message: "unknown rule id '\(entry.key)'; run 'viewlint rules' for the list")
                } else {
                    warnings.append(ConfigurationDiagnostic(
                        path: path, line: entry.keyLine, column: entry.keyColumn,
                        message: "unknown key '\(entry.key)' is ignored (not a setting or a known rule id)"))
                }
            }
        }
        return configuration
    }

    private func ruleSettings(_ node: YAMLNode, rule: RuleDescription) throws(ConfigurationDiagnostic) -> RuleSettings {
        var settings = RuleSettings()
        if case .null = node.value { return settings }
        guard case .mapping(let entries) = node.value else {
            throw error(node, "'\(rule.id)' expects a mapping of 'severity' and rule options, found \(node.kindName)")
        }
        for entry in entries {
            if entry.key == "severity" {
                let text = try string(entry.value, key: "severity")
                guard let severity = Severity(rawValue: text) else {
                    throw error(entry.value, "unknown severity '\(text)'; expected note, warning or error")
                }
                settings.severity = severity
                continue
            }
            guard rule.options.contains(where: { $0.key == entry.key }) else {
                let valid = (["severity"] + rule.options.map(\.key)).joined(separator: ", ")
                throw ConfigurationDiagnostic(path: path, line: entry.keyLine, column: entry.keyColumn,
                                              message: "unknown option '\(entry.key)' for rule '\(rule.id)'; valid keys: \(valid)")
            }
            guard case .scalar(let text, _) = entry.value.value else {
                throw error(entry.value, "option '\(entry.key)' of '\(rule.id)' expects a scalar, found \(entry.value.kindName)")
            }
            settings.options[entry.key] = text
        }
        return settings
    }

    private func ruleIDs(_ node: YAMLNode, key: String) throws(ConfigurationDiagnostic) -> [String] {
        let items = try list(node, key: key)
        var ids: [String] = []
        for item in items {
            let id = try string(item, key: key)
            guard knownRules.contains(where: { $0.id == id }) else {
                throw error(item, "unknown rule id '\(id)' in '\(key)'; run 'viewlint rules' for the list")
            }
            ids.append(id)
        }
        return ids
    }

    private func strings(_ node: YAMLNode, key: String) throws(ConfigurationDiagnostic) -> [String] {
        var result: [String] = []
        for item in try list(node, key: key) { result.append(try string(item, key: key)) }
        return result
    }

    private func list(_ node: YAMLNode, key: String) throws(ConfigurationDiagnostic) -> [YAMLNode] {
        switch node.value {
        case .list(let items): return items
        case .null: return []
        default: throw error(node, "'\(key)' expects a list, found \(node.kindName)")
        }
    }

    private func string(_ node: YAMLNode, key: String) throws(ConfigurationDiagnostic) -> String {
        guard case .scalar(let text, _) = node.value else {
            throw error(node, "'\(key)' expects a string, found \(node.kindName)")
        }
        return text
    }

    private func bool(_ node: YAMLNode, key: String) throws(ConfigurationDiagnostic) -> Bool {
        if case .scalar(let text, isQuoted: false) = node.value {
            switch text.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        let found: String
        if case .scalar(let text, _) = node.value { found = "'\(text)'" } else { found = node.kindName }
        throw error(node, "'\(key)' expects true or false, found \(found)")
    }

    private func error(_ node: YAMLNode, _ message: String) -> ConfigurationDiagnostic {
        ConfigurationDiagnostic(path: path, line: node.line, column: node.column, message: message)
    }
}
