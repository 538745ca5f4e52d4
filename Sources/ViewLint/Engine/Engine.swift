// The public entry point: install a program, apply scenario steps, collect counters and trace.
// The engine's comments cite SwiftUI behaviour by the numbers of docs/SWIFTUI-MODEL.md
// (rule 15, fact 45, E9, §3a).
//
// Usage (E1 in docs/SWIFTUI-MODEL.md §2):
//
//     let program = ViewProgram(root: "ContentView", types: [
//         ViewType("ContentView", fields: [.state("value1", .bool(false)), .state("value2", .bool(false))],
//                  body: .vstack([
//                      .toggle(isOn: .binding("value1")),
//                      .custom("Nested", ["value2": .manualBinding(reads: [.read("value2")], writes: "value2")]),
//                  ])),
//         ViewType("Nested", fields: [.plain("value2", pod: false)], body: .toggle(isOn: .read("value2"))),
//     ])
//     let result = Engine().run(program, steps: ScenarioStep.repeated(10, on: .root, [.toggle("value1")]))
//     result.measured.bodyEvaluations(of: "Nested")   // 10
//
// A lint rule wraps the same steps in a `Scenario` and calls `evidence(asWritten:withFix:fix:)`.

/// Which view a scenario step acts on: the root, or the n-th live instance of a type in tree order.
public enum NodeSelector: Sendable {
    case root
    /// The first project view below the root: the view an experiment's host shows.
    case hosted
    case first(String)
    case nth(String, Int)
}

/// One thing a scenario does between updates. Each step's writes form one transaction.
public enum ScenarioStep: Sendable {
    /// Runs actions in the context of a view (its state, bindings and models).
    case perform(on: NodeSelector, [Action])
    /// The host re-renders the root view with a new argument value.
    case setRootArgument(String, Value)
    /// Removes the whole tree (the experiments' teardown).
    case tearDown

    /// Shorthand: `count` repetitions of the same actions on `selector`.
    public static func repeated(_ count: Int, on selector: NodeSelector, _ actions: [Action]) -> [ScenarioStep] {
        Array(repeating: .perform(on: selector, actions), count: count)
    }
}

public struct Engine: Sendable {
    public var options: EngineOptions
    /// Records the trace; off for benchmarks.
    public var tracing: Bool
    /// Marks (`ViewProgram.marks` indices) whose count changes the run reports as
    /// `RunResult.siteEvents`: the trace a finding keeps by default.
    public var siteEvents: Set<Int> = []

    public init(options: EngineOptions = EngineOptions(), tracing: Bool = true) {
        self.options = options
        self.tracing = tracing
    }

    /// Installs `program`, applies `setup` (not measured) then `steps` (measured).
    public func run(_ program: ViewProgram, setup: [ScenarioStep] = [], steps: [ScenarioStep] = []) -> RunResult {
        run(from: install(program), setup: setup, steps: steps)
    }

    /// `program` installed and its first render drained: runs that differ only in their steps
    /// start from it instead of installing again.
    public func install(_ program: ViewProgram) -> InstalledProgram {
        var runtime = Runtime(program: program, options: options, tracing: tracing, siteEventMarks: siteEvents)
        var outcome = RunOutcome.completed
        do throws(CapReached) {
            try runtime.installRoot()
            try runtime.drain()
        } catch {
            outcome = .capReached(error.reason)
            runtime.note("inconclusive: cap reached (\(error.reason))")
        }
        // Every run from this install reads its marks' paths: made once here, not once a run.
        runtime.cachePathsOfMarks()
        return InstalledProgram(runtime: runtime, outcome: outcome)
    }

