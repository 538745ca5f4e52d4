import ViewLint

/// The hover on a flagged range: what the rule finds and why it matters, then the full
/// evidence — the summary, the change the deciding run made, the counts at the flagged site
/// as written and with the fix, and every condition the engine held.
enum HoverBuilder {
    /// Trace lines shown before the rest is cut (the JSON report carries up to 400).
    static let traceLines = 30

    static func markdown(for finding: Finding, rule: RuleDescription?, documentation: String?) -> String {
        var text = "**viewlint: \(finding.ruleID)** (\(finding.severity.rawValue))"
        if let rule { text += " — \(rule.name)" }
        text += "\n\n\(finding.message)\n"
        if let evidence = finding.evidence {
            text += "\n**Evidence** — \(DiagnosticFormatter.statusAndSummary(evidence))\n"
            if let driver = evidence.driver {
                text += "\nThe deciding run: \(driver)" + (evidence.updates.map { ", \($0) updates measured" } ?? "") + ".\n"
            }
            text += siteTable(asWritten: evidence.siteAsWritten, withFix: evidence.siteWithFix)
            text += countsTable(asWritten: evidence.asWritten, withFix: evidence.withFix)
            if !evidence.held.isEmpty {
                text += "\nHeld while running:\n" + evidence.held.map { "\n- \($0)" }.joined() + "\n"
            }
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

    /// The counters at the flagged site that are not zero in either run.
    static func siteTable(asWritten: SiteCounts?, withFix: SiteCounts?) -> String {
        guard asWritten != nil || withFix != nil else { return "" }
        let a = asWritten ?? SiteCounts(), b = withFix ?? SiteCounts()
        var text = "\n| at the flagged site | as written | with the fix |\n|---|---|---|\n"
        for (name, left, right) in siteCounters(a, b) where left != 0 || right != 0 {
            text += "| \(name) | \(asWritten == nil ? "—" : String(left)) | \(withFix == nil ? "—" : String(right)) |\n"
        }
        return text
    }

    private static func siteCounters(_ a: SiteCounts, _ b: SiteCounts) -> [(String, Int, Int)] {
        [
            ("evaluations", a.evaluations, b.evaluations),
            ("body runs", a.bodyRuns, b.bodyRuns),
            ("updates with a body run", a.updatesWithBodyRun, b.updatesWithBodyRun),
            ("input changes", a.inputChanges, b.inputChanges),
            ("updates inside a control", a.internalUpdates, b.internalUpdates),
            ("identity replacements", a.replacements, b.replacements),
            ("state destroyed", a.stateDestroyed, b.stateDestroyed),
            ("appearances", a.appearances, b.appearances),
            ("disappearances", a.disappearances, b.disappearances),
            ("task starts", a.taskStarts, b.taskStarts),
            ("task cancellations", a.taskCancellations, b.taskCancellations),
            ("rows built to count", a.rowsBuiltToCount, b.rowsBuiltToCount),
            ("tracked value changes", a.trackedChanges, b.trackedChanges),
            ("stale row counts", a.staleRowCounts, b.staleRowCounts),
        ]
    }

    /// Per view type, the counters that are not zero in either run (hand-built experiments).
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
