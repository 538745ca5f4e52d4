import Testing
@testable import ViewLint

/// Rules made up for these tests: configuration checks ids and options against whatever list
/// it is given.
let configurationTestRules: [RuleDescription] = [
    RuleDescription(id: "alpha_rule", name: "Alpha", summary: "a", rationale: "r", howToFix: "f",
                    category: .identity, triggeringExamples: [], nonTriggeringExamples: [],
                    options: [RuleOptionDescription(key: "limit", defaultValue: "3", summary: "s")]),
    RuleDescription(id: "beta_rule", name: "Beta", summary: "b", rationale: "r", howToFix: "f",
                    category: .state, defaultSeverity: .error, isOptIn: true,
                    triggeringExamples: [], nonTriggeringExamples: []),
]

@Suite struct ConfigurationTests {
    private func parse(_ text: String) throws(ConfigurationDiagnostic) -> (Configuration, warnings: [ConfigurationDiagnostic]) {
        try Configuration.parse(text, path: "c.yml", knownRules: configurationTestRules)
    }

    private func failure(_ text: String) -> ConfigurationDiagnostic? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    static var repositoryRoot: String {
        // Tests/ViewLintTests/ThisFile.swift → the package folder.
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }

    @Test func defaults() {
        let configuration = Configuration()
        #expect(configuration.included.isEmpty && configuration.excluded.isEmpty)
        #expect(configuration.confirm && !configuration.strict && configuration.reporter == nil)
        #expect(configuration.failingSeverity == .error)
        #expect(configuration.isEnabled(configurationTestRules[0]))
        #expect(!configuration.isEnabled(configurationTestRules[1]), "opt-in rules are off by default")
        #expect(configuration.severity(of: configurationTestRules[1]) == .error)
    }

    @Test func repositoryConfigurationEqualsTheDefaults() throws {
        let path = ConfigurationTests.repositoryRoot + "/.viewlint.yml"
        guard case .success(let bytes) = FileSystem.readFile(path) else {
            Issue.record("cannot read \(path)")
            return
        }
        // Read with no rules known: the file must not name rules, so it stays valid as rules come and go.
        let (configuration, warnings) = try Configuration.parse(String(decoding: bytes, as: UTF8.self), path: path, knownRules: [])
        #expect(configuration == Configuration())
        #expect(warnings.isEmpty)
        // Every top-level key is documented in it.
        for key in Configuration.topLevelKeys {
            #expect(String(decoding: bytes, as: UTF8.self).contains("\n\(key):"), "\(key) is not documented")
        }
    }

    @Test func everyKey() throws {
        let (configuration, warnings) = try parse("""
        included: [Sources, "App/**"]
        excluded:
          - Sources/Generated
        disabled_rules: [alpha_rule]
        opt_in_rules: [beta_rule]
        only_rules: []
        confirm: off
        refuted: drop
        reporter: json
        strict: yes
        alpha_rule:
          severity: error
          limit: 5
        beta_rule:
        """)
        #expect(warnings.isEmpty)
        #expect(configuration.included == ["Sources", "App/**"])
        #expect(configuration.excluded == ["Sources/Generated"])
        #expect(configuration.disabledRules == ["alpha_rule"])
        #expect(configuration.optInRules == ["beta_rule"])
        #expect(!configuration.confirm && configuration.strict && configuration.reporter == "json")
        #expect(configuration.refuted == .drop)
        #expect(configuration.rules["alpha_rule"] == RuleSettings(severity: .error, options: ["limit": "5"]))
        #expect(configuration.rules["beta_rule"] == RuleSettings())
        #expect(!configuration.isEnabled(configurationTestRules[0]))
        #expect(configuration.isEnabled(configurationTestRules[1]))
        #expect(configuration.severity(of: configurationTestRules[0]) == .error)
        #expect(configuration.failingSeverity == .warning)
    }

    @Test func onlyRulesOverridesDisabledAndOptIn() throws {
        let (configuration, _) = try parse("only_rules: [beta_rule]\ndisabled_rules: [beta_rule]\n")
        #expect(configuration.isEnabled(configurationTestRules[1]))
        #expect(!configuration.isEnabled(configurationTestRules[0]))
    }

    @Test func unknownTopLevelKeyIsAWarningWithPosition() throws {
        let (configuration, warnings) = try parse("strict: true\n\nexclude: [x]\n")
        #expect(configuration.strict)
        #expect(warnings.count == 1)
        #expect(warnings.first?.line == 3 && warnings.first?.column == 1)
        #expect(warnings.first?.message.contains("unknown key 'exclude'") == true)
    }

