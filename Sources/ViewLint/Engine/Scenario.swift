// Scenarios and evidence: an experiment run on the program as written and with a fix, yielding
// what a finding carries. Evidence is never invented: a cap or an opaque dependency makes it
// inconclusive, with the reason.

/// What a scenario counts, for one view type (a custom type name or a built-in such as `Toggle`).
public enum Quantity: Sendable, Equatable {
    case bodyEvaluations(String)
    case controlUpdates(String)
    case stateAllocations(String)
    case stateDestructions(String)
    case appearances(String)
    case disappearances(String)
    case taskStarts(String)
    case taskCancellations(String)
    case onChangeFires(String)

    public var type: String {
        switch self {
        case .bodyEvaluations(let t), .controlUpdates(let t), .stateAllocations(let t), .stateDestructions(let t),
             .appearances(let t), .disappearances(let t), .taskStarts(let t), .taskCancellations(let t),
             .onChangeFires(let t):
            return t
        }
    }

    public func value(in m: Measurement) -> Int {
        let c = m.counters(of: type)
        switch self {
        case .bodyEvaluations: return c.bodyEvaluations
        case .controlUpdates: return c.controlUpdates
        case .stateAllocations: return c.stateAllocations
        case .stateDestructions: return c.stateDestructions
        case .appearances: return c.appearances
        case .disappearances: return c.disappearances
        case .taskStarts: return c.taskStarts
        case .taskCancellations: return c.taskCancellations
        case .onChangeFires: return c.onChangeFires
        }
    }

    /// "`Child.body` ran 10 of 10 updates" style phrase.
    func phrase(_ m: Measurement) -> String {
        let n = value(in: m)
        switch self {
        case .bodyEvaluations(let t):
            return "`\(t).body` ran \(m.counters(of: t).updatesWithBodyRun) of \(m.updates) updates"
                + (n != m.counters(of: t).updatesWithBodyRun ? " (\(n) evaluations)" : "")
        case .controlUpdates(let t): return "`\(t)` re-checked \(n) times over \(m.updates) updates"
        case .stateAllocations(let t): return "`\(t)` state allocated \(n) times over \(m.updates) updates"
        case .stateDestructions(let t): return "`\(t)` state destroyed \(n) times over \(m.updates) updates"
        case .appearances(let t): return "`\(t)` onAppear fired \(n) times over \(m.updates) updates"
        case .disappearances(let t): return "`\(t)` onDisappear fired \(n) times over \(m.updates) updates"
        case .taskStarts(let t): return "`\(t)` task started \(n) times over \(m.updates) updates"
        case .taskCancellations(let t): return "`\(t)` task cancelled \(n) times over \(m.updates) updates"
        case .onChangeFires(let t): return "`\(t)` onChange fired \(n) times over \(m.updates) updates"
        }
    }
}

/// An experiment: setup (not counted), actions (counted), and the quantity to compare.
public struct Scenario: Sendable {
    public var name: String
    public var setup: [ScenarioStep]
    public var actions: [ScenarioStep]
    public var quantity: Quantity
    public var options: EngineOptions

    public init(name: String, setup: [ScenarioStep] = [], actions: [ScenarioStep], quantity: Quantity,
                options: EngineOptions = EngineOptions()) {
        self.name = name; self.setup = setup; self.actions = actions; self.quantity = quantity; self.options = options
    }

    public func run(_ program: ViewProgram) -> RunResult {
        Engine(options: options).run(program, setup: setup, steps: actions)
    }

    /// Runs the scenario as written and with the fix. Confirmed when the fix lowers the counted
    /// quantity, refuted when it does not, inconclusive on a cap or an opaque dependency.
    public func evidence(asWritten program: ViewProgram, withFix fixed: ViewProgram, fix: String) -> Evidence {
        let a = run(program), f = run(fixed)
        let trace = a.trace + ["-- with \(fix)"] + f.trace
        if let reason = inconclusiveReason(a) ?? inconclusiveReason(f).map({ "with \(fix): " + $0 }) {
            return Evidence(status: .inconclusive, summary: "inconclusive: " + reason,
                            asWritten: a.measured, withFix: f.measured, trace: trace)
        }
        let before = quantity.value(in: a.measured), after = quantity.value(in: f.measured)
        let summary = quantity.phrase(a.measured) + "; with \(fix): " + shortPhrase(f.measured)
        return Evidence(status: before > after ? .confirmed : .refuted, summary: summary,
                        asWritten: a.measured, withFix: f.measured, trace: trace)
    }

    /// Runs the scenario on the program alone: confirmed when the quantity is at least `threshold`.
    public func evidence(asWritten program: ViewProgram, atLeast threshold: Int) -> Evidence {
        let a = run(program)
        if let reason = inconclusiveReason(a) {
            return Evidence(status: .inconclusive, summary: "inconclusive: " + reason,
                            asWritten: a.measured, withFix: nil, trace: a.trace)
        }
        let n = quantity.value(in: a.measured)
        return Evidence(status: n >= threshold ? .confirmed : .refuted, summary: quantity.phrase(a.measured),
                        asWritten: a.measured, withFix: nil, trace: a.trace)
    }

    func shortPhrase(_ m: Measurement) -> String {
        if case .bodyEvaluations(let t) = quantity {
            return "\(m.counters(of: t).updatesWithBodyRun) of \(m.updates)"
        }
        return "\(quantity.value(in: m)) over \(m.updates) updates"
    }

    /// A cap, or an opaque site at a counted view or one of its ancestors.
    func inconclusiveReason(_ r: RunResult) -> String? {
        if case .capReached(let reason) = r.outcome { return "cap reached (\(reason))" }
        let counted = r.typesByPath.filter { $0.value == quantity.type }.map(\.key)
        for site in r.opaqueSites {
            let prefix = site.nodePath
            if site.nodePath.isEmpty || counted.contains(where: { $0 == prefix || $0.hasPrefix(prefix + "/") }) {
                return "`\(quantity.type)` depends on something the engine cannot model (\(site.reason) in `\(site.type)`)"
            }
        }
        return nil
    }
}
