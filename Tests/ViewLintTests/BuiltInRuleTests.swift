import Foundation
import Testing
import ViewLint
import ViewLintRules

/// `parse_error`, `invalid_viewlint_command` and `superfluous_disable_command`: their examples,
/// suppression and configuration like any rule, and their generated documentation.
@Suite struct BuiltInRuleTests {
    static let knownIDs = Set(RuleRegistry.ruleIDs + BuiltInRules.descriptions.map(\.id))
    static let allRules = (RuleRegistry.all + BuiltInRules.all).map {
        Linter.ConfiguredRule(rule: BuiltInRules.instantiate($0, options: RuleOptions(), knownRuleIDs: knownIDs))
    }

    private func lint(_ code: String, rules: [Linter.ConfiguredRule] = allRules) -> [Finding] {
        Linter(rules: rules, jobs: 1).lint([SourceFile(path: "Example.swift", text: code)]).findings
    }

    private func offsets(of ruleID: String, in code: String) -> [Int] {
        lint(code).filter { $0.ruleID == ruleID }.map(\.range.lowerBound).sorted()
    }

    @Test(arguments: BuiltInRules.descriptions.map(\.id))
    func examplesFireAtTheirMarkersOnly(ruleID: String) throws {
        let rule = try #require(BuiltInRules.descriptions.first { $0.id == ruleID })
        #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty)
        for example in rule.triggeringExamples {
            let (code, markers) = example.unmarked
            #expect(offsets(of: ruleID, in: code) == markers, "example at line \(example.line)")
            if example.skippedMutations[.disabledByComment] == nil {
                #expect(offsets(of: ruleID, in: "// viewlint:disable \(ruleID)\n" + code).isEmpty, "a disable comment silences it")
            }
            #expect(offsets(of: ruleID, in: "/*\n" + code.replacingOccurrences(of: "*/", with: "* /") + "\n*/\n").isEmpty)
        }
        for example in rule.nonTriggeringExamples {
            #expect(offsets(of: ruleID, in: example.code).isEmpty, "non-triggering example at line \(example.line)")
        }
    }

    @Test func unknownRuleIdsAreReportedWithTheNearestId() {
        let findings = lint("// viewlint:disable:next unstable-id, any_view\nlet x = 1\n").filter { $0.ruleID == "invalid_viewlint_command" }
        #expect(findings.map(\.message) == ["'viewlint:disable:next' names unknown rule 'unstable-id'; did you mean 'unstable_id'?"])
        #expect(findings.first?.range == 25 ..< 36)
        let verb = lint("// viewlint:disable-next any_view\n").filter { $0.ruleID == "invalid_viewlint_command" }
        #expect(verb.first?.message == "unknown viewlint command 'disable-next'; did you mean 'disable:next'?")
    }

    @Test func superfluousDisableCommandsOnlyForRulesThatRan() {
        let code = """
        struct Row: View {
            var body: some View {
                // viewlint:disable:next any_view unstable_id
                AnyView(Text("x"))
                Text("y") // viewlint:disable:this all
            }
        }
        """
        let findings = lint(code).filter { $0.ruleID == "superfluous_disable_command" }
        #expect(findings.map(\.message) == ["'viewlint:disable:next unstable_id' silences nothing: unstable_id finds nothing on the next line"])
        let withoutUnstableID = Self.allRules.filter { type(of: $0.rule).description.id != "unstable_id" }
        #expect(lint(code, rules: withoutUnstableID).filter { $0.ruleID == "superfluous_disable_command" }.isEmpty,
                "a rule that did not run cannot have triggered")
        let silenced = code.replacingOccurrences(of: "        // viewlint:disable:next any_view",
                                                 with: "        // viewlint:disable:next superfluous_disable_command\n        // viewlint:disable:next any_view")
        #expect(lint(silenced).filter { $0.ruleID == "superfluous_disable_command" }.isEmpty)
        let regions = "// viewlint:disable superfluous_disable_command\n" + code
        #expect(lint(regions).filter { $0.ruleID == "superfluous_disable_command" }.isEmpty)
    }

    @Test func parseErrorIsARuleLikeAnyOther() {
        let broken = "struct A { var body: some View { Text(\"a\")) } }\n"
        #expect(lint(broken).filter { $0.ruleID == "parse_error" }.count == 1)
        #expect(lint("// viewlint:disable parse_error\n" + broken).filter { $0.ruleID == "parse_error" }.isEmpty)
        let withoutIt = Self.allRules.filter { type(of: $0.rule).description.id != "parse_error" }
        #expect(lint(broken, rules: withoutIt).filter { $0.ruleID == "parse_error" }.isEmpty)
    }

    /// docs/rules/ID.md for the built-in rules, and their table in the README, rendered like the
    /// SwiftUI rules' (`VIEWLINT_RECORD=1 swift test` rewrites them).
    @Test func documentationIsUpToDate() throws {
        let root = ConfigurationTests.repositoryRoot
        let record = ProcessInfo.processInfo.environment["VIEWLINT_RECORD"] == "1"
        for rule in BuiltInRules.descriptions {
            let path = root + "/docs/rules/\(rule.id).md"
            let page = RuleDocumentation.page(for: rule)
            if record { try page.write(toFile: path, atomically: true, encoding: .utf8); continue }
            #expect((try? String(contentsOfFile: path, encoding: .utf8)) == page, "docs/rules/\(rule.id).md is out of date")
        }
        let readmePath = root + "/README.md"
        let readme = try String(contentsOfFile: readmePath, encoding: .utf8)
        let rendered = try #require(RuleDocumentation.readme(readme, withTable: RuleDocumentation.table(for: BuiltInRules.descriptions),
                                                             markers: ("<!-- builtin-rules:begin -->", "<!-- builtin-rules:end -->")),
                                    "README.md lacks the builtin-rules markers")
        if record { try rendered.write(toFile: readmePath, atomically: true, encoding: .utf8); return }
        #expect(rendered == readme, "the README's table of built-in rules is out of date")
    }
}
