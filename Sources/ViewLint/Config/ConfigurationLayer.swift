/// What one configuration file says: exactly the keys it sets, so that files can be layered
/// (a `parent_config` under its child, a nested `.viewlint.yml` over its parent folder's).
/// `nil` means "not set here": the layer below decides.
public struct ConfigurationLayer: Sendable, Equatable {
    public var included: [String]?
    public var excluded: [String]?
    public var disabledRules: [String]?
    public var optInRules: [String]?
    public var onlyRules: [String]?
    public var rules: [String: RuleSettings] = [:]
    public var confirm: Bool?
    public var refuted: RefutedPolicy?
    /// `.some(nil)` is an explicit `reporter: ~`.
    public var reporter: String??
    public var strict: Bool?
    public var lenient: Bool?
    public var allowZeroLintableFiles: Bool?
    /// `parent_config: FILE` / `child_config: FILE`, relative to this file's folder, with where
    /// the value is written (for "not found" and cycle errors). Also used for a key's position.
    public var parentConfig: Reference?
    public var childConfig: Reference?

    public struct Reference: Sendable, Equatable {
        public var path: String
        public var line: Int
        public var column: Int
    }

    /// Where the first `included` or `excluded` key is written, if any (nested configurations
    /// may not choose files, and say so there).
    public var fileSelectionKey: Reference?
    /// Where keys about the whole run are written (`reporter`, `strict`, `lenient`,
    /// `allow_zero_lintable_files`), each with its key in `path`: a run has one report and one
    /// exit status, so a nested configuration's are ignored, and say so there.
    public var runKeys: [Reference] = []

    public init() {}

    /// Reads one file's text into a layer; see `Configuration.parse`.
    public static func parse(_ text: String, path: String, knownRules: [RuleDescription],
                             environment: ConfigurationEnvironment = .process)
        throws(ConfigurationDiagnostic) -> (ConfigurationLayer, warnings: [ConfigurationDiagnostic]) {
        let root = try environment.expand(try YAMLReader.read(text, path: path), path: path)
        var decoder = ConfigurationDecoder(path: path, knownRules: knownRules)
        let layer = try decoder.decode(root)
        return (layer, decoder.warnings)
    }
}

extension Configuration {
    /// This configuration with `layer` on top, as a child refines its parent:
    /// - scalars (`confirm`, `refuted`, `reporter`, `strict`, `lenient`,
    ///   `allow_zero_lintable_files`) and `included` are replaced when the layer sets them
    ///   (`strict: true` clears `lenient` below it and `lenient: true` clears `strict`);
    ///   `excluded` patterns are added;
    /// - rules: the layer's `only_rules` replaces the whole selection; otherwise its
    ///   `disabled_rules` switch rules off and its `opt_in_rules` switch rules on (also ones
    ///   the parent disabled), inside the parent's `only_rules` when it has one;
    /// - per-rule blocks: the layer's severity and options override the parent's, key by key.
    /// `globPrefix` is the layer's folder relative to the folder the result's globs are
    /// relative to ("" when they are the same), prepended to the layer's patterns.
    public func refined(by layer: ConfigurationLayer, globPrefix: String = "") -> Configuration {
        var result = self
        func rebased(_ patterns: [String]) -> [String] {
            globPrefix.isEmpty ? patterns : patterns.map { PathText.join(globPrefix, $0) }
        }
        if let included = layer.included { result.included = rebased(included) }
        if let excluded = layer.excluded { result.excluded += rebased(excluded).filter { !result.excluded.contains($0) } }
        if let only = layer.onlyRules, !only.isEmpty {
            result.onlyRules = only
            result.disabledRules = layer.disabledRules ?? []
            result.optInRules = layer.optInRules ?? []
        } else {
            let disabled = layer.disabledRules ?? []
            let enabled = layer.optInRules ?? []
            if !result.onlyRules.isEmpty {
                result.onlyRules = result.onlyRules.filter { !disabled.contains($0) }
                    + enabled.filter { !result.onlyRules.contains($0) }
            }
            result.disabledRules = result.disabledRules.filter { !enabled.contains($0) }
                + disabled.filter { !result.disabledRules.contains($0) }
            result.optInRules = result.optInRules.filter { !disabled.contains($0) }
                + enabled.filter { !result.optInRules.contains($0) }
        }
        for (id, settings) in layer.rules {
            var merged = result.rules[id] ?? RuleSettings()
            if let severity = settings.severity { merged.severity = severity }
            merged.options.merge(settings.options) { _, new in new }
            result.rules[id] = merged
        }
        if let confirm = layer.confirm { result.confirm = confirm }
        if let refuted = layer.refuted { result.refuted = refuted }
        if let reporter = layer.reporter { result.reporter = reporter }
        if let strict = layer.strict { result.strict = strict; if strict { result.lenient = false } }
        if let lenient = layer.lenient { result.lenient = lenient; if lenient { result.strict = false } }
        if let allow = layer.allowZeroLintableFiles { result.allowZeroLintableFiles = allow }
        return result
    }
}

/// Turns the YAML tree into a layer, checking types and rule ids as it goes.
struct ConfigurationDecoder {
    static let runKeyNames: Set<String> = ["reporter", "strict", "lenient", "allow_zero_lintable_files"]

    let path: String
    let knownRules: [RuleDescription]
    var warnings: [ConfigurationDiagnostic] = []

