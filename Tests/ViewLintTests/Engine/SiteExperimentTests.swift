import Foundation
import Testing
@testable import ViewLint

/// The verdict rules of site-centred experiments on hand-built programs: counts belong to the
/// marked instance, a refutation needs the flagged code exercised, and a held condition, a cap
/// or an unknown `==` never turns into a made-up verdict.
@Suite struct SiteExperimentTests {
    static let options = EngineOptions()

    /// `Parent` shows two `Nested` children: the first given `first`, the second `second`
    /// (marked as mark 1); `other` is an unrelated state the parent reads.
    static func twoChildren(first: Expr, second: Expr) -> ViewProgram {
        var p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("a", .bool(false)), .state("b", .bool(false)), .state("other", .int(0))],
                     body: .vstack([
                        .text(.read("other")),
                        .marked(0, .custom("Nested", ["value": first])),
                        .marked(1, .custom("Nested", ["value": .marked(2, second)])),
                     ])),
            ViewType("Nested", fields: [.binding("value")], body: .toggle(isOn: .binding("value"))),
        ])
        p.marks = [SiteMark("first"), SiteMark("second"), SiteMark("binding")]
        return p
    }

    static func bumpOther(_ n: Int) -> Driver {
        Driver("changing `other`", kind: .state, field: "other",
               steps: ScenarioStep.repeated(n, on: .root, [.increment("other", by: 1)]), semantics: [.v17plus, .pre17])
    }

    @Test func countsBelongToTheMarkedInstanceNotToTheType() throws {
        // Both children are `Nested`; only the second is given a closure binding. Its fix must
        // be seen even though the first child (with its own closure binding) keeps re-running.
        let manual = Expr.manualBinding(reads: [.read("b")], writes: "b")
        let written = Self.twoChildren(first: .manualBinding(reads: [.read("a")], writes: "a"), second: manual)
        let fixed = written.rewritingExpression(at: 2) { _ in .binding("b") }
        let experiment = SiteExperiment(program: written, fixed: fixed, drivers: [Self.bumpOther(10)], site: 2, counted: 1,
                                        options: Self.options, measure: { $0.updatesWithBodyRun })
        guard case .confirmed(let run) = experiment.run().verdict else { Issue.record("not confirmed"); return }
        #expect(run.asWritten.updatesWithBodyRun == 10)
        #expect(run.withFix.updatesWithBodyRun == 0)
        // The first child is counted on its own mark: 10 either way.
        let r = Engine().run(fixed, steps: Self.bumpOther(10).steps)
        #expect(r.sites[0]?.first?.measured.updatesWithBodyRun == 10)
        #expect(r.sites[1]?.first?.measured.updatesWithBodyRun == 0)
    }

    @Test func equalCountsWithTheCodeExercisedRefute() {
        let written = Self.twoChildren(first: .binding("a"), second: .binding("b"))
        let experiment = SiteExperiment(program: written, fixed: written, drivers: [Self.bumpOther(5)], site: 2, counted: 1,
                                        options: Self.options, measure: { $0.updatesWithBodyRun })
        guard case .refuted(let runs) = experiment.run().verdict else { Issue.record("not refuted"); return }
        #expect(runs.count == 2)  // both SwiftUI versions
        #expect(runs.allSatisfy { !$0.inert && $0.asWritten.updatesWithBodyRun == 0 })
    }

    @Test func aRunNoOtherDriverCanOutdoEndsTheSearch() {
        // A built-in control with nothing below it: no run can confirm, and the first driver
        // already re-checks on every update as written and never with the fix.
        var p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("flag", .bool(false)), .state("other", .int(0)), .state("more", .int(0))],
                     body: .vstack([
                        .text(.read("other")), .text(.read("more")),
                        .marked(1, .toggle(isOn: .marked(0, .manualBinding(reads: [.read("flag")], writes: "flag")))),
                     ])),
        ])
        p.marks = [SiteMark("binding"), SiteMark("receiver")]
        let fixed = p.rewritingExpression(at: 0) { _ in .binding("flag") }
        let bumpMore = Driver("changing `more`", kind: .state, field: "more",
                              steps: ScenarioStep.repeated(5, on: .root, [.increment("more", by: 1)]), semantics: [.v17plus, .pre17])
        var experiment = SiteExperiment(program: p, fixed: fixed, drivers: [Self.bumpOther(5), bumpMore], site: 0, counted: 1,
                                        options: Self.options, measure: { $0.bodyRuns })
        guard case .refuted(let all) = experiment.run().verdict else { Issue.record("not refuted"); return }
        #expect(Set(all.map(\.driver.description)) == ["changing `other`", "changing `more`"])
        #expect(!p.holdsViewWithBody(at: 1))
        experiment.settledBy = { $0.asWritten.internalUpdates >= $0.updates && $0.withFix.internalUpdates == 0 }
        guard case .refuted(let settled) = experiment.run().verdict else { Issue.record("not refuted"); return }
        #expect(settled.map(\.driver.description) == ["changing `other`", "changing `other`"])
        #expect(settled.first?.asWritten.internalUpdates == 5)
        #expect(settled.first?.withFix.internalUpdates == 0)
    }

    @Test func aViewWithABodyBelowTheReceiverIsFound() {
        let p = Self.twoChildren(first: .binding("a"), second: .binding("b"))
        #expect(p.holdsViewWithBody(at: 1))
        #expect(!p.holdsViewWithBody(at: 2))
    }

    @Test func withoutTheFullTraceAVerdictShowsTheRunsItRestsOn() {
        // A refutation shows the first driver's first runs; a confirmation its own runs only,
        // whatever ran before it; the full trace keeps every run.
        let written = Self.twoChildren(first: .binding("a"), second: .binding("b"))
        let refuted = SiteExperiment(program: written, fixed: written, drivers: [Self.bumpOther(3)], site: 2, counted: 1,
                                     options: Self.options, measure: { $0.updatesWithBodyRun }).run()
        guard case .refuted = refuted.verdict else { Issue.record("not refuted"); return }
        #expect(refuted.trace.first == "-- changing `other` (v17plus), as written")
        #expect(refuted.trace.contains("-- with the fix"))
        #expect(!refuted.trace.contains { $0.contains("(pre17)") })

        let idle = Driver("doing nothing", kind: .state, field: "a", steps: [.perform(on: .root, [])], semantics: [.v17plus])
        let manual = Self.twoChildren(first: .binding("a"), second: .manualBinding(reads: [.read("b")], writes: "b"))
        let experiment = SiteExperiment(program: manual, fixed: manual.rewritingExpression(at: 2) { _ in .binding("b") },
                                        drivers: [idle, Self.bumpOther(3)], site: 2, counted: 1,
                                        options: Self.options, measure: { $0.updatesWithBodyRun })
        let confirmed = experiment.run()
        guard case .confirmed(let run) = confirmed.verdict else { Issue.record("not confirmed"); return }
        #expect(run.driver.description == "changing `other`")
        #expect(confirmed.trace.first == "-- changing `other` (v17plus), as written")
        #expect(!confirmed.trace.contains { $0.contains("doing nothing") })
        let full = experiment.run(tracing: true)
        #expect(full.trace.first == "-- doing nothing (v17plus), as written")
        #expect(full.trace.contains("-- changing `other` (v17plus), as written"))
    }

    /// `V` shows an unknown condition and the marked child either beside each other or with
    /// the child inside the condition's branch.
    static func unknownCondition(besideTheSite: Bool) -> ViewProgram {
        let leaf = ViewTemplate.marked(0, .custom("Leaf", ["n": .read("n")]))
        let unknown = ViewTemplate.conditional(.opaque("condition `let hint = lookup()`"),
                                               besideTheSite ? .text(.literal(.string("hint"))) : leaf, nil)
        var p = ViewProgram(root: "V", types: [
            ViewType("V", fields: [.state("n", .int(0))],
                     body: .vstack(besideTheSite ? [unknown, leaf] : [unknown, .text(.read("n"))])),
            ViewType("Leaf", fields: [.plain("n")], body: .text(.read("n"))),
        ])
        p.marks = [SiteMark("leaf")]
        return p
    }

    @Test func anUnknownConditionBesideTheSiteDoesNotDecideForIt() {
        // What the engine cannot model is charged to where it stands in the tree, not to the
        // whole body that evaluates it: beside the site, the site's counts are still its own.
        let bump = Driver("changing `n`", kind: .state, field: "n",
                          steps: ScenarioStep.repeated(4, on: .root, [.increment("n", by: 1)]), semantics: [.v17plus])
        let beside = Self.unknownCondition(besideTheSite: true)
        let decided = SiteExperiment(program: beside, fixed: beside, drivers: [bump], site: 0, counted: 0,
                                     options: Self.options, measure: { $0.bodyRuns })
        guard case .refuted = decided.run().verdict else { Issue.record("not decided beside an unknown condition"); return }
        let above = Self.unknownCondition(besideTheSite: false)
        let open = SiteExperiment(program: above, fixed: above, drivers: [bump], site: 0, counted: 0,
                                  options: Self.options, measure: { $0.bodyRuns })
        guard case .inconclusive = open.run().verdict else { Issue.record("decided under an unknown condition"); return }
    }

    @Test func aSiteThatIsNeverBuiltIsInconclusiveNotRefuted() {
        // The flagged child sits in a branch whose condition is false and never varied.
        var p = ViewProgram(root: "Gate", types: [
            ViewType("Gate", fields: [.state("open", .bool(false)), .state("other", .int(0))],
                     body: .vstack([.text(.read("other")),
                                    .ifElse(.read("open"), then: .marked(0, .custom("Leaf", ["n": .read("other")])))])),
            ViewType("Leaf", fields: [.plain("n")], body: .text(.read("n"))),
        ])
        p.marks = [SiteMark("leaf")]
        let experiment = SiteExperiment(program: p, fixed: p, drivers: [Self.bumpOther(3)], site: 0, counted: 0,
                                        options: Self.options, measure: { $0.bodyRuns })
        guard case .inconclusive(let reason) = experiment.run().verdict else { Issue.record("decided"); return }
        #expect(reason.contains("not built"))
    }

    @Test func aHeldConditionIsNamedAndADriverThatFlipsItDoesNotCount() {
        // `if show` holds the site (held true); `show` starts false, so it is held, not varied.
        var p = ViewProgram(root: "V", types: [
            ViewType("V", fields: [.state("show", .bool(false)), .state("n", .int(0))],
                     body: .vstack([.text(.read("n")),
                                    .conditional(.selector(0), .marked(0, .custom("Leaf", ["n": .read("n")])), nil)])),
            ViewType("Leaf", fields: [.plain("n")], body: .text(.read("n"))),
        ])
        p.selectors = [HeldCondition("`show`", held: .bool(true), actual: .read("show"), reads: ["show"])]
        p.marks = [SiteMark("leaf")]
        let flipShow = Driver("changing `show`", kind: .state, field: "show",
                              steps: ScenarioStep.repeated(2, on: .root, [.toggle("show")]), semantics: [.v17plus])
        let bumpN = Driver("changing `n`", kind: .state, field: "n",
                           steps: ScenarioStep.repeated(2, on: .root, [.increment("n", by: 1)]), semantics: [.v17plus])
        let outcome = SiteExperiment(program: p, fixed: p, drivers: [flipShow, bumpN], site: 0, counted: 0,
                                     options: Self.options, measure: { $0.bodyRuns }).run()
        #expect(outcome.held == ["`show`"])
        #expect(outcome.heldDrivers == ["show"])
        guard case .refuted(let runs) = outcome.verdict else { Issue.record("not refuted: \(outcome.verdict)"); return }
        #expect(runs.map(\.driver.description) == ["changing `n`"])
    }

    @Test func anUnknownEqualityOnTheCountedViewIsInconclusive() {
        var p = ViewProgram(root: "V", types: [
            ViewType("V", fields: [.state("n", .int(0))], body: .marked(0, .custom("Cell", ["n": .read("n")]))),
            ViewType("Cell", fields: [.plain("n", pod: false)], isPOD: false, body: .text(.read("n"))),
        ])
        p.types[1].equalityUnknown = true
        p.marks = [SiteMark("cell")]
        let bump = Driver("changing `n`", kind: .state, field: "n",
                          steps: ScenarioStep.repeated(3, on: .root, [.increment("n", by: 1)]), semantics: [.v17plus])
        let outcome = SiteExperiment(program: p, fixed: p, drivers: [bump], site: 0, counted: 0,
                                     options: Self.options, measure: { $0.bodyRuns }).run()
        guard case .inconclusive(let reason) = outcome.verdict else { Issue.record("decided"); return }
        #expect(reason.contains("`Cell.==` cannot be evaluated"))
    }

    @Test func driversThatNeverRerunTheCodeAreInertAndAloneDecideNothing() {
        var p = ViewProgram(root: "V", types: [
            ViewType("V", fields: [.state("unread", .int(0))], body: .marked(0, .text(.literal(.string("x"))))),
        ])
        p.marks = [SiteMark("text")]
        let bump = Driver("changing `unread`", kind: .state, field: "unread",
                          steps: ScenarioStep.repeated(3, on: .root, [.increment("unread", by: 1)]), semantics: [.v17plus])
        let outcome = SiteExperiment(program: p, fixed: p, drivers: [bump], site: 0, counted: 0,
                                     options: Self.options, measure: { $0.bodyRuns }).run()
        guard case .inconclusive(let reason) = outcome.verdict else { Issue.record("decided"); return }
        #expect(reason.contains("none of the changes"))
    }

    @Test func aCapReachedIsInconclusive() {
        var p = ViewProgram(root: "Loop", types: [
            ViewType("Loop", fields: [.state("x", .int(0))],
                     body: .marked(0, .text(.read("x")).onChange(of: .read("x"), [.increment("x", by: 1)]))),
        ])
        p.marks = [SiteMark("loop")]
        let kick = Driver("changing `x`", kind: .state, field: "x",
                          steps: [.perform(on: .root, [.increment("x", by: 1)])], semantics: [.v17plus])
        let outcome = SiteExperiment(program: p, fixed: p, drivers: [kick], site: 0, counted: 0,
                                     options: EngineOptions(limits: EngineLimits(maxUpdates: 50)), measure: { $0.bodyRuns }).run()
        guard case .inconclusive(let reason) = outcome.verdict else { Issue.record("decided"); return }
        #expect(reason.contains("more than 50 updates"))
    }

    /// Fact 45: an `ObservableObject` change bumps the holder's seed, so a closure capturing the
    /// view sees a new `self`; an `@Observable` change leaves `self` as it was.
    @Test func observableObjectAndObservableModelsDifferAsFact45Says() {
        func program(_ kind: ModelType.Kind) -> ViewProgram {
            let holder: Field = kind == .observableObject ? .stateObject("model", model: "M") : .state("model", initial: .newObject("M"))
            var p = ViewProgram(root: "V", types: [
                ViewType("V", fields: [holder], body: .vstack([
                    .text(.property("model", "title")),
                    .marked(0, .custom("Child", ["value": .marked(1, .manualBinding(reads: [.property("model", "flag")], writes: nil))])),
                ])),
                ViewType("Child", fields: [.binding("value")], body: .toggle(isOn: .binding("value"))),
            ], models: [ModelType("M", kind: kind, properties: [.init("flag", .bool(false), observed: true),
                                                                  .init("title", .string(""), observed: true)])])
            p.marks = [SiteMark("child"), SiteMark("binding")]
            return p
        }
        func verdict(_ kind: ModelType.Kind) -> SiteExperiment.Verdict {
            let written = program(kind)
            let fixed = written.rewritingExpression(at: 1) { _ in .modelBinding("model", "flag") }
            let change = Driver("`model.title` changing", kind: kind == .observable ? .observable : .observableObject,
                                field: "model", property: "title",
                                steps: (1...5).map { .perform(on: .root, [.setProperty("model", "title", .literal(.string("t\($0)")))]) },
                                semantics: [.v17plus])
            return SiteExperiment(program: written, fixed: fixed, drivers: [change], site: 1, counted: 0,
                                  options: Self.options, measure: { $0.updatesWithBodyRun }).run().verdict
        }
        guard case .confirmed(let run) = verdict(.observableObject) else { Issue.record("ObservableObject not confirmed"); return }
        #expect(run.asWritten.updatesWithBodyRun == 5 && run.withFix.updatesWithBodyRun == 0)
        guard case .refuted = verdict(.observable) else { Issue.record("@Observable not refuted"); return }
    }

    /// Fact 45's seed for a `@StateObject` is [derived]: a confirmation that needs it names it,
    /// and with the switch off the same experiment is refuted. An `@ObservedObject` holder's seed
    /// is the item's [code] part: nothing to name.
    @Test func aConfirmationRestingOnTheStateObjectSeedNamesIt() {
        func experiment(_ holder: Field, seed: Bool = true) -> SiteExperiment {
            var written = ViewProgram(root: "V", types: [
                ViewType("V", fields: [holder], body: .vstack([
                    .text(.property("model", "title")),
                    .marked(0, .custom("Child", ["value": .marked(1, .manualBinding(reads: [.property("model", "flag")], writes: nil))])),
                ])),
                ViewType("Child", fields: [.binding("value")], body: .toggle(isOn: .binding("value"))),
            ], models: [ModelType("M", kind: .observableObject, properties: [.init("flag", .bool(false), observed: true),
                                                                               .init("title", .string(""), observed: true)])])
            written.marks = [SiteMark("child"), SiteMark("binding")]
            let fixed = written.rewritingExpression(at: 1) { _ in .modelBinding("model", "flag") }
            let change = Driver("`model.title` changing", kind: .observableObject, field: "model", property: "title",
                                steps: (1...5).map { .perform(on: .root, [.setProperty("model", "title", .literal(.string("t\($0)")))]) },
                                semantics: [.v17plus])
            var options = Self.options
            options.stateObjectSeed = seed
            return SiteExperiment(program: written, fixed: fixed, drivers: [change], site: 1, counted: 0,
                                  options: options, measure: { $0.updatesWithBodyRun })
        }
        let owned = experiment(.stateObject("model", model: "M")).run()
        guard case .confirmed = owned.verdict else { Issue.record("@StateObject not confirmed"); return }
        #expect(owned.assumptions == [DerivedBehaviour.stateObjectSeed.assumption])
        guard case .refuted = experiment(.stateObject("model", model: "M"), seed: false).run().verdict else {
            Issue.record("confirmed without the seed"); return
        }
        let observed = experiment(.observedObject("model", default: .newObject("M"))).run()
        guard case .confirmed = observed.verdict else { Issue.record("@ObservedObject not confirmed"); return }
        #expect(observed.assumptions.isEmpty)
    }

    @Test func evidenceIsPlainData() throws {
        let evidence = Evidence(status: .confirmed, summary: "s", siteAsWritten: SiteCounts(), siteWithFix: SiteCounts(), updates: 3,
                                driver: "changing `x`", held: ["when `y`"], dependencies: ["B.swift"], trace: ["t"])
        let decoded = try JSONDecoder().decode(Evidence.self, from: JSONEncoder().encode(evidence))
        #expect(decoded == evidence)
    }
}

