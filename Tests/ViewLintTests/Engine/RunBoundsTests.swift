import Testing
@testable import ViewLint

/// Determinism, caps and when evidence must be inconclusive.
@Suite struct EngineRunBoundsTests {
    static let busy = ViewProgram(root: "Parent", types: [
        ViewType("Parent", fields: [.state("items", .array([.int(1), .int(2), .int(3)])), .state("flag", .bool(false)),
                                    .stateObject("model", model: "Model")],
                 body: .vstack([
                    .forEach(.read("items"), id: .selfValue, element: "item",
                             .custom("Row", ["item": .read("item"), "onTap": .closure(site: "tap")]).id(.fresh(.uuid))),
                    .ifElse(.read("flag"), then: .custom("Row", ["item": .int(0)]).task([.log(.string("t"))])),
                    .textField(text: .manualBinding(reads: [.property("model", "name")], writes: nil)),
                 ]).onChange(of: .read("flag"), [.log(.concat(.changeOld, .changeNew))])),
        ViewType("Row", fields: [.plain("item"), .closure("onTap"), .state("on", .bool(false))], body: .text(.read("item"))),
    ], models: [ModelType("Model", kind: .observableObject, properties: [.init("name", .string(""), observed: true)])])
    static let steps: [ScenarioStep] = [
        .perform(on: .root, [.toggle("flag"), .insert("items", at: 1, .int(9))]),
        .perform(on: .root, [.withAnimation([.move("items", from: 0, to: 3)]), .setProperty("model", "name", .string("x"))]),
        .perform(on: .first("Row"), [.toggle("on")]),
        .setRootArgument("flag", .bool(false)),
        .tearDown,
    ]

    @Test func sameProgramAndActionsGiveTheSameTraceAndCounts() {
        let a = Engine().run(Self.busy, steps: Self.steps)
        let b = Engine().run(Self.busy, steps: Self.steps)
        #expect(a.outcome == .completed)
        #expect(a.trace == b.trace)
        #expect(a.total == b.total)
        #expect(a.measured == b.measured)
        #expect(a.trace.count > 20)
        #expect(a.total.bodyEvaluations(of: "Row") > 3)
    }

    @Test func runsInParallelAgreeWithARunAlone() async {
        let alone = Engine().run(Self.busy, steps: Self.steps)
        let results = await withTaskGroup(of: RunResult.self) { group in
            for _ in 0..<8 { group.addTask { Engine().run(Self.busy, steps: Self.steps) } }
            var all: [RunResult] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0.trace == alone.trace && $0.total == alone.total })
    }

    @Test func feedbackLoopHitsTheUpdateCap() {
        // `onChange(of: x) { x += 1 }` never settles.
        let p = ViewProgram(root: "Loop", types: [
            ViewType("Loop", fields: [.state("x", .int(0))],
                     body: .text(.read("x")).onChange(of: .read("x"), [.increment("x", by: 1)])),
        ])
        let r = Engine(options: EngineOptions(limits: EngineLimits(maxUpdates: 50))).run(p, steps: [.perform(on: .root, [.increment("x", by: 1)])])
        #expect(r.outcome == .capReached("more than 50 updates"))
        #expect(r.trace.last == "inconclusive: cap reached (more than 50 updates)")
    }

    @Test func explodingProgramHitsTheNodeOrDepthCap() {
        let wide = ViewProgram(root: "Grid", types: [
            ViewType("Grid", body: .forEach(.literal(.array((0..<5_000).map { .int($0) })), id: .selfValue, element: "i",
                                            .text(.read("i")))),
        ])
        let r = Engine(options: EngineOptions(limits: EngineLimits(maxNodes: 1_000))).run(wide)
        #expect(r.outcome == .capReached("more than 1000 live nodes"))
        // A view that contains itself: unbounded nesting.
        let tree = ViewProgram(root: "Tree", types: [
            ViewType("Tree", body: .vstack([.custom("Tree"), .custom("Tree")])),
        ])
        #expect(Engine().run(tree).outcome == .capReached("views nested deeper than 200"))
        let deep = ViewProgram(root: "Chain", types: [ViewType("Chain", body: .custom("Chain"))])
        #expect(Engine().run(deep).outcome == .capReached("views nested deeper than 200"))
    }

    @Test func stepCapBoundsWork() {
        let p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("n", .int(0))],
                     body: .forEach(.literal(.array((0..<100).map { .int($0) })), id: .selfValue, element: "i",
                                    .custom("Cell", ["i": .read("i"), "n": .read("n")]))),
            ViewType("Cell", fields: [.plain("i"), .plain("n")], body: .text(.read("n"))),
        ])
        let r = Engine(options: EngineOptions(limits: EngineLimits(maxSteps: 500)))
            .run(p, steps: ScenarioStep.repeated(10, on: .root, [.increment("n", by: 1)]))
        #expect(r.outcome == .capReached("more than 500 steps"))
    }

    @Test func opaqueArgumentsTaintTheViewThatReadsThem() {
        func program(_ argument: Expr) -> ViewProgram {
            ViewProgram(root: "Parent", types: [
                ViewType("Parent", fields: [.state("n", .int(0))],
                         body: .vstack([.text(.read("n")), .custom("Child", ["value": argument])])),
                ViewType("Child", fields: [.plain("value", pod: false)], body: .text(.read("value"))),
            ])
        }
        let bump = ScenarioStep.repeated(3, on: .root, [.increment("n", by: 1)])
        let opaque = Engine().run(program(.opaque("formatter.string(from: date)")), steps: bump)
        #expect(opaque.opaqueSites.map(\.reason) == ["formatter.string(from: date)"])
        // The same expression with its reads known is modelled: the child follows `n`.
        let known = Engine().run(program(.function("formatter.string(from: n)", of: [.read("n")])), steps: bump)
        #expect(known.opaqueSites.isEmpty)
        #expect(known.measured.bodyEvaluations(of: "Child") == 3)
        // A value held constant (a global) is equal to itself: the child does not re-run.
        let held = Engine().run(program(.symbol("Theme.current")), steps: bump)
        #expect(held.opaqueSites.isEmpty)
        #expect(held.measured.bodyEvaluations(of: "Child") == 0)
    }

    @Test func writesDuringBodyAreDroppedWithAWarning() {
        let p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("n", .int(0))],
                     body: .vstack([.text(.read("n")), .writeDuringBody(.increment("n", by: 1))])),
        ])
        let r = Engine().run(p)
        #expect(r.total.warnings == ["Modifying state during view update, this will cause undefined behavior."])
        #expect(r.total.updates == 0)
        #expect(r.total.bodyEvaluations(of: "Parent") == 1)
    }

    @Test func stateInitialValueIsUsedOnlyAtInstall() {
        // Rule 15: `_x = State(initialValue: x)`: later parent values re-run the body but the
        // stored value stays.
        let p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("n", .int(1))], body: .custom("Child", ["x": .read("n")])),
            ViewType("Child", fields: [.state("x", .int(0))], body: .log(.read("x"))),
        ])
        let r = Engine().run(p, steps: [.perform(on: .root, [.set("n", .int(2))])])
        #expect(r.total.log == ["1", "1"])
        #expect(r.total.counters(of: "Child").stateAllocations == 1)
    }
}
