// The evidence object of a finding in machine formats (JSON, SARIF properties): status, the
// one-line summary, the counters of both runs per view type, and the engine trace.

enum EvidenceJSON {
    /// Longer traces are cut to this many lines (`trace_truncated` says how many were left out).
    static let traceLimit = 400

    static func object(_ evidence: Evidence) -> JSONValue {
        let kept = evidence.trace.prefix(traceLimit)
        return .object([
            ("status", .string(evidence.status.rawValue)),
            ("summary", .string(evidence.summary)),
            ("as_written", evidence.asWritten.map(measurement) ?? .null),
            ("with_fix", evidence.withFix.map(measurement) ?? .null),
            ("trace", .array(kept.map { .string($0) })),
            ("trace_truncated", .int(evidence.trace.count - kept.count)),
        ])
    }

    static func measurement(_ m: Measurement) -> JSONValue {
        .object([
            ("updates", .int(m.updates)),
            ("per_type", .object(m.perType.keys.sorted().map { ($0, counters(m.perType[$0]!)) })),
            ("warnings", .array(m.warnings.map { .string($0) })),
        ])
    }

    static func counters(_ c: Counters) -> JSONValue {
        .object([
            ("body_evaluations", .int(c.bodyEvaluations)),
            ("updates_with_body_run", .int(c.updatesWithBodyRun)),
            ("control_updates", .int(c.controlUpdates)),
            ("state_allocations", .int(c.stateAllocations)),
            ("state_destructions", .int(c.stateDestructions)),
            ("appearances", .int(c.appearances)),
            ("disappearances", .int(c.disappearances)),
            ("task_starts", .int(c.taskStarts)),
            ("task_cancellations", .int(c.taskCancellations)),
            ("on_change_fires", .int(c.onChangeFires)),
        ])
    }
}