/// A summary says a held condition or an assumption once, however many places hold it.
@Suite struct HeldPhraseTests {
    @Test func repeatedConditionsAndAssumptionsAreSaidOnce() {
        let held = HeldCondition("`value != nil`", held: .bool(true), actual: nil, reads: [])
        let outcome = SiteExperiment.Outcome(verdict: .inconclusive("no reason"), heldConditions: [held, held],
                                             heldDrivers: [], trace: [])
        let lowered = LoweredSite(program: ViewProgram(root: "Host", types: []), owner: "Editor",
                                  hosting: .body(of: "Editor"), drivers: [], heldConstants: [],
                                  assumptions: ["`Panel` shows the content it is given", "`Panel` shows the content it is given"],
                                  dependencies: [])
        #expect(outcome.heldPhrases(lowered) == ["when `value != nil`", "assuming `Panel` shows the content it is given"])
    }
}

/// Passing over drivers that can confirm only by rule 17 (§3g) until no driver confirms
/// without it: the verdict is the one running every driver in order gives, with fewer runs.
@Suite struct RuleSeventeenDriverTests {
    /// `Host` shows `Parent`, which hands `shown` on only as `$shown` to a `Toggle`, reads
    /// `other`, and gives `Nested` a closure binding over `flag` (mark 0; `Nested` is mark 1).
    static let program: ViewProgram = {
        var p = ViewProgram(root: "Host", types: [
            ViewType("Host", fields: [], body: .custom("Parent")),
            ViewType("Parent", fields: [.state("shown", .bool(false)), .state("other", .int(0)), .state("flag", .bool(false))],
                     body: .vstack([
                        .text(.read("other")),
                        .toggle(isOn: .binding("shown")),
                        .marked(1, .custom("Nested", ["value": .marked(0, .manualBinding(reads: [.read("flag")], writes: "flag"))])),
                     ])),
            ViewType("Nested", fields: [.binding("value")], body: .toggle(isOn: .binding("value"))),
        ])
        p.marks = [SiteMark("binding"), SiteMark("receiver")]
        return p
    }()

