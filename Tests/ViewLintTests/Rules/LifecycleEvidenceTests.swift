import Foundation
import Testing
import ViewLint
@testable import ViewLintRules

/// The lifecycle experiments (task_in_onappear, object_ownership, unstable_id's re-keying) on fixtures of their own
/// (Tests/Fixtures/evidence/lifecycle), each verdict and its numbers pinned.
@Suite struct LifecycleEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/lifecycle")

    static let pinned: [PinnedEvidence] = [
        // Removed while its task runs, five times: every task is left running, and each return
        // starts another beside them; `.task` cancels each (the work stops where it checks).
        .init(file: "TaskStartedInOnAppear.swift", line: 19, rule: "task_in_onappear", status: .confirmed,
              says: ["5 tasks were still running after the view went away 5 times", "each return started another",
                     "with `.task`: cancelled when the view goes away", "assuming the task's work still running"]),
        // A flag of the view starts one task per view: each return here is a new view (the flag
        // made anew with it), which starts another; the summary says so instead of assuming the
        // code around the task runs. A flag something resets is no such guard.
        .init(file: "TaskGuardedOncePerView.swift", line: 15, rule: "task_in_onappear", status: .confirmed,
              says: ["5 tasks were still running after the view went away 5 times (`didAppear` lets each view start one, and each return "
                     + "was a new view, which started another beside those still running)", "with `.task`: cancelled when the view goes away"]),
        .init(file: "TaskGuardedOncePerView.swift", line: 35, rule: "task_in_onappear", status: .confirmed,
              says: ["(`loaded` lets each view start one, and each return was a new view"]),
        .init(file: "TaskGuardedOncePerView.swift", line: 52, rule: "task_in_onappear", status: .confirmed,
              says: ["(each return started another beside those still running)", "assuming the code around the `Task` starting it (when `!didAppear`)"]),
        // A screen that pushes over itself: `.task` would be cancelled by that push too.
        .init(file: "TaskInPushingScreen.swift", line: 17, rule: "task_in_onappear", status: .confirmed,
              says: ["with `.task`: cancelled when the view goes away, which stops the work where it checks for cancellation "
                     + "(and when it pushes a screen over itself, `path.append(…)` at line 12, which stops the work then too)"]),
        // Under a flag the engine cannot read: held, and named.
        .init(file: "TaskUnderUnknownCondition.swift", line: 18, rule: "task_in_onappear", status: .confirmed,
              says: ["when `FeatureFlags.liveUpdates`", "5 tasks were still running", "with `.task`: cancelled when the view goes away"]),
        // Attached to a view the engine cannot build: nothing is claimed.
        .init(file: "TaskOnUnknownContent.swift", line: 19, rule: "task_in_onappear", status: .inconclusive,
              says: ["cannot model", "`makeSparkline(values)`"]),
        // A window's root content goes only with its window: no removal is made up.
        .init(file: "TaskInWindowRoot.swift", line: 27, rule: "task_in_onappear", status: .inconclusive,
              says: ["`DashboardView` is a window's root content"]),
        // The work goes to what outlives the view that goes away (the row's model, from its
        // context menu's items or a menu's; a model the view is given): no harm is claimed.
        .init(file: "TaskWorkKeptOutsideTheView.swift", line: 24, rule: "task_in_onappear", status: .inconclusive,
              says: ["the task's work goes to `model`, which `ThreadRow` keeps after the `.contextMenu` closes"]),
        .init(file: "TaskWorkKeptOutsideTheView.swift", line: 38, rule: "task_in_onappear", status: .inconclusive,
              says: ["`ThreadActions` keeps after the menu closes"]),
        .init(file: "TaskWorkKeptOutsideTheView.swift", line: 51, rule: "task_in_onappear", status: .inconclusive,
              says: ["goes only to `model`, which `SenderBell` is given and which outlives it"]),
        // The same work into the view's own model goes with the view; `.task` cancels it, and the
        // work stops only where it checks. Both assumptions are named.
        .init(file: "TaskWorkKeptOutsideTheView.swift", line: 63, rule: "task_in_onappear", status: .confirmed,
              says: ["5 tasks were still running after the view went away 5 times",
                     "with `.task`: cancelled when the view goes away, which stops the work where it checks for cancellation",
                     "belonging to the view (not a save that must finish)"]),
        // Its own state and a binding it is given (`draft = a ?? b` is still a write): the experiment decides.
        .init(file: "TaskWorkKeptOutsideTheView.swift", line: 84, rule: "task_in_onappear", status: .confirmed,
              says: ["5 tasks were still running after the view went away 5 times"]),
        // A `let` the view's own `init` fills is the view's; one its `init` takes from a parameter is given.
        .init(file: "TaskWorkKeptOutsideTheView.swift", line: 103, rule: "task_in_onappear", status: .confirmed,
              says: ["5 tasks were still running after the view went away 5 times"]),
        .init(file: "TaskWorkKeptOutsideTheView.swift", line: 119, rule: "task_in_onappear", status: .inconclusive,
              says: ["goes only to `model`, which `MuteBadge` is given and which outlives it"]),
        // A closure the parent gives (Pearcleaner's size rows), and a private method writing only
        // to a given model: the work is the parent's, not the view's.
        .init(file: "TaskWorkKeptOutsideTheView.swift", line: 133, rule: "task_in_onappear", status: .inconclusive,
              says: ["goes only to `onSizeCalculated`, which `SizeRow` is given and which outlives it"]),
        .init(file: "TaskWorkKeptOutsideTheView.swift", line: 148, rule: "task_in_onappear", status: .inconclusive,
              says: ["goes only to `model`, which `MuteSummary` is given and which outlives it"]),
        // The parent builds the view again: each time, a new store replaces the observed one.
        .init(file: "ObservedObjectDefault.swift", line: 10, rule: "object_ownership", status: .confirmed,
              says: ["a new `DraftStore` replaced the one `store` observed on 10 of 10 updates",
                     "with `@StateObject private var store`: 0 of 10"]),
        // The one parent passes a sheet item's value: the run named is the parent's body, not a new argument.
        .init(file: "ObservedDefaultUnderASheetItem.swift", line: 23, rule: "object_ownership", status: .confirmed,
              says: ["losing its changes to `code` since it was made (the parent's body running again)"]),
        // Every construction passes the object: the default never runs, so nothing is claimed.
        .init(file: "ObservedDefaultAlwaysPassed.swift", line: 10, rule: "object_ownership", status: .inconclusive,
              says: ["every construction of `NoteList` passes `store:`"]),
        // `@State` keeps the object but never hears it publish.
        .init(file: "StateHoldingObservableObject.swift", line: 11, rule: "object_ownership", status: .confirmed,
              says: ["the view missed 5 of 5 changes `progress` published", "`progress.fraction` changing", "with `@StateObject`: 0 missed"]),
        // Read only in a helper's condition: the read is still the body's, and still missed.
        .init(file: "StateHoldingObservableObject.swift", line: 27, rule: "object_ownership", status: .confirmed,
              says: ["the view missed 5 of 5 changes `query` published", "`query.text` changing", "0 missed"]),
        // An environment object made in `body`: every body run hands the badge a new cart.
        .init(file: "EnvironmentObjectInBody.swift", line: 24, rule: "object_ownership", status: .confirmed,
              says: ["views below were handed a new `CartModel` on 10 of 10 updates", "(changing `query`)", "0 of 10"]),
        // The same with an `@Observable` object, which `.environment(_:)` takes and `@State` owns.
        .init(file: "EnvironmentObservableInBody.swift", line: 25, rule: "object_ownership", status: .confirmed,
              says: ["views below were handed a new `RouterPath` on 10 of 10 updates", "0 of 10"]),
        // The same with nothing that re-runs the body: no claim either way.
        .init(file: "EnvironmentObjectInBody.swift", line: 32, rule: "object_ownership", status: .inconclusive,
              says: ["none of the changes the engine can make runs the code around the flagged site again"]),
        // A spinner re-keyed on every body run (a workaround): the verdict stands, the help says
        // what re-keying once per request looks like.
        .init(file: "SpinnerRekeyedOnEveryUpdate.swift", line: 17, rule: "unstable_id", status: .confirmed,
              says: ["every run of `body` makes a new `UUID()`, so a new identity replaced the view on 10 of 10 updates (changing `taps`)",
                     "with no `.id`: 0"]),
        // The same in a view of a store the engine does not run: an environment value is what it
        // changed to run `body`, and the summary says why (review s12 #43: TCA's `openURL`).
        .init(file: "SpinnerInAStoreView.swift", line: 45, rule: "unstable_id", status: .confirmed,
              says: ["every run of `body` makes a new `UUID()`, so a new identity replaced the view on 10 of 10 updates "
                     + "(the environment value of `openURL` changing: the engine ran `body` that way, as it does not run `store`, "
                     + "the `StoreOf<FactLoader>` `body` reads); with no `.id`: 0"]),
        // The property changed is the one the view reads, not the first one published.
        .init(file: "StateObjectReadsOneProperty.swift", line: 11, rule: "object_ownership", status: .confirmed,
              says: ["`playback.position` changing", "the view missed 5 of 5 changes `playback` published", "0 missed"]),
        // Only a computed property is read: which change it shows is not known, so none is made up.
        .init(file: "StateObjectReadsOneProperty.swift", line: 20, rule: "object_ownership", status: .inconclusive,
              says: ["reads none of the `@Published` properties of `playback`"]),
    ]

    static func findings(rules: [Linter.ConfiguredRule] = LintTestSupport.allRules) throws -> [Finding] {
        try fixtures.findings(rules: rules)
    }

    @Test func everyLifecycleExperimentKeepsItsVerdictAndNumbers() throws {
        Self.fixtures.expect(Self.pinned, in: try Self.findings())
    }

    /// The help names the wrapper that owns the object: `@StateObject` for an `ObservableObject`,
    /// `@State` for an `@Observable` class (`@StateObject` of one does not compile).
    @Test func anEnvironmentObjectsHelpNamesAWrapperThatCompiles() throws {
        let findings = try Self.findings().filter { $0.ruleID == "object_ownership" }
        let observable = try #require(findings.first { $0.path == "EnvironmentObservableInBody.swift" })
        #expect(observable.help == "Create the object once (`@State private var routerPath = RouterPath()` in its owner) and pass the stored property.")
        let published = try #require(findings.first { $0.path == "EnvironmentObjectInBody.swift" })
        #expect(published.help == "Create the object once (`@StateObject private var cartModel = CartModel()` in its owner) and pass the stored property.")
        #expect(ObjectOwnershipRule.propertyName(for: "URLSession") == "urlSession")
        #expect(ObjectOwnershipRule.propertyName(for: "Store") == "store")
        #expect(ObjectOwnershipRule.propertyName(for: "UI") == "ui")
    }

    /// The loader's `load()` (declared in the file named after it) turns a second call away while
    /// one runs: one load per loader, and each new view makes its own; a loader handed in may be
    /// shared, so the count is open.
    @Test func aTaskWhoseLoaderTurnsASecondCallAwaySaysSo() throws {
        let names = ["TaskGuardedByItsLoader.swift", "CommentLoader.swift"]
        let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/task-loader")
        let findings = LintTestSupport.lint(names.map { ($0, fixtures.text(of: $0)) }, confirm: true).findings
            .filter { $0.ruleID == "task_in_onappear" }
        let pins: [PinnedEvidence] = [
            .init(file: "TaskGuardedByItsLoader.swift", line: 15, rule: "task_in_onappear", status: .confirmed,
                  says: ["5 tasks were still running after the view went away 5 times (`loader.load()` returns at once unless its "
                         + "`loadingState == .idle`, and changes it before its work, so each `loader` runs one load at a time; each return "
                         + "was a new view with its own `loader`, which started another beside those still running)"]),
            .init(file: "TaskGuardedByItsLoader.swift", line: 33, rule: "task_in_onappear", status: .inconclusive,
                  says: ["`loader` may be the same object in each view: whether a return starts another load is unknown"]),
        ]
        fixtures.expect(pins, in: findings)
    }

    /// A screen that pushes over itself gets no `.task` autofix, and its help says the push would cancel the work.
    @Test func aPushingScreensHelpSaysThePushCancelsTask() throws {
        let finding = try #require(try Self.findings().first { $0.path == "TaskInPushingScreen.swift" && $0.ruleID == "task_in_onappear" })
        #expect(finding.help == "Start the work in `.task { … }` (or `.task(id:)`), which SwiftUI cancels when the view disappears. "
                + "This screen also pushes over itself (`path.append(…)` at line 12), which makes it disappear too: "
                + "`.task` would cancel the work then, so keep the `Task` if it should go on while a child is shown.")
        #expect(finding.fix == nil)
    }

    /// A once-per-view flag: no claim that each appearance starts a task, and a help that says
    /// `.task` runs on each appearance; without the flag, the usual help.
    @Test func aTaskGuardedOncePerViewSaysWhatTheFlagDoes() throws {
        let findings = try Self.findings().filter { $0.path == "TaskGuardedOncePerView.swift" }
        let helps = findings.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { $0.help ?? "-" }
        #expect(helps == [
            "Start the work in `.task { … }`, which SwiftUI cancels when the view disappears; it runs on each appearance, so set `didAppear` after the work finishes to run it once.",
            "Start the work in `.task { … }`, which SwiftUI cancels when the view disappears; it runs on each appearance, so set `loaded` after the work finishes to run it once.",
            "Start the work in `.task { … }` (or `.task(id:)`), which SwiftUI cancels when the view disappears.",
        ])
        let guarded = findings.filter { $0.evidence?.summary.contains("lets each view start one") == true }
        #expect(guarded.count == 2)
        #expect(guarded.allSatisfy { $0.evidence?.summary.contains("assuming the code around the `Task` starting it") == false })
    }

    /// `.id(UUID())`'s help says how to re-key once per request, not only "remove `.id`"; the
    /// comment above it gives the new identity a reason, so the help says how to keep it too
    /// (and, the spinner holding no state, what the new identity costs: review s14 #19).
    @Test func aFreshIDsHelpSaysWhatReKeyingOncePerRequestLooksLike() throws {
        let spinner = try #require(try Self.findings().first { $0.path == "SpinnerRekeyedOnEveryUpdate.swift" })
        #expect(spinner.help == UnstableIDWordingTests.commentedHelp)
    }

    /// `.task` takes a closure that cannot throw: a throwing `Task` body gets no fix (it would not
    /// compile), and its help says to handle the errors inside; caught errors keep the fix.
    @Test func aThrowingTaskBodyIsNotMovedIntoTask() {
        func lint(_ body: String) -> Finding? {
            let code = """
                import SwiftUI
                struct Changes: View {
                    @State private var names: [String] = []
                    var body: some View {
                        List(names, id: \\.self) { Text($0) }
                            .onAppear {
                                Task {
                                    \(body)
                                }
                            }
                    }
                    private func load() async throws -> [String] { [] }
                }
                """
            return LintTestSupport.lint([("Changes.swift", code)]).findings.first { $0.ruleID == "task_in_onappear" }
        }
        let throwing = lint("names = try await load()")
        #expect(throwing?.fix == nil)
        #expect(throwing?.help?.contains("handle the errors inside") == true)
        #expect(lint("names = (try? await load()) ?? []")?.fix != nil)
        #expect(lint("do { names = try await load() } catch { names = [] }")?.fix != nil)
        #expect(lint("do { names = try await load() } catch is CancellationError { }")?.fix == nil)
    }

    /// The `.task` fix cancels the work with the view: it is kept only where the engine confirmed
    /// the work belongs to the view, not where it may be a save behind a protocol.
    @Test func theTaskFixNeedsAConfirmation() {
        let code = """
            import SwiftUI
            protocol Job { func run() async }
            struct Feed: View {
                @State private var items: [String] = []
                var body: some View {
                    List(items, id: \\.self) { Text($0) }
                        .onAppear { Task { await loadItems() } }
                }
                private func loadItems() async { items = ["a"] }
            }
            struct Outbox: View {
                let job: any Job
                var body: some View {
                    Text("Sending")
                        .onAppear { Task { await job.run() } }
                }
            }
            """
        let findings = LintTestSupport.lint([("Tasks.swift", code)], confirm: true).findings.filter { $0.ruleID == "task_in_onappear" }
        let feed = findings.first { $0.message.contains("Task") && $0.range.lowerBound < code.utf8.count / 2 }
        let outbox = findings.first { $0.range.lowerBound > code.utf8.count / 2 }
        #expect(feed?.evidence?.status == .confirmed && feed?.fix != nil, "\(feed?.evidence?.summary ?? "-")")
        #expect(outbox?.evidence?.status == .inconclusive && outbox?.fix == nil, "\(outbox?.evidence?.summary ?? "-")")
    }

    /// A detached task's work runs off the main actor, and `.task`'s closure in a view on it: no
    /// fix moves it there, and the help keeps it off (Pearcleaner's disk walks).
    @Test func aDetachedTaskKeepsItsWorkOffTheMainActor() throws {
        let code = """
            import SwiftUI

            struct FolderSize: View {
                let path: String
                @State private var size = 0

                var body: some View {
                    Text("\\(size) bytes")
                        .onAppear {
                            Task.detached {
                                let total = path.utf8.count
                                await MainActor.run { size = total }
                            }
                        }
                }
            }
            """
        let finding = try #require(LintTestSupport.lint([("FolderSize.swift", code)]).findings.first { $0.ruleID == "task_in_onappear" })
        #expect(finding.fix == nil)
        #expect(finding.help?.contains("keeping synchronous work in a `nonisolated` async function it awaits") == true, "\(finding.help ?? "-")")
    }

    /// Work whose result outlives the view that goes away (a context menu's items loading into
    /// the row's model) gets no `.task` fix, with or without the engine: cancelling it when the
    /// menu closes is the user's call.
    @Test func workKeptOutsideTheViewGetsNoFix() throws {
        let file = "TaskWorkKeptOutsideTheView.swift"
        let findings = LintTestSupport.lint([(file, Self.fixtures.text(of: file))]).findings.filter { $0.ruleID == "task_in_onappear" }
        let lines = findings.map { Self.fixtures.line(of: $0.range.lowerBound, in: file) }
        #expect(lines == [24, 38, 51, 63, 84, 103, 119, 133, 148])
        let fixed = findings.filter { $0.fix != nil }.map { Self.fixtures.line(of: $0.range.lowerBound, in: file) }
        #expect(fixed == [63, 84, 103], "only the views whose work writes what they make and keep")
        let row = try #require(findings.first)
        #expect(row.help?.contains("Keep the `Task` if `model` should finish the work after the `.contextMenu` closes") == true,
                "\(row.help ?? "-")")
    }

    /// A task kept and cancelled in `onDisappear` is not reported; made to reach the experiment
    /// anyway, it is not confirmed: the cancel is run, and nothing is left running.
    @Test func aTaskCancelledInOnDisappearIsNeverConfirmed() throws {
        let findings = try Self.findings(rules: [Linter.ConfiguredRule(rule: EveryTaskInOnAppear(options: RuleOptions()))])
        let cancelled = findings.filter { $0.path == "TaskStartedInOnAppear.swift" && Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 35 }
        #expect(cancelled.count == 1)
        #expect(cancelled.first?.evidence?.status == .refuted, "\(cancelled.first?.evidence?.summary ?? "-")")
        #expect(cancelled.first?.evidence?.summary.contains("none left running after 5 removals") == true)
        #expect(cancelled.first?.message.contains("cancelled when the view goes away") == true)
    }
}

