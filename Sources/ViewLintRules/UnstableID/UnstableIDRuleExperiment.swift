import ViewLint

/// The experiment (docs/SWIFTUI-MODEL.md rules 33, 36, 40–41; E9, E18): host the code around the
/// id, re-run it with each driver, and count at the flagged `.id` (or the flagged rows) how often a
/// new identity replaced the old one, with the state destroyed and tasks restarted that come with
/// it — as written, and without the fresh id (no `.id`, or rows keyed by ids stored once).
extension UnstableIDRule {
    public func confirm(_ flagged: UnstableIDSite, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let call: SyntaxTree.NodeID, rows: Bool
        switch flagged {
        case .idModifier(let c): call = c; rows = false
        case .mintedRows(let c): call = c; rows = true
        }
        let request = SiteRequest(path: file.source.path, site: call, marks: [(call, SiteMark(rows ? "rows" : ".id"))])
        var lowered = try context.lowered(request)
        ImpossibleDrivers.prune(&lowered, in: file, context: context)
        let written: ViewProgram, fixed: ViewProgram, fixName: String
        if rows {
            // Ids minted while the body runs (`xs.map { Row(…) }` whose id defaults to `UUID()`):
            // new on every evaluation (E18), against the same rows keyed by ids kept across updates.
            written = lowered.program.rewritingView(at: 0) { Self.rekeyed($0, .mintedInBody) }
            fixed = lowered.program.rewritingView(at: 0) { Self.rekeyed($0, .keyPath("id")) }
            fixName = "ids stored once"
            lowered.assumptions.append("three rows")
        } else {
            written = lowered.program
            fixed = lowered.program.rewritingView(at: 0) { Self.removingID($0) }
            fixName = "no `.id`"
        }
        let experiment = SiteExperiment(program: written, fixed: fixed, drivers: lowered.drivers, site: 0, counted: 0,
                                        options: context.options, measure: { $0.replacements })
        let wording = EvidenceWording(
            fix: fixName,
            asWritten: { c, n in
                (rows ? "rows were made anew on \(c.replacements) of \(n) updates" : "a new identity replaced the view on \(c.replacements) of \(n) updates")
                    + Self.effects(c)
            },
            withFix: { c, _, _ in "\(c.replacements)" },
            refuted: { runs in
                "the identity never changed more often than with \(fixName) (\(driverList(runs)))"
            })
        return context.evidence(of: experiment, wording, lowered: lowered)
    }

    /// ", state destroyed 10 times, tasks restarted 10 times" (what the user sees go).
    static func effects(_ c: SiteCounts) -> String {
        var parts: [String] = []
        if c.stateDestroyed > 0 { parts.append("state destroyed \(c.stateDestroyed) times") }
        if c.taskStarts > 0 { parts.append("tasks restarted \(c.taskStarts) times") }
        if c.appearances > 0 { parts.append("`onAppear` ran \(c.appearances) times") }
        return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
    }

    /// The view without its outermost `.id`.
    static func removingID(_ t: ViewTemplate) -> ViewTemplate {
        switch t {
        case .modified(let content, .id): return content
        case .modified(let content, let m): return .modified(removingID(content), m)
        default: return t
        }
    }

    /// The `ForEach` (or `List` rows) in `t`, keyed by `id`, over three rows of the same data.
    static func rekeyed(_ t: ViewTemplate, _ id: IDStrategy) -> ViewTemplate {
        t.rewritingRows { rows in
            rows.id = id
            rows.data = .literal(.array((0..<3).map { .record(["id": .symbol("row \($0) id", 0)]) }))
        }
    }
}

extension UnstableIDRule {
    /// A refuted finding keeps what the code does and drops the effect the evidence did not see.
    public func refutedMessage(at flagged: UnstableIDSite, evidence: Evidence) -> String? {
        switch flagged {
        case .idModifier:
            return "`.id(…)` gets a value made while `body` runs, but here the view is not replaced more often than without it"
        case .mintedRows:
            return "Rows are keyed by ids made while `body` runs, but here they are not made anew more often than with stable ids"
        }
    }
}