    static func experiment(defers: Bool) -> SiteExperiment {
        let flipShown = Driver("changing `shown`", kind: .state, field: "shown",
                               steps: (1...5).map { .perform(on: .hosted, [.set("shown", .literal(.bool($0 % 2 == 1)))]) },
                               semantics: [.v17plus, .pre17])
        let bumpOther = Driver("changing `other`", kind: .state, field: "other",
                               steps: ScenarioStep.repeated(5, on: .hosted, [.increment("other", by: 1)]), semantics: [.v17plus, .pre17])
        var experiment = SiteExperiment(program: program, fixed: program.rewritingExpression(at: 0) { _ in .binding("flag") },
                                        drivers: [flipShown, bumpOther], site: 0, counted: 1,
                                        options: EngineOptions(), measure: { $0.bodyRuns })
        experiment.defersRuleSeventeenDrivers = defers
        return experiment
    }

    @Test func aDriverOnlyABindingConsumerReadsIsPassedOverForAConfirmationWithoutRuleSeventeen() {
        let inOrder = Self.experiment(defers: false).run()
        let passedOver = Self.experiment(defers: true).run()
        guard case .confirmed(let expected) = inOrder.verdict, case .confirmed(let run) = passedOver.verdict else {
            Issue.record("not confirmed"); return
        }
        #expect(expected.driver.description == "changing `other`")
        #expect(run.driver.description == expected.driver.description)
        #expect(run.asWritten == expected.asWritten && run.withFix == expected.withFix)
        #expect(run.notConfirmedUnder == expected.notConfirmedUnder)
        #expect(passedOver.assumptions == inOrder.assumptions && passedOver.assumptions.isEmpty)
        #expect(passedOver.trace == inOrder.trace)
        #expect(passedOver.nodeVisits < inOrder.nodeVisits)
    }

