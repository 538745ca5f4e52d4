import Foundation
import Testing
@testable import ViewLint
import ViewLintRules

/// The analysis session as the language server drives it: documents over files on disk,
/// analyses that re-check only what changed, the fix loop.
@Suite struct AnalysisSessionTests {
    static let settings = AnalysisSettings(configuration: Configuration(), rules: RuleRegistry.all + BuiltInRules.all, jobs: 2)

    static func session(_ root: TemporaryDirectory) -> AnalysisSession {
        AnalysisSession(project: Project.discover(root: root.path, included: [], excluded: [], configurationBase: root.path),
                        settings: settings)
    }

    /// A file the Xcode project compiles only into a watch target is worded with watchOS
    /// versions, through the session's paths; walking the same project again keeps every key.
    @Test func targetPlatformsReachTheVerdictAndKeepTheKeys() throws {
        let root = try TemporaryDirectory()
        try root.write("Demo.xcodeproj/project.pbxproj", ModuleMapTests.configuredProject)
        // The fixture's watch-only declarations, without their `#if os(watchOS)`: only the
        // target says they are watchOS code.
        let fixture = try String(contentsOfFile: ConfigurationTests.repositoryRoot + "/Tests/Fixtures/evidence/BindingSemanticsByPlatform.swift",
                                 encoding: .utf8)
        let watchOnly = try #require(fixture.components(separatedBy: "#if os(watchOS)\n").last?.components(separatedBy: "#endif").first)
        try root.write("Widget/Dial.swift", "import SwiftUI\n" + watchOnly)
        let session = Self.session(root)
        let finding = try #require(session.analyze(["Widget/Dial.swift"]).findings.first { $0.ruleID == "closure_binding" })
        #expect(finding.evidence?.summary.contains("on watchOS 10 and later") == true, "\(finding.evidence?.summary ?? "")")
        let salt = session.settings.cacheSalt
        let walked = Project.discover(root: root.path, included: [], excluded: [], configurationBase: root.path)
        session.updateProject(walked)
        session.updateProject(walked)
        #expect(session.settings.cacheSalt == salt, "the salt is hashed from the settings as given, once")
    }

    @Test func documentsOverrideTheDiskAndOnlyWhatChangedIsCheckedAgain() throws {
        let root = try TemporaryDirectory()
        try root.write("Badge.swift", CacheTests.badge)
        try root.write("Card.swift", CacheTests.card)
        try root.write("Screen.swift", CacheTests.screen)
        let session = Self.session(root)
        let first = session.analyze(["Screen.swift"])
        #expect(first.checked == ["Screen.swift"])
        #expect(first.findings.map(\.ruleID).sorted() == ["unenforced_equatable", "unstable_id"])
        #expect(first.findings.first { $0.ruleID == "unenforced_equatable" }?.evidence?.status == .refuted)

        // Typing in the open Screen.swift: that file only.
        session.setDocument("Screen.swift", bytes: Array(CacheTests.screen.replacingOccurrences(of: "Button(\"Add\")", with: "Button(\"Add one\")").utf8))
        let typed = session.analyze(["Screen.swift"])
        #expect(typed.checked == ["Screen.swift"])

        // An unsaved edit to Badge's `==` in another buffer reaches Screen.swift's finding.
        session.setDocument("Badge.swift", bytes: Array(CacheTests.badge.replacingOccurrences(
            of: "lhs.id == rhs.id && lhs.count == rhs.count", with: "lhs.id == rhs.id").utf8))
        let edited = session.analyze(["Screen.swift", "Badge.swift"])
        #expect(edited.checked == ["Badge.swift", "Screen.swift"])
        #expect(edited.findings.first { $0.ruleID == "unenforced_equatable" && $0.path == "Screen.swift" }?.evidence?.status == .confirmed)

        // Closing the buffer: the disk's Badge.swift again.
        session.removeDocument("Badge.swift")
        #expect(session.analyze(["Screen.swift"]).findings.first { $0.ruleID == "unenforced_equatable" }?.evidence?.status == .refuted)
        // Nothing changed since: nothing checked.
        #expect(session.analyze(["Screen.swift"]).checked.isEmpty)
    }

