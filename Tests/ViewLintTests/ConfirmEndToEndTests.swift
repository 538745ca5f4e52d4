import Foundation
import Testing

/// The lint command confirms findings by default, prints the evidence line, and honours
/// `--no-confirm` and `refuted: drop`.
@Suite struct ConfirmEndToEndTests {
    static let fixture = ConfigurationTests.repositoryRoot + "/Tests/Fixtures/rules/unenforced_equatable/Evidence.swift"

    func lint(_ extra: [String], in directory: String) throws -> ViewLintProcess.Output {
        try ViewLintProcess.run(["lint", Self.fixture, "--reporter", "text", "--no-color"] + extra, in: directory,
                                environment: ["NO_COLOR": "1"])
    }

    @Test func evidenceIsPrintedAndSeverityFollowsIt() throws {
        let output = try lint([], in: NSTemporaryDirectory())
        #expect(output.stdout.contains("= evidence: `ScoreBadge` is plain data"))
        #expect(output.stdout.contains("warning: `ScoreBadge` holds only plain values"))
        #expect(output.stdout.contains("note: `TitledScore` has a custom `==`"))  // refuted: a note
    }

    @Test func noConfirmSkipsTheEngine() throws {
        let output = try lint(["--no-confirm"], in: NSTemporaryDirectory())
        #expect(!output.stdout.contains("= evidence:"))
    }

    @Test func refutedDropLeavesRefutedFindingsOut() throws {
        let directory = NSTemporaryDirectory() + "viewlint-refuted-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "refuted: drop\n".write(toFile: directory + "/.viewlint.yml", atomically: true, encoding: .utf8)
        let output = try lint(["--config", directory + "/.viewlint.yml"], in: directory)
        #expect(output.stdout.contains("ScoreBadge"))
        // The refuted note is dropped; equatable_ignores_input's confirmed finding on its `==` stays.
        #expect(!output.stdout.contains("`TitledScore` has a custom `==`"))
    }
}
