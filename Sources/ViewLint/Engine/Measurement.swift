// Counters of one run: plain values, Codable, so findings can carry them.

public struct Counters: Sendable, Equatable, Codable {
    public var bodyEvaluations = 0
    /// Updates (passes) in which this body ran at least once.
    public var updatesWithBodyRun = 0
    /// Built-in control or presentation modifier re-checks: internal cost, no user body (§3a).
    public var controlUpdates = 0
    public var stateAllocations = 0
    public var stateDestructions = 0
    public var appearances = 0
    public var disappearances = 0
    public var taskStarts = 0
    public var taskCancellations = 0
    public var onChangeFires = 0
    public init() {}

    mutating func add(_ o: Counters) {
        bodyEvaluations += o.bodyEvaluations; updatesWithBodyRun += o.updatesWithBodyRun
        controlUpdates += o.controlUpdates; stateAllocations += o.stateAllocations
        stateDestructions += o.stateDestructions; appearances += o.appearances
        disappearances += o.disappearances; taskStarts += o.taskStarts
        taskCancellations += o.taskCancellations; onChangeFires += o.onChangeFires
    }
}

/// The counters of one run (or of its measured part).
public struct Measurement: Sendable, Equatable, Codable {
    /// Committed update passes.
    public var updates = 0
    /// Per view type (custom type names and built-in names such as `Toggle`, `Color`).
    public var perType: [String: Counters] = [:]
    /// Per node, keyed by its identity path (e.g. `ContentView/VStack[1]/Nested`).
    public var perNode: [String: Counters] = [:]
    /// The experiments' event log (`log` actions).
    public var log: [String] = []
    /// SwiftUI runtime warnings the run would print.
    public var warnings: [String] = []
    public init() {}

    public func counters(of type: String) -> Counters { perType[type] ?? Counters() }
    public func bodyEvaluations(of type: String) -> Int { counters(of: type).bodyEvaluations }
}

/// How a run ended.
public enum RunOutcome: Sendable, Equatable {
    case completed
    /// A cap was hit; the counters are incomplete.
    case capReached(String)
}

public struct RunResult: Sendable {
    public var outcome: RunOutcome
    /// Everything from install to the end.
    public var total: Measurement
    /// From the end of setup to the end (what a scenario counts).
    public var measured: Measurement
    /// `_printChanges()`-style lines, state allocation/destruction, events, warnings.
    public var trace: [String]
    /// Where opaque expressions or views were met: (node path, reason).
    public var opaqueSites: [OpaqueSite]
    /// Node identity path → counter name (type), for relating opaque sites to counted views.
    public var typesByPath: [String: String]
}

public struct OpaqueSite: Sendable, Equatable {
    public var nodePath: String
    public var type: String
    public var reason: String
}
