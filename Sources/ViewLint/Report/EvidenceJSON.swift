// The evidence object of a finding in machine formats (JSON, SARIF properties): status, the
// one-line summary, the counts at the flagged site in both runs, what was varied and held, the
// files the experiment read, and the engine trace.

enum EvidenceJSON {
    /// Longer traces are cut to this many lines (`trace_truncated` says how many were left out).
    static let traceLimit = 400

    static func object(_ evidence: Evidence) -> JSONValue {
        let kept = evidence.trace.prefix(traceLimit)
        let asWritten: JSONValue = evidence.asWritten.map(measurement) ?? .null
        let withFix: JSONValue = evidence.withFix.map(measurement) ?? .null
        let driver: JSONValue = evidence.driver.map { .string($0) } ?? .null
        return .object([
            ("status", .string(evidence.status.rawValue)),
            ("summary", .string(evidence.summary)),
            ("as_written", asWritten),
            ("with_fix", withFix),
            ("site", site(evidence)),
            ("driver", driver),
            ("held", .array(evidence.held.map { .string($0) })),
            ("dependencies", .array(evidence.dependencies.map { .string($0) })),
            ("trace", .array(kept.map { .string($0) })),
            ("trace_truncated", .int(evidence.trace.count - kept.count)),
        ])
    }

    /// The counts at the flagged site in both runs, or null when no run decided.
    static func site(_ evidence: Evidence) -> JSONValue {
        guard let asWritten = evidence.siteAsWritten else { return .null }
        let updates: JSONValue = evidence.updates.map { .int($0) } ?? .null
        let withFix: JSONValue = evidence.siteWithFix.map(siteCounts) ?? .null
        return .object([("updates", updates), ("as_written", siteCounts(asWritten)), ("with_fix", withFix)])
    }

    static func measurement(_ m: Measurement) -> JSONValue {
        .object([
            ("updates", .int(m.updates)),
            ("per_type", .object(m.perType.keys.sorted().map { ($0, counters(m.perType[$0]!)) })),
            ("warnings", .array(m.warnings.map { .string($0) })),
        ])
    }

    /// The counts at the flagged site (the first instance, or every instance where the rule
    /// counts them all), in the measured updates.
    static func siteCounts(_ c: SiteCounts) -> JSONValue {
        .object([
            ("evaluations", .int(c.evaluations)),
            ("body_runs", .int(c.bodyRuns)),
            ("updates_with_body_run", .int(c.updatesWithBodyRun)),
            ("input_changes", .int(c.inputChanges)),
            ("internal_updates", .int(c.internalUpdates)),
            ("replacements", .int(c.replacements)),
            ("state_destroyed", .int(c.stateDestroyed)),
            ("appearances", .int(c.appearances)),
            ("disappearances", .int(c.disappearances)),
            ("task_starts", .int(c.taskStarts)),
            ("task_cancellations", .int(c.taskCancellations)),
            ("rows_built_to_count", .int(c.rowsBuiltToCount)),
            ("tracked_changes", .int(c.trackedChanges)),
            ("stale_row_counts", .int(c.staleRowCounts)),
            ("stale_state_updates", .int(c.staleStateUpdates)),
            ("tasks_outliving_view", .int(c.tasksOutlivingView)),
            ("tasks_already_running", .int(c.tasksAlreadyRunning)),
            ("objects_replaced", .int(c.objectsReplaced)),
            ("missed_updates", .int(c.missedUpdates)),
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
