import Testing
@testable import ViewLint

/// docs/SWIFTUI-MODEL.md §2: each documented experiment, built with the builder API, with the reported
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

    @Test func e1AsASiteExperiment() {
        var written = Self.e1(nestedArgument: .marked(0, Self.manual))
        written.marks = [SiteMark("binding")]
        let fixed = written.rewritingExpression(at: 0) { _ in .binding("value2") }
        // The receiver is found from the marked value and counted per instance.
        var counted = written
        let receiver = counted.markReceivers(of: 0, with: 1)
        #expect(receiver == .view("Nested"))
        counted.marks.append(SiteMark("receiver"))
        var countedFix = fixed
        _ = countedFix.markReceivers(of: 0, with: 1)
        countedFix.marks.append(SiteMark("receiver"))
        let flips = Driver("changing `value1`", kind: .state, field: "value1", steps: Self.flips, semantics: [.v17plus, .pre17])
        let outcome = SiteExperiment(program: counted, fixed: countedFix, drivers: [flips], site: 0, counted: 1,
                                     options: EngineOptions(), measure: { $0.updatesWithBodyRun }).run()
        guard case .confirmed(let run) = outcome.verdict else { Issue.record("E1 not confirmed"); return }
        #expect(run.asWritten.updatesWithBodyRun == 10)
        #expect(run.withFix.updatesWithBodyRun == 0)
        #expect(run.semantics == .v17plus)
        // `ContentView` reads `value1` only through the `Toggle`'s `$value1`: the confirmation
        // rests on rule 17 (§3g) and says so.
        #expect(outcome.assumptions.count == 1)
        #expect(outcome.assumptions.first?.contains("`$value1`") == true)
    }

    // MARK: E2 — `$text` to a control and a child (§3g switch)

    static let e2 = ViewProgram(root: "ContentView", types: [
        ViewType("ContentView", fields: [.state("text", .string(""))], body: .vstack([
            .textField(text: .binding("text")),
            .custom("WrappedText", ["text": .binding("text")]),
        ])),
        ViewType("WrappedText", fields: [.binding("text")], body: .text(.read("text"))),
    ])
    static let typing = ["a", "ab", "abc"].map { ScenarioStep.perform(on: .root, [.set("text", .string($0))]) }

    @Test func e2OwnerReRunsWhenABindingReadMarksIt() {
        let r = Engine().run(Self.e2, steps: Self.typing)
        #expect(r.measured.bodyEvaluations(of: "ContentView") == 3)
        #expect(r.measured.bodyEvaluations(of: "WrappedText") == 3)
        #expect(r.measured.counters(of: "TextField").controlUpdates == 3)
        // `ContentView` re-ran only because consumers read `$text`: the run says so.
        #expect(r.dependedOnBindingReads)
    }

    @Test func aBodyReadOfTheStateIsNoBindingOnlyReRun() {
        let read = ViewProgram(root: "ContentView", types: [
            ViewType("ContentView", fields: [.state("text", .string(""))], body: .vstack([
                .textField(text: .binding("text")),
                .text(.read("text")),
            ])),
        ])
        let r = Engine().run(read, steps: Self.typing)
        #expect(r.measured.bodyEvaluations(of: "ContentView") == 3)
        #expect(!r.dependedOnBindingReads)
    }

    @Test func e2ReportedBehaviourWithTheSwitchOff() {
        let r = Engine(options: EngineOptions(bindingReadMarksOwner: false)).run(Self.e2, steps: Self.typing)
        #expect(r.measured.bodyEvaluations(of: "ContentView") == 0)
        #expect(r.measured.bodyEvaluations(of: "WrappedText") == 3)
        #expect(r.trace.contains("WrappedText: _text changed."))
    }

    // MARK: E3–E6 — model objects

    static func subviewsProgram(holder: Field, model: ModelType, toggled: String) -> ViewProgram {
        ViewProgram(root: "ContentView", types: [
            ViewType("ContentView", fields: [holder], body: .vstack([
                .custom("Subview", ["condition": .property("model", "t1")]),
                .custom("Subview", ["condition": .property("model", "t2")]),
            ]).onAppear([.toggleProperty("model", toggled)])),
            ViewType("Subview", fields: [.plain("condition")], body: .text(.read("condition"))),
        ], models: [model])
    }
    static let combineModel = ModelType("Model", kind: .observableObject, properties: [
        .init("t1", .bool(false), observed: true),   // @Published
        .init("t2", .bool(false), observed: false),  // plain var
    ])
    static let observableModel = ModelType("Model", kind: .observable, properties: [
        .init("t1", .bool(false), observed: true),   // tracked
        .init("t2", .bool(false), observed: false),  // @ObservationIgnored
    ])

    static func counts(_ p: ViewProgram) -> [Int] {
        let r = Engine().run(p)
        return [r.total.bodyEvaluations(of: "ContentView"), r.total.bodyEvaluations(of: "Subview")]
    }

    @Test func e3StateObjectPublishedChange() {
        let p = Self.subviewsProgram(holder: .stateObject("model", model: "Model"), model: Self.combineModel, toggled: "t1")
        #expect(Self.counts(p) == [2, 3])
    }

    @Test func e4StateObjectPlainChange() {
        let p = Self.subviewsProgram(holder: .stateObject("model", model: "Model"), model: Self.combineModel, toggled: "t2")
        #expect(Self.counts(p) == [1, 2])
    }

    @Test func e5ObservedObject() {
        let holder = Field.observedObject("model", default: .newObject("Model"))
        #expect(Self.counts(Self.subviewsProgram(holder: holder, model: Self.combineModel, toggled: "t1")) == [2, 3])
        #expect(Self.counts(Self.subviewsProgram(holder: holder, model: Self.combineModel, toggled: "t2")) == [1, 2])
    }

    @Test func e6ObservableModel() {
        for holder in [Field.state("model", initial: .newObject("Model")),
                       Field.plain("model", pod: false, default: .newObject("Model"))] {
            #expect(Self.counts(Self.subviewsProgram(holder: holder, model: Self.observableModel, toggled: "t1")) == [2, 3])
            #expect(Self.counts(Self.subviewsProgram(holder: holder, model: Self.observableModel, toggled: "t2")) == [1, 2])
        }
    }

    // MARK: E7 — transaction coalescing

    @Test func e7WritesCoalescePerTransaction() {
        let p = ViewProgram(root: "ContentView", types: [
            ViewType("ContentView", fields: [.state("value", .int(0))], body: .vstack([
                .log(.concat(.string("body "), .read("value"))),
            ]).onChange(of: .read("value"), [.log(.concat(.string("change "), .changeOld, .string(" "), .changeNew))])
              .onAppear([.set("value", .int(1)), .set("value", .int(2)),
                         .withAnimation([.set("value", .int(3)), .set("value", .int(4))])])),
        ])
        let r = Engine().run(p)
        #expect(r.total.log == ["body 0", "body 2", "body 4", "change 0 2", "change 2 4"])
    }

    // MARK: E8 — onChange

    static func e8(initial: Bool, start: Value) -> ViewProgram {
        ViewProgram(root: "ContentView", types: [
            ViewType("ContentView", fields: [.state("value", start)], body: .color("red")
                .onChange(of: .read("value"), initial: initial,
                          [.log(.concat(.changeOld, .string(">"), .changeNew))])),
        ])
    }

    @Test func e8OnChangeSemantics() {
        let writes: [ScenarioStep] = [.perform(on: .root, [.set("value", .int(1))]),
                                      .perform(on: .root, [.set("value", .int(2))])]
        #expect(Engine().run(Self.e8(initial: false, start: .int(0)), steps: writes).total.log == ["0>1", "1>2"])
        #expect(Engine().run(Self.e8(initial: true, start: .int(0)), steps: writes).total.log == ["0>0", "0>1", "1>2"])
        let again = writes + [.perform(on: .root, [.set("value", .int(2))])]
        #expect(Engine().run(Self.e8(initial: false, start: .int(0)), steps: again).total.log.count == 2)
        let bools = [true, false, true].map { ScenarioStep.perform(on: .root, [.set("value", .bool($0))]) }
        let r = Engine().run(Self.e8(initial: false, start: .bool(false)), steps: bools)
        #expect(r.total.counters(of: "Color").onChangeFires == 3)
    }

    // MARK: E9 — `.id()` placement vs onAppear

    @Test func e9IdPlacementDecidesWhetherOnAppearRepeats() {
        func program(_ body: ViewTemplate) -> ViewProgram {
            ViewProgram(root: "ContentView", types: [
                ViewType("ContentView", fields: [.state("showRed", .bool(false))], body: body),
            ])
        }
        let inside = program(.color("red").onAppear([.log(.string("appear"))]).id(.read("showRed")))
        let outside = program(.color("red").id(.read("showRed")).onAppear([.log(.string("appear"))]))
        let toggle = [ScenarioStep.perform(on: .root, [.toggle("showRed")])]
        #expect(Engine().run(inside, steps: toggle).total.counters(of: "Color").appearances == 2)
        #expect(Engine().run(outside, steps: toggle).total.counters(of: "Color").appearances == 1)
        // Each identity has its own node path.
        let paths = Engine().run(inside, steps: toggle).total.perNode.filter { $0.value.appearances > 0 }.keys.sorted()
        #expect(paths == ["ContentView/.id(false)/.onAppear", "ContentView/.id(true)/.onAppear"])
    }

    // MARK: E10 — appear/disappear order on an id change

    static func e10(identityTransition: Bool) -> ViewProgram {
        var content = ViewTemplate.color("red")
            .onAppear([.log(.concat(.string("A"), .read("toggle")))])
            .onDisappear([.log(.concat(.string("D"), .read("toggle")))])
        if identityTransition { content = content.transition(identity: true) }
        return ViewProgram(root: "ContentView", types: [
            ViewType("ContentView", fields: [.state("toggle", .bool(false))], body: content.id(.read("toggle"))),
        ])
    }

    @Test func e10NewAppearsBeforeOldDisappears() {
        let steps: [ScenarioStep] = [.perform(on: .root, [.toggle("toggle")]), .tearDown]
        #expect(Engine().run(Self.e10(identityTransition: false), steps: steps).total.log.joined() == "AFATDTDT")
        #expect(Engine().run(Self.e10(identityTransition: true), steps: steps).total.log.joined() == "AFDTATDT")
    }

    // MARK: E11 — task and task(id:)

    @Test func e11TaskIDRestartsOnChange() {
        func program(_ task: (ViewTemplate) -> ViewTemplate) -> ViewProgram {
            ViewProgram(root: "ContentView", types: [
                ViewType("ContentView", fields: [.state("value", .int(0))],
                         body: task(.color("red")).onAppear([.increment("value", by: 1)])),
            ])
        }
        let plain = Engine().run(program { $0.task([.log(.string("run"))]) })
        #expect(plain.total.counters(of: "Color").taskStarts == 1)
        #expect(plain.total.log == ["run"])
        let keyed = Engine().run(program { $0.task(id: .read("value"), [.log(.string("run"))]) })
        #expect(keyed.total.counters(of: "Color").taskStarts == 2)
        #expect(keyed.total.counters(of: "Color").taskCancellations == 1)
        #expect(keyed.total.log == ["run", "run"])
    }

    // MARK: E12 — `.equatable()` with POD content

    static func e12(equatable: Bool, modifier: Bool) -> ViewProgram {
        let parity: ViewEquality = { a, b in (a["number"].intValue ?? 0) % 2 == (b["number"].intValue ?? 0) % 2 }
        let child = ViewTemplate.custom("NumberView", ["number": .read("count")])
        return ViewProgram(root: "Wrapper", types: [
            ViewType("Wrapper", fields: [.state("count", .int(0))], body: modifier ? child.equatable() : child),
            ViewType("NumberView", fields: [.plain("number")], equality: equatable ? parity : nil,
                     body: .text(.read("number"))),
        ])
    }
    static let plusTwoTwice = ScenarioStep.repeated(2, on: .root, [.increment("count", by: 2)])

    @Test(arguments: [true, false])
    func e12EquatableModifierWithPODContent(layoutsReady: Bool) {
        let engine = Engine(options: EngineOptions(layoutsReady: layoutsReady))
        let plain = engine.run(Self.e12(equatable: false, modifier: false), steps: Self.plusTwoTwice)
        #expect(plain.total.bodyEvaluations(of: "NumberView") == 3)
        // POD with `==` but no `.equatable()`: `==` ignored (rule 5).
        let ignored = engine.run(Self.e12(equatable: true, modifier: false), steps: Self.plusTwoTwice)
        #expect(ignored.total.bodyEvaluations(of: "NumberView") == 3)
        // With `.equatable()`: 1 once layouts are ready; 2 when the first comparison is bitwise
        // (rule 12; the compatibility test's "2 locally").
        let enforced = engine.run(Self.e12(equatable: true, modifier: true), steps: Self.plusTwoTwice)
        #expect(enforced.total.bodyEvaluations(of: "NumberView") == (layoutsReady ? 1 : 2))
    }

    // MARK: E14 — `_printChanges` on first render

    @Test func e14PrintChangesOnFirstRender() {
        func firstLine(_ fields: [Field]) -> String? {
            let r = Engine().run(ViewProgram(root: "ContentView", types: [
                ViewType("ContentView", fields: fields, body: .text(.string("hi"))),
            ]))
            return r.trace.first { $0.hasPrefix("ContentView:") }
        }
        #expect(firstLine([]) == "ContentView: @self changed.")
        #expect(firstLine([.plain("title", pod: false, default: .string("t"))]) == "ContentView: @self changed.")
        #expect(firstLine([.state("name", .string(""))]) == "ContentView: @self, @identity, _name changed.")
    }

    // MARK: E16 — if/else vs an inert modifier

    @Test func e16ConditionalModifierMakesTwoIdentities() {
        func program(_ body: ViewTemplate) -> ViewProgram {
            ViewProgram(root: "ContentView", types: [
                ViewType("ContentView", fields: [.state("past", .bool(false))], body: body),
                ViewType("Content", fields: [.state("expanded", .bool(false))], body: .text(.read("expanded"))),
            ])
        }
        let content = ViewTemplate.custom("Content")
        let conditional = program(.ifElse(.read("past"), then: content.opacity(.literal(.double(0.3))), else: content))
        let inert = program(content.opacity(.derived("past ? 0.3 : 1", [.read("past")]) {
            .double($0[0].boolValue == true ? 0.3 : 1)
        }))
        let flips = ScenarioStep.repeated(4, on: .root, [.toggle("past")])
        let a = Engine().run(conditional, steps: flips).total.counters(of: "Content")
        #expect(a.stateAllocations == 5)
        #expect(a.stateDestructions == 4)
        let b = Engine().run(inert, steps: flips).total.counters(of: "Content")
        #expect(b.stateAllocations == 1)
        #expect(b.stateDestructions == 0)
        #expect(b.bodyEvaluations == 1)
    }

    // MARK: E18 — random identity

    static func e18(rowID: Expr?, strategy: IDStrategy) -> ViewProgram {
        var row = ViewTemplate.custom("Row", ["item": .read("item")])
        if let rowID { row = row.id(rowID) }
        return ViewProgram(root: "ContentView", types: [
            ViewType("ContentView", fields: [.state("items", .array([.int(1), .int(2), .int(3)])), .state("tick", .int(0))],
                     body: .vstack([.text(.read("tick")), .forEach(.read("items"), id: strategy, element: "item", row)])),
            ViewType("Row", fields: [.plain("item"), .state("highlighted", .bool(false))], body: .text(.read("item"))),
        ])
    }

    @Test func e18RandomIdentityRebuildsEveryRowOnEveryUpdate() {
        let ticks = ScenarioStep.repeated(5, on: .root, [.increment("tick", by: 1)])
        for p in [Self.e18(rowID: .fresh(.uuid), strategy: .selfValue), Self.e18(rowID: nil, strategy: .mintedInBody)] {
            let r = Engine().run(p, steps: ticks)
            #expect(r.measured.counters(of: "Row").stateAllocations == 15)
            #expect(r.measured.counters(of: "Row").stateDestructions == 15)
            #expect(r.measured.bodyEvaluations(of: "Row") == 15)
        }
        let stable = Engine().run(Self.e18(rowID: nil, strategy: .selfValue), steps: ticks)
        #expect(stable.measured.counters(of: "Row").stateAllocations == 0)
        #expect(stable.measured.bodyEvaluations(of: "Row") == 0)
    }

    // MARK: E20 — same-value write

    @Test func e20SameValueWriteDoesNothing() {
        let r = Engine().run(Self.e8(initial: false, start: .int(5)), steps: [
            .perform(on: .root, [.writeSameValue("value")]),
            .perform(on: .root, [.set("value", .int(5))]),
        ])
        #expect(r.measured.updates == 0)
        #expect(r.measured.bodyEvaluations(of: "ContentView") == 0)
        #expect(r.measured.counters(of: "Color").onChangeFires == 0)
    }

    // MARK: E21 — `ForEach(0..<count)` with a changing count

    @Test func e21NonConstantRangeKeepsItsInitialCount() {
        let p = ViewProgram(root: "ContentView", types: [
            ViewType("ContentView", fields: [.state("count", .int(3))],
                     body: .forEach(.read("count"), id: .constantRange, element: "i", .custom("Row", ["i": .read("i")]))),
            ViewType("Row", fields: [.plain("i")], body: .text(.read("i"))),
        ])
        let r = Engine().run(p, steps: [.perform(on: .root, [.set("count", .int(5))])])
        #expect(r.total.counters(of: "Row").stateAllocations == 0)
        #expect(r.total.bodyEvaluations(of: "Row") == 3)
        #expect(r.total.warnings.count == 1)
        #expect(r.total.warnings.first?.hasPrefix("ForEach<Range<Int>, Int, …> count (5) != its initial count (3).") == true)
        #expect(r.total.perNode.keys.filter { $0.hasSuffix("Row") }.count == 3)
    }
}
