import Testing
import Foundation
@testable import ViewLint

/// A finding carrying evidence: the text reporter prints the one-line summary, JSON carries the
/// whole object and validates against the shipped schema.
@Suite struct ReportEvidenceTests {
    static var evidence: Evidence {
        var written = Measurement()
        written.updates = 10
        var counters = Counters()
        counters.bodyEvaluations = 10
        counters.updatesWithBodyRun = 10
        written.perType["AppearanceToggle"] = counters
        var fixed = Measurement()
        fixed.updates = 10
        return Evidence(status: .confirmed, summary: "`AppearanceToggle.body` ran 10 of 10 updates; with `$darkMode`: 0 of 10",
                        asWritten: written, withFix: fixed, trace: ["-- update 1", "AppearanceToggle: @self changed."])
    }

    static var report: LintReport {
        var finding = ReportFixture.uuidFinding
        finding.evidence = evidence
        return LintReport(findings: [finding], errors: [], files: [ReportFixture.viewFile], filesScanned: 1,
                          rules: ReportFixture.rules, tool: ToolInfo(version: "9.9.9"))
    }

    @Test func textPrintsTheSummaryBeforeTheHelp() {
        let output = TextReporter(color: false).render(Self.report)
        let lines = output.split(separator: "\n").map(String.init)
        let evidence = lines.firstIndex { $0.contains("= evidence: `AppearanceToggle.body` ran 10 of 10 updates; with `$darkMode`: 0 of 10") }
        let help = lines.firstIndex { $0.contains("= help:") }
        #expect(evidence != nil && help != nil && evidence! < help!)
    }

    @Test func jsonCarriesTheWholeEvidenceAndValidates() throws {
        let document = try TestJSONParser.parse(JSONReporter().render(Self.report))
        #expect(lookup(document, ["findings", 0, "evidence", "status"]) == .string("confirmed"))
        #expect(lookup(document, ["findings", 0, "evidence", "as_written", "per_type", "AppearanceToggle", "updates_with_body_run"]) == .int(10))
        #expect(lookup(document, ["findings", 0, "evidence", "with_fix", "updates"]) == .int(10))
        #expect(lookup(document, ["findings", 0, "evidence", "trace", 1]) == .string("AppearanceToggle: @self changed."))
        let path = ConfigurationTests.repositoryRoot + "/docs/viewlint-report.schema.json"
        let schema = TestSchemaValidator(root: try TestJSONParser.parse(String(decoding: try FileSystem.readFile(path).get(), as: UTF8.self)))
        #expect(schema.validate(document) == [])
        // A wrong counter type is caught by the per-type schema (the check can fail).
        let broken = try TestJSONParser.parse(JSONReporter().render(Self.report).replacingFirst("\"body_evaluations\": 10", with: "\"body_evaluations\": \"10\""))
        #expect(!schema.validate(broken).isEmpty)
    }

    /// A site-centred verdict carries the counts at the flagged site, what was varied and held,
    /// and the files read; the document still validates.
    @Test func jsonCarriesTheSiteCountsDriverAndAssumptions() throws {
        var asWritten = SiteCounts()
        asWritten.bodyRuns = 10
        asWritten.updatesWithBodyRun = 10
        let evidence = Evidence(status: .confirmed, summary: "`Row.body` ran 10 of 10 updates (changing `count`) when `mode == .edit`; with `$flag`: 0 of 10",
                                siteAsWritten: asWritten, siteWithFix: SiteCounts(), updates: 10, driver: "changing `count`",
                                held: ["`mode == .edit`"], dependencies: ["Sources/Row.swift"], trace: [])
        var finding = ReportFixture.uuidFinding
        finding.evidence = evidence
        let report = LintReport(findings: [finding], errors: [], files: [ReportFixture.viewFile], filesScanned: 1,
                                rules: ReportFixture.rules, tool: ToolInfo(version: "9.9.9"))
        let document = try TestJSONParser.parse(JSONReporter().render(report))
        #expect(lookup(document, ["findings", 0, "evidence", "site", "as_written", "body_runs"]) == .int(10))
        #expect(lookup(document, ["findings", 0, "evidence", "site", "with_fix", "body_runs"]) == .int(0))
        #expect(lookup(document, ["findings", 0, "evidence", "site", "updates"]) == .int(10))
        #expect(lookup(document, ["findings", 0, "evidence", "driver"]) == .string("changing `count`"))
        #expect(lookup(document, ["findings", 0, "evidence", "held", 0]) == .string("`mode == .edit`"))
        #expect(lookup(document, ["findings", 0, "evidence", "dependencies", 0]) == .string("Sources/Row.swift"))
        let path = ConfigurationTests.repositoryRoot + "/docs/viewlint-report.schema.json"
        let schema = TestSchemaValidator(root: try TestJSONParser.parse(String(decoding: try FileSystem.readFile(path).get(), as: UTF8.self)))
        #expect(schema.validate(document) == [])
    }

    @Test func sarifAndGitHubCarryTheSummary() throws {
        let summary = "evidence: `AppearanceToggle.body` ran 10 of 10 updates; with `$darkMode`: 0 of 10"
        let sarif = try TestJSONParser.parse(SARIFReporter().render(Self.report))
        guard case .string(let text)? = lookup(sarif, ["runs", 0, "results", 0, "message", "text"]) else {
            Issue.record("no SARIF message"); return
        }
        #expect(text.contains(summary))
        #expect(GitHubReporter().render(Self.report).contains(summary.replacingOccurrences(of: "%", with: "%25")))
    }

    @Test func severityFollowsEvidence() {
        let base = ReportFixture.uuidFinding
        var e = Self.evidence
        #expect(base.applying(e, refuted: .note)?.severity == .warning)
        e.status = .refuted
        #expect(base.applying(e, refuted: .note)?.severity == .note)
        #expect(base.applying(e, refuted: .drop) == nil)
        e.status = .inconclusive
        e.summary = "inconclusive: it depends on something the engine cannot model"
        let unconfirmed = base.applying(e, refuted: .drop)
        #expect(unconfirmed?.severity == .warning)
        #expect(unconfirmed?.message == base.message, "the message stays one sentence; the evidence line says why")
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = range(of: target) else { return self }
        return replacingCharacters(in: r, with: replacement)
    }
}
