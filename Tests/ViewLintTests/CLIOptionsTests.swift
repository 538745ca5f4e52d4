import Testing
@testable import ViewLintCLI
import ViewLint

@Suite struct CLIOptionsTests {
    @Test func everyFlagInBothSpellings() throws {
        let options = try LintOptions.parse(["--config", "c.yml", "--reporter=json", "--strict", "-q", "--jobs", "3",
                                             "--no-color", "--no-confirm", "Sources", "--", "--odd-name.swift"])
        var expected = LintOptions()
        expected.configPath = "c.yml"
        expected.reporter = .json
        expected.strict = true
        expected.quiet = true
        expected.jobs = 3
        expected.noColor = true
        expected.noConfirm = true
        expected.paths = ["Sources", "--odd-name.swift"]
        #expect(options == expected)
        #expect(try LintOptions.parse(["--stdin-path=A.swift"]).stdinPath == "A.swift")
        #expect(try LintOptions.parse(["-h"]).showHelp)
    }

    @Test func stdinPathExcludesPaths() {
        #expect(throws: LintOptions.UsageError.self) { try LintOptions.parse(["--stdin-path", "A.swift", "B.swift"]) }
    }

    @Test func negativeJobsAreRejected() {
        #expect(throws: LintOptions.UsageError(message: "option '--jobs' expects a positive whole number, got '-1'")) {
            try LintOptions.parse(["--jobs", "-1"])
        }
    }

    @Test func exitStatusPrefersInputErrors() {
        let finding = Finding(ruleID: "r", severity: .warning, message: "m", path: "a", range: 0..<0)
        func report(_ findings: [Finding], _ errors: [InputError]) -> LintReport {
            LintReport(findings: findings, errors: errors, files: [], filesScanned: 0, rules: [], tool: ToolInfo(version: "1"))
        }
        #expect(ExitStatus.of(report([finding], []), failingAt: .error) == 0)
        #expect(ExitStatus.of(report([finding], []), failingAt: .warning) == 1)
        #expect(ExitStatus.of(report([finding], [InputError(path: "x", message: "m")]), failingAt: .warning) == 2)
    }

    @Test func parallelWorkKeepsOrderWithAnyJobCount() {
        let items = Array(0..<1000)
        for jobs in [1, 2, 7] {
            #expect(ParallelWork.map(items, jobs: jobs) { $0 * 2 } == items.map { $0 * 2 })
        }
        #expect(ParallelWork.map([Int](), jobs: 4) { $0 } == [])
    }

    @Test func analysisRunnerReportsInvalidUTF8WithPosition() {
        let files = [SourceFile(path: "ok.swift", text: "let é = 1\n"),
                     SourceFile(path: "bad.swift", bytes: Array("é\nab".utf8) + [0x80])]
        let result = AnalysisRunner.analyze(files: files, configuration: Configuration(), jobs: 2)
        #expect(result.findings.isEmpty)
        #expect(result.errors == [InputError(path: "bad.swift", line: 2, column: 3,
                                             message: "not valid UTF-8 (byte 0x80 at offset 5); file skipped")])
    }

    @Test func rulesTableAndExplanationFromDescriptions() {
        let rule = RuleDescription(id: "demo_rule", name: "Demo", summary: "Finds demos.", rationale: "Because.",
                                   howToFix: "Do not.", category: .performance, defaultSeverity: .error,
                                   fixSafety: .safe, isOptIn: true,
                                   triggeringExamples: [RuleExample("let ↓x = 1")], nonTriggeringExamples: [RuleExample("let y = 1")],
                                   options: [RuleOptionDescription(key: "limit", defaultValue: "2", summary: "How many.")])
        #expect(RuleListing.table([rule]) == """
        id         severity  fixable  opt-in  summary
        demo_rule  error     safe     yes     Finds demos.
        1 rule

        """)
        #expect(RuleListing.table([]) == "id  severity  fixable  opt-in  summary\n0 rules\n")
        let explanation = RuleListing.explanation(rule)
        #expect(explanation.hasPrefix("demo_rule: Demo\nFinds demos.\n"))
        #expect(explanation.contains("Triggers\n    let x = 1\n"), "the marker is removed")
        #expect(explanation.contains("Does not trigger\n    let y = 1\n"))
        #expect(explanation.contains("Fix safety: safe"))
        #expect(explanation.contains("limit (default 2): How many."))
    }

    @Test func colourAndProgressDecisions() {
        let terminal = TerminalEnvironment(standardOutputIsTerminal: true, standardErrorIsTerminal: true, noColor: false, activeProcessors: 2)
        #expect(terminal.usesColor(reporter: .text, noColorFlag: false))
        #expect(!terminal.usesColor(reporter: .text, noColorFlag: true))
        #expect(!terminal.usesColor(reporter: .xcode, noColorFlag: false))
        var noColor = terminal
        noColor.noColor = true
        #expect(!noColor.usesColor(reporter: .text, noColorFlag: false))
        var piped = terminal
        piped.standardOutputIsTerminal = false
        piped.standardErrorIsTerminal = false
        #expect(!piped.usesColor(reporter: .text, noColorFlag: false))
        #expect(terminal.showsProgress(reporter: .text, quiet: false))
        #expect(terminal.showsProgress(reporter: .xcode, quiet: false))
        #expect(!terminal.showsProgress(reporter: .text, quiet: true))
        for machine in [ReporterKind.json, .sarif, .github] { #expect(!terminal.showsProgress(reporter: machine, quiet: false)) }
        #expect(!piped.showsProgress(reporter: .text, quiet: false))
    }

    @Test func dispatcherCommandsHaveHelp() {
        #expect(CommandDispatcher.commands.map(\.name) == ["lint", "rules", "explain", "help", "version", "simulate", "baseline", "install-hook", "lsp", "debug", "bench"])
        #expect(CommandDispatcher.commands.allSatisfy { !$0.help.isEmpty })
    }
}
