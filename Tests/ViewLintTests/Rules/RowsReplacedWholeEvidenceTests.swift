import Testing
import ViewLint
import ViewLintRules

/// Rows over a collection no code edits where it lives (review s18 §3: Mastodon
/// MastodonServerRulesView:47, PocketCasts PatronAppIconUnlock:175, DDGMac DataImportView:217 and
/// DataBrokerRunCustomJSONView:34/51): decided from what the code says, without a run.
@Suite struct RowsReplacedWholeEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/rows-replaced-whole")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "foreach_index_identity" }
    static let file = "RowsReplacedOnlyWithTheirHolder.swift"

    @Test func whatTheCodeSaysDecidesTheRows() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        Self.fixtures.expect([
            // A `let` with a constant: every holder's rows are the same.
            PinnedEvidence(file: Self.file, line: 24, rule: "foreach_index_identity", status: .refuted,
                           says: ["`guide.stops` is a `let` of `TourGuide` declared `= [\"Harbour\", \"Old Town\", \"Castle\"]`: every `TourGuide` holds that same constant"]),
            // A `let` set in `init`, in rows of `Text`: replaced whole, nothing kept.
            PinnedEvidence(file: Self.file, line: 29, rule: "foreach_index_identity", status: .refuted,
                           says: ["`guide.notes` is a `let` of `TourGuide`: it changes only when another `TourGuide` takes its place, and then as a whole",
                                  "no row of `guide.notes` holds state that would stay with its place"]),
            // The same in rows of `TextField`s, which keep what is typed with the row: open.
            PinnedEvidence(file: Self.file, line: 33, rule: "foreach_index_identity", status: .inconclusive,
                           says: ["`guide.notes` is a `let` of `TourGuide`: it changes only when another `TourGuide` takes its place, which the engine does not follow"]),
            // Appended to and edited only through members of its elements.
            PinnedEvidence(file: Self.file, line: 55, rule: "foreach_index_identity", status: .refuted,
                           says: ["changes `passengers` only by appending to it and by changing members of its elements where they are, never an `id` (`$model.passengers[index].first`)",
                                  "an element changed in place is still the element its row was made for"]),
            // Computed from a value passed, edited by no code, in stateless rows.
            PinnedEvidence(file: Self.file, line: 80, rule: "foreach_index_identity", status: .refuted,
                           says: ["no code in the project edits `Kiosk.actions`: it changes only when `kiosk` is another value, and then as a whole"]),
            // Rows showing a stored view: whatever its makers put there may hold state (fact 54).
            PinnedEvidence(file: Self.file, line: 105, rule: "foreach_index_identity", status: .inconclusive,
                           says: ["`board.notices` is a `let` of `NoticeBoard`: it changes only when another `NoticeBoard` takes its place, which the engine does not follow"]),
        ], in: findings)
    }

    /// A whole element put back at a place may be another one: the in-place refutation needs
    /// every write to change members only.
    @Test func aWholeElementWrittenAtItsPlaceKeepsItOpen() {
        let code = """
            import SwiftUI
            struct Seat { var name = "" }
            final class Cabin: ObservableObject {
                @Published var seats = [Seat()]
                func swapIn(_ seat: Seat, at index: Int) { seats[index] = seat }
            }
            struct CabinView: View {
                @ObservedObject var cabin: Cabin
                var body: some View {
                    VStack {
                        ForEach(cabin.seats.indices, id: \\.self) { index in
                            TextField("Name", text: $cabin.seats[index].name)
                        }
                        Button("Add") { cabin.seats.append(Seat()) }
                    }
                }
            }
            """
        let findings = LintTestSupport.lint([("Cabin.swift", code)], rules: Self.rules, confirm: true).findings
        let evidence = findings.first { $0.ruleID == "foreach_index_identity" }?.evidence
        #expect(evidence?.status == .inconclusive, "\(evidence?.summary ?? "-")")
        #expect(evidence?.summary.contains("which the engine cannot tell") == true, "\(evidence?.summary ?? "-")")
    }

    /// The same guard where the code stores whole new values as the view appears
    /// (`WholeReplacement`): rows showing stored views are not refuted as stateless.
    @Test func aStoredViewInRowsReplacedOnAppearIsNotCalledStateless() {
        let code = """
            import SwiftUI
            struct Tip { let view: AnyView }
            enum Tips { static func all() -> [Tip] { [] } }
            struct TipStrip: View {
                @State private var tips: [Tip] = []
                var body: some View {
                    VStack {
                        ForEach(tips.indices, id: \\.self) { index in
                            tips[index].view
                        }
                    }
                    .onAppear { tips = Tips.all() }
                }
            }
            """
        let findings = LintTestSupport.lint([("Tips.swift", code)], rules: Self.rules, confirm: true).findings
        let evidence = findings.first { $0.ruleID == "foreach_index_identity" }?.evidence
        #expect(evidence?.status == .inconclusive, "\(evidence?.summary ?? "-")")
        #expect(evidence?.summary.contains("the rows show `tips[index].view`, a view they do not build") == true, "\(evidence?.summary ?? "-")")
    }
}