    @Test func withoutAnotherConfirmationThePassedOverDriverDecidesAsInOrder() {
        // Only `shown` is left: its confirmation rests on rule 17 and says so, as in order.
        var inOrder = Self.experiment(defers: false), passedOver = Self.experiment(defers: true)
        inOrder.drivers.removeLast(); passedOver.drivers.removeLast()
        let a = inOrder.run(), b = passedOver.run()
        guard case .confirmed(let expected) = a.verdict, case .confirmed(let run) = b.verdict else {
            Issue.record("not confirmed"); return
        }
        #expect(run.driver.description == "changing `shown`" && expected.driver.description == run.driver.description)
        #expect(b.assumptions == a.assumptions)
        #expect(b.assumptions == [SiteExperiment.bindingReadAssumption(field: "shown")])
        #expect(b.trace == a.trace)
    }
}

extension RuleSeventeenDriverTests {
    @Test func onlyADriverWhoseStateTheBodyNeverReadIsPassedOver() {
        var runner = SiteExperiment.Runner(experiment: Self.experiment(defers: true), tracing: false)
        let drivers = Self.experiment(defers: true).drivers
        // `shown` reaches the view only as `$shown`; `other` is read by the `Text`.
        let shown = runner.confirmsOnlyByBindingReads(drivers[0]), other = runner.confirmsOnlyByBindingReads(drivers[1])
        #expect(shown)
        #expect(!other)
    }
}