    /// (text, line, column, part of the message).
    static let errors: [(String, Int, Int, String)] = [
        ("included: Sources\n", 1, 11, "'included' expects a list, found a scalar"),
        ("excluded: [[a]]\n", 1, 12, "'excluded' expects a string, found a list"),
        ("disabled_rules: [alpha_rule, nope_rule]\n", 1, 30, "unknown rule id 'nope_rule'"),
        ("opt_in_rules:\n  - gamma\n", 2, 5, "unknown rule id 'gamma'"),
        ("only_rules: [x]\n", 1, 14, "unknown rule id 'x'"),
        ("confirm: maybe\n", 1, 10, "'confirm' expects true or false, found 'maybe'"),
        ("strict: \"true\"\n", 1, 9, "expects true or false"),
        ("refuted: warn\n", 1, 10, "unknown value 'warn' for 'refuted'; expected one of note, drop"),
        ("strict: [true]\n", 1, 9, "found a list"),
        ("reporter: html\n", 1, 11, "unknown reporter 'html'"),
        ("alpha_rule: [error]\n", 1, 13, "found a list"),
        ("alpha_rule: fatal\n", 1, 13, "unknown severity 'fatal'"),
        ("excluded: [\"${VIEWLINT_TEST_UNSET_VARIABLE}/x\"]\n", 1, 12, "environment variable 'VIEWLINT_TEST_UNSET_VARIABLE' is not set"),
        ("disabled_rules: [unstable-id]\n", 1, 18, "unknown rule id 'unstable-id'"),
        ("alpha_rule: { severity: error, limt: 1 }\n", 1, 32, "unknown option 'limt'"),
        ("alpha_rule:\n  severity: fatal\n", 2, 13, "unknown severity 'fatal'"),
        ("alpha_rule:\n  limt: 4\n", 2, 3, "unknown option 'limt' for rule 'alpha_rule'; valid keys: severity, limit"),
        ("alpha_rule:\n  limit: [1]\n", 2, 10, "expects a scalar"),
        ("- a\n", 1, 1, "must be a mapping"),
        ("strict: true\nalpha_rul:\n  severity: error\n", 2, 1, "unknown rule id 'alpha_rul'"),
    ]

    @Test(arguments: ConfigurationTests.errors)
    func wrongTypesAndUnknownRulesAreErrorsWithPosition(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        guard let error = failure(text) else {
            Issue.record("accepted \(text.debugDescription)")
            return
        }
        #expect(error.path == "c.yml")
        #expect((error.line, error.column) == (line, column), "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test func loaderFindsTheNearestFileUpwardAndRelativeBase() throws {
        let root = try TemporaryDirectory()
        try root.write("a/.viewlint.yml", "strict: true\n")
        try root.makeDirectory("a/b/c")
        #expect(ConfigurationLoader.find(from: root.path + "/a/b/c") == root.path + "/a/.viewlint.yml")
        let loaded = try ConfigurationLoader.load(explicitPath: nil, searchDirectory: root.path + "/a/b/c", knownRules: [])
        #expect(loaded.configuration.strict)
        #expect(loaded.baseDirectory == root.path + "/a")
        let none = try ConfigurationLoader.load(explicitPath: nil, searchDirectory: root.path, knownRules: [])
        // The temporary folder has no configuration above it (unless the machine's /tmp has one).
        if ConfigurationLoader.find(from: root.path) == nil {
            #expect(none.path == nil && none.configuration == Configuration() && none.baseDirectory == root.path)
        }
    }

    @Test func loaderReportsMissingAndNonUTF8Files() throws {
        let root = try TemporaryDirectory()
        #expect(throws: ConfigurationDiagnostic.self) {
            try ConfigurationLoader.load(explicitPath: root.path + "/missing.yml", searchDirectory: root.path, knownRules: [])
        }
        try root.write("bad.yml", bytes: Array("strict: true\nx: ".utf8) + [0xFF, 0x0A])
        do {
            _ = try ConfigurationLoader.load(explicitPath: root.path + "/bad.yml", searchDirectory: root.path, knownRules: [])
            Issue.record("accepted invalid UTF-8")
        } catch {
            #expect((error.line, error.column) == (2, 4))
            #expect(error.message.contains("UTF-8"))
        }
    }
}