/// `task_in_onappear` without its static exclusions: every `Task` an `onAppear` starts goes to the
/// rule's experiment, so a look-alike the rule leaves alone can be put to it.
struct EveryTaskInOnAppear: Rule {
    static let description = TaskInOnAppearRule.description
    let rule = TaskInOnAppearRule(options: RuleOptions())
    init(options: RuleOptions) {}

    func check(_ file: LintFile, context: LintContext) -> [RuleMatch<UncancelledTask>] {
        let tree = file.tree
        var matches: [RuleMatch<UncancelledTask>] = []
        tree.walk { id, _ in
            guard tree.kind(id) == .call, tree.calleeName(id) == "onAppear",
                  let action = TaskInOnAppearRule.action(of: id, in: tree) else { return .visitChildren }
            for task in TaskInOnAppearRule.tasks(startedBy: action, in: tree) {
                let site = UncancelledTask(onAppear: id, action: action, task: task)
                matches.append(RuleMatch(finding("a task", at: tree.nameRange(ofCallee: task), in: file), site: site))
            }
            return .visitChildren
        }
        return matches
    }

    func confirm(_ site: UncancelledTask, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        try rule.confirm(site, in: file, context: context)
    }

    func refutedMessage(at site: UncancelledTask, evidence: Evidence) -> String? {
        rule.refutedMessage(at: site, evidence: evidence)
    }
}

/// What decides whether `onAppear` starts its `Task`, named in the assumption: an `else`
/// branch as its condition being false, a `switch` by its subject (review s11: IceCubes
/// StatusRowView named only "the code around the `Task`").
@Suite struct TaskStartingConditionTests {
    @Test func theConditionsAroundTheTaskAreNamed() {
        let code = """
            import SwiftUI
            struct Feed: View {
                enum Mode { case live, offline }
                @State private var items: [String] = []
                let mode: Mode
                var body: some View {
                    List(items, id: \\.self) { Text($0) }
                        .onAppear {
                            if items.isEmpty {
                                print("empty")
                            } else {
                                switch mode {
                                case .live: Task { items = await fetch() }
                                case .offline: break
                                }
                            }
                        }
                }
                func fetch() async -> [String] { [] }
            }
            """
        let findings = LintTestSupport.lint([("Feed.swift", code)], confirm: true).findings.filter { $0.ruleID == "task_in_onappear" }
        let summary = findings.first?.evidence?.summary ?? ""
        #expect(summary.contains("assuming the code around the `Task` starting it (when `items.isEmpty` is false, a case of `switch mode`)"), "\(summary)")
    }
}