    /// An alias declared in one file and used in another (Tests/Fixtures/evidence/aliases-project):
    /// an edit to the alias re-checks the file using it, and the editor's answer is then the
    /// one a whole lint of the same code gives.
    @Test func anEditedAliasReachesTheFileUsingIt() throws {
        let fixtures = ConfigurationTests.repositoryRoot + "/Tests/Fixtures/evidence/aliases-project/"
        let root = try TemporaryDirectory()
        var texts: [String: String] = [:]
        for name in ["SettingsScreen.swift", "SettingsScreen+Aliases.swift", "SettingsScreen+QualitySection.swift"] {
            texts[name] = try String(contentsOfFile: fixtures + name, encoding: .utf8)
            try root.write(name, texts[name]!)
        }
        let user = "SettingsScreen+QualitySection.swift"
        let session = Self.session(root)
        func binding(_ findings: [Finding]) -> Finding? { findings.first { $0.ruleID == "closure_binding" && $0.path == user } }
        let first = session.analyze([user])
        #expect(binding(first.findings)?.evidence?.status == .refuted, "\(binding(first.findings)?.evidence?.summary ?? "-")")
        #expect(binding(first.findings)?.evidence?.summary.contains("`Picker` re-checks its binding") == true)

        // The alias renamed in its own file: the section's `ChoicePicker` names nothing the engine reads.
        let renamed = texts["SettingsScreen+Aliases.swift"]!.replacingOccurrences(of: "typealias ChoicePicker", with: "typealias ChoiceMenu")
        session.setDocument("SettingsScreen+Aliases.swift", bytes: Array(renamed.utf8))
        let edited = session.analyze([user])
        #expect(edited.checked.contains(user), "\(edited.checked)")
        let summary = binding(edited.findings)?.evidence?.summary ?? "-"
        #expect(summary.contains("`ChoicePicker` comes from a package the engine cannot read"), "\(summary)")
        // A whole lint of the edited code says the same.
        var sources = texts.map { (path: $0.key, code: $0.value) }.sorted { $0.path < $1.path }
        sources = sources.map { $0.path == "SettingsScreen+Aliases.swift" ? (path: $0.path, code: renamed) : $0 }
        let whole = LintTestSupport.lint(sources, confirm: true).findings
        #expect(binding(whole)?.evidence?.summary == summary)

        // And back: the alias again, the verdict again.
        session.removeDocument("SettingsScreen+Aliases.swift")
        #expect(binding(session.analyze([user]).findings)?.evidence?.status == .refuted)
    }

    @Test func filesCreatedAndDeletedOnDiskJoinAndLeaveTheProject() throws {
        let root = try TemporaryDirectory()
        try root.write("Screen.swift", CacheTests.screen)
        let session = Self.session(root)
        // Without Badge.swift, `Badge` is no project view: no unenforced_equatable finding.
        #expect(!session.analyze(["Screen.swift"]).findings.contains { $0.ruleID == "unenforced_equatable" })
        try root.write("Badge.swift", CacheTests.badge)
        session.filesChanged(["Badge.swift"])
        #expect(session.project.files.contains("Badge.swift"))
        #expect(session.analyze(["Screen.swift"]).findings.contains { $0.ruleID == "unenforced_equatable" })
        try FileManager.default.removeItem(atPath: root.path + "/Badge.swift")
        session.filesChanged(["Badge.swift"])
        #expect(!session.project.files.contains("Badge.swift"))
        let after = session.analyze(["Screen.swift"])
        #expect(after.notes.isEmpty, "a deleted file is gone, not an unreadable one")
        #expect(!after.findings.contains { $0.ruleID == "unenforced_equatable" })
    }

    @Test func theFixLoopLeavesTheSessionsViewAsItWas() throws {
        let code = """
            import SwiftUI
            struct SettingsView: View {
                @State private var isOn = false
                var body: some View {
                    Toggle("Sync", isOn: Binding(get: { isOn }, set: { isOn = $0 }))
                }
            }

            """
        let session = AnalysisSession(documents: [SourceFile(path: "Settings.swift", text: code)], settings: Self.settings)
        let before = session.analyze(["Settings.swift"]).findings
        #expect(before.contains { $0.ruleID == "closure_binding" })
        let outcome = session.fix(["Settings.swift"])
        #expect(outcome.converged && outcome.applied == 1)
        let fixed = try #require(outcome.fixed["Settings.swift"])
        #expect(String(decoding: fixed, as: UTF8.self).contains("isOn: $isOn"))
        #expect(!outcome.result.findings.contains { $0.ruleID == "closure_binding" }, "the result is the fixed code's")
        // The session still sees the document as it was given.
        #expect(session.analyze(["Settings.swift"]).findings == before)
    }

    @Test func invalidUTF8AndUnreadableFilesAreErrorsWhenAskedNotesOtherwise() throws {
        let root = try TemporaryDirectory()
        try root.write("Good.swift", CacheTests.other)
        try root.write("Bad.swift", bytes: Array("let a = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8))
        let session = Self.session(root)
        let asked = session.analyze(["Bad.swift", "Good.swift"])
        #expect(asked.errors.map(\.path) == ["Bad.swift"])
        #expect(asked.errors.first?.line == 1 && asked.errors.first?.column == 10)
        let other = Self.session(root).analyze(["Good.swift"])
        #expect(other.errors.isEmpty)
        #expect(other.notes.map(\.path) == ["Bad.swift"])
    }

    @Test func codeDigestsIgnoreCommentTextButNotWhatMovesCode() {
        func digest(_ text: String) -> UInt64 {
            let parsed = ParsedSource(parsing: SourceFile(path: "A.swift", text: text))
            return CodeDigest.of(parsed.tree.file, comments: parsed.comments)
        }
        let base = "// Rows.\nstruct Row { /* a */ let a = 1 }\n"
        #expect(digest(base) == digest("// Rows, reworded at length.\nstruct Row { /* a */ let a = 1 }\n"))
        #expect(digest(base) != digest("// Rows.\n// Another line.\nstruct Row { /* a */ let a = 1 }\n"), "lines move")
        #expect(digest(base) != digest("// Rows.\nstruct Row { /* abc */ let a = 1 }\n"), "columns move")
        #expect(digest(base) == digest("// Rows.\nstruct Row { /* b */ let a = 1 }\n"))
        #expect(digest(base) != digest("// Rows.\nstruct Row { /* a */ let a = 2 }\n"))
        #expect(digest(base) != digest("// Rows.\r\nstruct Row { /* a */ let a = 1 }\r\n"))
    }
}
