import Testing
import ViewLint
import ViewLintRules

/// Helps that read right for the evidence they come with (Tests/Fixtures/evidence/help-wording):
/// a refuted state_from_argument finding offers its change as optional and says why, and a
/// closure binding's subscript help names every argument it gives the subscript.
@Suite struct HelpWordingTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/help-wording")

    /// A copy method passing on the view's own `@State` is refuted as a static fact: its help
    /// no longer tells the developer to change the copy (review s15 read-through: Swiftfin
    /// ImageView:103), and points at the chain's start.
    @Test func aRefutedStateFromArgumentHelpIsOptional() {
        let file = "StateFromArgumentRefuted.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 25, rule: "state_from_argument", status: .refuted,
                           says: ["a static fact, not a run: `Banner.accessory(_:)` makes the new `Banner` from this one's own `@State` `lines`"]),
        ], in: all)
        let copy = Self.fixtures.finding(all, line: 25, rule: "state_from_argument")
        #expect(copy?.help == "Optional, since this copy only passes on the `lines` the chain started with: no new value is ignored here. "
                + "If later values must reach `Banner`, make `lines` a `let` or `@Binding` in it, or add `.id(…)` where the chain starts.",
                "\(copy?.help ?? "-")")
        for finding in all where finding.evidence?.status == .refuted {
            #expect(finding.help?.hasPrefix("Optional, since ") == true, "\(finding.help ?? "-")")
        }
    }

    /// The `get` and `set` read four names besides `picked`: the subscript takes all four, each
    /// named (the help took the first lowercase name and said nothing of the others), and the
    /// open reason names three fields and says how many more (it cut the list silently).
    @Test func aSubscriptHelpNamesEveryArgumentItTakes() {
        let file = "BindingReadingManyNames.swift"
        let all = Self.fixtures.findings(in: file)
        let finding = Self.fixtures.finding(all, line: 19, rule: "closure_binding")
        #expect(finding?.help == "Its `get` computes the value and its `set` does more than assign the new value, so no `$` projection is this binding: "
                + "give `picked`'s type a subscript with this `get` and `set` in `extension Optional where Wrapped == Dish`, "
                + "taking `dish`, `locked`, `open` and `limit`, the names besides `picked` that the `get` and `set` read, as its arguments "
                + "(a key path's subscript arguments must be `Hashable`), and pass `$picked[thatSubscript: dish, locked, open, limit]`, "
                + "which keeps one location while its arguments stay the same, and leaves the value where it is.", "\(finding?.help ?? "-")")
        #expect(finding?.evidence?.summary.contains("the only changes the engine can make to this view's data (`dish`, `locked`, `open` and 2 more)") == true,
                "\(finding?.evidence?.summary ?? "-")")
    }

    /// `Page<String>?`: the wrapped type is read from the property's declared shape, not parsed
    /// from its text, so a generic one gets the constrained extension too (the text test took
    /// only letters and dots, and the help then said an optional takes no property of one's own).
    @Test func anOptionalOfAGenericTypeTakesASubscript() {
        let file = "BindingOnAnOptionalOfAGenericType.swift"
        let finding = Self.fixtures.finding(Self.fixtures.findings(in: file), line: 14, rule: "closure_binding")
        #expect(finding?.help == "Its `get` computes the value and its `set` does more than assign the new value, so no `$` projection is this binding: "
                + "give `opened`'s type a subscript with this `get` and `set` in `extension Optional where Wrapped == Page<String>`, "
                + "taking `page`, the one name besides `opened` that the `get` and `set` read, as its argument "
                + "(a key path's subscript arguments must be `Hashable`), and pass `$opened[thatSubscript: page]`, "
                + "which keeps one location while its argument stays the same, and leaves the value where it is.", "\(finding?.help ?? "-")")
    }
}
