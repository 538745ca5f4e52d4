import Foundation
import Testing
import ViewLint
import ViewLintRules

/// Review ev20: what a verdict says about the driver and the fix it measured.
@Suite struct ReviewEv20Tests {
    /// #2 (ProtonVPN ContactFormView): the engine runs no store, so it re-runs `WithViewStore`'s
    /// content by the parent passing a new `store`. The code never shows that; the summary says
    /// the driver is assumed and what runs the content in the app.
    @Test func aStoreDriverIsNamedAsTheEnginesAssumption() throws {
        let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/ev20")
        let file = "NoteForm.swift"
        let findings = LintTestSupport.lint([(file, fixtures.text(of: file))], confirm: true).findings.filter { $0.ruleID == "closure_binding" }
        let finding = try #require(findings.first)
        let summary = finding.evidence?.summary ?? "-"
        #expect(finding.evidence?.status == .confirmed, "\(summary)")
        #expect(summary.contains("(assuming the parent passing a new `store`: the engine's choice, as it does not run `store`, a `StoreOf<NoteFeature>`; "
                                 + "in the app `WithViewStore` runs this content again as the state it observes changes)"), "\(summary)")
    }

    /// #3 (Tophat LocationPicker): the help's `$preferred[thatSubscript: resolved, mode]` is
    /// another location whenever `mode` changes, so the fix does not spare the control's
    /// re-check when `mode` is what changes: never "with …: 0" for that driver.
    @Test func aSubscriptFixIsAnotherLocationWhenItsArgumentsChange() throws {
        let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/ev20")
        let file = "PlacePicker.swift"
        let findings = LintTestSupport.lint([(file, fixtures.text(of: file))], confirm: true).findings.filter { $0.ruleID == "closure_binding" }
        let finding = try #require(findings.first)
        let summary = finding.evidence?.summary ?? "-"
        #expect(finding.help?.contains("`$preferred[thatSubscript: resolved, mode]`") == true, "\(finding.help ?? "-")")
        #expect(!summary.contains("changing `mode`; with a new `$preferred[thatSubscript: resolved, mode]`: 0)"), "\(summary)")
        if summary.contains("changing `mode`") {
            #expect(summary.contains("with a new `$preferred[thatSubscript: resolved, mode]`: 10)"), "\(summary)")
        }
    }
}

/// #5: a plain `var` whose `willSet` sends `objectWillChange` publishes its changes as a
/// `@Published` one does; only a `var` that publishes nothing makes the parent passing a new
/// value an assumption.
@Suite struct PublishedByHandTests {
    @Test func aVarThatSendsObjectWillChangeIsNoUnpublishedMember() throws {
        let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/ev20")
        let file = "PlayerScreen.swift"
        let findings = LintTestSupport.lint([(file, fixtures.text(of: file))], confirm: true).findings.filter { $0.ruleID == "state_from_argument" }
        func summary(at line: Int) throws -> String {
            let finding = try #require(findings.first { fixtures.line(of: $0.range.lowerBound, in: file) == line })
            return finding.evidence?.summary ?? "-"
        }
        let chapter = try summary(at: 42)
        #expect(chapter.contains("`model.chapterTitle` changing while `ChapterBadge` is shown: it is a plain `var` of `PlayerModel`, not `@Published`"), "\(chapter)")
        let episode = try summary(at: 30)
        #expect(!episode.contains("not `@Published`"), "\(episode)")
    }
}

/// #4 (Tophat QuickLaunchEntryRecipeSheet): rows over `$arguments` (bindings to a `@State`'s
/// elements) are rows over that state's elements, at the same places: followed as the state,
/// never "does not come from a state".
@Suite struct ProjectedRowsTests {
    @Test func rowsOverAStatesProjectionAreThatState() throws {
        let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/ev20")
        let file = "ArgumentsEditor.swift"
        let findings = LintTestSupport.lint([(file, fixtures.text(of: file))], confirm: true).findings.filter { $0.ruleID == "foreach_index_identity" }
        let finding = try #require(findings.first)
        let summary = finding.evidence?.summary ?? "-"
        #expect(!summary.contains("does not come from a state"), "\(summary)")
        #expect(finding.evidence?.status == .confirmed, "\(summary)")
        #expect(summary.contains("a delete from the middle and a move"), "\(summary)")
    }
}

/// #5: a write in a `defer` is the dropping setter (reported), and where no construction shows
/// what `start` is, the run cannot tell it from the default: never "it writes the value
/// `count` has by default" while assuming it differs.
@Suite struct DeferWriteEvidenceTests {
    @Test func anUnknownWrittenValueIsNotTheDefault() throws {
        let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/ev20")
        let file = "DeferCounter.swift"
        let findings = LintTestSupport.lint([(file, fixtures.text(of: file))], confirm: true).findings.filter { $0.ruleID == "state_write_in_init" }
        let finding = try #require(findings.first { fixtures.line(of: $0.range.lowerBound, in: file) == 8 })
        let summary = finding.evidence?.summary ?? "-"
        #expect(finding.evidence?.status == .inconclusive, "\(summary)")
        #expect(!summary.contains("has by default"), "\(summary)")
    }
}
