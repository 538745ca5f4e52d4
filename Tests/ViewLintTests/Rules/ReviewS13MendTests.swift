import Testing
import ViewLint
import ViewLintRules

/// The mends of review s13 (Tests/Fixtures/evidence/review-s13): a `@Binding` fed as the
/// project's constructions pass it, or its location named as assumed; a member path's edits
/// matched to its holder's type; an environment object under `.allowsHitTesting(false)` said as
/// what is sure; an environment object's help built from the construction as written and
/// offered as optional when refuted; no property suggested on an optional closure.
@Suite struct ReviewS13MendTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/review-s13")

    /// Every construction of `RuleEditor` builds a new binding through a generic init: the
    /// parent's rebuilds run `RuleList.body` with the fix too, so the confirmation comes from
    /// the editor's own state, and the summary names where the binding comes from. `DraftEditor`
    /// is built nowhere: the host's `$` is an assumption, named. `PinnedRules` has no update of
    /// its own: with only parents' rebuilds to drive, nothing is claimed.
    @Test func aBindingFieldIsFedAsTheConstructionsPassIt() {
        let file = "BindingFedByConstructions.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 34, rule: "closure_binding", status: .confirmed,
                           says: ["`RuleList.body` ran 10 of 10 updates (changing `confirming`); with `$rules.leading`: 0 of 10",
                                  "assuming the parent passing a new `Binding(get:set:)` for `rules` each time it rebuilds `RuleEditor`, as every construction of it does (BindingFedByConstructions.swift:57, :58), so what is projected from `$rules` is new then too"]),
            PinnedEvidence(file: file, line: 45, rule: "closure_binding", status: .inconclusive,
                           says: ["runs in an initializer"]),
            PinnedEvidence(file: file, line: 70, rule: "closure_binding", status: .confirmed,
                           says: ["with `$rules.trailing`: 0 of 10",
                                  "assuming the parent passing `rules` as a binding with a stable location (a `$` projection of its own state), which the project's constructions of `DraftEditor` do not show"]),
            PinnedEvidence(file: file, line: 82, rule: "closure_binding", status: .inconclusive,
                           says: ["every construction of `PinnedRules` passes a new `Binding(get:set:)` for `rules` (BindingFedByConstructions.swift:103), so when a parent rebuilds it what is projected from `$rules` is new with the fix too; the fix can spare runs only on `PinnedRules`'s own updates, and the engine can make none here"]),
            PinnedEvidence(file: file, line: 91, rule: "closure_binding", status: .inconclusive,
                           says: ["runs in an initializer"]),
        ], in: all)
        // The parent's own rebuild is not what confirms it: with the fix it runs the body too.
        let editor = Self.fixtures.finding(all, line: 34, rule: "closure_binding")
        #expect(editor?.evidence?.summary.contains("the parent passing a new `onReset`") == false, "\(editor?.evidence?.summary ?? "-")")
    }

    /// `model.board.items` is `Board.items`: the writes of `Tile.items` (a copied parameter, an
    /// element taken out of the list, a loop's element) are another type's, so only the delete
    /// and the move the code makes are tried, and the summary says whose edits were matched.
    @Test func aMemberPathsEditsAreMatchedToItsHoldersType() {
        let file = "RowsOfATypedMemberPath.swift"
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 74, rule: "foreach_index_identity", status: .confirmed,
                           says: ["while showing another element 3 times (a delete from the middle and a move, the only kinds of edit of `items` in the project's code that move an element)",
                                  "elements of `Board.items` (in this module and those it shares code with; the edits of `Tile.items` are of other types that only share its name)"]),
        ], in: Self.fixtures.findings(in: file))
    }

    /// Under `.allowsHitTesting(false)` the summary leads with the new object and its reader,
    /// not with a loss nothing there can cause; a box keeping only what it is made from is
    /// refuted, and its help builds it from the same arguments, offered as optional.
    @Test func environmentObjectsSayWhatIsSureAndHowToKeepThem() {
        let file = "EnvironmentObjectsMadeInBody.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 28, rule: "object_ownership", status: .confirmed,
                           says: ["views below were handed a new `Router` on 10 of 10 updates, one allocation each time and a changed environment value for `ReplyPreview`, which SwiftUI then updates",
                                  "no tap, swipe or context menu reaches them, so only what code other than a tap wrote to the old one could be lost"]),
            PinnedEvidence(file: file, line: 63, rule: "object_ownership", status: .refuted,
                           says: ["`CounterBox` keeps only `value`, set straight from its `init`'s arguments"]),
        ], in: all)
        let router = Self.fixtures.finding(all, line: 28, rule: "object_ownership")
        #expect(router?.evidence?.summary.contains("losing") == false, "\(router?.evidence?.summary ?? "-")")
        #expect(router?.help == "Create the object once (`@State private var router = Router()` in its owner) and pass the stored property.")
        let box = Self.fixtures.finding(all, line: 63, rule: "object_ownership")
        #expect(box?.help == "Optional, since the evidence finds no cost here: create the object once: keep it in a `@StateObject private var counterBox` of its owner, set in `init` from the same arguments (`_counterBox = StateObject(wrappedValue: CounterBox(value: counter))`), and pass the stored property.",
                "\(box?.help ?? "-")")
    }

    /// `current` is an optional closure: no property can be added to its type.
    @Test func noPropertyIsSuggestedOnAnOptionalClosure() {
        let file = "BindingToAnOptionalClosure.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 22, rule: "closure_binding", status: .confirmed,
                           says: ["`DocumentTabs.body` ran 10 of 10 updates (changing `title`); with `$` of a property of a small type of your own held in `@State`: 0 of 10"]),
        ], in: all)
        let help = Self.fixtures.finding(all, line: 22, rule: "closure_binding")?.help ?? ""
        #expect(help.contains("`current`'s type is an optional closure, which takes no property of yours: keep the value in a small type of your own held in `@State`"), "\(help)")
        #expect(!help.contains("give `current`'s type a property"), "\(help)")
    }
}
