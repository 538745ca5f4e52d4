// Site-centred experiments: a program hosting the flagged code, the drivers that
// re-run the code around it, and what to count at the flagged site. Each driver runs as written
// and with the rule's fix; the verdict follows the rules below, and every condition held and
// value assumed is carried to the summary.
//
// - Confirmed: some driver, having exercised the flagged code, makes the fix lower the count.
// - Refuted: every driver exercised the flagged code and no fix lowered the count.
// - Inconclusive otherwise, with the reason in a SwiftUI developer's words.

/// Something an experiment varies to re-run the code around the site: a `@State` of the view, an
/// argument its parent passes, an observed model, the environment, the parent re-rendering.
public struct Driver: Sendable {
    public enum Kind: Sendable, Equatable {
        case state, argument, binding, parentRender, observableObject, observable, environment
    }
    /// As people read it: "changing `fontSize`", "the parent passing a new `title`".
    public var description: String
    public var kind: Kind
    /// The view's field it varies (for leaving out fields a held condition reads).
    public var field: String?
    /// For a model property driver, the property (`title` of `model.title`).
    public var property: String?
    /// One update per step.
    public var steps: [ScenarioStep]
    /// The SwiftUI versions whose behaviour applies (an `@Observable` model needs iOS 17).
    public var semantics: [Semantics]
    /// A rule's own change designed to keep the conditions held around the site (a
    /// collection edited but never emptied): allowed to vary what they read, checked at run
    /// time. Other drivers never vary what a held condition reads.
    public var keepsHeldConditions = false

    public init(_ description: String, kind: Kind, field: String?, property: String? = nil, steps: [ScenarioStep],
                semantics: [Semantics]) {
        self.description = description; self.kind = kind; self.field = field; self.property = property
        self.steps = steps; self.semantics = semantics
    }
}

/// One driver's two runs, as the rule reads them.
public struct DriverRun: Sendable {
    public var driver: Driver
    public var semantics: Semantics
    /// Counts at the counted mark's first instance, measured part, as written and with the fix.
    public var asWritten: SiteCounts
    public var withFix: SiteCounts
    /// Measured updates (committed passes) of the run as written.
    public var updates: Int
    /// Why the run says nothing (nil when it exercised the flagged code).
    public var notExercised: String?
    /// The change did not make the code around the site run again: nothing there was rebuilt.
    public var inert: Bool
    /// Updates in which the change made the counted view anew, with the fix as with the code as
    /// written (a view above it took a new identity, an `.id` that changed): its first instance's
    /// counts end where it went, and no view stays for the fix to spare. Nil when it stayed.
    public var madeAnew: Int?
    /// For a confirming run: the driver's other semantics under which the fix did not lower
    /// the count (a summary then says which SwiftUI versions the confirmation is true of).
    public var notConfirmedUnder: [Semantics] = []
    /// The [derived] behaviours of the model either run exercised (`DerivedBehaviour`).
    public var usedDerived: Set<DerivedBehaviour> = []
    /// Types whose custom `==` either run could not evaluate (`RunResult.unevaluatedEqualities`).
    public var unevaluatedEqualities: [String] = []
}

public struct SiteExperiment: Sendable {
    public var program: ViewProgram
    public var fixed: ViewProgram
    public var drivers: [Driver]
    /// The mark whose evaluation shows the flagged code ran (the site itself).
    public var site: Int
    /// Further marks that are the flagged code too (each erasure a declaration makes): the
    /// code ran when any of them was evaluated.
    public var alsoSite: [Int] = []
    /// The mark whose first instance is counted (the site, or what receives it).
    public var counted: Int
    /// The quantity compared.
    public var measure: @Sendable (SiteCounts) -> Int
    public var options: EngineOptions
    /// Count every instance of the counted mark together (the rows of a flagged `ForEach` are
    /// all the site), not only the first.
    public var countsEveryInstance = false
    /// Further counted marks, each at its first instance, added up (every place a view shows
    /// an erased view it stores).
    public var alsoCounted: [Int] = []
    /// What a run must also show to have exercised the flagged code, beyond running the code
    /// around it (state_from_argument: a new value reached the state). A run without it is no
    /// evidence either way; when no run has it, the verdict is inconclusive with `otherwise`'s
    /// reason, given the drivers left out because a held condition reads them.
    public var exercised: ExercisedCheck?

