import Testing
@testable import ViewLint

/// docs/SWIFTUI-MODEL.md rules 28, 39 and 43, and E19: bindings into collections, the environment,
/// lazy containers.
@Suite struct EngineCollectionAndEnvironmentTests {
    static func todoList(container: String = "VStack", rows: ViewTemplate? = nil) -> ViewProgram {
        let items: Value = .array(["a", "b", "c"].map { .record(["id": .string($0), "done": .bool(false)]) })
        let row = rows ?? .custom("Row", ["item": .read("item")])
        return ViewProgram(root: "Todos", types: [
            ViewType("Todos", fields: [.state("items", items), .state("unrelated", .bool(false))],
                     body: .vstack([
                        .text(.read("unrelated")),
                        .container(container, [.forEach(.binding("items"), id: .keyPath("id"), element: "item", row)]),
                     ])),
            ViewType("Row", fields: [.binding("item")], body: .toggle(isOn: .binding("item", .member("done")))),
        ])
    }

    @Test func bindingRowsAllReRunWhenOneElementChanges() {
        // Rule 39: every row's binding captures the collection binding with its `_value`.
        let r = Engine().run(Self.todoList(), steps: [
            .perform(on: .nth("Row", 1), [.set("item", .literal(.record(["id": .string("b"), "done": .bool(true)])))]),
        ])
        #expect(r.measured.bodyEvaluations(of: "Row") == 3)
        #expect(r.measured.counters(of: "Row").stateAllocations == 0)
        // The write went through the row binding into the parent's array.
        #expect(r.trace.contains { $0.hasPrefix("state Todos._items = [{done: false, id: \"a\"}, {done: true, id: \"b\"}") })
    }

    @Test func bindingRowsSurviveUnrelatedUpdatesOnlyUnderV17() {
        let flips = ScenarioStep.repeated(2, on: .root, [.toggle("unrelated")])
        let v17 = Engine(options: EngineOptions(semantics: .v17plus)).run(Self.todoList(), steps: flips)
        #expect(v17.measured.bodyEvaluations(of: "Row") == 0)
        let pre = Engine(options: EngineOptions(semantics: .pre17)).run(Self.todoList(), steps: flips)
        #expect(pre.measured.bodyEvaluations(of: "Row") == 6)
    }

    @Test func conditionalRowsInALazyContainerWarn() {
        let conditionalRow = ViewTemplate.ifElse(.member(.read("item"), "done"), then: .text(.string("done")),
                                                 else: .custom("Row", ["item": .read("item")]))
        let lazy = Engine().run(Self.todoList(container: "List", rows: conditionalRow))
        #expect(lazy.total.warnings.count == 1)
        #expect(lazy.total.warnings.first?.hasPrefix("Unable to determine number of views per element") == true)
        #expect(Engine().run(Self.todoList(container: "VStack", rows: conditionalRow)).total.warnings.isEmpty)
        #expect(Engine().run(Self.todoList(container: "List")).total.warnings.isEmpty)
    }

    @Test func environmentChangeReachesReadersThroughUnchangedViews() {
        // Rule 28: `Middle` neither reads the key nor changes value; `Leaf` reads it and re-runs.
        let p = ViewProgram(root: "App", types: [
            ViewType("App", fields: [.state("dark", .bool(false))],
                     body: .custom("Middle").environment("colorScheme", .read("dark"))),
            ViewType("Middle", body: .vstack([.custom("Leaf"), .custom("Other")])),
            ViewType("Leaf", fields: [.environment("scheme", key: "colorScheme")], body: .text(.read("scheme"))),
            ViewType("Other", fields: [.environment("locale", key: "locale")], body: .text(.read("locale"))),
        ], environment: ["locale": .string("en")])
        let r = Engine().run(p, steps: [.perform(on: .root, [.toggle("dark")]),
                                        .perform(on: .root, [.writeSameValue("dark")])])
        #expect(r.measured.bodyEvaluations(of: "App") == 1)
        #expect(r.measured.bodyEvaluations(of: "Middle") == 0)
        #expect(r.measured.bodyEvaluations(of: "Leaf") == 1)
        #expect(r.measured.bodyEvaluations(of: "Other") == 0)
        #expect(r.trace.contains("Leaf: _scheme changed."))
    }

