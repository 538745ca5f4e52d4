import Testing
import ViewLint
import ViewLintRules

/// The mends of review s16 (Tests/Fixtures/evidence/review-s16).
@Suite struct ReviewS16MendTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/review-s16")

    /// Both arms of an `if #available` reach the rows, each through a helper of its own: the
    /// site does not sit under the clause, the other OS decides the same, so it goes unnamed (M1).
    @Test func anAvailabilityClauseBothArmsReachIsNotNamed() {
        let file = "AvailabilityBothArmsReachTheSite.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 41, rule: "foreach_index_identity", status: .confirmed,
                           says: ["a row kept its `@State` (in `MessagePreview`)", "hosting `InboxScreen.messageRows`, shown by `body`"]),
        ], in: all)
        let summary = Self.fixtures.finding(all, line: 41, rule: "foreach_index_identity")?.evidence?.summary ?? "-"
        #expect(!summary.contains("available"), "\(summary)")
    }

    /// Optional bindings held read as tests of nil, and an `if let … else if let` chain names
    /// its clauses in the order the code tests them (M2).
    @Test func optionalBindingsReadAsTestsOfNil() {
        let file = "OptionalBindingsHeld.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 14, rule: "any_view", status: .refuted,
                           says: ["when `link` is nil, `onRun` is not nil"]),
            PinnedEvidence(file: file, line: 52, rule: "foreach_index_identity", status: .confirmed,
                           says: ["when `pageSize` is nil;"]),
            PinnedEvidence(file: file, line: 69, rule: "foreach_index_identity", status: .confirmed,
                           says: ["when `draft` is nil;"]),
            PinnedEvidence(file: file, line: 68, rule: "any_view", status: .refuted, says: ["`draft` changing"]),
            PinnedEvidence(file: file, line: 75, rule: "any_view", status: .refuted, says: ["`draft` changing"]),
        ], in: all)
        for finding in all {
            let summary = finding.evidence?.summary ?? ""
            #expect(!summary.contains("`let "), "\(summary)")
        }
    }

    /// A model's computed, filtered array no code edits: the insert, delete and move the
    /// experiment makes are named as made up (M3).
    @Test func editsNoCodeMakesAreNamedAsAssumed() {
        let file = "ComputedFilteredRows.swift"
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 40, rule: "foreach_index_identity", status: .confirmed,
                           says: ["assuming `table.visibleRecords`", "changing so that elements take other places",
                                  "no code in the project inserts, removes or moves elements of `visibleRecords`"]),
        ], in: Self.fixtures.findings(in: file))
    }

    /// Rows over a member of the view's own computed property, computed in turn from another
    /// over a `@Binding`: followed to the binding, not "does not come from a state…" (item 4).
    @Test func aComputedPropertyIsFollowedToItsRoots() {
        let file = "ComputedPropertyRoots.swift"
        let all = Self.fixtures.findings(in: file)
        let rows = Self.fixtures.finding(all, line: 33, rule: "foreach_index_identity")
        let summary = rows?.evidence?.summary ?? "-"
        #expect(rows?.evidence?.status == .confirmed, "\(summary)")
        #expect(summary.contains("`recipe.steps` changing like a stored array when `menu`, `dish` changes (read through the view's computed `recipe`, `current`)"),
                "\(summary)")
        #expect(!summary.contains("does not come from"), "\(summary)")
    }

    /// A computed property declared in an extension in another file: the reason says so,
    /// never that the collection comes from nothing the view holds (item 4).
    @Test func aComputedPropertyDeclaredElsewhereIsNamedAsSuch() {
        let view = """
        import SwiftUI

        struct Shelf: View {
            @State var sortByTitle = false
            @State var books: [String] = []

            var body: some View {
                List {
                    ForEach(Array(groups.enumerated()), id: \\.offset) { offset, group in
                        ShelfRow(title: group.first ?? "")
                    }
                    Button("Sort") { sortByTitle.toggle() }
                }
                .onAppear { books.insert("Emma", at: 0) }
            }
        }

        struct ShelfRow: View {
            let title: String
            @State private var open = false
            var body: some View { Text(title).onTapGesture { open.toggle() } }
        }
        """
        let logic = """
        extension Shelf {
            var groups: [[String]] {
                sortByTitle ? [books.sorted()] : [books]
            }
        }
        """
        let result = LintTestSupport.lint([("Shelf.swift", view), ("Shelf+Logic.swift", logic)], confirm: true)
        let rows = result.findings.first { $0.ruleID == "foreach_index_identity" }
        let summary = rows?.evidence?.summary ?? "-"
        #expect(!summary.contains("does not come from"), "\(summary)")
        #expect(summary.contains("`groups` changing like a stored array when"), "\(summary)")
        #expect(summary.contains("(read through the view's computed `groups` (declared outside this file))"), "\(summary)")
    }

    /// An `AnyView` over a modifier chain on `Image` is named as such, not as `Image` (M6).
    @Test func aModifierChainIsNotNamedAsItsRoot() {
        let file = "ModifierChainErased.swift"
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 19, rule: "any_view", status: .refuted,
                           says: ["wraps a value of one type (a modifier chain on `Image`)"]),
        ], in: Self.fixtures.findings(in: file))
    }
}
