import Testing
import ViewLint
import ViewLintRules

/// The mends of review s14 (Tests/Fixtures/evidence/review-s14): every edit a position-keyed
/// rows' run counts is made by the code or named as assumed; rows that use their position as
/// data, and elements that already have an `id`, get a help that keeps them; a re-key offered
/// only on values that can be ids; a subscription chosen in `init` named with its choice; a
/// task whose failure branch navigates warned of `.task`'s cancellation; a fresh id on a
/// stateless row said to lose nothing but its animation.
@Suite struct ReviewS14MendTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/review-s14")

    /// The code deletes from `tags` and reloads it whole: every edit is tried, and the insert
    /// and the move, which the code does not make, are named as what a reload may do (#25).
    @Test func editsAReloadStandsForAreNamedAsAssumed() {
        let file = "RowsStoredWholeAndDeleted.swift"
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 19, rule: "foreach_index_identity", status: .confirmed,
                           says: ["7 times (an insert at the front, a delete and a move)",
                                  "assuming each new `tags` the code stores whole putting other elements at the rows' places as an insert at the front or a move does (the code itself otherwise changes `tags` only by removing elements before others)"]),
        ], in: Self.fixtures.findings(in: file))
    }

    /// A rotated address (`symbols[(index + s) % n]`) and a position made a length
    /// (`CGFloat(index) * h`) are the position used as data: the help keeps it (#31).
    @Test func rowsUsingTheirPositionKeepItInTheHelp() {
        let all = Self.fixtures.findings(in: "RowsUsingTheirPosition.swift")
        let rotated = Self.fixtures.finding(all, line: 12, rule: "foreach_index_identity")
        #expect(rotated?.help?.hasPrefix("The rows use their position as data (`symbols[(index + firstWeekday)") == true, "\(rotated?.help ?? "-")")
        #expect(rotated?.help?.contains("ForEach(Array(symbols.enumerated())") == true)
        let stacked = Self.fixtures.finding(all, line: 26, rule: "foreach_index_identity")
        #expect(stacked?.help?.hasPrefix("The rows use their position as data (`CGFloat(index)`)") == true, "\(stacked?.help ?? "-")")
    }

    /// `Choice` has a `let id` but is not `Identifiable`: key by it, do not ask for one (mlem PostPollView).
    @Test func anExistingIDIsTheKeyOffered() {
        let all = Self.fixtures.findings(in: "RowsOfATypeWithAnID.swift")
        #expect(Self.fixtures.finding(all, line: 16, rule: "foreach_index_identity")?.help
                == "Key by the element's `id` instead: `id: \\.element.id` (`Choice` already has one; it is only not `Identifiable`), if each element's `id` appears once.")
        #expect(Self.fixtures.finding(all, line: 29, rule: "foreach_index_identity")?.help
                == "Use `ForEach(choices, id: \\.id)`, keyed by the `id` `Choice` already has (it is only not `Identifiable`), if each element's `id` appears once.")
        #expect(all.allSatisfy { $0.help?.contains("stable `id`") != true })
    }

    /// A closure is no `.id`; a class that is not `Hashable` is keyed by its `ObjectIdentifier`,
    /// an `Identifiable` value that is not `Hashable` by its `id` (#17).
    @Test func onlyValuesThatCanBeIdsAreOfferedAsKeys() {
        let all = Self.fixtures.findings(in: "ObjectsMadeFromClosures.swift")
        let filter = Self.fixtures.finding(all, line: 23, rule: "object_ownership")
        #expect(filter?.help?.hasSuffix("A `@StateObject` keeps the object made from the first `source`, `matches`: if the parent can pass others, also key the view with `.id(…)` on `ObjectIdentifier(source)`.") == true,
                "\(filter?.help ?? "-")")
        let form = Self.fixtures.finding(all, line: 85, rule: "object_ownership")
        #expect(form?.help?.hasSuffix("also key the view with `.id(…)` on `playlist?.id`.") == true, "\(form?.help ?? "-")")
        let sort = Self.fixtures.finding(all, line: 46, rule: "object_ownership")
        #expect(sort?.help?.hasSuffix("also key the view with `.id(…)` on a value that identifies what it is made from (`order` is a closure, which cannot be an id).") == true,
                "\(sort?.help ?? "-")")
    }

    /// `init` subscribes to `$books` or to `$films` by `kind`: both are named with the choice,
    /// never the first as if every model used it (#13).
    @Test func aSubscriptionChosenInInitIsNamedWithItsChoice() {
        let file = "SubscriptionChosenInInit.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 35, rule: "object_ownership", status: .confirmed,
                           says: ["a new one's `init` subscribes to `Shelf.shared.$books` or `Shelf.shared.$films`, as `if kind == .books` decides, each sending its current value",
                                  "assuming only those subscriptions setting `count`"]),
        ], in: all)
        // An enum without payloads is `Hashable`: offered as the key.
        #expect(Self.fixtures.finding(all, line: 35, rule: "object_ownership")?.help?.hasSuffix("also key the view with `.id(…)` on `kind`.") == true)
    }

    /// A failure branch after the `await` that opens a URL and dismisses: `.task` would take it
    /// when leaving cancels the work, so the help says to check `Task.isCancelled` and no
    /// rewrite is offered; the screen that checks is left as it was (#34).
    @Test func aFailureBranchAfterTheAwaitIsWarnedOf() {
        let all = Self.fixtures.findings(in: "TaskActingOnFailure.swift")
        let acting = Self.fixtures.finding(all, line: 23, rule: "task_in_onappear")
        #expect(acting?.help?.hasSuffix("Under `.task`, leaving the view cancels the work, and the code after `await` that acts on a failed result (`openURL(…)` at line 27) would then run: check `Task.isCancelled` before acting on a failure.") == true,
                "\(acting?.help ?? "-")")
        #expect(acting?.fix == nil)
        let checked = Self.fixtures.finding(all, line: 43, rule: "task_in_onappear")
        #expect(checked?.help == "Use `.task { … }`: SwiftUI starts it on appear and cancels it when the view disappears.")
        #expect(checked?.fix != nil)
        // Named only in a comment: no check, so the warning stands.
        let commented = Self.fixtures.finding(all, line: 64, rule: "task_in_onappear")
        #expect(commented?.help?.contains("(`dismiss(…)` at line 69) would then run") == true, "\(commented?.help ?? "-")")
    }

    /// `.id(UUID())` on `HStack { Spacer(); ProgressView(); Spacer() }` loses no state: the
    /// verdict stands (a new subtree every update), the summary says what is lost, and the
    /// help does not offer removal as free; a row with `@State` keeps the old wording (#19).
    @Test func aFreshIDOnAStatelessRowSaysWhatItCosts() {
        let file = "FreshIDOnAStatelessRow.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 18, rule: "unstable_id", status: .confirmed,
                           says: ["a new identity replaced the view on 10 of 10 updates (changing `query`); with no `.id`: 0; what a new identity costs here is a new subtree and a restarted animation (a spinner's turn): the view is made only of SwiftUI's own views, which hold no state"]),
            PinnedEvidence(file: file, line: 22, rule: "unstable_id", status: .confirmed,
                           says: ["state destroyed 10 times"]),
            PinnedEvidence(file: file, line: 49, rule: "unstable_id", status: .confirmed,
                           says: ["with no `.id`: 0; what a new identity costs here is a new subtree and a restarted animation"]),
        ], in: all)
        let spinner = Self.fixtures.finding(all, line: 18, rule: "unstable_id")
        #expect(spinner?.message.hasSuffix("it is made anew each time but holds no state to lose") == true)
        #expect(all.first { $0.path == file && Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 22 }?.evidence?.summary.contains("what a new identity costs here") == false)
        #expect(spinner?.help?.hasPrefix("The view under `.id` is made only of SwiftUI's own views that hold no state") == true)
        #expect(spinner?.help?.contains("keep it and end the line with `// viewlint:disable:this unstable_id - <why>`") == true)
        // A modifier under `#if` between the row and its `.id` changes nothing of that.
        let platform = Self.fixtures.finding(all, line: 49, rule: "unstable_id")
        #expect(platform?.help == spinner?.help, "\(platform?.help ?? "-")")
        let counter = Self.fixtures.finding(all, line: 22, rule: "unstable_id")
        #expect(counter?.message.hasSuffix("the view's state resets and it re-appears") == true)
        #expect(counter?.help == "Re-key only when the view should start over, with an id kept in the model or in `@State` and changed then (`.id(requestID)`), or remove `.id`.")
    }
}
