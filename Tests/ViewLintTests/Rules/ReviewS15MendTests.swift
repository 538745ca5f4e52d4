import Testing
import ViewLint
import ViewLintRules

/// The mends of review s15 (Tests/Fixtures/evidence/review-s15).
@Suite struct ReviewS15MendTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/review-s15")

    /// A `#unavailable` branch inside the rows whose both sides show the same stateful view, and
    /// an `#available` link beside the flagged field: the verdicts hold on either OS, so neither
    /// names the clause (#10, #24). Tests/Fixtures/evidence/availability keeps the case where the
    /// driver is read only on the newer OS, which stays named.
    @Test func availabilityTheVerdictDoesNotRestOnIsNotNamed() {
        let file = "AvailabilityTheVerdictDoesNotNeed.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 29, rule: "foreach_index_identity", status: .confirmed,
                           says: ["a row kept its `@State` (in `CoverImage`", "while showing another element 3 times"]),
            PinnedEvidence(file: file, line: 65, rule: "closure_binding", status: .confirmed,
                           says: ["`NameField.body` ran 10 of 10 updates (`settings` publishing a change)"]),
        ], in: all)
        for f in all {
            #expect(f.evidence?.summary.contains("the app runs where") == false, "\(f.evidence?.summary ?? "-")")
            #expect(f.evidence?.summary.contains("available") == false, "\(f.evidence?.summary ?? "-")")
        }
    }

    /// A number made of the position and handed to the row (`number: index + 1`) and a parallel
    /// array read at it (`ids?[offset]`) are the position used as data: the help keeps it (#2, #8).
    @Test func positionPassedOnOrReadInAParallelArrayIsKeptByTheHelp() {
        let all = Self.fixtures.findings(in: "RowsUsingTheirPositionAsData.swift")
        let numbered = Self.fixtures.finding(all, line: 25, rule: "foreach_index_identity")
        #expect(numbered?.help?.hasPrefix("The rows use their position as data (`number: index + 1`)") == true, "\(numbered?.help ?? "-")")
        #expect(numbered?.help?.contains("`ForEach(Array(paragraphs.enumerated()), id: \\.element) { index, element in … }`") == true)
        #expect(numbered?.evidence?.summary.contains("assuming each row standing for its element, not its position (it uses `number: index + 1`)") == true,
                "\(numbered?.evidence?.summary ?? "-")")
        let filter = Self.fixtures.finding(all, line: 40, rule: "foreach_index_identity")
        #expect(filter?.help?.hasPrefix("The rows use their position as data (`ids?[offset]`)") == true, "\(filter?.help ?? "-")")
        #expect(filter?.help?.contains("ForEach(Array(options.enumerated())") == true)
    }

    /// Rows that are the levels of a path (row i lists the children of row i - 1) over an array
    /// the code only stores whole: no confirmation resting on assumed moves (#3). A thread whose
    /// rows read their neighbour, where the code inserts at the front, stays confirmed.
    @Test func rowsThatReadTheirNeighbourOverWholeStoresAreLeftOpen() {
        let file = "RowsThatAreLevelsOfAPath.swift"
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 32, rule: "foreach_index_identity", status: .inconclusive,
                           says: ["each row reads another row's element by its position (`path[level - 1]` in `choices`)",
                                  "the code only stores `path` whole",
                                  "Keying by position may be what the code means"]),
            PinnedEvidence(file: file, line: 34, rule: "closure_binding", status: .inconclusive, says: []),
            PinnedEvidence(file: file, line: 74, rule: "foreach_index_identity", status: .confirmed,
                           says: ["an insert at the front, the only kind of edit of `messages` in the project's code",
                                  "assuming each row standing for its element, not its position (it uses `messages[index - 1]`)"]),
        ], in: Self.fixtures.findings(in: file))
    }

    /// A held condition list is named clause by clause (#23): never `settings.configuration.….isEmpty`.
    @Test func aConditionListIsNamedClauseByClause() {
        let file = "ConditionListNamedByClause.swift"
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 21, rule: "closure_binding", status: .refuted,
                           says: ["when `settings.configuration.enableOnDeviceRecognition, !supportedRecognitionLocales.isEmpty`"]),
        ], in: Self.fixtures.findings(in: file))
    }

    /// A copy method passing the view's own `@State` on: nothing enters there that the chain's
    /// start did not give (Swiftfin ImageView :103/:119/:131), refuted as a static fact.
    @Test func aBuilderCopyOfTheViewsOwnStateIsRefuted() {
        let file = "StateCopiedByABuilderMethod.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 27, rule: "state_from_argument", status: .refuted,
                           says: ["a static fact, not a run: `Poster.placeholder(_:)` makes the new `Poster` from this one's own `@State` `urls`",
                                  "assuming `Poster.placeholder(_:)` is called on a view being built"]),
        ], in: all)
        #expect(Self.fixtures.finding(all, line: 27, rule: "state_from_argument")?.message
                == "`Poster` is built here from its own `urls`, the value given where the chain started: no new value is ignored here")
    }

    /// `\.self`-keyed rows over `let`-only elements that no row writes through, replaced only
    /// whole (CodeEdit CommitDetailsView :49): the edit claimed has no path; the help says what
    /// keying by `id` would cost.
    @Test func selfKeyedRowsNoRowEditsAreRefuted() {
        let file = "SelfKeyedRowsNoRowEdits.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 31, rule: "foreach_self_identity", status: .refuted,
                           says: ["`ChangedFile` has only `let` fields and no row writes through `$file`, so no edit through a row changes its id",
                                  "a new row under `\\.self` (fresh state), where a key by `id` would keep the row"]),
        ], in: all)
        let rows = Self.fixtures.finding(all, line: 31, rule: "foreach_self_identity")
        #expect(rows?.message == "Rows are keyed by `\\.self`, but no row writes through its element's binding, so no edit through a row changes its id")
        #expect(rows?.help?.hasSuffix("Keyed by `id`, though, a replaced element with the same `id` keeps its row, and any `@State` the row made from the old value.") == true)
    }

    /// The closures read a method parameter captured weak, not the view's `@Binding` of the same
    /// name: the help names no root, and so says nothing of the binding's optional type (#27). The
    /// finding is refuted, so the help opens as optional (review s14's mend).
    @Test func aShadowedNameIsNotTheViewsProperty() {
        let all = Self.fixtures.findings(in: "BindingRootShadowed.swift")
        #expect(Self.fixtures.finding(all, line: 21, rule: "closure_binding")?.help
                == "Optional, since here the binding makes no view body run more often: its `get` computes the value, so no `$` projection is this binding: keep the value where `$` reaches it (a `@State`, or a property with this `get` and `set` on an observed model) and pass that projection.")
        // Written `self.order`, the state is the root though a parameter is named `order` too.
        #expect(Self.fixtures.finding(all, line: 44, rule: "closure_binding")?.help?.contains("give `order`'s type a property with this `get` and `set`") == true,
                "\(Self.fixtures.finding(all, line: 44, rule: "closure_binding")?.help ?? "-")")
    }
}
