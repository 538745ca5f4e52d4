import Foundation
import Testing
import ViewLint
import ViewLintRules

/// The evidence of `state_from_argument` and `state_write_in_init` (Tests/Fixtures/evidence/state),
/// each fixture a project of its own, with its verdict and numbers pinned; and the engine's count
/// of updates in which a state holds something other than what it was given (rules 15 and 20).
@Suite struct StateEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/state")
    typealias Pinned = PinnedEvidence

    static let pinned: [Pinned] = [
        // `_score = State(initialValue: score)`: the parent passes new scores, the badge keeps the first.
        Pinned(file: "SeededFromArgument.swift", line: 9, column: 9, rule: "state_from_argument", status: .confirmed,
               says: ["`GoalTally` kept showing the first `score` on 10 of 10 updates (the parent passing a new `score`)",
                      "with `score` read directly (a `let`): 0 of 10"]),
        // A state object made from an argument: with `.id(articleID)` a new id makes a new object.
        Pinned(file: "SeededStateObject.swift", line: 18, column: 9, rule: "state_from_argument", status: .confirmed,
               says: ["kept the `@StateObject` made from the first `articleID` on 10 of 10 updates",
                      "with `.id(articleID)` where `ArticlePane` is created: 0 of 10",
                      "assuming a different `articleID` makes a different `loader`"]),
        // The memberwise form: the finding and the experiment sit at the call.
        Pinned(file: "MemberwiseSeed.swift", line: 19, column: 26, rule: "state_from_argument", status: .confirmed,
               says: ["`PhotoCaption` kept showing the first `text` on 10 of 10 updates (changing `title`)",
                      "with `text` a `let` in `PhotoCaption`: 0 of 10"]),
        // A row filling its state from its element: the element is edited while the row stays.
        Pinned(file: "RowSeed.swift", line: 23, column: 20, rule: "state_from_argument", status: .confirmed,
               says: ["`TagRow` kept showing the first `name` on 10 of 10 updates (the row's element changing while the row stays)",
                      "with `name` a `let` in `TagRow`: 0 of 10", "when one row of `tags`",
                      "assuming a row's element can change while its id stays the same"]),
        // Two states filled from one element: each is counted at its own state (the other one
        // staying stale must not hide the fix), so both are confirmed.
        Pinned(file: "TwoSeededStates.swift", line: 25, column: 21, rule: "state_from_argument", status: .confirmed,
               says: ["kept showing the first `title` on 10 of 10 updates", "with `title` a `let` in `ChipRow`: 0 of 10"]),
        Pinned(file: "TwoSeededStates.swift", line: 25, column: 40, rule: "state_from_argument", status: .confirmed,
               says: ["kept showing the first `uses` on 10 of 10 updates", "with `uses` a `let` in `ChipRow`: 0 of 10"]),
        // Rows keyed by the element: an edit is a new row, so no edit in place is made up.
        Pinned(file: "RowKeyedBySelf.swift", line: 19, column: 26, rule: "state_from_argument", status: .refuted,
               says: ["`guest`, the element of rows keyed `id: \\.self`: a different value is a different row, with fresh state): no later construction"]),
        // A dropped write of an argument: the default is shown; seeded, the written value is held.
        // A write to one element is a function of the default, never a known literal.
        Pinned(file: "PartialInitWrite.swift", line: 9, column: 9, rule: "state_write_in_init", status: .inconclusive,
               says: ["what `init` writes to `flags` is not computed from its arguments"]),
        Pinned(file: "DroppedInitWrite.swift", line: 9, column: 9, rule: "state_write_in_init", status: .confirmed,
               says: ["`LapTally` showed `laps`'s default instead of what `init` wrote on 10 of 10 updates (the parent's body running again)",
                      "with `_laps = State(initialValue: …)` and no default: 0 of 10",
                      // `RaceTrack` passes 5: the first value is computed, not assumed to differ.
                      "holding the first value `init` writes, 5 (a later, different one is ignored)"]),
        // The argument is the parent's `@State`, filled in its `.onAppear`: the first `init` sees
        // it as declared, and later values are dropped with the seed too (review s9: ControlRoom).
        // As declared, `Payload()` has no key: the first value is the default, so the seed would
        // show the same (review s12 #40), and only `.onChange` follows what comes later.
        Pinned(file: "InitWriteOfAParentsState.swift", line: 18, column: 9, rule: "state_write_in_init", status: .refuted,
               says: ["a static fact, not a run: the first `init` writes `selectedTab`'s default, 1: `PayloadForm` is first made "
                      + "as the parent's `body` first runs, from `PayloadEditor`'s `payload` as it starts (`Payload()`), "
                      + "through the defaults of `Payload`, so `_selectedTab = State(initialValue: …)` would show the same",
                      "a value set there later reaches only later `init`s, which SwiftUI drops with or without it: "
                      + "`selectedTab` follows it only when set in `.onChange(of: …, initial: true)`"]),
        // The same through a nested struct's empty `init()` and a getter summing counts of empty
        // strings and arrays (ControlRoom's `PushNotificationAPS()`); shown in a sheet, the form
        // is first made after the editor may have changed its message: nothing is computed.
        Pinned(file: "InitWriteOfAnEmptyPayload.swift", line: 33, column: 9, rule: "state_write_in_init", status: .refuted,
               says: ["the first `init` writes `selectedTab`'s default, 1", "from `MessageEditor`'s `message` as it starts (`Message()`), "
                      + "through the defaults of `Message` and `Alert`"]),
        Pinned(file: "InitWriteOfAnEmptyPayload.swift", line: 67, column: 9, rule: "state_write_in_init", status: .confirmed,
               says: ["holding the first value `init` writes (a later, different one is ignored)",
                      "assuming the first value `init` writes differs from `selectedTab`'s default"]),
        // A parent state that starts with a key: the first value, 2, is computed, not assumed.
        Pinned(file: "InitWriteOfAFilledPayload.swift", line: 23, column: 9, rule: "state_write_in_init", status: .confirmed,
               says: ["`GreetingForm` showed `selectedTab`'s default instead of what `init` wrote on 10 of 10 updates",
                      "with `_selectedTab = State(initialValue: …)` and no default: 0 of 10, holding the first value `init` writes, 2, "
                      + "made from `GreetingEditor`'s `greeting` as it starts"]),
        // Every construction passes the default (one as `1 + 2`): the write changes nothing.
        Pinned(file: "InitWriteOfADefaultArgument.swift", line: 9, column: 9, rule: "state_write_in_init", status: .refuted,
               says: ["a static fact, not a run: every `init` writes `sets`'s default, 3, from what `Workout` passes, "
                      + "so the view shows the same with or without the write"]),
        // A construction that runs the view's other `init`: nothing is computed for this one.
        Pinned(file: "InitWriteOfADefaultArgument.swift", line: 37, column: 9, rule: "state_write_in_init", status: .confirmed,
               says: ["assuming the first value `init` writes differs from `laps`'s default"]),
        // `x = a ?? b`: the whole sequence after `=` is the value, read from the arguments.
        Pinned(file: "DroppedOptionalWrite.swift", line: 12, column: 9, rule: "state_write_in_init", status: .confirmed,
               says: ["`EntryEditor` showed `name`'s default instead of what `init` wrote on 10 of 10 updates"]),
        Pinned(file: "DroppedOptionalWrite.swift", line: 13, column: 9, rule: "state_write_in_init", status: .confirmed,
               says: ["`EntryEditor` showed `note`'s default instead of what `init` wrote on 10 of 10 updates"]),
        // Look-alike: the dropped write writes the default itself.
        Pinned(file: "DefaultWrittenAgain.swift", line: 11, column: 9, rule: "state_write_in_init", status: .refuted,
               says: ["it writes the value `isSelected` has by default, so the view shows the same"]),
        // A member of a struct the state holds: the changed copy goes back through the setter, dropped.
        Pinned(file: "StructStateMemberInitWrite.swift", line: 14, column: 9, rule: "state_write_in_init", status: .confirmed,
               says: ["`SignaturePane` showed `settings`'s default instead of what `init` wrote on 10 of 10 updates",
                      "with `_settings = State(initialValue: …)` and no default: 0 of 10"]),
        // A member of a value of a type no one names: a class would keep the write, so nothing is claimed.
        Pinned(file: "UnknownTypeMemberInitWrite.swift", line: 15, column: 9, rule: "state_write_in_init", status: .inconclusive,
               says: ["unconfirmed: whether `composer`'s type is a struct or a class is not known: on a class, this write changes "
                      + "the object `composer` holds, which SwiftUI keeps when it installs the view, and is not dropped"]),
        // `x = c ? 1 : 0` on a setting: the side that differs from the default is dropped, the
        // condition under which it is written named; two sides equal to the default: the same view.
        Pinned(file: "ChosenLiteralInitWrite.swift", line: 21, column: 9, rule: "state_write_in_init", status: .confirmed,
               says: ["`PhotoViewer` showed `controlOpacity`'s default instead of what `init` wrote on 10 of 10 updates",
                      "with `_controlOpacity = State(initialValue: …)` and no default: 0 of 10",
                      "when `ViewerSettings.showControls == .immediately` is false"]),
        Pinned(file: "ChosenLiteralInitWrite.swift", line: 22, column: 9, rule: "state_write_in_init", status: .refuted,
               says: ["it writes the value `zoom` has by default, so the view shows the same"]),
        // A flag read from the defaults that this file's toggle stores: the other value is one the
        // code itself leaves there; a flag nothing here stores stays unknown.
        Pinned(file: "StoredFlagInitWrite.swift", line: 10, column: 9, rule: "state_write_in_init", status: .confirmed,
               says: ["`OpenInSetting` showed `openIn`'s default instead of what `init` wrote on 10 of 10 updates",
                      "when `defaults.bool(forKey: \"openIn\")` is false, which this file's code stores under that key",
                      "assuming `init` reaches the write"]),
        Pinned(file: "StoredFlagInitWrite.swift", line: 26, column: 9, rule: "state_write_in_init", status: .inconclusive,
               says: ["the engine does not know its value"]),
        // Two arguments, one read from a model member only `init` sets: only the other, a state
        // a button sets, is varied, and the assumption names it alone (review s11: ACNH LikeButtonView).
        Pinned(file: "SeededFromAKeptModelMember.swift", line: 34, column: 9, rule: "state_from_argument", status: .confirmed,
               says: ["kept the `@StateObject` made from the first `recipe` and `servings` on 10 of 10 updates (the parent passing a new `servings`)",
                      "assuming a different `servings` makes a different `model`"]),
        Pinned(file: "InitWriteInPresentedEditor.swift", line: 16, column: 9, rule: "state_write_in_init", status: .confirmed,
               says: ["`TagEditor` showed `label`'s default instead of what `init` wrote on 10 of 10 updates"]),
        Pinned(file: "InitWriteInPresentedEditor.swift", line: 47, column: 9, rule: "state_write_in_init", status: .confirmed,
               says: ["`TitleEditor` showed `title`'s default instead of what `init` wrote on 10 of 10 updates"]),
        // The same under a parent that only observes its model: another model may come, so both
        // arguments are varied.
        Pinned(file: "SeededFromAnObservedModelMember.swift", line: 34, column: 9, rule: "state_from_argument", status: .confirmed,
               says: ["kept the `@StateObject` made from the first `dish` and `servings` on 10 of 10 updates (the parent passing a new `dish` and `servings`)"]),
        // ObjectStateInitWrites.swift: writes through objects (`textView.text = …`) are kept; none is reported.
        // An unknown value (the user's defaults) is never assumed to differ from the default.
        Pinned(file: "UnknownInitWrite.swift", line: 9, column: 9, rule: "state_write_in_init", status: .inconclusive,
               says: ["the engine does not know its value"]),
    ]

    static func findings() throws -> [Finding] { try fixtures.findings() }

    @Test func everyFixtureKeepsItsVerdictAndNumbers() throws {
        // The re-synced look-alike (ResyncedSeed.swift) is not flagged; nothing else is either.
        Self.fixtures.expect(Self.pinned, in: try Self.findings())
    }

    /// The message names what a parent passes that can change: not a model member only the
    /// model's `init` sets.
    @Test func theMessageNamesTheArgumentThatChanges() throws {
        let finding = try Self.findings().first { $0.path == "SeededFromAKeptModelMember.swift" && $0.ruleID == "state_from_argument" }
        #expect(finding?.message == "`@StateObject var model` is seeded from `recipe`, `servings` once: later values `RecipeDetail` passes from `@State var servings` are ignored")
    }

    /// The help for a write made from an argument: seeding is the whole fix for a view made anew
    /// for each presented item; an argument sharing the state's name must be kept to be watched
    /// (review s11: CodeEdit KeyValueTable).
    @Test func theHelpFitsHowTheEditorIsShown() throws {
        let helps = try Self.findings().filter { $0.path == "InitWriteInPresentedEditor.swift" }
            .map { (Self.fixtures.line(of: $0.range.lowerBound, in: $0.path), $0.help ?? "") }
        #expect(helps.map(\.0) == [16, 47])
        #expect(helps.first?.1 == "Seed `label` instead: `_label = State(initialValue: …)` with no default. `TagEditor` is only shown for a presented item, and each item makes it anew, so the value it is made with is the one to show.")
        #expect(helps.last?.1.hasPrefix("Don't set `@State` in `init`: keep the argument (a `let` under another name) and set `title` from it in `.onChange(of: …, initial: true)`") == true)
    }

    /// A member of an observed model is still a changing source: the parent may pass another
    /// model (only a `@State`/`@StateObject` holder keeps its object for the view's life).
    @Test func anObservedModelsMemberStillChanges() throws {
        let finding = try Self.findings().first { $0.path == "SeededFromAnObservedModelMember.swift" && $0.ruleID == "state_from_argument" }
        #expect(finding?.message == "`@StateObject var model` is seeded from `dish`, `servings` once: later values `DishDetail` passes from `@ObservedObject var viewModel` are ignored")
    }

    /// A refuted finding's message no longer claims the effect; confirmed ones keep theirs.
    @Test func refutedMessagesSayWhatTheEngineFound() throws {
        let findings = try Self.findings()
        // The fixtures include a refuted write (DefaultWrittenAgain.swift): the check below runs.
        #expect(findings.contains { $0.evidence?.status == .refuted })
        for finding in findings {
            #expect(finding.message.count <= 160 && !finding.message.contains("\n"), "\(finding.path): \(finding.message)")
            if finding.evidence?.status == .refuted, finding.ruleID == "state_write_in_init" {
                #expect(finding.message.contains("so the view shows the same"), "\(finding.path): \(finding.message)")
                #expect(!finding.message.contains("SwiftUI ignores it"), "\(finding.path): \(finding.message)")
            }
        }
    }

    /// A write through an object's member is not reported; through a value of unknown type the
    /// message says both outcomes; the help says the seed keeps only the first value.
    @Test func writesThroughAStateMemberSayWhatTheTypeDecides() throws {
        let findings = try Self.findings().filter { $0.ruleID == "state_write_in_init" }
        #expect(!findings.contains { $0.path.hasSuffix("ObjectStateInitWrites.swift") })
        let unknown = try #require(findings.first { $0.path.hasSuffix("UnknownTypeMemberInitWrite.swift") })
        #expect(unknown.message == "`@State var composer` already has a default value: if it holds a struct this write in `init` is dropped, "
                + "if a class it changes the object kept")
        let dropped = try #require(findings.first { $0.path.hasSuffix("StructStateMemberInitWrite.swift") })
        #expect(dropped.message.hasSuffix("so this write in `init` is dropped: SwiftUI ignores it before the view is installed"))
        #expect(dropped.help == "Don't set `@State` in `init`: seed it once with `_settings = State(initialValue: …)` and no default "
                + "(later values are ignored), or keep the value as a plain property.")
    }

    /// A write of a value made from an argument is told how to follow the argument, not only to seed.
    @Test func aWriteOfAnArgumentIsToldHowToFollowIt() throws {
        let findings = try Self.findings().filter { $0.ruleID == "state_write_in_init" }
        let form = try #require(findings.first { $0.path.hasSuffix("InitWriteOfAParentsState.swift") })
        #expect(form.help == "Don't set `@State` in `init`: to follow `payload`, set `selectedTab` in `.onChange(of: …, initial: true)` "
                + "or give the view an `.id(…)` that changes with it; `_selectedTab = State(initialValue: …)` keeps only the first value.")
        // A write of the argument itself, from a parent passing a literal: the same help; its summary names no parent state.
        let tally = try #require(findings.first { $0.path.hasSuffix("DroppedInitWrite.swift") })
        #expect(tally.help?.hasPrefix("Don't set `@State` in `init`: to follow `start`, set `laps` in `.onChange(of: …, initial: true)`") == true,
                "\(tally.help ?? "-")")
        #expect(tally.evidence?.summary.contains("as it starts") == false)
    }

    // MARK: the engine's count (hand-built programs)

    /// `Parent` passes `value` to `Child`'s state `shown` (and re-renders on `other`); mark 0 is the child.
    static func seeding(dropsPassedValue: Bool, initial: Value = .int(0)) -> ViewProgram {
        var shown = Field.state("shown", initial)
        shown.dropsPassedValue = dropsPassedValue
        var p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("value", .int(7)), .state("other", .int(0))],
                     body: .vstack([.text(.read("other")), .marked(0, .custom("Child", ["shown": .read("value")]))])),
            ViewType("Child", fields: [shown], body: .text(.read("shown"))),
        ])
        p.marks = [SiteMark("child")]
        return p
    }

    @Test func aSeededStateKeepsItsFirstValueAndEachStaleUpdateIsCounted() {
        // Rule 15: seeded with 7; the parent passes 8, 9, 10: three stale updates.
        let r = Engine().run(Self.seeding(dropsPassedValue: false), steps: ScenarioStep.repeated(3, on: .root, [.increment("value", by: 1)]))
        #expect(r.sites[0]?.first?.measured.staleStateUpdates == 3)
        // Re-rendering with the same value: the state holds what it is given.
        let same = Engine().run(Self.seeding(dropsPassedValue: false), steps: ScenarioStep.repeated(3, on: .root, [.increment("other", by: 1)]))
        #expect(same.sites[0]?.first?.measured.staleStateUpdates == 0)
    }

    @Test func aWriteBeforeInstallIsDroppedAndTheDefaultIsShown() {
        // Rule 20: `init` writes 7 to a state whose default is 0; the parent re-renders three times.
        let r = Engine().run(Self.seeding(dropsPassedValue: true), steps: ScenarioStep.repeated(3, on: .root, [.increment("other", by: 1)]))
        #expect(r.sites[0]?.first?.measured.staleStateUpdates == 3)
        // Writing the default itself changes nothing.
        let same = Engine().run(Self.seeding(dropsPassedValue: true, initial: .int(7)),
                                steps: ScenarioStep.repeated(3, on: .root, [.increment("other", by: 1)]))
        #expect(same.sites[0]?.first?.measured.staleStateUpdates == 0)
    }
}
