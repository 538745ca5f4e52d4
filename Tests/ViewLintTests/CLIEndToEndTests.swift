import Foundation
import Testing
import ViewLintRules

/// The built executable on fixture trees: exact output per reporter (snapshots), exit codes,
/// and the input-error paths. Runs serialized: each case starts a process, and the machine
/// has two cores shared with other builds.
///
/// Cases that need findings (warnings vs `--strict`, error findings → exit 1) wait for the
/// first rules: no test hook fakes findings in the shipped binary.
@Suite(.serialized) struct CLIEndToEndTests {
    /// The clean fixture plus things discovery must skip: invalid UTF-8 in `.build/`, `Pods/`
    /// and a hidden folder (linting any of them would make the run fail with exit 2).
    private func cleanTree() throws -> TemporaryDirectory {
        let root = try CLISnapshot.copyFixture("clean")
        for skipped in [".build/Skipped.swift", "Pods/Skipped.swift", ".hidden/Skipped.swift", "DerivedData/Skipped.swift"] {
            try root.write(skipped, bytes: [0xFF, 0xFE])
        }
        return root
    }

    /// A good file and a file that is not UTF-8 (first bad byte on line 2, byte column 10).
    private func treeWithBadFile() throws -> TemporaryDirectory {
        let root = try TemporaryDirectory()
        try root.write("Good.swift", "let good = 1\n")
        try root.write("Bad.swift", bytes: Array("let a = 1\nlet b = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8))
        return root
    }

    static let reporters = ["text", "xcode", "json", "sarif", "github"]

    @Test(arguments: CLIEndToEndTests.reporters)
    func cleanTreeSnapshot(_ reporter: String) throws {
        let root = try cleanTree()
        let arguments = ["--reporter", reporter]
        let output = try ViewLintProcess.run(arguments, in: root.path)
        #expect(output.status == 0)
        try CLISnapshot.assertMatches("clean.\(reporter)", arguments, output)
    }

    @Test(arguments: CLIEndToEndTests.reporters)
    func invalidUTF8Snapshot(_ reporter: String) throws {
        let root = try treeWithBadFile()
        let arguments = ["lint", "--reporter", reporter, "."]
        let output = try ViewLintProcess.run(arguments, in: root.path)
        #expect(output.status == 2, "an input error makes the run exit 2; the good file is still linted")
        try CLISnapshot.assertMatches("invalid-utf8.\(reporter)", arguments, output)
        if reporter == "json" {
            let schemaPath = ConfigurationTests.repositoryRoot + "/docs/viewlint-report.schema.json"
            let schema = try TestJSONParser.parse(try String(contentsOfFile: schemaPath, encoding: .utf8))
            #expect(TestSchemaValidator(root: schema).validate(try TestJSONParser.parse(output.stdout)) == [])
        }
    }

    @Test func defaultReporterOffATerminalIsXcodeAndDefaultPathIsHere() throws {
        let root = try treeWithBadFile()
        let output = try ViewLintProcess.run([], in: root.path)
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "Bad.swift:2:10: error: not valid UTF-8 (byte 0xC3 at offset 19); file skipped\nviewlint: 1 input error in 2 files\n")
    }

    @Test func quietPrintsNoSummary() throws {
        let root = try cleanTree()
        let output = try ViewLintProcess.run(["--quiet", "--reporter", "text"], in: root.path)
        #expect(output.status == 0)
        #expect(output.stdout.isEmpty && output.stderr.isEmpty)
        let loud = try ViewLintProcess.run(["--reporter", "text"], in: root.path)
        #expect(loud.stderr == "viewlint: no findings in 3 files\n")
    }

    @Test func stdinModeReportsThePathGivenAndFindsItsConfiguration() throws {
        let root = try cleanTree()
        let arguments = ["--stdin-path", "Sources/Views/Editor.swift", "--reporter", "json"]
        let output = try ViewLintProcess.run(arguments, in: root.path, stdin: Array("import SwiftUI\n".utf8))
        #expect(output.status == 0)
        try CLISnapshot.assertMatches("stdin.json", arguments, output)
        // Invalid UTF-8 on standard input is reported under the given path.
        let bad = try ViewLintProcess.run(["--stdin-path", "X.swift"], in: root.path, stdin: [0x61, 0x0A, 0xFF])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("X.swift:2:1: error: not valid UTF-8"))
        // The configuration is looked up from the path's folder, not the working directory.
        try root.write("sub/.viewlint.yml", "strict: maybe\n")
        let configured = try ViewLintProcess.run(["--stdin-path", "sub/Y.swift"], in: root.path, stdin: [])
        #expect(configured.status == 2)
        #expect(configured.stderr.contains(".viewlint.yml:1:9: error: 'strict' expects true or false"))
    }

