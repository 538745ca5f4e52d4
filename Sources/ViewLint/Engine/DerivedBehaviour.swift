// The behaviours the engine models that docs/SWIFTUI-MODEL.md marks [derived]: our inference,
// not observed on a device. Each has a switch in `EngineOptions`; a run records the ones it
// exercised, and a site experiment whose verdict changes with one switched off names it in the
// summary as an assumption (docs/EVIDENCE.md), so no verdict rests on one unsaid.

public enum DerivedBehaviour: String, Sendable, Hashable, CaseIterable {
    /// Fact 45: a `@StateObject`'s change makes its view's value unequal, as an
    /// `@ObservedObject`'s `_seed` does.
    case stateObjectSeed

    /// The assumption as a summary names it (after "assuming ").
    public var assumption: String {
        switch self {
        case .stateObjectSeed:
            return "a `@StateObject`'s change makes its view's value unequal, as an `@ObservedObject`'s `_seed` does (fact 45: derived from `StateObject` wrapping an `ObservedObject`, not observed on a device)"
        }
    }

    /// `options` with the behaviour off.
    func off(_ options: EngineOptions) -> EngineOptions {
        var options = options
        switch self {
        case .stateObjectSeed: options.stateObjectSeed = false
        }
        return options
    }
}

extension SiteExperiment {
    /// The [derived] behaviours the verdict rests on: a confirmation its run no longer gives
    /// with one off, a refutation one of its runs would overturn with one off. Only behaviours
    /// a deciding run exercised are tried, each driver run again without it.
    func derivedAssumptions(of verdict: Verdict, nodeVisits: inout Int) -> [String] {
        let deciding: [DriverRun]
        switch verdict {
        case .confirmed(let run): deciding = [run]
        // Switching a behaviour off takes invalidations away, so it never raises a count: a run
        // that counted nothing as written cannot confirm without it, and is not run again.
        case .refuted(let refuted): deciding = refuted.filter { measure($0.asWritten) > 0 }
        case .inconclusive: return []
        }
        var named: [String] = []
        for behaviour in DerivedBehaviour.allCases {
            let exercised = deciding.filter { $0.usedDerived.contains(behaviour) }
            guard !exercised.isEmpty else { continue }
            var without = self
            without.options = behaviour.off(options)
            var runner = Runner(experiment: without, tracing: false)
            defer { nodeVisits += runner.nodeVisits }
            let overturned = exercised.contains { run in
                let again = runner.run(run.driver, run.semantics, reusing: nil, needsFix: true).run
                if case .confirmed = verdict { return !confirms(again) }
                return confirms(again)
            }
            if overturned { named.append(behaviour.assumption) }
        }
        return named
    }
}
