import Foundation
import Testing
@testable import ViewLint

/// Scenarios as the lint rules will use them: setup not counted, as written vs with the fix.
@Suite struct EngineScenarioTests {
    static func program(holder: Field) -> ViewProgram {
        ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("count", .int(0))],
                     body: .vstack([.text(.read("count")), .custom("Child")])),
            ViewType("Child", fields: [holder], body: .text(.property("model", "name"))),
        ], models: [ModelType("Model", kind: .observableObject, properties: [.init("name", .string("a"), observed: true)])])
    }

    @Test func inlineObservedObjectIsRecreatedOnEveryParentUpdate() {
        let scenario = Scenario(name: "parent updates",
                                setup: [.perform(on: .root, [.increment("count", by: 1)])],
                                actions: ScenarioStep.repeated(3, on: .root, [.increment("count", by: 1)]),
                                quantity: .bodyEvaluations("Child"))
        let evidence = scenario.evidence(
            asWritten: Self.program(holder: .observedObject("model", default: .newObject("Model"))),
            withFix: Self.program(holder: .stateObject("model", model: "Model")), fix: "`@StateObject`")
        #expect(evidence.status == .confirmed)
        // The setup update is not counted: 3 measured updates.
        #expect(evidence.summary == "`Child.body` ran 3 of 3 updates; with `@StateObject`: 0 of 3")
        #expect(evidence.asWritten?.updates == 3)
        #expect(evidence.trace.contains("Child: @self changed."))
        #expect(evidence.trace.contains("-- with `@StateObject`"))
        // Findings carry evidence as plain data.
        let decoded = try? JSONDecoder().decode(Evidence.self, from: JSONEncoder().encode(evidence))
        #expect(decoded == evidence)
    }

    static func rows(_ row: ViewTemplate) -> ViewProgram {
        ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("items", .array([.int(1), .int(2)]))],
                     body: .forEach(.read("items"), id: .selfValue, element: "item", row)),
            ViewType("Row", fields: [.plain("item"), .state("on", .bool(false))], body: .text(.read("item"))),
        ])
    }

    @Test func otherQuantitiesAndThresholds() {
        let row = ViewTemplate.custom("Row", ["item": .read("item")])
        let p = Self.rows(row.task([]).id(.fresh(.uuid)))
        let add = [ScenarioStep.perform(on: .root, [.insert("items", at: 0, .int(0))])]
        let allocations = Scenario(name: "insert", actions: add, quantity: .stateAllocations("Row"))
            .evidence(asWritten: p, atLeast: 3)
        #expect(allocations.status == .confirmed)
        #expect(allocations.summary == "`Row` state allocated 3 times over 1 updates")
        let bodies = Scenario(name: "insert", actions: add, quantity: .bodyEvaluations("Row"))
            .evidence(asWritten: p, atLeast: 1)
        #expect(bodies.summary == "`Row.body` ran 1 of 1 updates (3 evaluations)")
        let restarts = Scenario(name: "insert", actions: add, quantity: .taskCancellations("Row"))
            .evidence(asWritten: p, atLeast: 3)
        #expect(restarts.status == .refuted)
        #expect(restarts.summary == "`Row` task cancelled 2 times over 1 updates")
        // Rule 34: a task outside the `.id` is not reset by it.
        let outside = Engine().run(Self.rows(row.id(.fresh(.uuid)).task([])), steps: add)
        #expect(outside.measured.counters(of: "Row").taskCancellations == 0)
        #expect(outside.measured.counters(of: "Row").taskStarts == 1)
    }

    @Test func missingTargetIsInconclusive() {
        let evidence = Scenario(name: "no such view", actions: [.perform(on: .first("Nowhere"), [.toggle("x")])],
                                quantity: .bodyEvaluations("Child"))
            .evidence(asWritten: Self.program(holder: .stateObject("model", model: "Model")), atLeast: 1)
        #expect(evidence.status == .inconclusive)
        #expect(evidence.summary.contains("scenario target first(\"Nowhere\") is not installed"))
    }

    static func parity(childFields: [Field], enforced: Bool) -> ViewProgram {
        let child = ViewTemplate.custom("Parity", ["number": .read("n")])
        return ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("n", .int(0))], body: enforced ? child.equatable() : child),
            ViewType("Parity", fields: childFields,
                     equality: { a, b in (a["number"].intValue ?? 0) % 2 == (b["number"].intValue ?? 0) % 2 },
                     body: .text(.read("number"))),
        ])
    }

    @Test func unenforcedEquatableIsConfirmedForPODAndRefutedForNonPOD() {
        // SWIFTUI-FACTS §0 `unenforced_equatable`: POD views ignore `==` without `.equatable()`
        // (rule 5); a non-POD view's `==` is already used (rule 6, §3c).
        let scenario = Scenario(name: "n += 2", actions: ScenarioStep.repeated(4, on: .root, [.increment("n", by: 2)]),
                                quantity: .bodyEvaluations("Parity"))
        let pod: [Field] = [.plain("number")]
        let confirmed = scenario.evidence(asWritten: Self.parity(childFields: pod, enforced: false),
                                          withFix: Self.parity(childFields: pod, enforced: true), fix: "`.equatable()`")
        #expect(confirmed.status == .confirmed)
        #expect(confirmed.summary == "`Parity.body` ran 4 of 4 updates; with `.equatable()`: 0 of 4")
        let nonPOD: [Field] = [.plain("number"), .state("angle", .double(0))]
        let refuted = scenario.evidence(asWritten: Self.parity(childFields: nonPOD, enforced: false),
                                        withFix: Self.parity(childFields: nonPOD, enforced: true), fix: "`.equatable()`")
        #expect(refuted.status == .refuted)
        #expect(refuted.summary == "`Parity.body` ran 0 of 4 updates; with `.equatable()`: 0 of 4")
    }

    @Test func changeStatesCyclesThroughTheOtherStates() {
        let p = EngineExperimentTests.e1(nestedArgument: .manualBinding(reads: [.read("value2")], writes: "value2"))
        let steps = ScenarioStep.changeStates(of: "ContentView", in: p, excluding: ["value2"], count: 10)
        #expect(steps.count == 10)
        let evidence = Scenario(name: "other states", actions: steps, quantity: .bodyEvaluations("Nested"))
            .evidence(asWritten: p, withFix: EngineExperimentTests.e1(nestedArgument: .binding("value2")), fix: "`$value2`")
        #expect(evidence.summary == "`Nested.body` ran 10 of 10 updates; with `$value2`: 0 of 10")
        let mixed = ViewProgram(root: "V", types: [ViewType("V", fields: [
            .state("b", .bool(false)), .state("n", .int(0)), .state("d", .double(0)), .state("s", .string("")),
            .state("a", .array([])), .state("o", initial: .newObject("M")),
        ], body: .text(.function("all", of: [.read("b"), .read("n"), .read("d"), .read("s"), .read("a")])))],
            models: [ModelType("M", kind: .observable, properties: [])])
        let mixedSteps = ScenarioStep.changeStates(of: "V", in: mixed, count: 5)
        #expect(Engine().run(mixed, steps: mixedSteps).measured.bodyEvaluations(of: "V") == 5)
        #expect(ScenarioStep.changeStates(of: "Missing", in: mixed, count: 3).isEmpty)
    }

    @Test func aFixReplacesOneTypeOfTheProgram() {
        let asWritten = Self.parity(childFields: [.plain("number")], enforced: false)
        let parent = ViewType("Parent", fields: [.state("n", .int(0))],
                              body: ViewTemplate.custom("Parity", ["number": .read("n")]).equatable())
        let fixed = asWritten.replacing(parent)
        #expect(fixed.types.count == asWritten.types.count)
        #expect(fixed.type(named: "Parity") != nil)
        let steps = ScenarioStep.repeated(2, on: .root, [.increment("n", by: 2)])
        #expect(Engine().run(asWritten, steps: steps).measured.bodyEvaluations(of: "Parity") == 2)
        #expect(Engine().run(fixed, steps: steps).measured.bodyEvaluations(of: "Parity") == 0)
        // A type the program lacks is added.
        #expect(asWritten.replacing(ViewType("Extra", body: .empty)).types.count == asWritten.types.count + 1)
    }
}
