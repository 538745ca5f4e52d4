import Testing
@testable import ViewLint

/// SWIFTUI-FACTS §2: each documented experiment, built with the builder API, with the reported
/// numbers and logs.
@Suite struct EngineExperimentTests {
    // MARK: E1 — manual binding vs `$state`

    static func e1(nestedArgument: Expr) -> ViewProgram {
        ViewProgram(root: "ContentView", types: [
            ViewType("ContentView", fields: [.state("value1", .bool(false)), .state("value2", .bool(false))],
                     body: .vstack([
                        .toggle(isOn: .binding("value1")),
                        .custom("Nested", ["value2": nestedArgument]),
                     ])),
            ViewType("Nested", fields: [.plain("value2", pod: false)],
                     body: .toggle(isOn: .read("value2"))),
        ])
    }
    static let manual = Expr.manualBinding(reads: [.read("value2")], writes: "value2")
    static let flips = ScenarioStep.repeated(10, on: .root, [.toggle("value1")])

    @Test(arguments: [Semantics.v17plus, .pre17])
    func e1ManualBindingReRunsNestedOnEveryUnrelatedFlip(semantics: Semantics) {
        let engine = Engine(options: EngineOptions(semantics: semantics))
        let manual = engine.run(Self.e1(nestedArgument: Self.manual), steps: Self.flips)
        #expect(manual.measured.updates == 10)
        #expect(manual.measured.bodyEvaluations(of: "ContentView") == 10)
        #expect(manual.measured.bodyEvaluations(of: "Nested") == 10)
        let stable = engine.run(Self.e1(nestedArgument: .binding("value2")), steps: Self.flips)
        #expect(stable.measured.bodyEvaluations(of: "ContentView") == 10)
        #expect(stable.measured.bodyEvaluations(of: "Nested") == 0)
    }

    @Test func e1EvidenceSummary() {
        let scenario = Scenario(name: "flip value1", actions: Self.flips, quantity: .bodyEvaluations("Nested"))
        let evidence = scenario.evidence(asWritten: Self.e1(nestedArgument: Self.manual),
                                         withFix: Self.e1(nestedArgument: .binding("value2")), fix: "`$value2`")
        #expect(evidence.status == .confirmed)
        #expect(evidence.summary == "`Nested.body` ran 10 of 10 updates; with `$value2`: 0 of 10")
        #expect(evidence.asWritten?.bodyEvaluations(of: "Nested") == 10)
        #expect(evidence.withFix?.bodyEvaluations(of: "Nested") == 0)
    }
}
