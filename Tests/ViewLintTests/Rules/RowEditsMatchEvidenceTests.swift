import Testing
@testable import ViewLint
import ViewLintRules

/// Rows keyed by position are tried only with the changes the code makes to their collection
/// (review s12 #11, #12, #34): an edit of another type's member that only shares the name is no
/// edit of a holder whose type is known, and is named where the holder's type is not; a
/// collection only ever replaced as a whole gets no insert, delete or move; a package's type is
/// said to be unread, not how it changes (Tests/Fixtures/evidence/row-edits).
@Suite struct RowEditsMatchEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/row-edits")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "foreach_index_identity" }
    static let whole = "RowsReplacedWhole.swift"

    @Test func aCollectionReplacedOnlyWholeGetsNoInventedEdits() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        Self.fixtures.expect([
            // Review s12 #34: the start is the literal `[]`, the only writer a shuffle in
            // `onAppear` behind `DispatchQueue.main.async` and `withAnimation`; no row holds state.
            PinnedEvidence(file: Self.whole, line: 18, rule: "foreach_index_identity", status: .refuted,
                           says: ["a static fact, not a run",
                                  "`prompts` starts as `[]` and is set only in `onAppear` (through `DispatchQueue.main.async`, `withAnimation`), each time to a new `SamplePrompt.all.shuffled()`",
                                  "each time the view appears, a new value takes the whole collection's place (the code inserts, deletes or moves none of its elements), so each row keyed by its position shows the element then at its place"]),
            // Rows that keep state are run with that one change, not with an insert, a delete
            // and a move, and no start the code does not make is assumed of the declaration.
            PinnedEvidence(file: Self.whole, line: 38, rule: "foreach_index_identity", status: .confirmed,
                           says: ["a row kept its `@State` (in `PromptCard`) while showing another element 3 times (every element replaced at once each time the view appears, as the code only stores whole new values",
                                  "assuming `prompts` holding three elements when a new value replaces them"]),
            // A writer outside the lifecycle closures (a button) is not a whole replacement: the
            // edits are assumed as before.
            PinnedEvidence(file: Self.whole, line: 63, rule: "foreach_index_identity", status: .confirmed,
                           says: ["(an insert at the front, a delete and a move)", "assuming each new `prompts` the code stores may put"]),
            // Review s12 #11: an enum's list computed from its case and statics, read through a
            // property whose type only its wrapper's key gives.
            PinnedEvidence(file: Self.whole, line: 108, rule: "foreach_index_identity", status: .refuted,
                           says: ["`formats` of `Player`, an enum, is computed only from the enum's case and its static members",
                                  "assuming `player`, whose type is not written, is a `Player`, as its name says, and its static members give the same list for a case each time they are read",
                                  "when `player` is another case, a new value takes the whole collection's place"]),
            // Review s12 (MovieSwiftUI DiscoverFilterForm): nothing said of how a store changes.
            PinnedEvidence(file: "RowsReadThroughAPackage.swift", line: 22, rule: "foreach_index_identity", status: .inconclusive,
                           says: ["is read through `Store`'s `state`, and `Store` is a type this project does not declare: the engine cannot read what changes its `state`"]),
        ], in: findings)
        let summaries = findings.compactMap { $0.evidence?.summary }
        #expect(!summaries.contains { $0.contains("takes the place") }, "\(summaries)")
        // Only the button's writer (line 63) is tried from an assumed start.
        let lifecycle = findings.filter { $0.path == Self.whole && Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) != 63 }
        #expect(lifecycle.count == 3)
        #expect(!lifecycle.contains { $0.evidence?.summary.contains("starting with") == true }, "\(summaries)")
    }

    /// The refuted message says the collection is replaced whole, not that it never changes.
    @Test func theMessageSaysTheCollectionIsReplacedWhole() throws {
        let messages = try Self.fixtures.findings(rules: Self.rules)
            .filter { $0.path == Self.whole && $0.evidence?.status == .refuted }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("the code only replaces this collection as a whole: each row then shows the element at its place") }, "\(messages)")
        #expect(!messages.contains { $0.contains("never move") })
    }

    /// Two files: `ExportProfile.formats` is written in `Profiles.swift` on a local of that type.
    static func byName() -> [Finding] {
        let folder = EvidenceFixtures("Tests/Fixtures/evidence/row-edits/byname")
        let files = ["ExportFormats.swift", "Profiles.swift"].map { ($0, folder.text(of: $0)) }
        return LintTestSupport.lint(files, rules: rules, confirm: true).findings.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    @Test func aMatchByNameIsSaidAndItsFileRead() throws {
        let rows = Self.byName()
        try #require(rows.count == 2)
        // The holder's type is not written: every type's `formats` counts, and each is named.
        let unknown = try #require(rows[0].evidence)
        #expect(unknown.status == .confirmed)
        #expect(unknown.summary.contains("collections kept as `formats` (by that name, in this module and those it shares code with: `Catalog.formats`, `ExportProfile.formats`)"),
                "\(unknown.summary)")
        #expect(unknown.dependencies.contains("Profiles.swift"), "\(unknown.dependencies)")
        // `catalog` is a `Catalog`: `ExportProfile`'s insert is not its edit, so only its own
        // store of a new value is assumed, and no other type is named.
        let typed = try #require(rows[1].evidence)
        #expect(typed.status == .confirmed)
        #expect(typed.summary.contains("assuming each new `formats` the code stores may put other elements"), "\(typed.summary)")
        #expect(!typed.summary.contains("by name"), "\(typed.summary)")
        #expect(typed.dependencies.contains("Profiles.swift"), "\(typed.dependencies)")
    }

    /// The pass notes the type an edit's value has where the code writes it, and the file.
    @Test func editsKnowTheirReceiversType() {
        let code = """
            struct Profile { var formats: [String] = [] }
            final class Catalog { var formats: [String] = []; func reload() { formats.insert("a", at: 0) } }
            func build(base: Profile) {
                var local: Profile = .init()
                local.formats.removeLast()
                var made = Profile()
                made.formats = []
                base.formats.move(fromOffsets: [0], toOffset: 1)
                var current = makeCurrent()
                current.formats.append("x")
            }
            """
        let tree = SyntaxTree.parse(SourceFile(path: "Edits.swift", text: code))
        let model = ProjectModel(index: ProjectIndex(trees: [tree]), facts: ProjectFacts(tree: tree))
        let profile = model.collectionEdits(of: "formats", onType: "Profile")
        #expect(profile.kinds == [.removesAtEnd, .moves, .appends])
        #expect(profile.otherTypes == ["Catalog": [.inserts]])
        #expect(profile.untyped)
        #expect(profile.files == ["Edits.swift"])
        let any = model.collectionEdits(of: "formats", onType: nil)
        #expect(any.kinds == [.removesAtEnd, .moves, .appends, .inserts])
        #expect(any.otherMembers("formats") == ["`Catalog.formats`", "`Profile.formats`"])
        // The numbered facts digest as their tables do, receivers included.
        var tables = ViewUsage(tree: tree)
        let numbered = tables
        tables.makeTables()
        #expect(DeclarationDigest.digest(of: numbered) == DeclarationDigest.digest(of: tables))
    }
}
