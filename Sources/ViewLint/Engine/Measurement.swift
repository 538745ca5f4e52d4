// Counters of one run: plain values, Codable, so findings can carry them. Rule, fact and §
// numbers in comments: docs/SWIFTUI-MODEL.md.

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
    public var runtimeWarnings: [RuntimeWarning] = []
    public init() {}

    /// The warnings as SwiftUI prints them.
    public var warnings: [String] { runtimeWarnings.map(\.message) }

    public func counters(of type: String) -> Counters { perType[type] ?? Counters() }
    public func bodyEvaluations(of type: String) -> Int { counters(of: type).bodyEvaluations }
}

/// A runtime warning SwiftUI would print, as a value the experiments can count.
public enum RuntimeWarning: Sendable, Equatable, Codable {
    /// A state write while a body runs (rule 19).
    case modifyingStateDuringUpdate
    /// `ForEach(0..<n)` whose count changed (rule 37, E21).
    case nonConstantRangeCount(count: Int, initial: Int)
    /// Two rows with the same id (fact 52).
    case duplicateRowID(String)
    /// Rows of a lazy container whose number of views is not constant (rule 43).
    case viewCountPerElementUnknown(path: String)

    public var message: String {
        switch self {
        case .modifyingStateDuringUpdate:
            return "Modifying state during view update, this will cause undefined behavior."
        case .nonConstantRangeCount(let count, let initial):
            return "ForEach<Range<Int>, Int, …> count (\(count)) != its initial count (\(initial)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
        case .duplicateRowID(let id):
            return "ForEach: the ID \(id) occurs multiple times within the collection, this will give undefined results!"
        case .viewCountPerElementUnknown(let path):
            return "Unable to determine number of views per element in the collection \(path). If this view only produces one view per element, consider wrapping it in a single container or using Group."
        }
    }
}

/// What happened at one instance of a marked site (`ViewTemplate.marked`): the experiments'
/// counters, kept per instance so that two uses of one view type are never added up.
public struct SiteCounts: Sendable, Equatable, Codable {
    /// Times a body built the marked code (for an expression mark: evaluated it).
    public var evaluations = 0
    /// Body runs of the project view at the mark.
    public var bodyRuns = 0
    /// Updates (passes) in which that body ran at least once.
    public var updatesWithBodyRun = 0
    /// Times the view at the mark was given a value that compared unequal to the last one.
    public var inputChanges = 0
    /// Re-checks inside a built-in control, presentation or `AnyView`: no user `body` runs.
    public var internalUpdates = 0
    /// New identities made at or below the mark after it was first built (replacements).
    public var replacements = 0
    public var stateDestroyed = 0
    public var appearances = 0
    public var disappearances = 0
    public var taskStarts = 0
    public var taskCancellations = 0
    /// Times a lazy container had to build the rows around the mark to count their views.
    public var rowsBuiltToCount = 0
    /// Times the value the mark tracks (a row's element) changed while the mark kept its identity.
    public var trackedChanges = 0
    /// Times a `ForEach` over a range kept its first count while the range changed (rule 37).
    public var staleRowCounts = 0
    /// Tasks started at the mark (`Task { … }` in a handler, or `.task`) still running once the
    /// view that started them was gone and its `onDisappear` had run (rule 41, fact 50).
    public var tasksOutlivingView = 0
    /// Tasks already running, started by an earlier appearance of the same code, each time the
    /// mark started another (the duplicates a re-appearance makes).
    public var tasksAlreadyRunning = 0
    /// Times a view at the mark was handed a new object where it had another: an
    /// `@ObservedObject` made by its own default (fact 48), an environment object made in `body`.
    public var objectsReplaced = 0
    /// Updates in which an `ObservableObject` a view at the mark read published a change and that
    /// view's body did not run: what it shows is stale (fact 49).
    public var missedUpdates = 0
    /// Updates in which the view at the mark was given an initial value for its `@State` or
    /// `@StateObject` that its storage, made at install, does not hold (rule 15): it shows a
    /// value the parent no longer passes.
    public var staleStateUpdates = 0
    public init() {}

    /// Adds another instance's counts.
    public mutating func add(_ o: SiteCounts) {
        evaluations += o.evaluations; bodyRuns += o.bodyRuns; updatesWithBodyRun += o.updatesWithBodyRun
        inputChanges += o.inputChanges; internalUpdates += o.internalUpdates; replacements += o.replacements
        stateDestroyed += o.stateDestroyed; appearances += o.appearances; disappearances += o.disappearances
        taskStarts += o.taskStarts; taskCancellations += o.taskCancellations; rowsBuiltToCount += o.rowsBuiltToCount
        trackedChanges += o.trackedChanges; staleRowCounts += o.staleRowCounts
        tasksOutlivingView += o.tasksOutlivingView; tasksAlreadyRunning += o.tasksAlreadyRunning
        objectsReplaced += o.objectsReplaced; missedUpdates += o.missedUpdates
        staleStateUpdates += o.staleStateUpdates
    }
}

/// One instance of a marked site in a run: its identity path, and its counts from the first
/// render on (`total`) and in the measured part (`measured`).
public struct SiteInstance: Sendable, Equatable, Codable {
    public var path: String
    public var total: SiteCounts
    public var measured: SiteCounts
    /// Still installed at the end of the run.
    public var alive: Bool
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
    /// Per mark (`ViewProgram.marks` index): its instances in the order they were created.
    public var sites: [Int: [SiteInstance]] = [:]
    /// Per mark: evaluations of an expression mark, from the first render on and measured.
    public var markEvaluations: [Int: (total: Int, measured: Int)] = [:]
    /// Selectors whose condition, evaluated, disagreed with the value the experiment held:
    /// (selector index, update in which it happened; 0 is the first render).
    public var selectorViolations: [(selector: Int, update: Int)] = []
    /// Selectors whose condition the engine evaluated to a known value at least once.
    public var evaluatedSelectors: Set<Int> = []
    /// Selectors whose condition was first evaluated against the held value: held by assumption.
    public var heldAgainstInitialValues: Set<Int> = []
    /// Where opaque expressions or views were met: (node path, reason).
    public var opaqueSites: [OpaqueSite]
    /// What happened at the marks `Engine.siteEvents` named.
    public var siteEventLog = SiteEventLog()
    /// The same, one line per update and instance.
    public var siteEvents: [String] { siteEventLog.lines }
    /// Whether a comparison in the run came out differently under the other semantics: when
    /// not, the run under the other semantics is this one.
    public var dependedOnSemantics = false
    /// Whether a view re-ran for a state only a binding consumer read (§3g, contested): what
    /// the run shows then holds only if SwiftUI re-runs an owner for that.
    public var dependedOnBindingReads = false
    /// The [derived] behaviours of the model the run exercised: what it shows may rest on them.
    public var usedDerived: Set<DerivedBehaviour> = []
    /// Types whose custom `==` the engine could not evaluate for two values the run compared: its
    /// answer there is `EngineOptions.unevaluatedEqualityAnswer`, an assumption the counts may rest on.
    public var unevaluatedEqualities: [String] = []
    /// View nodes the run created or updated after the install: the work it did.
    public var nodeVisits = 0
}

public struct OpaqueSite: Sendable, Equatable {
    public var nodePath: String
    public var type: String
    public var reason: String
}
