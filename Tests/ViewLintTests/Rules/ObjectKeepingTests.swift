import Foundation
import Testing
import ViewLint
import ViewLintRules

/// What a replaced object loses when its class is declared in another file than the view that
/// makes it: only the project's index answers, and it does not see what a closure `init` sets
/// up writes later (a timer, a subscription), so no loss is claimed (Tests/Fixtures/evidence/objects).
@Suite struct ObjectKeepingTests {
    @Test func aClassReadOnlyThroughTheIndexClaimsNoLossItCannotSee() throws {
        let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/objects")
        let files = ["ReadingTicker.swift", "ReadingTimer.swift"].map { ($0, fixtures.text(of: $0)) }
        let findings = LintTestSupport.lint(files, confirm: true).findings.filter { $0.ruleID == "object_ownership" }
        let ticker = try #require(findings.first { $0.path == "ReadingTimer.swift" && fixtures.line(of: $0.range.lowerBound, in: $0.path) == 5 })
        #expect(ticker.evidence?.status == .inconclusive, "\(ticker.evidence?.summary ?? "-")")
        #expect(ticker.evidence?.summary.contains("`ReadingTicker` sets its `var`s only in `init` (closures it sets up there included)") == true,
                "\(ticker.evidence?.summary ?? "-")")
        // Linted alone the class is unknown: the loss is an assumption, and named.
        let alone = LintTestSupport.lint([files[1]], confirm: true).findings.first { $0.ruleID == "object_ownership" }
        #expect(alone?.evidence?.summary.contains("assuming `ReadingTicker` keeping state of its own") == true, "\(alone?.evidence?.summary ?? "-")")
    }

    /// Views under `.allowsHitTesting(false)` cannot be tapped: a new object there is not said to
    /// lose its state outright; the summary leads with the new object and the view reading it,
    /// and says a loss could come only from writes other than taps (review s9, s13:
    /// IceCubesApp EditorView:175). The same row, tappable, keeps the usual wording.
    @Test func aPreviewNoTapReachesNamesWhatItsLossRestsOn() throws {
        let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/objects")
        let file = "PreviewUnderNoHitTesting.swift"
        let findings = LintTestSupport.lint([(file, fixtures.text(of: file))], confirm: true).findings.filter { $0.ruleID == "object_ownership" }
        let preview = try #require(findings.first { fixtures.line(of: $0.range.lowerBound, in: file) == 29 })
        #expect(preview.message == "`.environment(Navigator(…))` makes a new `Navigator` every time this view updates: views reading it get a fresh object each time, though no tap reaches them")
        // What is sure leads (review s13 #37): the new object and its reader; a loss only as
        // what code other than a tap may have written.
        #expect(preview.evidence?.summary.hasPrefix("views below were handed a new `Navigator` on 10 of 10 updates, one allocation each time and a changed environment value for `ReplyRow`, which SwiftUI then updates "
                                                    + "(under `.allowsHitTesting(false)`, line 30, no tap, swipe or context menu reaches them, so only what code other than a tap wrote to the old one could be lost)") == true,
                "\(preview.evidence?.summary ?? "-")")
        #expect(preview.evidence?.summary.contains("losing") == false, "\(preview.evidence?.summary ?? "-")")
        let thread = try #require(findings.first { fixtures.line(of: $0.range.lowerBound, in: file) == 44 })
        #expect(thread.message.hasSuffix("views reading it get a fresh object, losing its state"))
        #expect(thread.evidence?.summary.contains("allowsHitTesting") == false)
    }
}

/// Review ev20 #1 (ProtonVPN NetShieldStatsView): the index knows that some code changes `ads`
/// on some `BlockedStats` (a presenter's own one); the view that makes its own object never
/// changes it, and hands `$stats.ads` only to a view that reads it. Losing `ads` is then an
/// assumption about this object, named; where the view's own code changes it (a `Stepper`, a
/// method of the class that writes it), the loss is the code's and no assumption is added.
@Suite struct ObjectChangedByHolderTests {
    @Test func aChangeOnlySomeOtherObjectMakesIsNamedAsAnAssumption() throws {
        let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/objects")
        let files = ["BlockedStats.swift", "BlockedStatsViews.swift"].map { ($0, fixtures.text(of: $0)) }
        let findings = LintTestSupport.lint(files, confirm: true).findings.filter { $0.ruleID == "object_ownership" }
        func summary(at line: Int) throws -> String {
            let finding = try #require(findings.first { $0.path == "BlockedStatsViews.swift" && fixtures.line(of: $0.range.lowerBound, in: $0.path) == line })
            #expect(finding.evidence?.status == .confirmed, "\(finding.evidence?.summary ?? "-")")
            return finding.evidence?.summary ?? ""
        }
        let panel = try summary(at: 5)
        #expect(panel.contains("losing its changes to `ads`"), "\(panel)")
        #expect(panel.contains("assuming some code changes this `BlockedStats`'s `ads`"), "\(panel)")
        let stepper = try summary(at: 21)
        #expect(stepper.contains("losing its changes to `ads`"), "\(stepper)")
        #expect(!stepper.contains("assuming some code changes"), "\(stepper)")
        let resetting = try summary(at: 29)
        #expect(resetting.contains("losing its changes to `ads`"), "\(resetting)")
        #expect(!resetting.contains("assuming some code changes"), "\(resetting)")
        // Only what the view's code is shown to change is claimed lost: `trackers`, set here.
        let clearing = try summary(at: 39)
        #expect(clearing.contains("losing its changes to `trackers` since"), "\(clearing)")
        #expect(!clearing.contains("assuming some code changes"), "\(clearing)")
        // A method the view calls sets up the class's own subscription, which changes it.
        let feed = try summary(at: 49)
        #expect(feed.contains("losing its changes to `blocked`"), "\(feed)")
        #expect(!feed.contains("assuming some code changes"), "\(feed)")
        // Handed to a view that writes through it: that view holds this very object.
        let handing = try summary(at: 59)
        #expect(handing.contains("`trackers` since it was made"), "\(handing)")
        #expect(!handing.contains("assuming some code changes"), "\(handing)")
    }
}
