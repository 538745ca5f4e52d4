import Foundation
import Testing
import ViewLint
import ViewLintRules

/// `--fix` below the command line: each safe fix's before/after through `FixApplier` (the code
/// path `--fix` uses, not the test helper), idempotence, parse health, suppressions, overlaps.
@Suite struct FixApplierTests {
    /// Lints `code` and applies the automatic fixes once, as one `--fix` pass does.
    private func fixOnce(_ code: String) -> (text: String, applied: Int) {
        let file = SourceFile(path: "Example.swift", text: code)
        let result = FixApplier.apply(LintTestSupport.lint(code).findings, to: file)
        return (String(decoding: result.bytes, as: UTF8.self), result.applied)
    }

    private func errorCount(_ code: String) -> Int {
        let tree = SyntaxTree.parse(SourceFile(path: "Example.swift", text: code))
        return tree.diagnostics.count + tree.lexicalDiagnostics.count
    }

    static let safeRules = RuleRegistry.all.map { $0.description }.filter { $0.fixSafety == .safe }

    @Test func someRuleHasASafeFix() {
        #expect(Self.safeRules.map(\.id).contains("closure_binding"))
    }

    @Test(arguments: safeRules.map(\.id))
    func eachCorrectionIsReachedIdempotentAndParses(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID)).description
        #expect(!rule.corrections.isEmpty, "a rule with a safe fix documents a correction")
        for correction in rule.corrections {
            let (before, _) = RuleExample(correction.before).unmarked
            let fixed = fixOnce(before)
            #expect(fixed.applied >= 1)
            #expect(fixed.text == correction.after)
            // Fixing again changes nothing: the finding is gone, so is its fix.
            let again = fixOnce(fixed.text)
            #expect(again.applied == 0)
            #expect(again.text == fixed.text)
            #expect(!LintTestSupport.lint(fixed.text).findings.contains { $0.ruleID == ruleID })
            // The fixed file tokenizes and parses with no error the original did not have.
            #expect(errorCount(fixed.text) <= errorCount(before))
            #expect(errorCount(fixed.text) == 0)
        }
    }

    @Test func disableCommentsKeepTheirCode() {
        let code = """
        struct SettingsView: View {
            @State private var settings = Settings()
            var body: some View {
                // viewlint:disable:next closure_binding
                Toggle("Dark", isOn: Binding(get: { settings.darkMode }, set: { settings.darkMode = $0 }))
                Toggle("Light", isOn: Binding(get: { settings.light }, set: { settings.light = $0 }))
            }
        }
        """
        let fixed = fixOnce(code)
        #expect(fixed.applied == 1)
        #expect(fixed.text.contains("Toggle(\"Dark\", isOn: Binding(get: { settings.darkMode }"))
        #expect(fixed.text.contains("Toggle(\"Light\", isOn: $settings.light)"))
    }

    @Test func unsafeFixesAreNeverApplied() throws {
        let rule = try #require(RuleRegistry.rule(withID: "unenforced_equatable")).description
        guard case .unsafe = rule.fixSafety else { Issue.record("unenforced_equatable's fix is expected to be unsafe"); return }
        for example in rule.triggeringExamples {
            let (code, _) = example.unmarked
            let findings = LintTestSupport.lint(code).findings.filter { $0.ruleID == "unenforced_equatable" }
            #expect(!findings.isEmpty)
            let result = FixApplier.apply(findings, to: SourceFile(path: "Example.swift", text: code))
            #expect(result.applied == 0)
            #expect(result.bytes == Array(code.utf8))
        }
    }

    private func finding(_ edits: [TextEdit], path: String = "A.swift") -> Finding {
        Finding(ruleID: "r", severity: .warning, message: "m", path: path, range: 0..<1,
                fix: Fix(title: "t", safety: .safe, edits: edits))
    }

    @Test func overlappingFixesApplyTheFirstAndDeferTheRest() {
        let file = SourceFile(path: "A.swift", text: "abcdef")
        let result = FixApplier.apply([
            finding([TextEdit(range: 1..<3, replacement: "X")]),
            finding([TextEdit(range: 2..<4, replacement: "Y")]),        // overlaps the first
            finding([TextEdit(range: 3..<3, replacement: "+")]),        // touches, does not overlap
            finding([TextEdit(range: 5..<6, replacement: "Z"), TextEdit(range: 0..<1, replacement: "")]),
            finding([TextEdit(range: 0..<1, replacement: "W")], path: "B.swift"),  // another file
        ], to: file)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "X+deZ")
        #expect(result.applied == 3)
        #expect(result.deferred == 1)
    }

    @Test func twoInsertionsAtOneOffsetConflict() {
        let file = SourceFile(path: "A.swift", text: "ab")
        let result = FixApplier.apply([finding([TextEdit(range: 1..<1, replacement: "1")]),
                                       finding([TextEdit(range: 1..<1, replacement: "2")])], to: file)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "a1b")
        #expect(result.deferred == 1)
    }

    @Test func editsOutsideTheFileAreSkipped() {
        let file = SourceFile(path: "A.swift", text: "ab")
        let result = FixApplier.apply([finding([TextEdit(range: 1..<9, replacement: "")])], to: file)
        #expect(result.bytes == Array("ab".utf8))
        #expect(result.applied == 0)
    }

    @Test func unifiedDiffHasHunksWithContext() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "LINE 5\n").replacingOccurrences(of: "line 18\n", with: "")
        let diff = UnifiedDiff.diff(old: Array(old.utf8), new: Array(new.utf8), path: "A.swift")
        #expect(diff == """
        --- a/A.swift
        +++ b/A.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +LINE 5
         line 6
         line 7
         line 8
        @@ -15,6 +15,5 @@
         line 15
         line 16
         line 17
        -line 18
         line 19
         line 20

        """)
        #expect(UnifiedDiff.diff(old: Array(old.utf8), new: Array(old.utf8), path: "A.swift") == "")
    }

    @Test func unifiedDiffMarksAMissingFinalNewline() {
        let diff = UnifiedDiff.diff(old: Array("a\nb".utf8), new: Array("a\nc".utf8), path: "A.swift")
        #expect(diff == "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
    }
}
