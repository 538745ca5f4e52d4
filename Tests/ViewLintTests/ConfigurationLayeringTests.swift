import Testing
@testable import ViewLint

/// SwiftLint's configuration conventions: flow collections, the severity shorthand, `${ENV}`,
/// `parent_config`/`child_config` and nested `.viewlint.yml` files, through the loader and the
/// resolver the analysis asks per file.
@Suite struct ConfigurationLayeringTests {
    private func parse(_ text: String, environment: [String: String] = [:]) throws(ConfigurationDiagnostic) -> Configuration {
        try Configuration.parse(text, path: "c.yml", knownRules: configurationTestRules,
                                environment: ConfigurationEnvironment(environment)).0
    }

    @Test func flowMappingsAndTheSeverityShorthand() throws {
        let configuration = try parse("""
        alpha_rule: { severity: error, limit: 5 }
        beta_rule: note
        """)
        #expect(configuration.rules["alpha_rule"] == RuleSettings(severity: .error, options: ["limit": "5"]))
        #expect(configuration.rules["beta_rule"] == RuleSettings(severity: .note))
    }

    @Test func flowCollectionsSpanLinesWithComments() throws {
        let node = try YAMLReader.read("""
        a: [
          x,   # first
          "y",
        ]
        b: { c: [1, 2], d: { e: f }, g: }
        h: 1
        """, path: "c.yml")
        guard case .mapping(let entries) = node.value else { Issue.record("not a mapping"); return }
        #expect(entries.map(\.key) == ["a", "b", "h"])
        #expect(entries[0].value.value == .list([YAMLNode(.scalar("x", isQuoted: false), line: 2, column: 3),
                                                 YAMLNode(.scalar("y", isQuoted: true), line: 3, column: 3)]))
        guard case .mapping(let inner) = entries[1].value.value else { Issue.record("b is not a mapping"); return }
        #expect(inner.map(\.key) == ["c", "d", "g"])
        #expect(inner[2].value.value == .null)
        #expect(inner[1].keyLine == 5 && inner[1].keyColumn == 17)
        #expect(entries[2].keyLine == 6)
    }

    @Test func environmentVariablesExpandInValues() throws {
        let configuration = try parse("excluded: [\"${GENERATED}/**\", plain$dollar]\nincluded: [${ROOT}]\n",
                                      environment: ["GENERATED": "Sources/Gen", "ROOT": "App"])
        #expect(configuration.excluded == ["Sources/Gen/**", "plain$dollar"])
        #expect(configuration.included == ["App"])
        do {
            _ = try parse("strict: false\nincluded: [a, ${1X}]\n")
            Issue.record("accepted a bad variable name")
        } catch {
            #expect((error.line, error.column) == (2, 15), "\(error)")
        }
    }

    @Test func refiningFollowsSwiftLintsMerge() {
        var parent = Configuration()
        parent.disabledRules = ["alpha_rule"]
        parent.excluded = ["Gen"]
        parent.rules["beta_rule"] = RuleSettings(severity: .error, options: ["limit": "1"])
        var child = ConfigurationLayer()
        child.optInRules = ["alpha_rule", "beta_rule"]
        child.excluded = ["Mocks"]
        child.strict = true
        child.rules["beta_rule"] = RuleSettings(options: ["limit": "2"])
        let merged = parent.refined(by: child, globPrefix: "app")
        #expect(merged.disabledRules.isEmpty, "a child's opt_in_rules re-enable what the parent disabled")
        #expect(merged.isEnabled(configurationTestRules[0]) && merged.isEnabled(configurationTestRules[1]))
        #expect(merged.excluded == ["Gen", "app/Mocks"])
        #expect(merged.strict)
        #expect(merged.rules["beta_rule"] == RuleSettings(severity: .error, options: ["limit": "2"]))

        var onlyParent = Configuration()
        onlyParent.onlyRules = ["alpha_rule"]
        var narrowing = ConfigurationLayer()
        narrowing.disabledRules = ["alpha_rule"]
        narrowing.optInRules = ["beta_rule"]
        #expect(onlyParent.refined(by: narrowing).onlyRules == ["beta_rule"])
        var replacing = ConfigurationLayer()
        replacing.onlyRules = ["alpha_rule"]
        #expect(merged.refined(by: replacing).onlyRules == ["alpha_rule"])
    }

    @Test func parentAndChildConfigsLayerWithRebasedGlobs() throws {
        let root = try TemporaryDirectory()
        try root.write("shared/base.yml", "disabled_rules: [alpha_rule]\nexcluded: [Generated]\nstrict: true\n")
        try root.write("app/.viewlint.yml", "parent_config: ../shared/base.yml\nchild_config: ci.yml\nincluded: [Sources]\nstrict: false\n")
        try root.write("app/ci.yml", "alpha_rule: error\nopt_in_rules: [alpha_rule]\n")
        let loaded = try ConfigurationLoader.load(explicitPath: nil, searchDirectory: root.path + "/app", knownRules: configurationTestRules)
        #expect(loaded.baseDirectory == root.path)
        #expect(loaded.path == root.path + "/app/.viewlint.yml")
        #expect(loaded.files == [root.path + "/shared/base.yml", root.path + "/app/.viewlint.yml", root.path + "/app/ci.yml"])
        #expect(loaded.configuration.excluded == ["shared/Generated"])
        #expect(loaded.configuration.included == ["app/Sources"])
        #expect(!loaded.configuration.strict, "the child file overrides its parent")
        #expect(loaded.configuration.isEnabled(configurationTestRules[0]))
        #expect(loaded.configuration.severity(of: configurationTestRules[0]) == .error)
    }

    @Test func referenceErrorsPointAtTheReference() throws {
        let root = try TemporaryDirectory()
        try root.write("a.yml", "strict: true\nparent_config: b.yml\n")
        try root.write("b.yml", "child_config: a.yml\n")
        try root.write("c.yml", "parent_config: missing.yml\n")
        try root.write("d.yml", "parent_config: https://example.invalid/x.yml\n")
        for (file, line, column, message) in [("a.yml", 1, 15, "makes a cycle"), ("c.yml", 1, 16, "cannot read the parent_config"),
                                               ("d.yml", 1, 16, "remote configurations are not supported")] {
            do {
                _ = try ConfigurationLoader.load(explicitPath: root.path + "/" + file, searchDirectory: root.path, knownRules: [])
                Issue.record("\(file) loaded")
            } catch {
                #expect(error.message.contains(message), "\(error)")
                if file == "a.yml" {
                    #expect(error.path == root.path + "/b.yml" && (error.line, error.column) == (line, column), "\(error)")
                } else {
                    #expect(error.path == root.path + "/" + file && (error.line, error.column) == (line, column), "\(error)")
                }
            }
        }
    }

    @Test func nestedConfigurationsRefineTheirParentFolders() throws {
        let root = try TemporaryDirectory()
        try root.write(".viewlint.yml", "strict: true\nalpha_rule: { severity: error }\n")
        try root.write("Tests/.viewlint.yml", "disabled_rules: [alpha_rule]\nexcluded: [Fixtures]\n")
        try root.write("Tests/Unit/Deep/.viewlint.yml", "beta_rule: warning\nopt_in_rules: [beta_rule]\nlenient: true\n")
        try root.write("Broken/.viewlint.yml", "strict: maybe\n")
        let loaded = try ConfigurationLoader.load(explicitPath: nil, searchDirectory: root.path, knownRules: configurationTestRules)
        let resolver = ConfigurationResolver(root: loaded, nested: true, knownRules: configurationTestRules, workingDirectory: root.path)

        let top = try resolver.configuration(forFile: "Sources/A.swift")
        #expect(top.configuration == loaded.configuration)
        #expect(top.files == [root.path + "/.viewlint.yml"])

        let unit = try resolver.configuration(forFile: root.path + "/Tests/Unit/B.swift").configuration
        #expect(!unit.isEnabled(configurationTestRules[0]) && unit.strict)
        #expect(unit.excluded.isEmpty, "a nested configuration does not choose files")

        let deep = try resolver.configuration(forFile: "Tests/Unit/Deep/C.swift")
        #expect(deep.files.count == 3)
        #expect(deep.configuration.isEnabled(configurationTestRules[1]))
        #expect(deep.configuration.severity(of: configurationTestRules[1]) == .warning)
        #expect(!deep.configuration.isEnabled(configurationTestRules[0]))

        #expect(!deep.configuration.lenient && deep.configuration.strict, "the root decides how the run fails")
        #expect(resolver.warnings.map { "\($0.line):\($0.column)" } == ["2:1", "3:1"])
        #expect(resolver.warnings.allSatisfy { $0.message.contains("ignored") })
        #expect(resolver.warnings.last?.message.hasPrefix("'lenient' of a nested configuration is ignored") == true)
        do {
            _ = try resolver.configuration(forFile: "Broken/D.swift")
            Issue.record("a broken nested configuration was accepted")
        } catch {
            #expect(error.path == root.path + "/Broken/.viewlint.yml" && error.line == 1 && error.column == 9)
        }

        let flat = ConfigurationResolver(root: loaded, nested: false, knownRules: configurationTestRules, workingDirectory: root.path)
        #expect(try flat.configuration(forFile: "Tests/Unit/B.swift").configuration == loaded.configuration)
    }

    @Test func nearestNamesForTypos() {
        #expect(NearestName.find("unstable-id", among: ["unstable_id", "any_view"]) == "unstable_id")
        #expect(NearestName.find("closure_bindng", among: ["closure_binding", "any_view"]) == "closure_binding")
        #expect(NearestName.find("zzz", among: ["closure_binding", "any_view"]) == nil)
    }
}