    public struct ExercisedCheck: Sendable {
        public var shows: @Sendable (DriverRun) -> Bool
        public var otherwise: @Sendable (_ heldDrivers: [String]) -> String
        public init(shows: @escaping @Sendable (DriverRun) -> Bool, otherwise: @escaping @Sendable (_ heldDrivers: [String]) -> String) {
            self.shows = shows; self.otherwise = otherwise
        }
    }
    /// Whether the counts depend on the counted view's content: false when they follow only the
    /// view's own life (a task outliving it), which its descendants cannot end, so what the
    /// engine cannot model below it does not matter.
    public var contentMatters = true
    /// A run no other driver can outdo, when the rule knows no run can confirm (a built-in
    /// control's re-checks, with no view of the project below it to run a `body`): the drivers
    /// after the one that gave such a run are not run. Nil: every driver runs unless one confirms.
    public var settledBy: (@Sendable (DriverRun) -> Bool)?
    /// Off only to check the search against running every driver in order.
    var defersRuleSeventeenDrivers = true

    public init(program: ViewProgram, fixed: ViewProgram, drivers: [Driver], site: Int, counted: Int,
                options: EngineOptions, measure: @escaping @Sendable (SiteCounts) -> Int) {
        self.program = program; self.fixed = fixed; self.drivers = drivers; self.site = site
        self.counted = counted; self.options = options; self.measure = measure
    }

    public enum Verdict: Sendable {
        case confirmed(DriverRun)
        /// Every driver's runs, all exercised, none lowered by the fix.
        case refuted([DriverRun])
        case inconclusive(String)
    }

    /// The outcome, with what the experiment held.
    public struct Outcome: Sendable {
        public var verdict: Verdict
        /// Held conditions met while the flagged code was built.
        public var heldConditions: [HeldCondition]
        /// The same, as people read them.
        public var held: [String] { heldConditions.map(\.description) }
        /// Drivers left out because a held condition reads what they vary.
        public var heldDrivers: [String]
        /// What the verdict assumes of SwiftUI beyond the model's settled rules, as people read it.
        public var assumptions: [String] = []
        public var trace: [String]
        /// View nodes the experiment's runs created or updated: the work passing over drivers
        /// and reusing runs keep down.
        public internal(set) var nodeVisits = 0
    }

    /// Runs each driver (the first confirming one ends the search).
    public func run(tracing: Bool = false) -> Outcome {
        var nodeVisits = 0
        var outcome = run(tracing: tracing, counting: &nodeVisits)
        // A custom `==` the engine could not evaluate, met by a run deciding the verdict: named
        // where the verdict stands with either answer, inconclusive where it does not.
        switch equalityReading(of: outcome.verdict, nodeVisits: &nodeVisits) {
        case .notRestedOn: break
        case .named(let types): outcome.assumptions.append(Self.unevaluatedEqualityAssumption(types))
        case .decides(let reason): outcome.verdict = .inconclusive(reason); outcome.assumptions = []
        }
        outcome.assumptions += derivedAssumptions(of: outcome.verdict, nodeVisits: &nodeVisits)
        outcome.nodeVisits = nodeVisits
        return outcome
    }