    @Test func e19BindableWriteThrough() {
        // `Subview(value: Bindable(model).value)` sets 1 in onAppear; the parent sees it.
        let p = ViewProgram(root: "ContentView", types: [
            ViewType("ContentView", fields: [.state("model", initial: .newObject("Model"))], body: .vstack([
                .log(.concat(.string("parent "), .property("model", "value"))),
                .custom("Subview", ["value": .modelBinding("model", "value")]),
            ])),
            ViewType("Subview", fields: [.binding("value")],
                     body: .text(.read("value")).onAppear([.set("value", .int(1))])),
        ], models: [ModelType("Model", kind: .observable, properties: [.init("value", .int(0), observed: true)])])
        let r = Engine().run(p)
        #expect(r.total.log == ["parent 0", "parent 1"])
        #expect(r.total.bodyEvaluations(of: "Subview") == 2)
    }

    static func selection(_ rowBinding: Expr) -> ViewProgram {
        ViewProgram(root: "Picker", types: [
            ViewType("Picker", fields: [.state("items", .array([.string("a"), .string("b"), .string("c")])),
                                        .state("selection", .array([])), .state("unrelated", .int(0))],
                     body: .vstack([
                        .text(.read("unrelated")),
                        .forEach(.read("items"), id: .selfValue, element: "item",
                                 .custom("Row", ["isOn": rowBinding, "item": .read("item")])),
                     ])),
            ViewType("Row", fields: [.binding("isOn"), .plain("item", pod: false)], body: .toggle(isOn: .binding("isOn"))),
        ])
    }

    @Test func keyPathSubscriptBindingIsTheStableFixForManualMembershipBindings() {
        let keyPath = Self.selection(.binding("selection", .contains(.read("item"))))
        let manual = Self.selection(.manualBinding(
            reads: [.derived("selection.contains(item)", [.read("selection"), .read("item")]) {
                .bool($0[0].arrayValue?.contains($0[1]) ?? false)
            }], writes: nil))
        let bumps = ScenarioStep.repeated(3, on: .root, [.increment("unrelated", by: 1)])
        #expect(Engine().run(manual, steps: bumps).measured.bodyEvaluations(of: "Row") == 9)
        #expect(Engine().run(keyPath, steps: bumps).measured.bodyEvaluations(of: "Row") == 0)
    }

    @Test func writingThroughAMembershipBindingUpdatesTheSet() {
        let p = Self.selection(.binding("selection", .contains(.read("item"))))
        let r = Engine().run(p, steps: [.perform(on: .nth("Row", 1), [.set("isOn", .bool(true))])])
        #expect(r.trace.contains("state Picker._selection = [\"b\"]"))
        // Only row "b"'s projection changed value; the parent re-ran (the toggles read the
        // bindings, rule 17) but rows "a" and "c" compare equal.
        #expect(r.measured.bodyEvaluations(of: "Picker") == 1)
        #expect(r.measured.bodyEvaluations(of: "Row") == 1)
        #expect(r.measured.perNode["Picker/VStack/1:ForEach/[\"b\"]:Row"]?.bodyEvaluations == 1)
    }

    @Test func environmentObjectIsObservedLikeObservedObject() {
        let p = ViewProgram(root: "App", types: [
            ViewType("App", fields: [.stateObject("store", model: "Store")],
                     body: .vstack([.custom("Badge"), .custom("Plain")]).environment("Store", .read("store"))),
            ViewType("Badge", fields: [.environmentObject("store", key: "Store")], body: .text(.property("store", "count"))),
            ViewType("Plain", body: .text(.string("static"))),
        ], models: [ModelType("Store", kind: .observableObject, properties: [.init("count", .int(0), observed: true)])])
        let r = Engine().run(p, steps: [.perform(on: .root, [.setProperty("store", "count", .int(1))])])
        #expect(r.measured.bodyEvaluations(of: "Badge") == 1)
        // The owner of the @StateObject re-runs too (rule 29); `Plain`'s value is unchanged.
        #expect(r.measured.bodyEvaluations(of: "App") == 1)
        #expect(r.measured.bodyEvaluations(of: "Plain") == 0)
        #expect(r.trace.contains("Badge: _store changed."))
    }
}
