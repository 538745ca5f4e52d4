// A custom `==` the engine models but cannot evaluate for two values (a stand-in, an unknown
// function's result) answers false, a body run, and the run records the type
// (`RunResult.unevaluatedEqualities`). A verdict rests on that answer only through the runs that
// decide it (the confirming run, or every refuting run), never through a driver passed over, a
// re-run for a [derived] behaviour, or a run under the other switches: only those deciding runs
// that met one are run again with the answer true. Either answer is what some `==` returns, so:
//
// - the verdict reads the run differently with true (a confirmation no longer confirms, a
//   refutation's run now confirms): what `==` returns decides it, and the verdict is inconclusive;
// - the verdict stands but the counts move: it holds either way, and the counts it shows assume
//   false, which it names;
// - nothing moves: the verdict does not rest on the answer and names nothing.

extension SiteExperiment {
    /// How a verdict rests on the answers of custom `==`s the engine could not evaluate.
    enum EqualityReading {
        case notRestedOn
        /// The verdict stands with either answer; its counts assume false for these types.
        case named([String])
        /// The verdict changes with the answer: inconclusive, for this reason.
        case decides(String)
    }

    func equalityReading(of verdict: Verdict, nodeVisits: inout Int) -> EqualityReading {
        let deciding: [DriverRun]
        let confirmed: Bool
        switch verdict {
        case .confirmed(let run): deciding = [run]; confirmed = true
        case .refuted(let runs): deciding = runs; confirmed = false
        case .inconclusive: return .notRestedOn
        }
        let met = deciding.filter { !$0.unevaluatedEqualities.isEmpty }
        guard !met.isEmpty else { return .notRestedOn }
        var answeringTrue = self
        answeringTrue.options.unevaluatedEqualityAnswer = true
        var runner = Runner(experiment: answeringTrue, tracing: false)
        defer { nodeVisits += runner.nodeVisits }
        var moved: [String] = []
        for run in met {
            let again = runner.run(run.driver, run.semantics, reusing: nil, needsFix: true).run
            let types = run.unevaluatedEqualities
            if confirms(again) != confirmed {
                return .decides(Self.restsOnUnevaluatedEquality(types, confirmed: confirmed))
            }
            guard measure(again.asWritten) != measure(run.asWritten) || measure(again.withFix) != measure(run.withFix)
                    || (again.notExercised == nil) != (run.notExercised == nil) else { continue }
            for type in types where !moved.contains(type) { moved.append(type) }
        }
        return moved.isEmpty ? .notRestedOn : .named(moved)
    }

    static func named(_ types: [String]) -> String {
        types.prefix(2).map { "`\($0).==`" }.joined(separator: " and ")
    }

    /// The assumption a verdict standing with either answer names: its counts assume false.
    static func unevaluatedEqualityAssumption(_ types: [String]) -> String {
        "\(named(types)), for values the engine cannot compare with \(types.count == 1 ? "it" : "them"), "
            + "returning false, so SwiftUI runs the view's body"
    }

    /// Why a verdict that changes with the answer is inconclusive.
    static func restsOnUnevaluatedEquality(_ types: [String], confirmed: Bool) -> String {
        let one = types.count == 1
        return "it depends on what \(named(types)) \(one ? "returns" : "return") for values the engine cannot compare with "
            + "\(one ? "it" : "them"): the fix makes a difference only if \(one ? "it returns" : "they return") \(confirmed ? "false" : "true")"
    }
}
