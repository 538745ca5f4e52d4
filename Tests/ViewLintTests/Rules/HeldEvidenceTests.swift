import Foundation
import Testing
import ViewLint
import ViewLintRules

/// What a verdict holds, named and followed (Tests/Fixtures/evidence/held): a getter reading the
/// view's data through a member the engine holds constant keeps the versions its source gives
/// the fix; a parent argument the held conditions fix is no change the parent can make.
@Suite struct HeldEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/held")
    typealias Pinned = PinnedEvidence

    static let pinned: [Pinned] = [
        // Through a computed property over an `ObservableObject`: a stable binding is a
        // projection of the object, new on every body run before iOS 17.
        Pinned(file: "GetterThroughComputedProperty.swift", line: 36, rule: "closure_binding", status: .confirmed,
               says: ["`StickerPreview.body` ran 10 of 10 updates (`store` publishing a change)",
                      "with the value moved where `$` reaches it: 0 of 10 on iOS 17 / macOS 14 and later", "holding `shownSymbol` constant",
                      // The owner holds `store` as a `@StateObject`: fact 45's derived part, named.
                      "assuming a `@StateObject`'s change makes its view's value unequal"]),
        // Through a computed property over a `@State`: stable on every version, none named.
        Pinned(file: "GetterThroughComputedProperty.swift", line: 55, rule: "closure_binding", status: .confirmed,
               says: ["`StickerPreview.body` ran 10 of 10 updates (changing `showsGrid`)",
                      "with the value moved where `$` reaches it: 0 of 10 — assuming SwiftUI runs a view's body again for a state it hands on only as `$showsGrid`",
                      "holding `shownSymbol` constant"]),
        // Two bindings to one view, neither reading the object directly.
        Pinned(file: "ReadOnlyBindingsThroughHelpers.swift", line: 43, rule: "closure_binding", status: .confirmed,
               says: ["`BadgeTile.body` ran 10 of 10 updates with the other closure binding to `BadgeTile` fixed too (`draft` publishing a change)",
                      "0 of 10 on iOS 17 / macOS 14 and later", "holding `currentGlyph` constant"]),
        Pinned(file: "ReadOnlyBindingsThroughHelpers.swift", line: 44, rule: "closure_binding", status: .confirmed,
               says: ["`BadgeTile.body` ran 10 of 10 updates with the other closure binding to `BadgeTile` fixed too (`draft` publishing a change)",
                      "0 of 10 on iOS 17 / macOS 14 and later", "holding `tint(fallback: .gray)` constant"]),
        // `tags` is `[]` whenever the note field is built: what is left only feeds the binding.
        Pinned(file: "ArgumentFixedByHeldCase.swift", line: 39, rule: "closure_binding", status: .inconclusive,
               says: ["change what the binding reads or writes; such a change may leave the bound value as it was, where a binding with a stable location would spare `NoteField` an update, or change it, where `NoteField` updates with either binding"]),
        Pinned(file: "ArgumentFixedByHeldCase.swift", line: 55, rule: "closure_binding", status: .confirmed,
               says: ["`NoteField.body` ran 10 of 10 updates (the parent passing a new `tags`)", "with `$entry.text`: 0 of 10",
                      "when `entry.style == .note`"]),
        Pinned(file: "ArgumentFixedByHeldCase.swift", line: 66, rule: "closure_binding", status: .confirmed,
               says: ["(the parent passing a new `tags`)", "when `entry.style != .checklist`",
                      "assuming the parent can pass a new `tags` while the flagged code is shown"]),
        // Made only in an action: no argument driver is left, so no undecided choice is assumed.
        Pinned(file: "UndecidedChoiceBuiltInAnAction.swift", line: 37, rule: "closure_binding", status: .confirmed,
               says: ["`BodyField.body` ran 10 of 10 updates (changing `expanded`)", "when `letter.state == .draft`"]),
        // A condition held under one side of a choice (`else if let action`): the choice is held
        // on that side and named, and neither it nor the value it reads is varied.
        Pinned(file: "ChoiceAboveHeldBranch.swift", line: 17, rule: "any_view", status: .refuted,
               says: ["(the parent passing a new `compact`)", "when `link` is nil, `action` is not nil"]),
        // Nothing held under the choice: it is still flipped, which makes the erased content
        // anew with the fix too (the other side is another view).
        Pinned(file: "ChoiceAboveHeldBranch.swift", line: 39, rule: "any_view", status: .refuted,
               says: ["(the parent passing a new `link`, the parent passing a new `compact`)",
                      "; `link` changing gives a view above the flagged code a new identity, so it is made anew on 10 of 10 updates, with the fix too"]),
        // A state choosing the side is held and named too, and not varied.
        Pinned(file: "ChoiceAboveHeldBranch.swift", line: 61, rule: "any_view", status: .refuted,
               says: ["(the parent passing a new `link`)", "when `showsLink` is false, `action` is not nil"]),
    ]

    @Test func heldValuesAreFollowedAndNamed() throws {
        Self.fixtures.expect(Self.pinned, in: try Self.fixtures.findings())
    }

    /// An assumption about an argument is named only while an argument driver is left.
    @Test func noAssumptionAboutAnArgumentNoRunPasses() throws {
        let findings = try Self.fixtures.findings().filter { $0.path == "UndecidedChoiceBuiltInAnAction.swift" }
        let summary = try #require(findings.first?.evidence?.summary)
        #expect(!summary.contains("`labels`"), "\(summary)")
    }

    /// A choice above a held condition is never varied: flipping it would leave the branch
    /// whose condition the summary names.
    @Test func aChoiceAboveAHeldConditionIsNoDriver() throws {
        let findings = try Self.fixtures.findings().filter { $0.path == "ChoiceAboveHeldBranch.swift" }
        let held = try #require(findings.first { Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 17 })
        let summary = held.evidence?.summary ?? "-"
        #expect(!summary.contains("`let link` changing") && !summary.contains("a new `link`"), "\(summary)")
    }

    /// A fixed argument is never named as what confirmed a finding.
    @Test func noVerdictNamesTheArgumentTheHeldCaseFixes() throws {
        let findings = try Self.fixtures.findings().filter { $0.path == "ArgumentFixedByHeldCase.swift" }
        let fixed = try #require(findings.first { Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 39 })
        #expect(fixed.evidence?.summary.contains("`tags`") == false, "\(fixed.evidence?.summary ?? "-")")
    }

    /// A computed property declared in another file is not read by the engine: where the view
    /// keeps an observed object, the summary says it assumes the value does not come from it.
    @Test func aHeldValueFromAnotherFileIsAnAssumption() {
        let view = """
            import SwiftUI

            final class LabelDraft: ObservableObject {
                @Published var title = "Inbox"
            }

            struct LabelField: View {
                @Binding var title: String
                var body: some View { Text(title) }
            }

            struct LabelEditor: View {
                @StateObject var draft = LabelDraft()
                @State private var isBold = false

                var body: some View {
                    VStack {
                        LabelField(title: Binding(get: { shownTitle }, set: { draft.title = $0 }))
                        Toggle("Bold", isOn: $isBold)
                    }
                }
            }
            """
        let extensionFile = """
            import SwiftUI

            extension LabelEditor {
                var shownTitle: String {
                    let trimmed = draft.title.trimmingCharacters(in: .whitespaces)
                    return trimmed.isEmpty ? "Untitled" : trimmed
                }
            }
            """
        let findings = LintTestSupport.lint([("LabelEditor.swift", view), ("LabelEditor+Title.swift", extensionFile)], confirm: true).findings
        let finding = findings.first { $0.ruleID == "closure_binding" }
        #expect(finding?.evidence?.status == .confirmed, "\(finding?.evidence?.summary ?? "-")")
        #expect(finding?.evidence?.summary.contains("assuming `shownTitle` reads no observed object of the view") == true,
                "\(finding?.evidence?.summary ?? "-")")
    }
}
