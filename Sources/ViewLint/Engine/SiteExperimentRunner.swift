// How a site experiment's runs are made without repeating work whose result is already known:
// every driver starts from the same first render (installed once per program), a run whose
// comparisons never depended on the SwiftUI semantics is the run under the other semantics too,
// and a run with the fix is left out where nothing can read it. The verdict rules are
// SiteExperiment's; this only decides which runs are computed and which are reused.

/// A driver's runs under one semantics, by the driver's index and whether the run with the fix
/// was asked for.
struct RunKey: Hashable {
    var driver: Int
    var semantics: Semantics
    var needsFix: Bool
}

/// One driver's runs under one semantics, and the run the verdict reads.
struct DriverRuns {
    var run: DriverRun
    var asWritten: RunResult
    /// Nil when nothing could read it (see `Runner.run`).
    var withFix: RunResult?
}

extension SiteExperiment {
    struct Runner {
        let experiment: SiteExperiment
        let tracing: Bool
        /// First renders, per semantics: as written and with the fix.
        private var written: [Semantics: InstalledProgram] = [:]
        private var fixed: [Semantics: InstalledProgram] = [:]
        /// View nodes the runs so far created or updated (installs aside): the work they did.
        private(set) var nodeVisits = 0

        init(experiment: SiteExperiment, tracing: Bool) {
            self.experiment = experiment; self.tracing = tracing
        }

        func engine(_ semantics: Semantics) -> Engine {
            var options = experiment.options
            options.semantics = semantics
            var engine = Engine(options: options, tracing: tracing)
            // Without the full trace, the flagged site's events only.
            if !tracing {
                engine.siteEvents = Set([experiment.site, experiment.counted] + experiment.alsoSite + experiment.alsoCounted)
            }
            return engine
        }

        /// `program` installed under `semantics`, or the install under the other semantics when
        /// its first render did not depend on them.
        private static func install(_ program: ViewProgram, _ semantics: Semantics, in cache: inout [Semantics: InstalledProgram],
                                    engine: Engine) -> InstalledProgram {
            if let done = cache[semantics] { return done }
            let installed = cache.values.first { !$0.dependedOnSemantics } ?? engine.install(program)
            cache[semantics] = installed
            return installed
        }

        /// The program as written, run with no steps under the experiment's own semantics.
        mutating func probe() -> RunResult {
            let engine = engine(experiment.options.semantics)
            let r = engine.run(from: Self.install(experiment.program, experiment.options.semantics, in: &written, engine: engine))
            nodeVisits += r.nodeVisits
            return r
        }

        /// `driver`'s runs under `semantics`. A run of `earlier` (the same driver under its other
        /// semantics) is reused when none of its comparisons depended on them. The run with the fix
        /// is left out when the run as written re-ran the code around the site without exercising
        /// it (it is then no evidence either way, whatever the fix does) and `needsFix` is false.
        mutating func run(_ driver: Driver, _ semantics: Semantics, reusing earlier: DriverRuns?, needsFix: Bool) -> DriverRuns {
            let engine = engine(semantics)
            func reused(_ r: RunResult?) -> RunResult? { r.flatMap { $0.dependedOnSemantics ? nil : $0 } }
            let a = reused(earlier?.asWritten) ?? {
                let r = engine.run(from: Self.install(experiment.program, semantics, in: &written, engine: engine), steps: driver.steps)
                nodeVisits += r.nodeVisits
                return r
            }()
            let writtenNotExercised = experiment.notExercised(a)
            let settled = !experiment.isInert(a) && writtenNotExercised != nil
            var f: RunResult?
            if needsFix || !settled {
                f = reused(earlier?.withFix) ?? {
                    let r = engine.run(from: Self.install(experiment.fixed, semantics, in: &fixed, engine: engine), steps: driver.steps)
                    nodeVisits += r.nodeVisits
                    return r
                }()
            }
            let inert = experiment.isInert(a) && f.map(experiment.isInert) == true
            // A settled run's counts with the fix are never read: only runs that exercised the
            // flagged code are compared.
            var run = DriverRun(driver: driver, semantics: semantics, asWritten: experiment.counts(a),
                                withFix: f.map(experiment.counts) ?? SiteCounts(), updates: a.measured.updates,
                                notExercised: inert ? nil : writtenNotExercised ?? f.flatMap(experiment.notExercised),
                                inert: inert)
            run.usedDerived = a.usedDerived.union(f?.usedDerived ?? [])
            run.unevaluatedEqualities = a.unevaluatedEqualities
            for type in f?.unevaluatedEqualities ?? [] where !run.unevaluatedEqualities.contains(type) { run.unevaluatedEqualities.append(type) }
            if run.notExercised == nil, !inert, let f {
                switch experiment.firstInstance(asWritten: a, withFix: f, by: driver) {
                case .kept: break
                case .madeAnew(let count): run.madeAnew = min(count, run.updates)
                case .lost(let reason): run.notExercised = reason
                }
            }
            return DriverRuns(run: run, asWritten: a, withFix: f)
        }

        /// Whether `driver` can confirm only by rule 17 (§3g): each of its steps sets one `@State` of
        /// the hosted view, whose body did not read it in the first render. Such a write runs that
        /// body again only as the owner of a binding a consumer read, so a confirmation it gives
        /// rests on rule 17 (`SiteExperiment.restsOnBindingReads`).
        mutating func confirmsOnlyByBindingReads(_ driver: Driver) -> Bool {
            guard driver.kind == .state, let field = driver.field, !driver.steps.isEmpty,
                  driver.steps.allSatisfy({ step in
                      guard case .perform(on: .hosted, let actions) = step, !actions.isEmpty else { return false }
                      return actions.allSatisfy { if case .set(let name, _) = $0 { return name == field }; return false }
                  }) else { return false }
            return driver.semantics.allSatisfy { semantics in
                let engine = engine(semantics)
                return Self.install(experiment.program, semantics, in: &written, engine: engine).hostedBodyRead(field) == false
            }
        }

        /// The trace lines of a driver's runs (the full trace, or the site's events).
        func lines(of runs: DriverRuns) -> [String] {
            let a = runs.asWritten
            guard let f = runs.withFix else { return [] }
            return ["-- \(runs.run.driver.description) (\(runs.run.semantics.rawValue)), as written"] + (tracing ? a.trace : a.siteEvents)
                + ["-- with the fix"] + (tracing ? f.trace : f.siteEvents)
        }
    }
}
