import Testing
@testable import ViewLint
@testable import ViewLintRules

/// Decisions made from typed values rather than from text: what a conditional modifier's message
/// claims (`SwitchClaim`), how a condition is named (`ConditionName`), how held conditions and the
/// hosting read in a summary (`HeldCondition.Kind`, `SiteHosting`), and the syntax a task's loader
/// guard and a screen's pushes are found by.
@Suite struct TypedDecisionTests {
    static let claim = ": each flip resets their state and tasks"

    /// Phrasings of which the first fits only without the claim's full length.
    static func phrasings(firstLength: Int) -> [String] {
        let first = "`if " + String(repeating: "x", count: firstLength - 4) + "`"
        return [first, "This `if` switches between two `Text` views", "This `if` switches between two views"]
    }

    @Test func aSwitchClaimIsRevisedFromThePhrasingTheCheckChose() throws {
        // 126 + 40 characters of claim do not fit 160: the check uses the second phrasing.
        let long = SwitchClaim(phrasings: Self.phrasings(firstLength: 125), cost: .stateAndTasks, plural: true)
        #expect(long.message == "This `if` switches between two `Text` views" + Self.claim)
        var counts = SiteCounts()
        counts.replacements = 10
        // A shorter cost would let the first phrasing fit, but the revision keeps the check's.
        #expect(long.revised(by: counts) == "This `if` switches between two `Text` views: each flip makes them anew, removed and inserted, not changed (no state or task counted)")
        counts.stateDestroyed = 10
        #expect(long.revised(by: counts) == "This `if` switches between two `Text` views: each flip resets their state")

        let short = SwitchClaim(phrasings: Self.phrasings(firstLength: 20), cost: .stateAndTasks, plural: false)
        #expect(short.message == short.phrasings[0] + ": each flip resets the view's state and tasks")
        counts.taskStarts = 10
        #expect(short.revised(by: counts) == short.phrasings[0] + ": each flip resets the view's state and tasks")
    }

    @Test func aClaimReadInTheCodeIsNeverRevised() {
        var counts = SiteCounts()
        counts.replacements = 10
        for cost in [ClaimedCost.heldInCode, .callerContent, .keptByBuiltIns(views: ["ScrollView"], kept: ["scroll position"])] {
            let claim = SwitchClaim(phrasings: ["`.if(…)` builds a different view for each value of `a`"], cost: cost, plural: false)
            #expect(claim.revised(by: counts) == nil, "\(cost)")
        }
        let builtIns = ClaimedCost.keptByBuiltIns(views: ["ScrollView", "TextField"], kept: ["scroll position", "focus and text selection"])
        #expect(builtIns.text(plural: true) == "each flip resets what the `ScrollView` and `TextField` in them keep (scroll position, focus and text selection)")
    }

    /// A condition whose code reads like the message's own words changes nothing: the parts are
    /// values, not found again in the text.
    @Test func aConditionSpelledLikeTheMessageIsNotMisread() {
        let phrasings = ["`if mode == \"a switches between b\"` switches between two `Text` views that differ only in modifiers",
                         "This `if` switches between two `Text` views that differ only in modifiers",
                         "This `if` switches between two views that differ only in modifiers"]
        let claim = SwitchClaim(phrasings: phrasings, cost: .stateAndTasks, plural: true)
        var counts = SiteCounts()
        counts.replacements = 10
        counts.stateDestroyed = 10
        #expect(claim.revised(by: counts) == phrasings[0] + ": each flip resets their state")
    }

    @Test func aConditionIsQuotedByWhatItIsNotHowItStarts() {
        #expect(ConditionName.code("the == other").quoted == "`the == other`")
        #expect(ConditionName.phrase("the condition of `.if(…)`").quoted == "the condition of `.if(…)`")
        let long = String(repeating: "a", count: 60)
        guard case .code(let cut) = ConditionName.code(long).excerpt(limit: 40) else { Issue.record("a code name stays code"); return }
        #expect(cut == MessageText.excerpt(long, limit: 40))
    }

