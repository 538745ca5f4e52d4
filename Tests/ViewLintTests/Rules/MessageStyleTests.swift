import Foundation
import Testing
import ViewLint
@testable import ViewLintRules

/// docs/MESSAGES.md, enforced: every message a rule writes — on its own examples and on every
/// rule fixture, with the evidence applied (refuted findings are reworded) — is one line of at
/// most 160 characters, free of the engine's internal vocabulary, and so is its help.
@Suite struct MessageStyleTests {
    static let limit = 160
    /// Words that mean something inside ViewLint but nothing to a SwiftUI developer.
    static let internalVocabulary = [
        "POD", "Host", "‹", "experiment", "engine", "lowering", "selector", "driver", "fact ", "rule 1", "rule 2",
        "rule 3", "rule 4", "(rule", "E1", "E2", "marked",
    ]

    static func allFindings() throws -> [Finding] {
        var findings: [Finding] = []
        for rule in RuleRegistry.all.map({ $0.description }) {
            for example in rule.triggeringExamples {
                findings += LintTestSupport.lint([("Example.swift", example.unmarked.code)], confirm: true).findings
            }
        }
        let root = RuleFixtureTests.fixtureRoot
        for folder in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let dir = root.appendingPathComponent(folder)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            let sources = try files.filter { $0.hasSuffix(".swift") }.sorted().map {
                (path: $0, code: try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8))
            }
            findings += LintTestSupport.lint(sources, confirm: true).findings
        }
        return findings
    }

    @Test func messagesAreOneShortLineInAUsersWords() throws {
        let findings = try Self.allFindings()
        #expect(findings.count > 50, "too few findings to judge the messages: \(findings.count)")
        var statuses = Set<String>()
        for finding in findings {
            let where_ = "\(finding.ruleID) \(finding.path):\(finding.range.lowerBound)"
            statuses.insert(finding.evidence?.status.rawValue ?? "none")
            #expect(finding.message.count <= Self.limit, "\(where_): \(finding.message.count) characters: \(finding.message)")
            let oneLine = !finding.message.contains { $0.isNewline }
            #expect(oneLine, "\(where_): \(finding.message)")
            let opening = finding.message.first.map { $0.isUppercase || $0 == "`" } ?? false
            #expect(opening, "\(where_) starts neither with a capital nor with code: \(finding.message)")
            #expect(!finding.message.hasSuffix("."), "\(where_) ends with a full stop: \(finding.message)")
            for word in Self.internalVocabulary {
                #expect(!finding.message.contains(word), "\(where_) says \(word): \(finding.message)")
                #expect(!(finding.help ?? "").contains(word), "\(where_) help says \(word): \(finding.help ?? "")")
            }
            let helpOneLine = !(finding.help ?? "").contains { $0.isNewline }
            #expect(helpOneLine, "\(where_) help spans lines")
        }
        // The wording of every verdict is exercised, refuted ones included.
        #expect(statuses.isSuperset(of: ["confirmed", "refuted", "inconclusive"]), "\(statuses)")
    }

    /// A refuted finding never claims the effect its evidence did not see.
    @Test func refutedMessagesDoNotClaimTheEffect() throws {
        let claims = ["re-runs on every update", "replaces the subtree", "belong to the wrong element",
                      "go to the wrong element", "resets and it re-appears", "is new on every update"]
        for finding in try Self.allFindings() where finding.evidence?.status == .refuted {
            for claim in claims {
                #expect(!finding.message.contains(claim), "\(finding.ruleID) \(finding.path): \(finding.message)")
            }
        }
    }

    /// The rewording follows what the site is, not the text of the message: a plain-data view's
    /// refuted finding drops "`body` re-runs", a view SwiftUI already compares with `==` keeps
    /// the message it was given.
    @Test func unenforcedEquatableRewordsByTheSitesKind() {
        let rule = UnenforcedEquatableRule(options: RuleOptions())
        let finding = Finding(ruleID: "unenforced_equatable", severity: .warning, message: "original",
                              path: "A.swift", range: 0..<1, help: nil, fix: nil)
        let refuted = Evidence(status: .refuted, summary: "s", asWritten: nil, withFix: nil, trace: [])
        let plain = rule.revise(finding, at: UnenforcedEqualitySite(typeName: "Dot", construction: nil, holdsOnlyPlainValues: true),
                                evidence: refuted)
        #expect(plain.message.contains("`.equatable()` changes nothing") && !plain.message.contains("re-runs"))
        let compared = rule.revise(finding, at: UnenforcedEqualitySite(typeName: "Tag", construction: nil, holdsOnlyPlainValues: false),
                                   evidence: refuted)
        #expect(compared.message == "original")
    }

    /// A long view name makes the message fall back to a shorter form, never past 160 characters.
    @Test func closureBindingMessagesFitWithLongViewNames() {
        let code = """
        import SwiftUI
        struct ThemeSettingsThemeDetailsAppearanceEditorSection: View {
            @Binding var isOn: Bool
            var body: some View { Toggle("On", isOn: $isOn) }
        }
        struct ThemeSettingsScreen: View {
            @State private var flag = false
            var body: some View {
                ThemeSettingsThemeDetailsAppearanceEditorSection(isOn: Binding(get: { flag }, set: { flag = $0 }))
            }
        }
        """
        let findings = LintTestSupport.lint(code).findings.filter { $0.ruleID == "closure_binding" }
        #expect(findings.count == 1)
        #expect(findings.allSatisfy { $0.message.count <= 160 && $0.message.contains("re-runs") })
    }

    /// Code quoted in a message is cut to one short line, between words, however it is written.
    @Test func quotedCodeIsOneShortLineCutBetweenWords() {
        #expect(MessageText.excerpt("items\n    .filter { $0.isVisible }\n    .indices") == "items .filter { $0.isVisible } .indices")
        let long = MessageText.excerpt(String(repeating: "veryLongPropertyName.", count: 6) + "indices", limit: 40)
        #expect(long.count <= 40)
        #expect(long == "veryLongPropertyName.….indices", "\(long)")
        let statement = MessageText.excerpt("if let selection = selectedItem, selection.isEnabled { openDetail(selection) }", limit: 30)
        #expect(statement.count <= 30)
        // The part left out closes the brackets it opens: no `…) }` whose `{` and `(` are gone.
        #expect(statement == "if let selection =…", "\(statement)")
    }
}
