// `viewlint simulate --reporter json`: a simulation's report in the same JSON values as the
// evidence of findings.

extension SimulationReport {
    /// The JSON form: counters from the first render on, per type, plus the log and the trace.
    public var json: JSONValue {
        .object([
            ("view", .string(view)),
            ("semantics", .string(semantics.rawValue)),
            ("updates", .int(result.total.updates)),
            ("complete", .bool(result.outcome == .completed)),
            ("definite", .bool(result.outcome == .completed && result.opaqueSites.isEmpty)),
            ("not_modelled", .array(unmodelled.map { .string($0) })),
            ("opaque", .array(result.opaqueSites.map { .string("\($0.reason) in `\($0.type)` at \($0.nodePath)") })),
            ("counts", EvidenceJSON.measurement(result.total)),
            ("log", .array(result.total.log.map { .string($0) })),
            ("trace", .array(result.trace.map { .string($0) })),
        ])
    }
}
