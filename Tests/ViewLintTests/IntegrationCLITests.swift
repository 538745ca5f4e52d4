import Foundation
import Testing
import ViewLint

/// `--fix`, baselines and `install-hook` through the built executable.
@Suite(.serialized) struct IntegrationCLITests {
    static let settings = """
    import SwiftUI
    struct SettingsView: View {
        @State private var settings = Settings()
        var body: some View {
            Form {
                Toggle("Dark", isOn: Binding(get: { settings.darkMode }, set: { settings.darkMode = $0 }))
                // viewlint:disable:next closure_binding
                Toggle("Kept", isOn: Binding(get: { settings.kept }, set: { settings.kept = $0 }))
                Text("x").id(UUID())
            }
        }
    }

    """

    private func read(_ root: TemporaryDirectory, _ relative: String) throws -> String {
        try String(contentsOfFile: root.path + "/" + relative, encoding: .utf8)
    }

    @Test func fixWritesSafeFixesAndReportsWhatIsLeft() throws {
        let root = try TemporaryDirectory()
        try root.write("Settings.swift", Self.settings)
        let output = try ViewLintProcess.run(["lint", "--fix", "--no-cache", "--reporter", "xcode", "."], in: root.path)
        let fixed = try read(root, "Settings.swift")
        #expect(fixed == Self.settings.replacingOccurrences(
            of: "Binding(get: { settings.darkMode }, set: { settings.darkMode = $0 })", with: "$settings.darkMode"))
        #expect(fixed.contains("Binding(get: { settings.kept }"), "a disable comment keeps its code")
        #expect(output.stderr.contains("applied 1 fix in 1 file"))
        #expect(output.stdout.contains("(unstable_id)"), "what is left is reported")
        #expect(!output.stdout.contains("(closure_binding)"))
        // Idempotent: a second --fix changes nothing.
        let again = try ViewLintProcess.run(["lint", "--fix", "--no-cache", "--reporter", "xcode", "."], in: root.path)
        #expect(try read(root, "Settings.swift") == fixed)
        #expect(again.stderr.contains("applied 0 fixes in 0 files"))
    }

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let root = try TemporaryDirectory()
        try root.write("Settings.swift", Self.settings)
        let output = try ViewLintProcess.run(["lint", "--fix", "--dry-run", "--no-cache", "Settings.swift"], in: root.path)
        #expect(try read(root, "Settings.swift") == Self.settings)
        #expect(output.stdout == """
        --- a/Settings.swift
        +++ b/Settings.swift
        @@ -3,7 +3,7 @@
             @State private var settings = Settings()
             var body: some View {
                 Form {
        -            Toggle("Dark", isOn: Binding(get: { settings.darkMode }, set: { settings.darkMode = $0 }))
        +            Toggle("Dark", isOn: $settings.darkMode)
                     // viewlint:disable:next closure_binding
                     Toggle("Kept", isOn: Binding(get: { settings.kept }, set: { settings.kept = $0 }))
                     Text("x").id(UUID())

        """)
        #expect(output.stderr.contains("would apply 1 fix in 1 file"))
    }

    @Test func anUnwritableFileIsAnInputError() throws {
        guard getuid() != 0 else { return }  // root writes through permissions
        let root = try TemporaryDirectory()
        try root.write("Settings.swift", Self.settings)
        chmod(root.path + "/Settings.swift", 0o444)
        let output = try ViewLintProcess.run(["lint", "--fix", "--no-cache", "Settings.swift"], in: root.path)
        #expect(output.status == 2)
        #expect(output.stderr.contains("Settings.swift: error: cannot write the fixed file"))
    }

    @Test func fixUsageErrors() throws {
        let root = try TemporaryDirectory()
        #expect(try ViewLintProcess.run(["lint", "--dry-run"], in: root.path).status == 2)
        #expect(try ViewLintProcess.run(["lint", "--fix", "--stdin-path", "A.swift"], in: root.path).status == 2)
    }

    @Test func baselineRoundTripWithShiftAndRename() throws {
        let root = try TemporaryDirectory()
        try root.write("Sources/Settings.swift", Self.settings)
        let write = try ViewLintProcess.run(["lint", "--no-cache", "--write-baseline", "baseline.json", "Sources"], in: root.path)
        #expect(write.status == 0)
        let stored = try read(root, "baseline.json")
        #expect(stored.contains("\"version\" : 1"))
        #expect(stored.contains("\"path\" : \"Sources/Settings.swift\""))

        // Shift every line and move the file: nothing is new.
        try FileManager.default.removeItem(atPath: root.path + "/Sources/Settings.swift")
        try root.write("Sources/Moved/Preferences.swift", "// moved\n\n" + Self.settings)
        let known = try ViewLintProcess.run(["lint", "--no-cache", "--strict", "--baseline", "baseline.json", "--reporter", "xcode", "Sources"], in: root.path)
        #expect(known.status == 0)
        #expect(known.stdout.isEmpty)
        #expect(known.stderr.contains("2 known findings hidden by the baseline"))

        // A new finding appears; `viewlint baseline` names it; an old one goes away (fixed).
        try root.write("Sources/Moved/Preferences.swift", "// moved\n\n" + Self.settings
            .replacingOccurrences(of: "Text(\"x\").id(UUID())", with: "Text(\"y\").id(UUID())"))
        let compare = try ViewLintProcess.run(["baseline", "baseline.json", "--no-cache", "Sources"], in: root.path)
        #expect(compare.status == 1)
        #expect(compare.stdout.contains("new: Sources/Moved/Preferences.swift:11:"))
        #expect(compare.stdout.contains("fixed: Sources/Settings.swift: [unstable_id] Text(\"x\").id(UUID())"))
        #expect(compare.stdout.hasSuffix("1 new, 1 fixed, 1 still in the baseline\n"))
    }

    @Test(arguments: [
        ("{", "not a viewlint baseline"),
        ("{\"version\": 7, \"entries\": []}", "unsupported baseline version 7"),
        ("{\"version\": 1, \"tool\": \"viewlint\", \"entries\": [{\"rule\": \"a\"}]}", "malformed baseline: missing 'path'"),
        ("{\"version\": 1, \"tool\": \"viewlint\", \"entries\": [{\"rule\": \"a\", \"path\": \"p\", \"source\": \"s\", \"count\": 0}]}", "has count 0"),
    ])
    func badBaselinesNameTheFile(_ content: String, _ message: String) throws {
        let root = try TemporaryDirectory()
        try root.write("A.swift", "let a = 1\n")
        try root.write("bad.json", content)
        for arguments in [["lint", "--baseline", "bad.json", "."], ["baseline", "bad.json", "."]] {
            let output = try ViewLintProcess.run(arguments, in: root.path)
            #expect(output.status == 2)
            #expect(output.stderr.contains("bad.json: error: "), "\(output.stderr)")
            #expect(output.stderr.contains(message), "\(output.stderr)")
        }
        let missing = try ViewLintProcess.run(["lint", "--baseline", "none.json", "."], in: root.path)
        #expect(missing.status == 2 && missing.stderr.contains("none.json: error: cannot read baseline"))
    }

    private func git(_ arguments: [String], in directory: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func installHookChecksTheStagedVersion() throws {
        let root = try TemporaryDirectory()
        guard try git(["init", "-q"], in: root.path) == 0 else { Issue.record("git init failed"); return }
        let install = try ViewLintProcess.run(["install-hook"], in: root.path)
        #expect(install.status == 0, "\(install.stderr)")
        let hook = try read(root, ".git/hooks/pre-commit")
        #expect(hook.contains("viewlint-hook"))
        #expect(FileManager.default.isExecutableFile(atPath: root.path + "/.git/hooks/pre-commit"))
        #expect(try ViewLintProcess.run(["install-hook"], in: root.path).stdout.contains("updated"))

        // Staged: a violation. Working tree: fixed. The hook must check what is staged.
        try root.write("Bad.swift", Self.settings)
        #expect(try git(["add", "Bad.swift"], in: root.path) == 0)
        try root.write("Bad.swift", "let clean = 1\n")
        #expect(try git(["commit", "-q", "-m", "bad"], in: root.path) != 0, "the staged violation is rejected")
        #expect(try git(["add", "Bad.swift"], in: root.path) == 0)
        #expect(try git(["commit", "-q", "-m", "clean"], in: root.path) == 0, "the clean staged file is accepted")

        // A foreign hook is left alone without --force and kept aside with it.
        try root.write(".git/hooks/pre-commit", "#!/bin/sh\necho mine\n")
        let refused = try ViewLintProcess.run(["install-hook"], in: root.path)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("pre-commit: error: a pre-commit hook that viewlint did not write exists"))
        #expect(try read(root, ".git/hooks/pre-commit") == "#!/bin/sh\necho mine\n")
        #expect(try ViewLintProcess.run(["install-hook", "--force"], in: root.path).status == 0)
        #expect(try read(root, ".git/hooks/pre-commit.before-viewlint") == "#!/bin/sh\necho mine\n")
        #expect(try read(root, ".git/hooks/pre-commit").contains("viewlint-hook"))
    }

    /// A commit of files the configuration excludes leaves the hook nothing to lint: it passes
    /// (it was rejected as "No lintable files found").
    @Test func installHookAcceptsACommitOfExcludedFilesOnly() throws {
        let root = try TemporaryDirectory()
        guard try git(["init", "-q"], in: root.path) == 0 else { Issue.record("git init failed"); return }
        try root.write(".viewlint.yml", "excluded: [Generated]\n")
        try root.write("App.swift", "let app = 1\n")
        #expect(try git(["add", "-A"], in: root.path) == 0)
        #expect(try git(["commit", "-q", "-m", "init"], in: root.path) == 0)
        #expect(try ViewLintProcess.run(["install-hook"], in: root.path).status == 0)
        try root.write("Generated/Bad.swift", Self.settings)
        #expect(try git(["add", "Generated/Bad.swift"], in: root.path) == 0)
        #expect(try git(["commit", "-q", "-m", "generated"], in: root.path) == 0, "an excluded file alone does not fail the commit")
        try root.write("Bad.swift", Self.settings)
        #expect(try git(["add", "Bad.swift"], in: root.path) == 0)
        #expect(try git(["commit", "-q", "-m", "bad"], in: root.path) != 0, "a violation in a linted file still does")
    }

    @Test func installHookForceChainsTheHookItReplaces() throws {
        let root = try TemporaryDirectory()
        guard try git(["init", "-q"], in: root.path) == 0 else { Issue.record("git init failed"); return }
        try root.write(".git/hooks/pre-commit", "#!/bin/sh\necho ran >> \"$(git rev-parse --git-dir)/chained.log\"\nexit \"${CHAINED_STATUS:-0}\"\n")
        chmod(root.path + "/.git/hooks/pre-commit", 0o755)
        #expect(try ViewLintProcess.run(["install-hook", "--force"], in: root.path).status == 0)
        try root.write("Clean.swift", "let clean = 1\n")
        #expect(try git(["add", "Clean.swift"], in: root.path) == 0)
        #expect(try git(["commit", "-q", "-m", "clean"], in: root.path) == 0)
        #expect(try read(root, ".git/chained.log") == "ran\n", "the replaced hook ran first")
        // Its failure stops the commit, even of clean code.
        try root.write(".git/hooks/pre-commit.before-viewlint", "#!/bin/sh\necho ran >> \"$(git rev-parse --git-dir)/chained.log\"\nexit 3\n")
        try root.write("Clean2.swift", "let clean2 = 1\n")
        #expect(try git(["add", "Clean2.swift"], in: root.path) == 0)
        #expect(try git(["commit", "-q", "-m", "clean 2"], in: root.path) != 0)
        #expect(try read(root, ".git/chained.log") == "ran\nran\n")
    }

    @Test func baselinePathsAreRelativeToTheBaselineFolderAndSurviveAMove() throws {
        let first = try TemporaryDirectory()
        try first.write("Sources/Settings.swift", Self.settings)
        try first.makeDirectory("ci")
        let write = try ViewLintProcess.run(["lint", "--no-cache", "--write-baseline", "ci/base.json"], in: first.path)
        #expect(write.status == 0)
        let stored = try read(first, "ci/base.json")
        #expect(stored.contains(#""path" : "../Sources/Settings.swift""#), "\(stored)")
        #expect(!stored.contains(first.path))
        // The same checkout elsewhere: every entry matches by its own path.
        let moved = try TemporaryDirectory()
        try moved.write("Sources/Settings.swift", Self.settings)
        try moved.write("ci/base.json", stored)
        let compared = try ViewLintProcess.run(["baseline", "ci/base.json", "--no-cache"], in: moved.path)
        #expect(compared.status == 0, "\(compared.stdout)")
        #expect(compared.stdout.hasSuffix("0 new, 0 fixed, 2 still in the baseline\n"), "\(compared.stdout)")
        #expect(Baseline.relativePath("/r/Sources/A.swift", from: "/r/ci") == "../Sources/A.swift")
        #expect(Baseline.relativePath("/r/A.swift", from: "/r") == "A.swift")
        #expect(Baseline.relativePath("/x/A.swift", from: "/r/ci/deep") == "../../../x/A.swift")
    }

    @Test func installHookOutsideARepositoryFails() throws {
        let root = try TemporaryDirectory()
        let output = try ViewLintProcess.run(["install-hook"], in: root.path, environment: ["GIT_CEILING_DIRECTORIES": root.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("not inside a git repository"))
    }
}
