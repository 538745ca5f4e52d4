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
            text += "\nNo evidence: the finding was not run through the reference engine (confirmation is off, or the finding is about the file or a comment, not view updates).\n"
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
        return "\n| at the flagged site | as written | with the fix |\n|---|---|---|\n"
            + rows(siteCounters, asWritten, withFix, empty: SiteCounts(), label: "")
    }

    /// Per view type, the counters that are not zero in either run (hand-built experiments).
    static func countsTable(asWritten: Measurement?, withFix: Measurement?) -> String {
        guard asWritten != nil || withFix != nil else { return "" }
        var text = "\n| view | counter | as written | with the fix |\n|---|---|---|---|\n"
        text += "| (all) | updates | \(asWritten.map { String($0.updates) } ?? "—") | \(withFix.map { String($0.updates) } ?? "—") |\n"
        let types = Set((asWritten?.perType.keys).map(Array.init) ?? []).union((withFix?.perType.keys).map(Array.init) ?? []).sorted()
        for type in types {
            text += rows(typeCounters, asWritten.map { $0.perType[type] ?? Counters() }, withFix.map { $0.perType[type] ?? Counters() },
                         empty: Counters(), label: "`\(type)` | ")
        }
        return text
    }

    /// One row per counter that is not zero in either run; "—" for a run that did not happen.
    private static func rows<C>(_ counters: [(String, KeyPath<C, Int>)], _ asWritten: C?, _ withFix: C?, empty: C,
                                label: String) -> String {
        var text = ""
        for (name, counter) in counters {
            let left = (asWritten ?? empty)[keyPath: counter], right = (withFix ?? empty)[keyPath: counter]
            guard left != 0 || right != 0 else { continue }
            text += "| \(label)\(name) | \(asWritten == nil ? "—" : String(left)) | \(withFix == nil ? "—" : String(right)) |\n"
        }
        return text
    }

    private static var siteCounters: [(String, KeyPath<SiteCounts, Int>)] { [
        ("evaluations", \.evaluations), ("body runs", \.bodyRuns), ("updates with a body run", \.updatesWithBodyRun),
        ("input changes", \.inputChanges), ("updates inside a control", \.internalUpdates),
        ("identity replacements", \.replacements), ("state destroyed", \.stateDestroyed), ("appearances", \.appearances),
        ("disappearances", \.disappearances), ("task starts", \.taskStarts), ("task cancellations", \.taskCancellations),
        ("rows built to count", \.rowsBuiltToCount), ("tracked value changes", \.trackedChanges),
        ("stale row counts", \.staleRowCounts), ("updates showing stale state", \.staleStateUpdates),
        ("tasks outliving the view", \.tasksOutlivingView), ("tasks already running", \.tasksAlreadyRunning),
        ("objects replaced", \.objectsReplaced), ("missed updates", \.missedUpdates),
    ] }

    private static var typeCounters: [(String, KeyPath<Counters, Int>)] { [
        ("body runs", \.bodyEvaluations), ("updates with a body run", \.updatesWithBodyRun),
        ("control updates", \.controlUpdates), ("state allocations", \.stateAllocations),
        ("state destructions", \.stateDestructions), ("appearances", \.appearances), ("disappearances", \.disappearances),
        ("task starts", \.taskStarts), ("task cancellations", \.taskCancellations), ("onChange fires", \.onChangeFires),
    ] }
}
