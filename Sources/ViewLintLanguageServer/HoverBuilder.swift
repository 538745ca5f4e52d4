import ViewLint

/// The hover on a flagged range: what the rule finds and why it matters, then the full
/// evidence — the summary (which names the driver varied and every assumption held) and the
/// counters of both runs.
enum HoverBuilder {
    /// Trace lines shown before the rest is cut (the JSON report carries up to 400).
    static let traceLines = 30

    static func markdown(for finding: Finding, rule: RuleDescription?, documentation: String?) -> String {
        var text = "**viewlint: \(finding.ruleID)** (\(finding.severity.rawValue))"
        if let rule { text += " — \(rule.name)" }
        text += "\n\n\(finding.message)\n"
        if let evidence = finding.evidence {
            text += "\n**Evidence** — \(DiagnosticFormatter.statusAndSummary(evidence))\n"
            text += countsTable(asWritten: evidence.asWritten, withFix: evidence.withFix)
            let warnings = (evidence.asWritten?.warnings ?? []) + (evidence.withFix?.warnings ?? [])
            for warning in warnings { text += "\n- runtime warning: \(warning)" }
            if !evidence.trace.isEmpty {
                let shown = evidence.trace.prefix(traceLines)
                text += "\n\nEngine trace"
                if evidence.trace.count > shown.count { text += " (first \(shown.count) of \(evidence.trace.count) lines)" }
                text += ":\n\n```text\n" + shown.joined(separator: "\n") + "\n```\n"
            }
        } else {
            text += "\nNo evidence: the finding was not run through the reference engine (confirmation off, or the rule has no experiment).\n"
        }
        if let rule {
            text += "\n**Why it matters.** \(rule.rationale)\n\n**How to fix.** \(rule.howToFix)\n"
        }
        if let help = finding.help, help != rule?.howToFix { text += "\n\(help)\n" }
        if let documentation { text += "\n[The rule's page](\(documentation))\n" }
        return text
    }

    /// Per view type, the counters that are not zero in either run.
    static func countsTable(asWritten: Measurement?, withFix: Measurement?) -> String {
        guard asWritten != nil || withFix != nil else { return "" }
        var text = "\n| view | counter | as written | with the fix |\n|---|---|---|---|\n"
        text += "| (all) | updates | \(asWritten.map { String($0.updates) } ?? "—") | \(withFix.map { String($0.updates) } ?? "—") |\n"
        let types = Set((asWritten?.perType.keys).map(Array.init) ?? []).union((withFix?.perType.keys).map(Array.init) ?? []).sorted()
        for type in types {
            let a = asWritten?.perType[type] ?? Counters()
            let b = withFix?.perType[type] ?? Counters()
            for (name, left, right) in counters(a, b) where left != 0 || right != 0 {
                text += "| `\(type)` | \(name) | \(asWritten == nil ? "—" : String(left)) | \(withFix == nil ? "—" : String(right)) |\n"
            }
        }
        return text
    }

    private static func counters(_ a: Counters, _ b: Counters) -> [(String, Int, Int)] {
        [
            ("body runs", a.bodyEvaluations, b.bodyEvaluations),
            ("updates with a body run", a.updatesWithBodyRun, b.updatesWithBodyRun),
            ("control updates", a.controlUpdates, b.controlUpdates),
            ("state allocations", a.stateAllocations, b.stateAllocations),
            ("state destructions", a.stateDestructions, b.stateDestructions),
            ("appearances", a.appearances, b.appearances),
            ("disappearances", a.disappearances, b.disappearances),
            ("task starts", a.taskStarts, b.taskStarts),
            ("task cancellations", a.taskCancellations, b.taskCancellations),
            ("onChange fires", a.onChangeFires, b.onChangeFires),
        ]
    }
}