    private func run(tracing: Bool, counting nodeVisits: inout Int) -> Outcome {
        var runner = Runner(experiment: self, tracing: tracing)
        defer { nodeVisits += runner.nodeVisits }
        // A first run with no steps: which held conditions the engine could evaluate, and
        // whether the initial values already disagree with one (then what it reads is held).
        let probe = runner.probe()
        if case .capReached(let reason) = probe.outcome {
            return Outcome(verdict: .inconclusive("the experiment grew past the engine's limits (\(reason))"), heldConditions: [], heldDrivers: [], trace: [])
        }
        // Flagged code on the path a condition does not take at first may be built after a
        // change; code no run builds is reported as not built (below).
        var everBuilt = evaluations(probe) > 0
        // Holding a condition while varying what it reads would be a contradiction: those
        // drivers are left out (named), unless a rule designed them to keep it.
        var frozen = Set<String>()
        for selector in program.selectors where selector.freezesReads { frozen.formUnion(selector.reads) }
        let usable = drivers.filter { $0.keepsHeldConditions || ($0.field.map { !frozen.contains($0) } ?? true) }
        let heldDrivers = drivers.filter { !$0.keepsHeldConditions && ($0.field.map(frozen.contains) ?? false) }.compactMap(\.field)
        let held = heldConditions(probe)
        guard !usable.isEmpty else {
            let reason = drivers.isEmpty ? Self.nothingToVary
                : "what re-runs this code (\(heldDrivers.map { "`\($0)`" }.joined(separator: ", "))) also decides whether it is built"
            return Outcome(verdict: .inconclusive(reason), heldConditions: held, heldDrivers: heldDrivers, trace: [])
        }
        var runs: [DriverRun] = []
        var trace: [String] = []
        // Without the full trace, a verdict other than a confirmation shows the first runs' lines:
        // worded only if such a verdict is reached (a confirmation shows its own runs).
        var firstRuns: DriverRuns?
        func shownTrace() -> [String] { tracing ? trace : firstRuns.map(runner.lines(of:)) ?? [] }
        // Every run is computed once: a second pass over the drivers (below) reads them again.
        var computed: [RunKey: DriverRuns] = [:]
        func driverRuns(of d: Int, _ semantics: Semantics, reusing earlier: DriverRuns?, needsFix: Bool) -> DriverRuns {
            let key = RunKey(driver: d, semantics: semantics, needsFix: needsFix)
            if let known = computed[key] { return known }
            let made = runner.run(usable[d], semantics, reusing: earlier, needsFix: needsFix)
            computed[key] = made
            return made
        }
        // Installed once for every driver that needs the retry with rule 17's switch off.
        var strictRunner: Runner?
        defer { nodeVisits += strictRunner?.nodeVisits ?? 0 }
        var strictRuns: [RunKey: DriverRuns] = [:]
        func confirmsWithoutBindingReads(_ d: Int, _ semantics: Semantics) -> Bool {
            let key = RunKey(driver: d, semantics: semantics, needsFix: true)
            if let known = strictRuns[key] { return confirms(known.run) }
            if strictRunner == nil {
                var strict = self
                strict.options.bindingReadMarksOwner = false
                strictRunner = Runner(experiment: strict, tracing: false)
            }
            // The driver's run under its other semantics stands for this one when it did not
            // depend on them.
            let earlier = usable[d].semantics.lazy.compactMap { strictRuns[RunKey(driver: d, semantics: $0, needsFix: true)] }.first
            let made = strictRunner!.run(usable[d], semantics, reusing: earlier, needsFix: true)
            strictRuns[key] = made
            return confirms(made.run)
        }
        // A confirmation that needs §3g's rule 17 (an owner re-runs for a state only a binding
        // consumer read) is kept with that assumption named, and used only when no other driver
        // confirms without it (docs/SWIFTUI-MODEL.md §3g).
        var restingOnBindingReads: Outcome?
        let builtAtFirst = everBuilt
        // The drivers in order. With `deferring`, a driver that can only confirm by rule 17 (see
        // `confirmsOnlyByBindingReads`) is passed over: the first confirmation without rule 17
        // is the same either way. Returns that confirmation, and whether a driver was passed over.
        func search(deferring: Bool) -> (confirmed: Outcome?, passedOver: Bool) {
            runs = []; trace = []; firstRuns = nil; restingOnBindingReads = nil; everBuilt = builtAtFirst
            var passedOver = false
            drivers: for (d, driver) in usable.enumerated() {
                if deferring, runner.confirmsOnlyByBindingReads(driver),
                   !driver.semantics.contains(where: { confirmsWithoutBindingReads(d, $0) }) {
                    passedOver = true
                    continue
                }
                var earlier: DriverRuns?
                for (i, semantics) in driver.semantics.enumerated() {
                    // The full trace keeps every run; the default, the runs the evidence shows (the
                    // deciding driver's, else the first driver's).
                    let keepsLines = tracing || runs.isEmpty
                    let runsOfDriver = driverRuns(of: d, semantics, reusing: earlier, needsFix: keepsLines)
                    earlier = runsOfDriver
                    var run = runsOfDriver.run
                    if keepsLines {
                        if tracing { trace += runner.lines(of: runsOfDriver) } else { firstRuns = runsOfDriver }
                    }
                    everBuilt = everBuilt || evaluations(runsOfDriver.asWritten) > 0
                    runs.append(run)
                    if confirms(run) {
                        // The versions the confirmation is true of: the driver's later semantics are
                        // run too (earlier ones did not confirm, or the loop would have ended there).
                        for other in driver.semantics.dropFirst(i + 1) {
                            let otherRuns = driverRuns(of: d, other, reusing: runsOfDriver, needsFix: tracing)
                            if tracing { trace += runner.lines(of: otherRuns) }
                            if !confirms(otherRuns.run) { run.notConfirmedUnder.append(other) }
                        }
                        run.notConfirmedUnder += driver.semantics.prefix(i)
                        // Worded only when kept: a later confirmation resting on rule 17 is not.
                        let confirmed = run
                        func outcome() -> Outcome {
                            Outcome(verdict: .confirmed(confirmed), heldConditions: held, heldDrivers: heldDrivers,
                                    trace: tracing ? trace : runner.lines(of: runsOfDriver))
                        }
                        if restsOnBindingReads(runsOfDriver), !confirmsWithoutBindingReads(d, semantics) {
                            if restingOnBindingReads == nil {
                                restingOnBindingReads = outcome()
                                restingOnBindingReads?.assumptions.append(Self.bindingReadAssumption(field: driver.field))
                            }
                            continue drivers
                        }
                        return (outcome(), passedOver)
                    }
                }
                if let settledBy, runs.suffix(driver.semantics.count).contains(where: {
                    $0.driver.description == driver.description && $0.notExercised == nil && !$0.inert && $0.madeAnew == nil
                        && (self.exercised?.shows($0) ?? true) && settledBy($0)
                }) { break drivers }
            }
            return (nil, passedOver)
        }
        // Passing over needs every driver before a confirmation to be run in full: not with an
        // early stop, and pointless with rule 17 off.
        let first = search(deferring: defersRuleSeventeenDrivers && settledBy == nil && options.bindingReadMarksOwner)
        if let confirmed = first.confirmed { return confirmed }
        // No confirmation without rule 17: the verdict reads every driver's runs in order.
        if first.passedOver, let confirmed = search(deferring: false).confirmed { return confirmed }
        if let restingOnBindingReads { return restingOnBindingReads }
        guard everBuilt else {
            return Outcome(verdict: .inconclusive(Self.notBuilt), heldConditions: held, heldDrivers: heldDrivers, trace: shownTrace())
        }
        if let failed = runs.first(where: { $0.notExercised != nil }) {
            return Outcome(verdict: .inconclusive(failed.notExercised!), heldConditions: held, heldDrivers: heldDrivers, trace: shownTrace())
        }
        let rerun = runs.filter { !$0.inert }
        guard !rerun.isEmpty else {
            return Outcome(verdict: .inconclusive(Self.nothingReruns), heldConditions: held, heldDrivers: heldDrivers, trace: shownTrace())
        }
        let exercised = rerun.filter { self.exercised?.shows($0) ?? true }
        if exercised.isEmpty, let check = self.exercised {
            return Outcome(verdict: .inconclusive(check.otherwise(heldDrivers)), heldConditions: held, heldDrivers: heldDrivers, trace: shownTrace())
        }
        return Outcome(verdict: .refuted(exercised), heldConditions: held, heldDrivers: heldDrivers, trace: shownTrace())
    }