    @Test func badConfigurationNamesFileLineAndColumn() throws {
        let root = try TemporaryDirectory()
        try root.write("A.swift", "let a = 1\n")
        try root.write(".viewlint.yml", "strict: false\nincluded: [Sources\n")
        let output = try ViewLintProcess.run([], in: root.path)
        #expect(output.status == 2)
        #expect(output.stderr == root.path + "/.viewlint.yml:2:11: error: unterminated flow list; '[' must be closed by ']'\n")
        #expect(output.stdout.isEmpty)
        // --config takes a file as given, relative to the working directory.
        try root.write("other.yml", "reporter: yaml\n")
        let explicit = try ViewLintProcess.run(["--config", "other.yml"], in: root.path)
        #expect(explicit.status == 2)
        #expect(explicit.stderr.hasPrefix("other.yml:1:11: error: unknown reporter 'yaml'"))
    }

    @Test func unknownConfigurationKeyWarnsAndTheRunGoesOn() throws {
        let root = try TemporaryDirectory()
        try root.write("A.swift", "let a = 1\n")
        try root.write(".viewlint.yml", "# comment\nstrictness: true\n")
        let output = try ViewLintProcess.run(["--quiet"], in: root.path)
        #expect(output.status == 0)
        #expect(output.stderr == root.path + "/.viewlint.yml:2:1: warning: unknown key 'strictness' is ignored (not a setting or a known rule id)\n")
    }

    static let usageErrors: [([String], String)] = [
        (["--frobnicate"], "viewlint: error: unknown option '--frobnicate'\n"),
        (["lint", "--jobs"], "viewlint: error: option '--jobs' needs a value\n"),
        (["--jobs", "zero"], "viewlint: error: option '--jobs' expects a positive whole number, got 'zero'\n"),
        (["--reporter", "html"], "viewlint: error: unknown reporter 'html' for '--reporter'; expected one of text, xcode, json, sarif, github, checkstyle, junit, codeclimate, markdown\n"),
        (["--strict=yes"], "viewlint: error: option '--strict' takes no value\n"),
        (["--config", "--strict"], "viewlint: error: option '--config' needs a value\n"),
    ]

    @Test(arguments: CLIEndToEndTests.usageErrors)
    func usageErrorsExit2AndNameTheFlag(_ arguments: [String], _ message: String) throws {
        let root = try TemporaryDirectory()
        let output = try ViewLintProcess.run(arguments, in: root.path)
        #expect(output.status == 2)
        #expect(output.stderr == message + "run 'viewlint help lint' for usage\n")
        #expect(output.stdout.isEmpty)
    }

    @Test func nonexistentPathIsAnInputError() throws {
        let root = try TemporaryDirectory()
        try root.write("A.swift", "let a = 1\n")
        let output = try ViewLintProcess.run(["A.swift", "missing/Nope.swift"], in: root.path)
        #expect(output.status == 2)
        #expect(output.stderr == "missing/Nope.swift: error: no such file or directory\nviewlint: 1 input error in 1 file\n")
    }

