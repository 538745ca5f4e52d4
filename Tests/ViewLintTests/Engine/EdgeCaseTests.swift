import Testing
@testable import ViewLint

/// docs/SWIFTUI-MODEL.md §3: what real SwiftUI does in each edge case.
@Suite struct EngineEdgeCaseTests {
    static let flips = ScenarioStep.repeated(5, on: .root, [.toggle("unrelated")])

    // MARK: a) Binding(get:set:) to a built-in control vs a custom child

    @Test(arguments: [Semantics.v17plus, .pre17])
    func aControlCountsControlUpdatesNotBodies(semantics: Semantics) {
        let p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("unrelated", .bool(false)), .state("flag", .bool(false))], body: .vstack([
                .text(.read("unrelated")),
                .toggle(isOn: .manualBinding(reads: [.read("flag")], writes: "flag")),
                .custom("Child", ["isOn": .manualBinding(reads: [.read("flag")], writes: "flag")]),
            ])),
            ViewType("Child", fields: [.binding("isOn")], body: .toggle(isOn: .binding("isOn"))),
        ])
        let r = Engine(options: EngineOptions(semantics: semantics)).run(p, steps: Self.flips)
        #expect(r.measured.bodyEvaluations(of: "Parent") == 5)
        #expect(r.measured.bodyEvaluations(of: "Child") == 5)
        // Two toggles: the parent's (5 re-checks) and the child's, whose binding is `$isOn` of a
        // new binding each time (5 more); neither is a user body.
        #expect(r.measured.counters(of: "Toggle").controlUpdates == 10)
        #expect(r.measured.counters(of: "Toggle").bodyEvaluations == 0)
    }

    @Test func aObservableReadInGetterBecomesAParentDependency() {
        // Rule 31: get() runs in the parent's body, so the parent tracks `model.flag`.
        let p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("model", initial: .newObject("Model"))], body:
                .toggle(isOn: .manualBinding(reads: [.property("model", "flag")], writes: nil))),
        ], models: [ModelType("Model", kind: .observable, properties: [.init("flag", .bool(false), observed: true)])])
        let r = Engine().run(p, steps: [.perform(on: .root, [.toggleProperty("model", "flag")])])
        #expect(r.measured.bodyEvaluations(of: "Parent") == 1)
        #expect(r.trace.contains("Parent: @dependencies changed."))
    }

    // MARK: b) Binding(get:set:) in .alert(isPresented:)

    @Test func bAlertWithManualBindingRunsNoExtraChildBody() {
        let p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("unrelated", .bool(false)), .state("item", .none)], body: .vstack([
                .text(.read("unrelated")),
                .custom("Child"),
            ]).alert(isPresented: .manualBinding(reads: [.derived("item != nil", [.read("item")]) { .bool($0[0] != .none) }],
                                                 writes: nil))),
            ViewType("Child", body: .text(.string("static"))),
        ])
        let r = Engine().run(p, steps: Self.flips)
        #expect(r.measured.bodyEvaluations(of: "Parent") == 5)
        #expect(r.measured.bodyEvaluations(of: "Child") == 0)
        #expect(r.measured.counters(of: "alert").controlUpdates == 5)
    }

    // MARK: c) custom == with @State (non-POD)

    static func cProgram(childFields: [Field], modifier: Bool) -> ViewProgram {
        let child = ViewTemplate.custom("Parity", ["number": .read("n")])
        return ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("n", .int(0))], body: modifier ? child.equatable() : child),
            ViewType("Parity", fields: childFields,
                     equality: { a, b in (a["number"].intValue ?? 0) % 2 == (b["number"].intValue ?? 0) % 2 },
                     body: .text(.read("number"))),
        ])
    }
    static let plusTwo = ScenarioStep.repeated(3, on: .root, [.increment("n", by: 2)])

    @Test func cNonPODViewUsesItsEqualityWithoutEquatableModifier() {
        let nonPOD = Self.cProgram(childFields: [.plain("number"), .state("flag", .bool(false))], modifier: false)
        let r = Engine().run(nonPOD, steps: Self.plusTwo)
        // `==` (parity) is consulted: 0 → 2 → 4 → 6 never re-runs the body (rule 6) …
        #expect(r.measured.bodyEvaluations(of: "Parity") == 0)
        // … so the displayed number goes stale (caveat 2): only the install ever ran the body.
        #expect(r.total.bodyEvaluations(of: "Parity") == 1)
    }

    @Test func cOwnStateChangeReRunsRegardlessOfEquality() {
        let p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("n", .int(0))], body: .custom("Parity", ["number": .read("n")])),
            ViewType("Parity", fields: [.plain("number"), .state("flag", .bool(false))],
                     equality: { _, _ in true }, body: .text(.read("flag"))),
        ])
        let r = Engine().run(p, steps: [.perform(on: .first("Parity"), [.toggle("flag")])])
        #expect(r.measured.bodyEvaluations(of: "Parity") == 1)
        #expect(r.trace.contains("Parity: _flag changed."))
    }

    @Test func cFirstComparisonMayBeBitwise() {
        let nonPOD = Self.cProgram(childFields: [.plain("number"), .state("flag", .bool(false))], modifier: false)
        let r = Engine(options: EngineOptions(layoutsReady: false)).run(nonPOD, steps: Self.plusTwo)
        #expect(r.measured.bodyEvaluations(of: "Parity") == 1)
    }

    @Test func cPODViewNeedsEquatableModifier() {
        let pod = Self.cProgram(childFields: [.plain("number")], modifier: false)
        #expect(Engine().run(pod, steps: Self.plusTwo).measured.bodyEvaluations(of: "Parity") == 3)
        let enforced = Self.cProgram(childFields: [.plain("number")], modifier: true)
        #expect(Engine().run(enforced, steps: Self.plusTwo).measured.bodyEvaluations(of: "Parity") == 0)
    }

    // MARK: d) ForEach(0..<n) with a constant n; offset identity under a shuffle

    static func rows(_ data: Expr, _ id: IDStrategy) -> ViewProgram {
        ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("items", .array([.string("a"), .string("b"), .string("c")]))],
                     body: .forEach(data, id: id, element: "item", .custom("Row", ["item": .read("item")]))),
            ViewType("Row", fields: [.plain("item", pod: false), .state("expanded", .bool(false))], body: .text(.read("item"))),
        ])
    }

    @Test func dConstantRangeIsCheapAndSilent() {
        let r = Engine().run(Self.rows(.int(3), .constantRange), steps: [.perform(on: .root, [.insert("items", at: 0, .string("z"))])])
        #expect(r.total.warnings.isEmpty)
        #expect(r.total.counters(of: "Row").stateAllocations == 3)
        #expect(r.measured.bodyEvaluations(of: "Row") == 0)
    }

    @Test func dOffsetIdentityKeepsStatePerPositionNotPerElement() {
        let move = [ScenarioStep.perform(on: .root, [.move("items", from: 0, to: 2)])]
        let byOffset = Engine().run(Self.rows(.read("items"), .offset), steps: move)
        // Rows keep their slots: no state moves with "a"; every slot shows a new element.
        #expect(byOffset.measured.counters(of: "Row").stateAllocations == 0)
        #expect(byOffset.measured.bodyEvaluations(of: "Row") == 3)
        #expect(byOffset.total.perNode.keys.contains("Parent/ForEach/[0]:Row"))
        let byElement = Engine().run(Self.rows(.read("items"), .selfValue), steps: move)
        // Keyed by element: the nodes move with their data, no body needs to run.
        #expect(byElement.measured.counters(of: "Row").stateAllocations == 0)
        #expect(byElement.measured.bodyEvaluations(of: "Row") == 0)
        #expect(byElement.total.perNode.keys.contains("Parent/ForEach/[\"a\"]:Row"))
    }

    // MARK: e) AnyView whose wrapped type is always the same

    @Test func eAnyViewWithStableTypeKeepsIdentity() {
        let p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("unrelated", .bool(false)), .state("big", .bool(false))], body: .vstack([
                .text(.read("unrelated")),
                .anyView(.custom("Card")),
                .anyViewChoosing(.read("big"), .custom("Card"), .custom("Badge")),
            ])),
            ViewType("Card", fields: [.state("count", .int(0))], body: .text(.read("count"))),
            ViewType("Badge", fields: [.state("count", .int(0))], body: .text(.read("count"))),
        ])
        let r = Engine().run(p, steps: Self.flips)
        // Same erased type: state kept, body not re-run (its value did not change) …
        #expect(r.measured.counters(of: "Card").stateAllocations == 0)
        #expect(r.measured.bodyEvaluations(of: "Card") == 0)
        // … but each parent update re-checks each AnyView (rule 35).
        #expect(r.measured.counters(of: "AnyView").controlUpdates == 10)
        // A different erased type replaces the subtree and its state.
        let swap = Engine().run(p, steps: [.perform(on: .root, [.toggle("big")])])
        #expect(swap.measured.counters(of: "Card").stateAllocations == 1)
        #expect(swap.measured.counters(of: "Badge").stateDestructions == 1)
    }

    // MARK: f) .id with a stable value

    @Test func fStableIDKeepsState() {
        let p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("unrelated", .bool(false))], body: .vstack([
                .text(.read("unrelated")),
                .custom("Counter").id(.string("counter")).onAppear([.log(.string("appear"))]),
            ])),
            ViewType("Counter", fields: [.state("count", .int(0))], body: .text(.read("count"))),
        ])
        let r = Engine().run(p, steps: Self.flips)
        #expect(r.measured.counters(of: "Counter").stateAllocations == 0)
        #expect(r.measured.counters(of: "Counter").stateDestructions == 0)
        #expect(r.total.log == ["appear"])
        #expect(r.total.perNode.keys.contains("Parent/VStack/1:.onAppear/.id(\"counter\")/Counter"))
    }

    // MARK: h) version sensitivity

    static func hProgram(_ argument: Expr) -> ViewProgram {
        ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("unrelated", .bool(false)), .stateObject("model", model: "Model"),
                                        .state("settings", .record(["sound": .bool(true)]))],
                     body: .vstack([.text(.read("unrelated")), .custom("Child", ["value": argument])])),
            ViewType("Child", fields: [.binding("value")], body: .toggle(isOn: .binding("value"))),
        ], models: [ModelType("Model", kind: .observableObject, properties: [.init("on", .bool(false), observed: true)])])
    }

    @Test func hObjectBindingsAreStableOnlyUnderV17() {
        let objectBinding = Self.hProgram(.modelBinding("model", "on"))
        let v17 = Engine(options: EngineOptions(semantics: .v17plus)).run(objectBinding, steps: Self.flips)
        #expect(v17.measured.bodyEvaluations(of: "Child") == 0)
        let pre = Engine(options: EngineOptions(semantics: .pre17)).run(objectBinding, steps: Self.flips)
        #expect(pre.measured.bodyEvaluations(of: "Child") == 5)
    }

    @Test(arguments: [Semantics.v17plus, .pre17])
    func hStateBindingsAreStableOnEveryVersion(semantics: Semantics) {
        for argument in [Expr.binding("unrelated"), .binding("settings", .member("sound"))] {
            // `$unrelated` changes value on each flip, so only the projection stays equal.
            let r = Engine(options: EngineOptions(semantics: semantics)).run(Self.hProgram(argument), steps: Self.flips)
            let expected = if case .binding(_, let path, _) = argument, path.isEmpty { 5 } else { 0 }
            #expect(r.measured.bodyEvaluations(of: "Child") == expected)
        }
    }
}
