import Foundation
import Testing

/// The built executable on a tree with real findings: `closure_binding` (with a safe fix) and
/// `any_view` on a line with multi-byte text, both warnings by default. Exit codes for the
/// default run, `--strict`, severities raised or rules disabled by configuration, inline
/// suppression and stdin mode; exact output per reporter. `--no-confirm` keeps these
/// snapshots about reporting alone.
@Suite(.serialized) struct CLIFindingsEndToEndTests {
    static let reporters = ["text", "xcode", "json", "sarif", "github"]

    private func tree() throws -> TemporaryDirectory {
        try CLISnapshot.copyFixture("findings")
    }

    @Test(arguments: CLIFindingsEndToEndTests.reporters)
    func findingsSnapshot(_ reporter: String) throws {
        let root = try tree()
        let arguments = ["lint", "--no-confirm", "--reporter", reporter]
        let output = try ViewLintProcess.run(arguments, in: root.path)
        #expect(output.status == 0, "warnings and notes do not fail a run without --strict")
        try CLISnapshot.assertMatches("findings.\(reporter)", arguments, output)
        if reporter == "json" {
            let schemaPath = ConfigurationTests.repositoryRoot + "/docs/viewlint-report.schema.json"
            let schema = try TestJSONParser.parse(try String(contentsOfFile: schemaPath, encoding: .utf8))
            #expect(TestSchemaValidator(root: schema).validate(try TestJSONParser.parse(output.stdout)) == [])
        }
    }

    @Test func strictFailsOnWarningsButNotOnNotes() throws {
        let root = try tree()
        let strict = try ViewLintProcess.run(["--no-confirm", "--strict", "--reporter", "xcode"], in: root.path)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("warning:") && strict.stdout.contains("(closure_binding)"))

        try root.write(".viewlint.yml", "disabled_rules:\n  - closure_binding\nany_view:\n  severity: note\nstrict: true\n")
        let onlyNotes = try ViewLintProcess.run(["--no-confirm", "--reporter", "xcode"], in: root.path)
        #expect(onlyNotes.status == 0, "strict fails on warnings; the remaining any_view finding is configured as a note")
        #expect(!onlyNotes.stdout.contains("closure_binding"))
        #expect(onlyNotes.stdout.contains("(any_view)"))
    }

    @Test func severityRaisedToErrorFailsWithoutStrict() throws {
        let root = try tree()
        try root.write(".viewlint.yml", "closure_binding:\n  severity: error\n")
        let output = try ViewLintProcess.run(["--no-confirm", "--reporter", "xcode"], in: root.path)
        #expect(output.status == 1)
        #expect(output.stdout.contains(": error: `Binding(get:set:)`"))
    }

    @Test func inlineSuppressionSilencesTheLine() throws {
        let root = try tree()
        let path = root.path + "/Sources/ProfileView.swift"
        let source = try String(contentsOfFile: path, encoding: .utf8)
        try source.replacingOccurrences(of: "            TextField(", with: "            // viewlint:disable:next closure_binding - legacy form\n            TextField(")
            .write(toFile: path, atomically: true, encoding: .utf8)
        try root.write(".viewlint.yml", "any_view:\n  severity: note\n")
        let output = try ViewLintProcess.run(["--no-confirm", "--strict", "--reporter", "xcode"], in: root.path)
        #expect(output.status == 0)
        #expect(!output.stdout.contains("closure_binding"))
    }

    @Test func stdinModeReportsUnderTheGivenPath() throws {
        let root = try tree()
        let source = try String(contentsOfFile: root.path + "/Sources/ProfileView.swift", encoding: .utf8)
        let output = try ViewLintProcess.run(["--no-confirm", "--stdin-path", "Editor/Unsaved.swift", "--reporter", "xcode"],
                                             in: root.path, stdin: Array(source.utf8))
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("Editor/Unsaved.swift:13:37: warning:"))
    }

    @Test func quietPrintsFindingsWithoutSummary() throws {
        let root = try tree()
        let output = try ViewLintProcess.run(["--no-confirm", "--quiet", "--reporter", "text", "--no-color"], in: root.path)
        #expect(output.stdout.contains("[closure_binding]"))
        #expect(!output.stderr.contains("viewlint:"))
    }
}