    /// chmod 000 does not stop root from reading; as root (Linux) the unreadable file is a link
    /// to /proc/self/mem, whose offset 0 is unmapped, so read(2) fails with EIO even for root.
    @Test func unreadableFileIsReportedAndTheRestIsLinted() throws {
        let root = try TemporaryDirectory()
        try root.write("A.swift", "let a = 1\n")
        if geteuid() != 0 {
            try root.write("Locked.swift", "let b = 2\n")
            chmod(root.path + "/Locked.swift", 0o000)
        } else if FileManager.default.fileExists(atPath: "/proc/self/mem") {
            try root.symlink("Locked.swift", to: "/proc/self/mem")
        } else {
            return // root without /proc: no way to make a file unreadable
        }
        let output = try ViewLintProcess.run(["--reporter", "json"], in: root.path)
        #expect(output.status == 2)
        #expect(output.stdout.contains("\"files_scanned\": 1"))
        #expect(output.stdout.contains("\"file\": \"Locked.swift\""))
        #expect(output.stdout.contains("\"message\": \"cannot read file: "))
    }

    @Test func jobsDoNotChangeTheOutput() throws {
        let root = try treeWithBadFile()
        for i in 0..<20 { try root.write("more/Bad\(i).swift", bytes: [0x61, 0xFF]) }
        let one = try ViewLintProcess.run(["--jobs", "1", "--reporter", "json"], in: root.path)
        let four = try ViewLintProcess.run(["-j", "4", "--reporter", "json"], in: root.path)
        #expect(one.stdout == four.stdout)
        #expect(one.stdout.contains("more/Bad10.swift"))
    }

    /// Progress needs a terminal: util-linux `script` gives the run one (stdout and stderr both
    /// go to it). Skipped where that `script` is missing (macOS's has other flags).
    @Test func progressOnATerminalOnlyForHumanFormats() throws {
        let root = try TemporaryDirectory()
        for i in 0..<250 { try root.write("F\(i).swift", "let v\(i) = \(i)\n") }
        let piped = try ViewLintProcess.run(["--reporter", "text"], in: root.path)
        #expect(piped.stderr == "viewlint: no findings in 250 files\n", "no progress when standard error is not a terminal")
        guard let version = try? ViewLintProcess.run(["--version"], in: root.path), version.status == 0 else { return }
        func onTerminal(_ arguments: String) throws -> String { try ViewLintProcess.runOnTerminal(arguments, in: root.path) ?? "" }
        let text = try onTerminal("--reporter text")
        guard !text.isEmpty else { return } // not util-linux script
        #expect(text.contains("\rviewlint: reading 250/250 files"))
        #expect(text.contains("\r\u{1B}[K"), "the progress line is erased before the summary")
        #expect(text.contains("viewlint: no findings in 250 files"))
        #expect(!(try onTerminal("--reporter json")).contains("reading"))
        #expect(!(try onTerminal("--quiet --reporter text")).contains("reading"))
    }

    @Test func versionHelpRulesAndExplain() throws {
        let root = try TemporaryDirectory()
        let version = try ViewLintProcess.run(["--version"], in: root.path)
        #expect(version.status == 0 && version.stdout == "viewlint 0.1.0\n")
        let help = try ViewLintProcess.run(["--help"], in: root.path)
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: viewlint [COMMAND]"))
        let lintHelp = try ViewLintProcess.run(["help", "lint"], in: root.path)
        #expect(lintHelp.status == 0 && lintHelp.stdout.contains("--stdin-path PATH"))
        let lintFlagHelp = try ViewLintProcess.run(["lint", "--help"], in: root.path)
        #expect(lintFlagHelp.stdout == lintHelp.stdout)
        let unknownHelp = try ViewLintProcess.run(["help", "frob"], in: root.path)
        #expect(unknownHelp.status == 2 && unknownHelp.stderr.contains("unknown command 'frob'"))
        let rules = try ViewLintProcess.run(["rules"], in: root.path)
        #expect(rules.status == 0 && rules.stdout.hasPrefix("id "))
        for id in RuleRegistry.ruleIDs { #expect(rules.stdout.contains("\n\(id) "), "rules table lacks \(id)") }
        let explain = try ViewLintProcess.run(["explain", "no_such_rule"], in: root.path)
        #expect(explain.status == 2)
        #expect(explain.stderr == "viewlint: error: unknown rule 'no_such_rule'; run 'viewlint rules' for the list\n")
    }
}