    func restsOnBindingReads(_ runs: DriverRuns) -> Bool {
        options.bindingReadMarksOwner && (runs.asWritten.dependedOnBindingReads || runs.withFix?.dependedOnBindingReads == true)
    }

    /// The fix lowered the count in a run that exercised the flagged code.
    func confirms(_ run: DriverRun) -> Bool {
        run.notExercised == nil && !run.inert && run.madeAnew == nil && measure(run.withFix) < measure(run.asWritten)
    }

    /// The assumption a confirmation names when it needs §3g's rule 17 for the state `field`.
    public static func bindingReadAssumption(field: String?) -> String {
        let handed = field.map { "`$\($0)`" } ?? "a binding"
        return "SwiftUI runs a view's body again for a state it hands on only as \(handed) (SwiftUI's code does, and a measurement with a `Toggle` saw it; one report on iOS 14 did not)"
    }

    static let notBuilt = "the flagged code is not built by the view as the engine hosts it"
    static let nothingToVary = "nothing the engine can vary makes this view's body run again"
    static let nothingReruns = "none of the changes the engine can make runs the code around the flagged site again"

    /// A clean run in which the flagged code was built but never evaluated again.
    func isInert(_ r: RunResult) -> Bool {
        guard case .completed = r.outcome, !r.selectorViolations.contains(where: { $0.update > 0 }) else { return false }
        return measuredEvaluations(r) == 0 && r.sites[counted]?.first?.alive == true
    }

