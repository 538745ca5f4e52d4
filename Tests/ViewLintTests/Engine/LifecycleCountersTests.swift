import Testing
@testable import ViewLint

/// The lifecycle counters on hand-built programs: tasks that outlive their view (rule 41,
/// fact 50), objects replaced under a view (fact 48) and updates a view missed (fact 49).
@Suite struct LifecycleCountersTests {
    /// `Root` shows `Screen` (marked) while `shown`; `Screen`'s text carries `modifiers`.
    static func screen(_ modifiers: (ViewTemplate) -> ViewTemplate, fields: [Field] = []) -> ViewProgram {
        var p = ViewProgram(root: "Root", types: [
            ViewType("Root", fields: [.state("shown", .bool(true))],
                     body: .conditional(.read("shown"), .marked(0, .custom("Screen")), nil)),
            ViewType("Screen", fields: fields, body: modifiers(.text(.string("Prices")))),
        ])
        p.marks = [SiteMark("screen")]
        return p
    }

    static let goAndComeBack: [ScenarioStep] = (0..<3).flatMap { _ in
        [ScenarioStep.perform(on: .root, [.set("shown", .bool(false))]), .perform(on: .root, [.set("shown", .bool(true))])]
    }

    func counts(_ p: ViewProgram, _ steps: [ScenarioStep]) -> SiteCounts {
        (Engine().run(p, steps: steps).sites[0] ?? []).reduce(into: SiteCounts()) { $0.add($1.measured) }
    }

    @Test func aTaskStartedInOnAppearOutlivesItsViewAndATaskModifierDoesNot() {
        let unstructured = counts(Self.screen { $0.onAppear([.startTask(holder: nil)]) }, Self.goAndComeBack)
        #expect(unstructured.tasksOutlivingView == 3)
        // Returns 1, 2, 3 each start one beside the 1, 2, 3 still running.
        #expect(unstructured.tasksAlreadyRunning == 6)
        let structured = counts(Self.screen { $0.task([]) }, Self.goAndComeBack)
        #expect(structured.tasksOutlivingView == 0)
        #expect(structured.tasksAlreadyRunning == 0)
        #expect(structured.taskCancellations == 3)
    }

    /// Three rows of one `ForEach` each start a task: a sibling row's running task is not one an
    /// earlier appearance of the same code left behind.
    @Test func siblingRowsTasksAreNotCountedAsAlreadyRunning() {
        var p = ViewProgram(root: "Root", types: [
            ViewType("Root", fields: [.state("shown", .bool(false))],
                     body: .conditional(.read("shown"), .forEach(.literal(.array((0..<3).map { .int($0) })), id: .selfValue, element: "i",
                                                                 .marked(0, .text(.read("i")).onAppear([.startTask(holder: nil)]))), nil)),
        ])
        p.marks = [SiteMark("row")]
        let rows = counts(p, [.perform(on: .root, [.set("shown", .bool(true))])])
        #expect(rows.appearances == 3)
        #expect(rows.tasksAlreadyRunning == 0)
    }

    @Test func aKeptTaskCancelledInOnDisappearDoesNotOutliveItsView() {
        let fields: [Field] = [.state("listener", .none)]
        let cancelled = counts(Self.screen({ $0.onAppear([.startTask(holder: "listener")]).onDisappear([.cancelTask(holder: "listener")]) },
                                          fields: fields), Self.goAndComeBack)
        #expect(cancelled.tasksOutlivingView == 0)
        // Cancelling another holder leaves it running.
        let wrongHolder = counts(Self.screen({ $0.onAppear([.startTask(holder: "listener")]).onDisappear([.cancelTask(holder: "other")]) },
                                            fields: fields), Self.goAndComeBack)
        #expect(wrongHolder.tasksOutlivingView == 3)
    }

    /// `Host` re-renders `Editor`, whose `store` is made by its own default or owned.
    static func editor(_ store: Field, reads: Bool = true) -> ViewProgram {
        var p = ViewProgram(root: "Host", types: [
            ViewType("Host", fields: [.state("renders", .int(0)), .state("other", .int(0))],
                     body: .vstack([.text(.read("renders")), .marked(0, .custom("Editor"))])),
            ViewType("Editor", fields: [store, .state("tick", .int(0))],
                     body: .vstack([.text(reads ? .property("store", "text") : .string("-")), .text(.read("tick"))])),
        ], models: [ModelType("Store", kind: .observableObject, properties: [.init("text", .string(""), observed: true)])])
        p.marks = [SiteMark("editor")]
        return p
    }

    @Test func anObservedObjectMadeByItsDefaultIsReplacedWithEveryParentRender() {
        let renders = ScenarioStep.repeated(4, on: .root, [.increment("renders", by: 1)])
        #expect(counts(Self.editor(.observedObject("store", default: .newObject("Store"))), renders).objectsReplaced == 4)
        #expect(counts(Self.editor(.stateObject("store", model: "Store")), renders).objectsReplaced == 0)
    }

    @Test func aStateHoldingAnObservableObjectMissesWhatItPublishes() {
        let steps = (1...3).flatMap { k in
            [ScenarioStep.perform(on: .first("Editor"), [.setProperty("store", "text", .string("v\(k)"))]),
             .perform(on: .first("Editor"), [.increment("tick", by: 1)])]
        }
        let unobserved = counts(Self.editor(.state("store", initial: .newObject("Store"))), steps)
        #expect(unobserved.missedUpdates == 3)
        #expect(unobserved.bodyRuns == 3)  // only the `tick` changes re-run it
        #expect(counts(Self.editor(.stateObject("store", model: "Store")), steps).missedUpdates == 0)
        // A view that does not read the object misses nothing.
        #expect(counts(Self.editor(.state("store", initial: .newObject("Store")), reads: false), steps).missedUpdates == 0)
    }
}