    init(path: String, knownRules: [RuleDescription]) {
        self.path = path
        self.knownRules = knownRules
    }

    mutating func decode(_ root: YAMLNode) throws(ConfigurationDiagnostic) -> ConfigurationLayer {
        var layer = ConfigurationLayer()
        if case .null = root.value { return layer }
        guard case .mapping(let entries) = root.value else {
            throw error(root, "the configuration must be a mapping of keys to values, found \(root.kindName)")
        }
        for entry in entries {
            let value = entry.value
            if Self.runKeyNames.contains(entry.key) {
                layer.runKeys.append(ConfigurationLayer.Reference(path: entry.key, line: entry.keyLine, column: entry.keyColumn))
            }
            switch entry.key {
            case "included", "excluded":
                let patterns = try strings(value, key: entry.key)
                if entry.key == "included" { layer.included = patterns } else { layer.excluded = patterns }
                if layer.fileSelectionKey == nil {
                    layer.fileSelectionKey = ConfigurationLayer.Reference(path: entry.key, line: entry.keyLine, column: entry.keyColumn)
                }
            case "disabled_rules": layer.disabledRules = try ruleIDs(value, key: entry.key)
            case "opt_in_rules": layer.optInRules = try ruleIDs(value, key: entry.key)
            case "only_rules": layer.onlyRules = try ruleIDs(value, key: entry.key)
            case "confirm": layer.confirm = try bool(value, key: entry.key)
            case "strict", "lenient":
                let on = try bool(value, key: entry.key)
                if entry.key == "strict" { layer.strict = on } else { layer.lenient = on }
                if on, layer.strict == true, layer.lenient == true {
                    throw ConfigurationDiagnostic(path: path, line: entry.keyLine, column: entry.keyColumn,
                                                  message: "'strict' and 'lenient' cannot both be true: warnings cannot fail a run whose errors are warnings")
                }
            case "allow_zero_lintable_files": layer.allowZeroLintableFiles = try bool(value, key: entry.key)
            case "parent_config", "child_config":
                if case .null = value.value { break }
                let reference = ConfigurationLayer.Reference(path: try string(value, key: entry.key),
                                                             line: value.line, column: value.column)
                if entry.key == "parent_config" { layer.parentConfig = reference } else { layer.childConfig = reference }
            case "refuted":
                let name = try string(value, key: entry.key)
                guard let policy = RefutedPolicy(rawValue: name) else {
                    throw error(value, "unknown value '\(name)' for 'refuted'; expected one of \(RefutedPolicy.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                layer.refuted = policy
            case "reporter":
                if case .null = value.value { layer.reporter = .some(nil); break }
                let name = try string(value, key: entry.key)
                guard Configuration.reporterNames.contains(name) else {
                    throw error(value, "unknown reporter '\(name)'; expected one of \(Configuration.reporterNames.joined(separator: ", "))")
                }
                layer.reporter = name
            default:
                if let rule = knownRules.first(where: { $0.id == entry.key }) {
                    layer.rules[rule.id] = try ruleSettings(value, rule: rule)
                } else if case .mapping = value.value {
                    // No setting takes a mapping: this is a per-rule block for a rule that does not exist.
                    throw ConfigurationDiagnostic(path: path, line: entry.keyLine, column: entry.keyColumn,
                                                  message: "unknown rule id '\(entry.key)'\(suggestion(for: entry.key)); run 'viewlint rules' for the list")
                } else {
                    warnings.append(ConfigurationDiagnostic(
                        path: path, line: entry.keyLine, column: entry.keyColumn,
                        message: "unknown key '\(entry.key)' is ignored (not a setting or a known rule id)\(suggestion(for: entry.key))"))
                }
            }
        }
        return layer
    }

    /// `; did you mean 'x'?` for the nearest rule id or setting, or nothing.
    private func suggestion(for name: String) -> String {
        guard let near = NearestName.find(name, among: knownRules.map(\.id) + Configuration.topLevelKeys) else { return "" }
        return "; did you mean '\(near)'?"
    }

    private func ruleSettings(_ node: YAMLNode, rule: RuleDescription) throws(ConfigurationDiagnostic) -> RuleSettings {
        var settings = RuleSettings()
        switch node.value {
        case .null:
            return settings
        case .scalar:
            // SwiftLint's shorthand: `rule_id: error`.
            settings.severity = try severity(node)
            return settings
        case .list:
            throw error(node, "'\(rule.id)' expects a severity (note, warning, error) or a mapping of 'severity' and rule options, found a list")
        case .mapping(let entries):
            for entry in entries {
                if entry.key == "severity" {
                    settings.severity = try severity(entry.value)
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
    }

    private func severity(_ node: YAMLNode) throws(ConfigurationDiagnostic) -> Severity {
        let text = try string(node, key: "severity")
        guard let severity = Severity(rawValue: text) else {
            throw error(node, "unknown severity '\(text)'; expected note, warning or error")
        }
        return severity
    }

    private func ruleIDs(_ node: YAMLNode, key: String) throws(ConfigurationDiagnostic) -> [String] {
        let items = try list(node, key: key)
        var ids: [String] = []
        for item in items {
            let id = try string(item, key: key)
            guard knownRules.contains(where: { $0.id == id }) else {
                let near = NearestName.find(id, among: knownRules.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
                throw error(item, "unknown rule id '\(id)' in '\(key)'\(near); run 'viewlint rules' for the list")
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
