import Foundation
import Testing
import ViewLint
import ViewLintRules

/// The checked-in rule pages and README table must equal what the descriptions render.
/// Re-record with `VIEWLINT_RECORD=1 swift test --filter RuleDocumentation`.
@Suite struct RuleDocumentationTests {
    static let record = ProcessInfo.processInfo.environment["VIEWLINT_RECORD"] == "1"
    static let root = LintTestSupport.packageRoot

    @Test(arguments: RuleRegistry.ruleIDs)
    func rulePageIsUpToDate(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID)).description
        let url = Self.root.appendingPathComponent("docs/rules/\(ruleID).md")
        let rendered = RuleDocumentation.page(for: rule)
        if Self.record {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try rendered.write(to: url, atomically: true, encoding: .utf8)
        }
        let onDisk = try String(contentsOf: url, encoding: .utf8)
        #expect(onDisk == rendered, "docs/rules/\(ruleID).md is stale; re-run with VIEWLINT_RECORD=1")
        for section in ["## What it does", "## Why it matters", "## Example", "## Use instead", "## Fix safety", "## Options"] {
            #expect(rendered.contains(section), "\(ruleID) page lacks \(section)")
        }
    }

    @Test func readmeRuleTableIsUpToDate() throws {
        let url = Self.root.appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let table = RuleDocumentation.table(for: RuleRegistry.descriptions)
        let updated = try #require(RuleDocumentation.readme(readme, withTable: table), "README.md lacks the rules markers")
        if Self.record, updated != readme { try updated.write(to: url, atomically: true, encoding: .utf8) }
        #expect(updated == readme, "README.md rule table is stale; re-run with VIEWLINT_RECORD=1")
    }
}