/// A view above the counted site takes a new identity on every update (`.id(token)`): the
/// first instance's counts end at once, so the run is never compared on them.
@Suite struct MadeAnewSiteTests {
    static func experiment(withStableDriver: Bool) -> SiteExperiment {
        var p = ViewProgram(root: "Host", types: [
            ViewType("Host", fields: [], body: .custom("Screen")),
            ViewType("Screen", fields: [.state("token", .int(0)), .state("other", .int(0)), .state("flag", .bool(false))],
                     body: .vstack([
                        .text(.read("other")),
                        .vstack([
                            .marked(1, .custom("Row", ["value": .marked(0, .manualBinding(reads: [.read("flag")], writes: "flag"))])),
                        ]).id(.read("token")),
                     ])),
            ViewType("Row", fields: [.binding("value")], body: .toggle(isOn: .binding("value"))),
        ])
        p.marks = [SiteMark("binding"), SiteMark("receiver")]
        var drivers = [Driver("changing `token`", kind: .state, field: "token",
                              steps: ScenarioStep.repeated(5, on: .hosted, [.increment("token", by: 1)]), semantics: [.v17plus])]
        if withStableDriver {
            drivers.append(Driver("changing `other`", kind: .state, field: "other",
                                  steps: ScenarioStep.repeated(5, on: .hosted, [.increment("other", by: 1)]), semantics: [.v17plus]))
        }
        return SiteExperiment(program: p, fixed: p.rewritingExpression(at: 0) { _ in .binding("flag") },
                              drivers: drivers, site: 0, counted: 1, options: EngineOptions(), measure: { $0.bodyRuns })
    }

