import Foundation
import Testing
@testable import ViewLintCLI

/// One answer everywhere: a file linted alone (as a path, through `--stdin-path`, through the
/// git hook with only it staged) gets exactly the findings the whole-project run gives it.
@Suite(.serialized) struct ProjectConsistencyTests {
    /// A fixture copied out of the repository (whose own `.viewlint.yml` would make the
    /// repository the project).
    static func copy(_ fixture: String) throws -> TemporaryDirectory {
        let root = try TemporaryDirectory()
        let source = ConfigurationTests.repositoryRoot + "/Tests/Fixtures/" + fixture
        for item in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + item, toPath: root.path + "/" + item)
        }
        return root
    }

    static func swiftFiles(in root: String) -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The JSON reporter's findings, each as its whole JSON object, by file.
    static func findings(_ output: ViewLintProcess.Output) throws -> [String: [String]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        var byFile: [String: [String]] = [:]
        for finding in document["findings"] as? [[String: Any]] ?? [] {
            let file = try #require(finding["file"] as? String)
            let text = String(decoding: try JSONSerialization.data(withJSONObject: finding, options: [.sortedKeys]), as: UTF8.self)
            byFile[file, default: []].append(text)
        }
        return byFile
    }

    /// A file linted by path from an unrelated folder belongs to its own project: the folder
    /// the command started in (here holding a file that is not UTF-8) is not indexed.
    @Test func aFileLintedFromElsewhereIsAnalysedInItsOwnProject() throws {
        let project = try Self.copy("project/Shelf")
        try Self.git(["init", "-q"], in: project.path)
        let elsewhere = try TemporaryDirectory()
        try Data([0x73, 0x74, 0x72, 0x75, 0x63, 0x74, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: elsewhere.path + "/Latin1.swift"))
        let file = project.path + "/Sources/PhoneApp/CounterScreen.swift"
        let alone = try ViewLintProcess.run(["lint", "--reporter", "json", "--no-cache", file], in: elsewhere.path)
        #expect(!alone.stdout.contains("Latin1.swift") && !alone.stderr.contains("Latin1.swift"), "\(alone.stderr)")
        let inside = try ViewLintProcess.run(["lint", "--reporter", "json", "--no-cache", "Sources/PhoneApp/CounterScreen.swift"], in: project.path)
        let fromElsewhere = try Self.findings(alone).values.flatMap { $0 }.map { $0.replacingOccurrences(of: project.path + "/", with: "") }
        #expect(fromElsewhere.count == (try Self.findings(inside).values.flatMap { $0 }).count)
        #expect(!fromElsewhere.isEmpty)
    }

    static func git(_ arguments: [String], in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }

    static var hasGit: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/git") }

    /// The hook with only `file` staged (everything else committed), its viewlint reporting JSON.
    static func hookFindings(_ fixture: String, file: String) throws -> [String: [String]] {
        try findings(try hookRun(fixture, file: file))
    }

    /// Runs the hook `install-hook` writes with only `file` staged (everything else, and the
    /// `configuration` when given, committed).
    static func hookRun(_ fixture: String, file: String, configuration: String? = nil) throws -> ViewLintProcess.Output {
        let repository = try copy(fixture)
        if let configuration { try repository.write(".viewlint.yml", configuration) }
        try git(["init", "-q"], in: repository.path)
        try git(["add", "-A"], in: repository.path)
        try git(["rm", "-q", "--cached", file], in: repository.path)
        try git(["commit", "-q", "-m", "all but one"], in: repository.path)
        try git(["add", file], in: repository.path)
        let install = try ViewLintProcess.run(["install-hook"], in: repository.path)
        #expect(install.status == 0)
        let executable = try #require(ViewLintProcess.executable)
        // The hook runs `$VIEWLINT lint --strict …`: a wrapper asks for JSON.
        try repository.write("wrapper.sh", "#!/bin/sh\nfirst=$1\nshift\nexec '\(executable)' \"$first\" --reporter json \"$@\"\n")
        chmod(repository.path + "/wrapper.sh", 0o755)
        let hook = Process()
        hook.executableURL = URL(fileURLWithPath: "/bin/sh")
        hook.arguments = [repository.path + "/.git/hooks/pre-commit"]
        hook.currentDirectoryURL = URL(fileURLWithPath: repository.path)
        hook.environment = ProcessInfo.processInfo.environment.merging(["VIEWLINT": repository.path + "/wrapper.sh"]) { _, new in new }
        let out = Pipe()
        hook.standardOutput = out
        hook.standardError = FileHandle.nullDevice
        try hook.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        hook.waitUntilExit()
        return ViewLintProcess.Output(status: hook.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "")
    }

    @Test(arguments: ["Examples/HabitTracker", "project/Shelf", "project/Panels"])
    func everyFileAloneMatchesTheWholeProject(_ fixture: String) throws {
        let root = try Self.copy(fixture)
        let whole = try Self.findings(try ViewLintProcess.run(["lint", "--reporter", "json", "--no-cache"], in: root.path))
        #expect(!whole.isEmpty)
        for file in Self.swiftFiles(in: root.path) {
            let expected = whole[file] ?? []
            let alone = try ViewLintProcess.run(["lint", "--reporter", "json", "--no-cache", file], in: root.path)
            #expect(try Self.findings(alone)[file] ?? [] == expected, "\(fixture)/\(file) as a path")
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: root.path + "/" + file)))
            let stdin = try ViewLintProcess.run(["lint", "--reporter", "json", "--no-cache", "--stdin-path", file],
                                                in: root.path, stdin: bytes)
            #expect(try Self.findings(stdin)[file] ?? [] == expected, "\(fixture)/\(file) through --stdin-path")
            // Cached: a warm index and the same answer.
            let cached = try ViewLintProcess.run(["lint", "--reporter", "json", "--cache-path", "../cache-\(root.path.count)", file],
                                                 in: root.path)
            #expect(try Self.findings(cached)[file] ?? [] == expected, "\(fixture)/\(file) through the cache")
            if Self.hasGit {
                #expect(try Self.hookFindings(fixture, file: file)[file] ?? [] == expected, "\(fixture)/\(file) through the hook")
            }
        }
    }

    /// `Stepper` declared by the TV module changes nothing in the phone module, which does not
    /// import it: the phone files' findings are the same with the TV module gone.
    @Test func aProjectViewNamedLikeSwiftUIsStaysInItsModule() throws {
        let root = try Self.copy("project/Shelf")
        let with = try Self.findings(try ViewLintProcess.run(["lint", "--reporter", "json", "--no-cache"], in: root.path))
        #expect(with["TV/Sources/TVScreen.swift"]?.contains { $0.contains("\"rule\":\"unenforced_equatable\"") } == true,
                "the TV module's own Stepper is a project view there")
        try FileManager.default.removeItem(atPath: root.path + "/TV")
        let without = try Self.findings(try ViewLintProcess.run(["lint", "--reporter", "json", "--no-cache"], in: root.path))
        for file in ["Sources/PhoneApp/CounterScreen.swift", "Sources/PhoneApp/VolumeRow.swift"] {
            #expect(with[file] == without[file], "\(file)")
        }
        #expect(!(with["Sources/PhoneApp/VolumeRow.swift"] ?? []).contains { $0.contains("custom `==`") })
        // Across modules through an import: the design system's badge is the project's.
        #expect(with["Sources/PhoneApp/CounterScreen.swift"]?.contains { $0.contains("`CountBadge` holds only plain values") } == true)
    }

    /// `--force-exclude` applies `excluded` to paths named on the command line (what the hooks
    /// pass); without it a named path is always linted.
    @Test func forceExcludeSkipsExcludedPathsNamedExplicitly() throws {
        let root = try Self.copy("Examples/HabitTracker")
        try root.write(".viewlint.yml", "excluded:\n  - StatsView.swift\n")
        let named = try ViewLintProcess.run(["lint", "--reporter", "json", "--no-cache", "StatsView.swift"], in: root.path)
        #expect(try Self.findings(named)["StatsView.swift"]?.isEmpty == false)
        let forced = try ViewLintProcess.run(["lint", "--reporter", "json", "--no-cache", "--force-exclude", "StatsView.swift",
                                              "HabitListView.swift"], in: root.path)
        let findings = try Self.findings(forced)
        #expect(findings["StatsView.swift"] == nil && findings["HabitListView.swift"]?.isEmpty == false)
        #expect(forced.stdout.contains("\"files_scanned\" : 1") || forced.stdout.contains("\"files_scanned\": 1"))
    }

    /// Both hooks skip a staged file that `.viewlint.yml` excludes (a generated file must not
    /// fail the commit) and still report one it does not: the hook `install-hook` writes, and the
    /// command line of the pre-commit definition (`.pre-commit-hooks.yaml`'s entry, given the
    /// staged files as pre-commit gives them).
    @Test func hooksSkipExcludedFilesAndCheckTheOthers() throws {
        let excluding = "excluded:\n  - StatsView.swift\n"
        if Self.hasGit {
            let skipped = try Self.hookRun("Examples/HabitTracker", file: "StatsView.swift", configuration: excluding)
            #expect(skipped.status == 0, "\(skipped.stdout)")
            #expect(try Self.findings(skipped)["StatsView.swift"] == nil)
            let checked = try Self.hookRun("Examples/HabitTracker", file: "StatsView.swift")
            let checkedFindings = try Self.findings(checked)["StatsView.swift"] ?? []
            #expect(checked.status != 0 && !checkedFindings.isEmpty, "without the exclusion the staged file's warnings fail the commit")
        }

        let definition = try String(contentsOfFile: ConfigurationTests.repositoryRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let entry = try #require(definition.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("entry:") })
        var command = entry.split(separator: ":", maxSplits: 1)[1].split(separator: " ").map(String.init)
        #expect(command.first == "viewlint")
        command.removeFirst()
        let root = try Self.copy("Examples/HabitTracker")
        try root.write(".viewlint.yml", excluding)
        let staged = ["StatsView.swift", "HabitListView.swift"]
        let output = try ViewLintProcess.run(command + ["--reporter", "json", "--no-cache"] + staged, in: root.path)
        let findings = try Self.findings(output)
        #expect(findings["StatsView.swift"] == nil, "the excluded file is skipped")
        #expect(findings["HabitListView.swift"]?.isEmpty == false, "the other staged file is still linted")
        // Only excluded files named: nothing to lint, and no error. A missing file still is one.
        let onlyExcluded = try ViewLintProcess.run(command + ["--no-cache", "StatsView.swift"], in: root.path)
        #expect(onlyExcluded.status == 0, "\(onlyExcluded.stderr)")
        #expect(try ViewLintProcess.run(command + ["--no-cache", "Missing.swift"], in: root.path).status == 2)
    }

    /// A nested `.viewlint.yml` refines the root configuration for the files below it, in
    /// every mode, and a change to it reaches cached results.
    @Test func nestedConfigurationsApplyInEveryMode() throws {
        let root = try Self.copy("project/Shelf")
        let file = "Sources/PhoneApp/VolumeRow.swift"
        let cache = ["--cache-path", "../cache-nested-\(root.path.count)"]
        func closureBinding(_ arguments: [String], stdin: [UInt8]? = nil) throws -> Bool {
            let output = try ViewLintProcess.run(["lint", "--reporter", "json"] + arguments, in: root.path, stdin: stdin)
            return try Self.findings(output)[file]?.contains { $0.contains("\"rule\":\"closure_binding\"") } ?? false
        }
        #expect(try closureBinding(cache))
        try root.write("Sources/PhoneApp/.viewlint.yml", "disabled_rules: [closure_binding]\n")
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: root.path + "/" + file)))
        #expect(try !closureBinding(cache), "the cached result was keyed by the configuration that made it")
        #expect(try !closureBinding(["--no-cache"]))
        #expect(try !closureBinding(["--no-cache", file]))
        #expect(try !closureBinding(["--no-cache", "--stdin-path", file], stdin: bytes))
        // Elsewhere the root configuration still applies.
        try root.write("Sources/PhoneApp/.viewlint.yml", "disabled_rules: [any_view]\n")
        #expect(try closureBinding(cache))
        // `--config` turns nesting off.
        try root.write("root.yml", "disabled_rules: [any_view]\n")
        try root.write("Sources/PhoneApp/.viewlint.yml", "disabled_rules: [closure_binding]\n")
        #expect(try closureBinding(["--no-cache", "--config", "root.yml"]))
    }
}
