import Testing
import ViewLint
import ViewLintRules

/// state_write_in_init computes the first value `init` writes where the code shows it (review
/// s12 #40, ControlRoom's `APSFormView`): equal to the state's default, the seed would change
/// nothing and the finding is a note saying later values are lost either way; another value is
/// named instead of assumed. The pins are in `StateEvidenceTests`; these check the rest.
@Suite struct FirstInitValueTests {
    static func stateWrites(_ sources: [(path: String, code: String)]) -> [Finding] {
        LintTestSupport.lint(sources, confirm: true).findings.filter { $0.ruleID == "state_write_in_init" }
    }

    @Test func aFirstValueEqualToTheDefaultIsANoteThatSaysLaterValuesAreLost() throws {
        let findings = try StateEvidenceTests.findings().filter { $0.path == "InitWriteOfAnEmptyPayload.swift" }
        let form = try #require(findings.first { $0.evidence?.status == .refuted })
        #expect(form.severity == .note)
        #expect(form.message == "This write in `init` is dropped, but its first value is `selectedTab`'s default, so the view shows "
                + "the same; later values are lost even if seeded")
        // The help already names the one fix that follows the message: `.onChange(…, initial: true)`.
        #expect(form.help?.hasPrefix("Don't set `@State` in `init`: to follow `message`, set `selectedTab` in `.onChange(of: …, initial: true)`") == true)
        // The form shown in a sheet stays a warning, on the assumption it names.
        let sheet = try #require(findings.first { $0.evidence?.status == .confirmed })
        #expect(sheet.severity == .warning)
    }

    @Test func aComputedFirstValueIsNamedNotAssumed() throws {
        let finding = try #require(try StateEvidenceTests.findings().first { $0.path == "InitWriteOfAFilledPayload.swift" })
        #expect(finding.evidence?.status == .confirmed)
        #expect(finding.evidence?.summary.contains("assuming the first value") == false, "\(finding.evidence?.summary ?? "-")")
    }

    /// The struct is declared in another file: that file is read and named as a dependency. An
    /// `init()` that sets a member, and a parent state a memberwise argument may set, are not
    /// read as they start: those findings keep the assumption.
    @Test func whatTheFirstValueReadsElsewhereIsNamedAndOnlyWhatSurelyStartsIsRead() throws {
        let model = """
        struct Draft {
            var title = ""
            var tags: [String] = []
            var subtitle: String?
            var isTagged: Bool { !tags.isEmpty || (subtitle ?? "").count > 0 }
        }

        struct Preset {
            var tags: [String] = []
            var isTagged: Bool { !tags.isEmpty }
            init() { tags = ["new"] }
        }
        """
        func form(_ name: String, _ type: String, _ label: String) -> String {
            """
            private struct \(name): View {
                @Binding var \(label): \(type)
                @State private var showsTags = false

                init(\(label): Binding<\(type)>) {
                    _\(label) = \(label)
                    self.showsTags = self.\(label).isTagged
                }

                var body: some View { Toggle("Tags", isOn: $showsTags) }
            }
            """
        }
        let views = """
        import SwiftUI

        \(form("DraftForm", "Draft", "draft"))

        struct DraftEditor: View {
            @State private var draft = Draft()
            var body: some View { VStack { DraftForm(draft: $draft) } }
        }

        \(form("PresetForm", "Preset", "preset"))

        struct PresetEditor: View {
            @State private var preset = Preset()
            var body: some View { VStack { PresetForm(preset: $preset) } }
        }

        \(form("OpenDraftForm", "Draft", "draft"))

        struct OpenDraftEditor: View {
            @State var draft = Draft()
            var body: some View { VStack { OpenDraftForm(draft: $draft) } }
        }
        """
        let findings = Self.stateWrites([("Model.swift", model), ("Views.swift", views)])
        func finding(in owner: String) -> Finding? {
            findings.first { $0.help?.contains("`\(owner)`") == true || $0.evidence?.summary.contains("`\(owner)`") == true }
        }
        let draft = try #require(finding(in: "DraftForm"))
        #expect(draft.evidence?.status == .refuted)
        #expect(draft.evidence?.dependencies == ["Model.swift"])
        #expect(draft.evidence?.summary.contains("the first `init` writes `showsTags`'s default, false: `DraftForm` is first made "
                                                 + "as the parent's `body` first runs, from `DraftEditor`'s `draft` as it starts "
                                                 + "(`Draft()`), through the defaults of `Draft`") == true, "\(draft.evidence?.summary ?? "-")")
        for owner in ["PresetForm", "OpenDraftForm"] {
            let kept = try #require(finding(in: owner), "\(owner)")
            #expect(kept.evidence?.status == .confirmed, "\(owner): \(kept.evidence?.summary ?? "-")")
            #expect(kept.evidence?.summary.contains("assuming the first value `init` writes differs from `showsTags`'s default") == true,
                    "\(owner): \(kept.evidence?.summary ?? "-")")
            // `Preset()` surely starts the editor's state, though its value is not computed; a
            // state a memberwise argument may set is not said to start as declared.
            #expect(kept.evidence?.summary.contains("as it starts (`Preset()`)") == (owner == "PresetForm"),
                    "\(owner): \(kept.evidence?.summary ?? "-")")
        }
    }
}