    @Test func aSiteMadeAnewWithTheFixTooRefutesOnlyAsMadeAnew() {
        guard case .refuted(let runs) = Self.experiment(withStableDriver: false).run().verdict else {
            Issue.record("not refuted"); return
        }
        #expect(runs.count == 1)
        #expect(runs[0].madeAnew == 5 && runs[0].updates == 5)
        let phrase = SiteExperiment.Outcome.madeAnewPhrase(runs)
        #expect(phrase == "changing `token` gives a view above the flagged code a new identity, so it is made anew on 5 of 5 updates, with the fix too")
    }

    @Test func aDriverThatKeepsTheSiteStillConfirms() {
        guard case .confirmed(let run) = Self.experiment(withStableDriver: true).run().verdict else {
            Issue.record("not confirmed"); return
        }
        #expect(run.driver.description == "changing `other`" && run.madeAnew == nil)
        #expect(run.asWritten.bodyRuns == 5 && run.withFix.bodyRuns == 0)
    }

    @Test func aSiteRemovedWithTheFixTooSaysTheRunTellsNothing() {
        var p = ViewProgram(root: "Host", types: [
            ViewType("Host", fields: [], body: .custom("Screen")),
            ViewType("Screen", fields: [.state("shown", .bool(true)), .state("other", .int(0)), .state("flag", .bool(false))],
                     body: .conditional(.read("shown"), .vstack([
                        .text(.read("other")),
                        .marked(1, .custom("Row", ["value": .marked(0, .manualBinding(reads: [.read("flag")], writes: "flag"))])),
                     ]), nil)),
            ViewType("Row", fields: [.binding("value")], body: .toggle(isOn: .binding("value"))),
        ])
        p.marks = [SiteMark("binding"), SiteMark("receiver")]
        // The row is built again once (an update of `other`), then hidden for good.
        let hide = Driver("hiding the row", kind: .state, field: "shown",
                          steps: [.perform(on: .hosted, [.increment("other", by: 1)]),
                                  .perform(on: .hosted, [.set("shown", .literal(.bool(false)))])], semantics: [.v17plus])
        let experiment = SiteExperiment(program: p, fixed: p.rewritingExpression(at: 0) { _ in .binding("flag") },
                                        drivers: [hide], site: 0, counted: 1, options: EngineOptions(), measure: { $0.bodyRuns })
        guard case .inconclusive(let reason) = experiment.run().verdict else { Issue.record("decided"); return }
        #expect(reason.hasPrefix("hiding the row removes the flagged code, with the fix too"), "\(reason)")
    }
}
