import Testing
import ViewLint
import ViewLintRules

/// state_from_argument on arguments that never change (review s17 §2.5, §2.6, group E;
/// Tests/Fixtures/evidence/review-s17-sfa).
@Suite struct ReviewS17StateFromArgumentTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/review-s17-sfa")

    /// Every construction passes a `let` of a model its maker holds in a `@State` nothing replaces
    /// (one `@ObservationIgnored`, one through a struct `let`): refuted, each value named. The
    /// preview's `UUID().uuidString` is no parent in the app, and the `(any RoomOutput)?` it is
    /// also given is an object, not a seed.
    @Test func membersOfAHeldModelAreFixed() {
        let file = "SeedFromHeldModelMembers.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 44, rule: "state_from_argument", status: .refuted,
                           says: ["a static fact, not a run: `RoomInfoView` seeds `model` from `roomId`, and each of its 2 constructions passes",
                                  "`model.roomId`, a `let` of the `@State` `model` that nothing replaces",
                                  "`model.settings.roomId`, kept by the `@State` `model` that nothing replaces"]),
        ], in: all)
        let finding = Self.fixtures.finding(all, line: 44, rule: "state_from_argument")
        #expect(finding?.message == "`model` is seeded from `roomId` once, but every construction passes values that never change while its parent lives")
        #expect(finding?.help?.hasPrefix("Optional, since every construction passes values that stay the same") == true, "\(finding?.help ?? "-")")
    }

    /// Closure literals calling methods of the maker's held model (one declaring a local of its
    /// own) do the same each time: refuted. One capturing a `@State`'s value may carry another
    /// value at each construction: still confirmed, and its fix is not `.id(onExport)`, which a
    /// closure cannot compile.
    @Test func closuresCapturingOnlyAHeldModelAreFixed() {
        let file = "SeedFromClosuresOnAHeldModel.swift"
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 21, rule: "state_from_argument", status: .refuted,
                           says: ["its one construction passes values that stay the same while the view making it lives",
                                  "`{ model.backUpKeys() }`, a closure capturing only `model`, the object in a `@State` that nothing replaces",
                                  "a closure of 2 statements capturing only `model`"]),
        ], in: Self.fixtures.findings(in: file))
        let capturing = "SeedFromAClosureCapturingAState.swift"
        Self.fixtures.expect([
            PinnedEvidence(file: capturing, line: 18, rule: "state_from_argument", status: .confirmed,
                           says: ["with a new `ExportPrompt` made for each new `onExport` (`onExport` is a closure, never `Hashable`, so `.id(onExport)` would not compile)"]),
        ], in: Self.fixtures.findings(in: capturing))
    }

    /// An item's member its `id` is computed from cannot change while the presented content lives;
    /// a title beside the id can. The custom presentation is named as an assumption, and where the
    /// parent the message names passes a fixed value, the construction not read is named too.
    @Test func aPresentedItemsIdentityIsFixed() {
        let file = "SeedFromAPresentedItem.swift"
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 29, rule: "state_from_argument", status: .refuted,
                           says: ["`$0.value`, the `value` the `.card(item:)` item `NameItem` takes its `id` from",
                                  "(assuming `.card(item:)` presents its content anew for each item id, as `.sheet(item:)` does)",
                                  "`model.profile.name`, kept by the `@State` `model` that nothing replaces"]),
            PinnedEvidence(file: file, line: 42, rule: "state_from_argument", status: .confirmed,
                           says: ["assuming a parent can pass a new `title` while `TitleCard` is shown (`TitleCard(…)` at SeedFromAPresentedItem.swift:77 passes `item.title`"]),
        ], in: Self.fixtures.findings(in: file))
    }

    /// `.id(note)` does not compile for a `Note` that is only `Identifiable` (§2.6): the fix is
    /// said as what it does. A `Hashable` `Tag` keeps `.id(tag)`.
    @Test func theFixNamesIDOnlyForAHashableArgument() {
        let file = "SeedOfAValueThatIsNotHashable.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 35, rule: "state_from_argument", status: .confirmed,
                           says: ["with a new `NoteRow` made for each new `note` (`Note` is not `Hashable`, so `.id(note)` would not compile)"]),
            PinnedEvidence(file: file, line: 48, rule: "state_from_argument", status: .confirmed,
                           says: ["with `.id(tag)` where `TagRow` is created"]),
        ], in: all)
        #expect(Self.fixtures.finding(all, line: 35, rule: "state_from_argument")?.evidence?.summary.contains(".id(note)` where") == false)
    }

    /// A construction leaving out a parameter whose default is made anew (`= Date()`) passes a
    /// new value each time: no refutation, whatever the other arguments are.
    @Test func aFreshDefaultIsNotFixed() {
        let file = "SeedWithAFreshDefault.swift"
        let finding = Self.fixtures.finding(Self.fixtures.findings(in: file), line: 19, rule: "state_from_argument")
        #expect(finding != nil)
        #expect(finding?.evidence?.status != .refuted, "\(finding?.evidence?.summary ?? "-")")
    }
}