    @Test func heldConditionsAndHostingReadByTheirKind() {
        let program = ViewProgram(root: "Host", types: [])
        // A condition whose words start like a period is still a condition.
        let held = [HeldCondition("`mode == .add`", held: .bool(true), actual: nil, reads: []),
                    HeldCondition("while the `.sheet` is presented", kind: .period, held: .bool(true), actual: nil, reads: []),
                    HeldCondition("while `busy` is false", held: .bool(true), actual: nil, reads: [])]
        let outcome = SiteExperiment.Outcome(verdict: .inconclusive("open"), heldConditions: held, heldDrivers: [], trace: [])
        let wording = EvidenceWording(fix: "f", asWritten: { _, _ in "" }, withFix: { _, _, _ in "" }, refuted: { _ in "" })
        var site = LoweredSite(program: program, owner: "Row", hosting: .body(of: "Row"), drivers: [], heldConstants: [],
                               assumptions: [], dependencies: [])
        #expect(outcome.evidence(wording, lowered: site).held
                == ["when `mode == .add`, while `busy` is false", "while the `.sheet` is presented"])
        site.hosting = SiteHosting(.helperAlone, "`Row.badge`")
        #expect(outcome.evidence(wording, lowered: site).held.last == "hosting `Row.badge` as if `body` showed it (no `body` in this file calls it)")
        // Worded like a body, hosted elsewhere: named.
        site.hosting = SiteHosting(.other, "`Row.body`")
        #expect(outcome.evidence(wording, lowered: site).held.last == "hosting `Row.body`")
    }

    /// The loader's guard and the view's own loader, found through the tree whatever the
    /// spelling (`self.`, `.init`, spacing).
    @Test func aLoaderGuardIsFoundInAnySpelling() {
        let code = """
            import SwiftUI

            @MainActor final class FeedLoader: ObservableObject {
                enum Phase { case idle, loading }
                @Published var phase: Phase = .idle
                @Published var items: [String] = []

                func load() async {
                    guard self.phase   ==   .idle else { return }
                    self.phase = .loading
                    try? await Task.sleep(nanoseconds: 1_000_000)
                    items = ["One"]
                }
            }

            struct FeedView: View {
                @StateObject private var loader: FeedLoader

                init() {
                    self._loader = .init(wrappedValue: .init())
                }

                var body: some View {
                    List(loader.items, id: \\.self) { Text($0) }
                        .onAppear {
                            Task {
                                await loader.load()
                            }
                        }
                }
            }
            """
        let findings = LintTestSupport.lint([("FeedView.swift", code)], confirm: true).findings.filter { $0.ruleID == "task_in_onappear" }
        #expect(findings.count == 1)
        #expect(findings.first?.evidence?.summary.contains("`loader.load()` returns at once unless its `self.phase   ==   .idle`, and changes it before its work, so each `loader` runs one load at a time") == true,
                "\(findings.first?.evidence?.summary ?? "-")")
    }

    /// A view of the file counts as one the screen shows only where its code constructs it: not
    /// where its name is in a comment or ends another type's name.
    @Test func aPushIsLookedForInViewsTheScreenConstructs() {
        func summary(row: String) -> String? {
            let code = """
                import SwiftUI

                struct SearchScreen: View {
                    @State private var path = NavigationPath()
                    @State private var results: [String] = []

                    var body: some View {
                        // Rows were once `Row(…)`s.
                        NavigationStack(path: $path) {
                            List(results, id: \\.self) { \(row) }
                        }
                        .onAppear {
                            Task {
                                results = await search()
                            }
                        }
                    }

                    private func search() async -> [String] { ["One"] }
                }

                struct Row: View {
                    @Binding var path: NavigationPath
                    var body: some View { Button("Open") { path.append("detail") } }
                }

                struct FancyRow: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                """
            return LintTestSupport.lint([("SearchScreen.swift", code)], confirm: true).findings
                .first { $0.ruleID == "task_in_onappear" }?.evidence?.summary
        }
        let named = summary(row: "FancyRow(title: $0)")
        #expect(named?.contains("5 tasks were still running") == true, "\(named ?? "-")")
        #expect(named?.contains("pushes a screen over itself") == false, "\(named ?? "-")")
        let built = summary(row: "Row(path: $path)")
        #expect(built?.contains("pushes a screen over itself, `path.append(…)` at line 24") == true, "\(built ?? "-")")
    }

    /// Content a caller passes is read from the stored property's declared type, not from the
    /// first place its name is followed by `: ` (here an `init` parameter declared before it).
    @Test func callerContentIsReadFromTheStoredPropertysType() {
        let code = """
            import SwiftUI

            struct Card<Footer: View>: View {
                let title: String
                init(title: String, footer: Footer) { self.title = title; self.footer = footer }
                let footer: Footer
                @State private var highlighted = false

                var body: some View {
                    VStack {
                        Text(title)
                        if highlighted { footer.padding() } else { footer }
                    }
                    .onTapGesture { highlighted.toggle() }
                }
            }
            """
        let findings = LintTestSupport.lint(code).findings.filter { $0.ruleID == "conditional_modifier" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasSuffix(": each flip makes them anew, resetting any state and tasks in the content a caller passes") == true,
                "\(findings.first?.message ?? "-")")
    }
}
