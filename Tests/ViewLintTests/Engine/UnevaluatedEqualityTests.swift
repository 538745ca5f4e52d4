import Testing
@testable import ViewLint

/// A custom `==` the engine cannot evaluate for two values: the run answers false and records
/// the type, and a verdict names it only where a run deciding it met one, or is inconclusive
/// where the other answer changes it (`SiteExperiment.equalityReading`).
@Suite struct UnevaluatedEqualityTests {
    /// An `==` the engine cannot evaluate for any two values.
    static let unknown: ViewEquality = { _, _ in nil }

    static func driver(_ field: String, on selector: NodeSelector = .root, _ n: Int = 5) -> Driver {
        Driver("changing `\(field)`", kind: .state, field: field,
               steps: ScenarioStep.repeated(n, on: selector, [.increment(field, by: 1)]), semantics: [.v17plus, .pre17])
    }

    /// `Parent` shows `Dial`, whose own `level` feeds `Gauge` (the unknown `==`), and `Nested`
    /// given a closure binding (mark 0; mark 1 the receiver). `other` re-runs `Parent` only.
    static let dialBesideTheSite: ViewProgram = {
        var p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("b", .bool(false)), .state("other", .int(0))],
                     body: .vstack([
                        .text(.read("other")),
                        .custom("Dial", [:]),
                        .marked(1, .custom("Nested", ["value": .marked(0, .manualBinding(reads: [.read("b")], writes: "b"))])),
                     ])),
            ViewType("Dial", fields: [.state("level", .int(0))], body: .custom("Gauge", ["reading": .read("level")])),
            ViewType("Gauge", fields: [.plain("reading", pod: false)], equality: unknown, body: .text(.read("reading"))),
            ViewType("Nested", fields: [.binding("value")], body: .toggle(isOn: .binding("value"))),
        ])
        p.marks = [SiteMark("binding"), SiteMark("receiver")]
        return p
    }()

    /// The first driver (a new `level` in `Dial`) meets `Gauge.==` and never re-runs the flagged
    /// code; the second (`other`) confirms without calling it. The confirmation does not rest on
    /// that `==`, so it names nothing (it did while the recorder took every run's calls).
    @Test func anEqualityMetOnlyByADriverThatDoesNotDecideIsNotNamed() {
        let p = Self.dialBesideTheSite
        let fixed = p.rewritingExpression(at: 0) { _ in .binding("b") }
        let experiment = SiteExperiment(program: p, fixed: fixed, drivers: [Self.driver("level", on: .first("Dial")), Self.driver("other")],
                                        site: 0, counted: 1, options: EngineOptions(), measure: { $0.updatesWithBodyRun })
        let outcome = experiment.run()
        guard case .confirmed(let run) = outcome.verdict else { Issue.record("not confirmed: \(outcome.verdict)"); return }
        #expect(run.driver.description == "changing `other`")
        #expect(run.unevaluatedEqualities.isEmpty)
        #expect(outcome.assumptions.isEmpty, "\(outcome.assumptions)")
        // The first driver did meet it: the run records it.
        let first = Engine(options: EngineOptions()).run(p, steps: Self.driver("level", on: .first("Dial")).steps)
        #expect(first.unevaluatedEqualities == ["Gauge"])
    }

    /// The receiver's own `==` cannot be evaluated: read as false it runs every update, with the
    /// fix too; read as true never, with the fix too. Refuted either way, and the counts it shows
    /// assume false: named.
    @Test func aVerdictStandingWithEitherAnswerNamesIt() {
        var p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("b", .bool(false)), .state("other", .int(0))],
                     body: .vstack([
                        .marked(1, .custom("Meter", ["value": .marked(0, .manualBinding(reads: [.read("b")], writes: "b")),
                                                     "reading": .read("other")])),
                     ])),
            ViewType("Meter", fields: [.binding("value"), .plain("reading", pod: false)], equality: Self.unknown,
                     body: .toggle(isOn: .binding("value"))),
        ])
        p.marks = [SiteMark("binding"), SiteMark("receiver")]
        let fixed = p.rewritingExpression(at: 0) { _ in .binding("b") }
        let experiment = SiteExperiment(program: p, fixed: fixed, drivers: [Self.driver("other")], site: 0, counted: 1,
                                        options: EngineOptions(), measure: { $0.updatesWithBodyRun })
        let outcome = experiment.run()
        guard case .refuted(let runs) = outcome.verdict else { Issue.record("not refuted: \(outcome.verdict)"); return }
        #expect(runs.allSatisfy { $0.asWritten.updatesWithBodyRun == 5 && $0.withFix.updatesWithBodyRun == 5 })
        #expect(outcome.assumptions == [SiteExperiment.unevaluatedEqualityAssumption(["Meter"])])
    }

    /// The hosted view's own `==` decides whether a new argument re-runs its body: read as false
    /// the fix spares the receiver every update, read as true the code is never run again. The
    /// answer decides the verdict: inconclusive, with no assumption left over.
    @Test func aVerdictTheAnswerDecidesIsInconclusive() {
        var p = ViewProgram(root: "Row", types: [
            ViewType("Row", fields: [.plain("grade", pod: false), .state("b", .bool(false))], equality: Self.unknown,
                     body: .marked(1, .custom("Nested", ["value": .marked(0, .manualBinding(reads: [.read("b")], writes: "b"))]))),
            ViewType("Nested", fields: [.binding("value")], body: .toggle(isOn: .binding("value"))),
        ])
        p.rootArguments = ["grade": .string("g")]
        p.marks = [SiteMark("binding"), SiteMark("receiver")]
        let fixed = p.rewritingExpression(at: 0) { _ in .binding("b") }
        let steps = (1...5).map { ScenarioStep.setRootArgument("grade", .string("g\($0)")) }
        let driver = Driver("the parent passing a new `grade`", kind: .argument, field: "grade", steps: steps, semantics: [.v17plus, .pre17])
        let experiment = SiteExperiment(program: p, fixed: fixed, drivers: [driver], site: 0, counted: 1,
                                        options: EngineOptions(), measure: { $0.updatesWithBodyRun })
        let outcome = experiment.run()
        guard case .inconclusive(let reason) = outcome.verdict else { Issue.record("not inconclusive: \(outcome.verdict)"); return }
        #expect(reason == SiteExperiment.restsOnUnevaluatedEquality(["Row"], confirmed: true))
        #expect(outcome.assumptions.isEmpty, "\(outcome.assumptions)")
        // Read as false alone, it confirms.
        var answeringFalse = Engine(options: EngineOptions())
        answeringFalse.tracing = false
        let written = answeringFalse.run(p, steps: steps), withFix = answeringFalse.run(fixed, steps: steps)
        #expect(written.sites[1]?.first?.measured.updatesWithBodyRun == 5)
        #expect(withFix.sites[1]?.first?.measured.updatesWithBodyRun == 0)
        #expect(written.unevaluatedEqualities == ["Row"])
    }
}