    func evaluations(_ r: RunResult) -> Int {
        ([site] + alsoSite).reduce(0) { $0 + (r.markEvaluations[$1]?.total ?? 0) }
    }

    func measuredEvaluations(_ r: RunResult) -> Int {
        ([site] + alsoSite).reduce(0) { $0 + (r.markEvaluations[$1]?.measured ?? 0) }
    }

    /// The counted mark's first instance, measured part.
    func counts(_ r: RunResult) -> SiteCounts {
        guard countsEveryInstance else {
            return ([counted] + alsoCounted).reduce(into: SiteCounts()) { total, mark in
                if let first = r.sites[mark]?.first { total.add(first.measured) }
            }
        }
        return (r.sites[counted] ?? []).reduce(into: SiteCounts()) { $0.add($1.measured) }
    }

    /// Why a run did not exercise the flagged code, or nil when it did.
    func notExercised(_ r: RunResult) -> String? {
        if case .capReached(let reason) = r.outcome { return "the experiment grew past the engine's limits (\(reason))" }
        if let v = r.selectorViolations.first(where: { $0.update > 0 }) {
            return "varying it changes \(program.selectors[v.selector].description), which hides the flagged code"
        }
        guard measuredEvaluations(r) > 0 else {
            return "the change did not make the code around the flagged site run again"
        }
        guard let instance = r.sites[counted]?.first else { return Self.notBuilt }
        // Something the engine cannot model at the counted site or on the way to it.
        let below = instance.path + "/"
        for site in r.opaqueSites where instance.path == site.nodePath || instance.path.hasPrefix(site.nodePath + "/")
            || contentMatters && site.nodePath.hasPrefix(below) || site.nodePath.isEmpty {
            return "it depends on something the engine cannot model: \(site.reason)"
        }
        return nil
    }

    /// How a run with the fix ended for the counted view's first instance, whose counts are read.
    enum FirstInstance {
        case kept
        /// Made anew after the first render (a view above it took a new identity), as written
        /// too: with `count` instances after the first, there is no view that stays for the fix
        /// to spare.
        case madeAnew(count: Int)
        /// Gone, and the counts with it: the reason the run cannot be compared.
        case lost(String)
    }

    /// Whether the counted view's first instance stayed to the end of the run with the fix (with
    /// every instance counted, each is read and none is lost).
    func firstInstance(asWritten a: RunResult, withFix f: RunResult, by driver: Driver) -> FirstInstance {
        guard !countsEveryInstance, let instances = f.sites[counted], let first = instances.first, !first.alive else { return .kept }
        guard a.sites[counted]?.first?.alive == false else {
            return .lost("with the fix, \(driver.description) replaces the flagged code where the code as written keeps it")
        }
        guard instances.count > 1 else {
            return .lost("\(driver.description) removes the flagged code, with the fix too, so the updates after that say nothing about the fix")
        }
        return .madeAnew(count: instances.count - 1)
    }

    func heldConditions(_ r: RunResult) -> [HeldCondition] {
        program.selectors
    }
}

