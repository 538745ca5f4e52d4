// `viewlint bench engine [--views N] [--updates M]`: times the reference engine on a generated
// program, so we know the engine is not what makes a lint slow. Build with `-c release`.
import ViewLint

enum BenchEngineCommand {
    static func run(_ arguments: [String]) -> Int32 {
        var views = 1_000, updates = 1_000
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let text = rest.popFirst(), let n = Int(text), n > 0 else {
                Console.error("viewlint bench engine: \(flag) needs a positive number")
                return 2
            }
            switch flag {
            case "--views": views = n
            case "--updates": updates = n
            default:
                Console.error("viewlint bench engine: unknown option '\(flag)' (use --views N, --updates M)")
                return 2
            }
        }
        let engine = Engine(options: EngineOptions(limits: EngineLimits(
            maxNodes: views * 10 + 100, maxUpdates: updates + 10, maxSteps: Int.max)), tracing: false)
        for everyCellChanges in [false, true] {
            let (program, steps) = workload(views: views, updates: updates, everyCellChanges: everyCellChanges)
            let clock = ContinuousClock()
            var result: RunResult?
            let elapsed = clock.measure { result = engine.run(program, steps: steps) }
            guard let result, result.outcome == .completed else {
                Console.error("viewlint bench engine: run did not complete: \(String(describing: result?.outcome))")
                return 1
            }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let bodies = result.measured.bodyEvaluations(of: "Cell")
            let perSecond = Int((Double(result.measured.updates) / seconds).rounded())
            let label = everyCellChanges ? "every cell changes" : "one cell changes  "
            Console.write("\(views) views, \(result.measured.updates) updates, \(label): "
                + "\(perSecond) updates/s, \(Int((Double(result.measured.updates * views) / seconds).rounded())) "
                + "child comparisons/s, \(bodies) Cell bodies, \(formatted(seconds)) s\n", to: .standardOutput)
        }
        return 0
    }

    /// A `Board` with `@State values: [Int]` showing one `Cell` per value through
    /// `ForEach(0..<views)`. Each update bumps one value (only that cell's body should run) or a
    /// shared `tick` every cell shows (every body runs).
    static func workload(views: Int, updates: Int, everyCellChanges: Bool) -> (ViewProgram, [ScenarioStep]) {
        let cellValue: Expr = everyCellChanges
            ? .read("tick")
            : .derived("values[i]", [.read("values"), .read("i")]) { $0[0].arrayValue?[$0[1].intValue ?? 0] ?? .none }
        let program = ViewProgram(root: "Board", types: [
            ViewType("Board", fields: [.state("values", .array(Array(repeating: .int(0), count: views))),
                                       .state("tick", .int(0))],
                     body: .vstack([
                        .forEach(.int(views), id: .constantRange, element: "i", .custom("Cell", ["value": cellValue])),
                     ])),
            ViewType("Cell", fields: [.plain("value")], body: .text(.read("value"))),
        ])
        let steps: [ScenarioStep] = (0..<updates).map { k in
            if everyCellChanges { return .perform(on: .root, [.increment("tick", by: 1)]) }
            let slot = k % views
            return .perform(on: .root, [.set("values", .derived("bump", [.read("values")]) { values in
                guard case .array(var a) = values[0] else { return values[0] }
                a[slot] = .int((a[slot].intValue ?? 0) + 1)
                return .array(a)
            })])
        }
        return (program, steps)
    }

    /// Seconds with three decimals, without Foundation.
    static func formatted(_ seconds: Double) -> String {
        let ms = Int((seconds * 1000).rounded())
        let fraction = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