    /// Applies `setup` (not measured) then `steps` (measured) to a copy of `installed`, under
    /// this engine's semantics. The install must come from an engine with the same tracing and
    /// site events, and with the same semantics unless its first render did not depend on them.
    public func run(from installed: InstalledProgram, setup: [ScenarioStep] = [], steps: [ScenarioStep] = []) -> RunResult {
        var runtime = installed.runtime
        let installSteps = runtime.steps
        // A run with steps copies the installed nodes on its first change anyway: copied once with
        // room for the nodes its updates add (a subtree made anew on each update adds its size
        // each time), not again each time the array grows. A run without steps (an experiment's
        // probe) changes nothing and shares the installed nodes.
        if !setup.isEmpty || !steps.isEmpty { runtime.nodes.reserveCapacity(runtime.nodes.count * 4 + 32) }
        runtime.useSemantics(options.semantics)
        var outcome = installed.outcome
        if outcome == .completed {
            do throws(CapReached) {
                for s in setup { try runtime.apply(s) }
                runtime.measuring = true
                for s in steps { try runtime.apply(s) }
            } catch {
                outcome = .capReached(error.reason)
                runtime.note("inconclusive: cap reached (\(error.reason))")
            }
        }
        runtime.collectCounters()
        var result = RunResult(outcome: outcome, total: runtime.total, measured: runtime.measured,
                         trace: runtime.trace, sites: runtime.siteInstances(), markEvaluations: runtime.markEvaluations,
                         selectorViolations: runtime.selectorViolations, evaluatedSelectors: runtime.evaluatedSelectors,
                         heldAgainstInitialValues: runtime.heldAgainstInitialValues,
                         opaqueSites: runtime.opaqueSites, siteEventLog: runtime.siteEventLog(),
                         dependedOnSemantics: runtime.comparator.use.mattered,
                         dependedOnBindingReads: runtime.restedOnBindingReads, nodeVisits: runtime.steps - installSteps)
        result.usedDerived = runtime.usedDerived
        result.unevaluatedEqualities = runtime.unevaluatedEqualities
        return result
    }
}

/// A program installed by `Engine.install`, ready for runs with different steps.
public struct InstalledProgram {
    var runtime: Runtime
    var outcome: RunOutcome
    /// Whether its first render depended on the semantics (else it is the same under both).
    public var dependedOnSemantics: Bool { runtime.comparator.use.mattered }

    /// Whether its first render evaluated any marked code.
    var evaluatedAMark: Bool { !runtime.markEvaluations.isEmpty }

    /// Whether the hosted view's body read its `@State` `field` (nil: no such view or state).
    func hostedBodyRead(_ field: String) -> Bool? { runtime.bodyRead(state: field, of: .hosted) }
}

extension Runtime {
    mutating func installRoot() throws(CapReached) {
        guard typeIndex[program.root] != nil else {
            taint(0, "root view `\(program.root)` is not in the program")
            return
        }
        let host = EvalContext(node: 0, locals: [:], inBody: false)
        let root = ViewTemplate.custom(program.root, program.rootArguments.mapValues { .literal($0) })
        let r = render(CompiledTemplate(root, typeIndex: typeIndex, types: program.types), host)
        isUpdating = true
        defer { isUpdating = false }
        rootNode = try create(r, parent: 0, owner: 0, env: program.environment, mode: .equatableUnlessPOD, slot: "")
        nodes[0].children = [rootNode]
    }

    mutating func apply(_ step: ScenarioStep) throws(CapReached) {
        defer { countTasksOutlivingTheirView() }
        switch step {
        case .perform(let selector, let actions):
            guard let node = select(selector) else {
                taint(0, "scenario target \(selector) is not installed")
                return
            }
            try perform(actions, EvalContext(node: node, locals: [:], inBody: false))
            try commit()
            try drain()
        case .setRootArgument(let name, let value):
            guard rootNode >= 0, let i = fieldIndex(name, in: rootNode) else {
                taint(0, "root has no field `\(name)`")
                return
            }
            pending.append(.host(field: i, value: value))
            try commit()
            try drain()
        case .tearDown:
            guard rootNode >= 0, nodes[rootNode].alive else { return }
            note("-- teardown")
            destroy(rootNode)
            try drain()
        }
    }

    func select(_ selector: NodeSelector) -> Int? {
        guard rootNode >= 0 else { return nil }
        switch selector {
        case .root:
            return nodes[rootNode].alive ? rootNode : nil
        case .hosted:
            return firstInPreorder(from: rootNode) { $0 != rootNode && self.customTypeName(of: $0) != nil }
        case .first(let type):
            return firstInPreorder(from: rootNode) { self.customTypeName(of: $0) == type }
        case .nth(let type, let n):
            let matches = preorder(from: rootNode).filter { self.customTypeName(of: $0) == type }
            return matches.indices.contains(n) ? matches[n] : nil
        }
    }
}
