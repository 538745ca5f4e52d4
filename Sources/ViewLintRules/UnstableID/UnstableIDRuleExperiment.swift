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
        // `.id(UUID())` is new on every run of `body`, whatever made it run: said first, so the
        // change the engine made to run it reads as a means, not as the cause.
        let fresh = rows ? nil : Self.freshOnEveryRun(call, in: file.tree, index: context.index)
        // What a new identity costs where the view holds nothing the engine would count lost.
        let stateless = !rows && StatelessSubtree.holdsNothing(call, in: file.tree)
        let wording = EvidenceWording(
            fix: fixName,
            asWritten: { c, n in
                let replaced = rows ? "rows were made anew on \(c.replacements) of \(n) updates"
                    : "a new identity replaced the view on \(c.replacements) of \(n) updates"
                return (fresh.map { "every run of `body` makes a new \($0), so " } ?? "") + replaced + Self.effects(c)
            },
            // Made only of SwiftUI's own views (no project view, no `.task` or `onAppear`), the
            // view has nothing the engine would count lost: what a new identity costs is said.
            withFix: { c, _, _ in
                "\(c.replacements)" + (stateless ? "; what a new identity costs here is a new subtree and a restarted animation (a spinner's turn): the view is made only of SwiftUI's own views, which hold no state" : "")
            },
            refuted: { runs in
                "the identity never changed more often than with \(fixName) (\(driverList(runs)))"
            })
        var evidence = context.evidence(of: experiment, wording, lowered: lowered)
        if fresh != nil, evidence.status == .confirmed, let driver = evidence.driver,
           lowered.drivers.first(where: { $0.description == driver })?.kind == .environment,
           let store = Self.unrunStore(around: call, in: file, context: context) {
            // An environment value is the engine's last resort to run `body`; what runs it in the
            // app is the store, which the engine does not run (review s12 #43: TCA's `openURL`).
            evidence.summary = evidence.summary.replacing("(\(driver))", with: "(\(driver): the engine ran `body` that way, as it "
                                                          + "does not run `\(store.name)`, the `\(store.type)` `body` reads)", maxReplacements: 1)
        }
        return evidence
    }

    /// "`UUID()`" where the `.id`'s value is made anew each time it is evaluated (a fresh
    /// value, or a construction of a type whose instances mint their own ids); nil for a stored
    /// fresh value, new only with each new view.
    static func freshOnEveryRun(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> String? {
        guard let value = tree.arguments(call).first.flatMap({ tree.value($0) }) else { return nil }
        if let fresh = FreshValue.describe(value, in: tree) { return "`\(fresh)`" }
        guard tree.kind(value) == .call, !tree.isMethodCall(value), !tree.isImplicitMemberCall(value) else { return nil }
        let name = tree.calleeName(value)
        return !name.isEmpty && index.instancesDiffer(typeNamed: name) ? "`\(name)()`" : nil
    }

    /// A store of The Composable Architecture (`StoreOf<Feature>`, `Store<S, A>`) the flagged
    /// view keeps and its `body` reads: its state changes run `body` in the app, and the engine
    /// does not run it.
    static func unrunStore(around call: SyntaxTree.NodeID, in file: LintFile,
                           context: ConfirmationContext) -> (name: String, type: String)? {
        let tree = file.tree
        guard let owner = tree.enclosingTypeName(call), let view = context.index.viewType(named: owner),
              let body = context.declarations.members(of: owner, in: tree)["body"] else { return nil }
        let read = Set(tree.referencedNames(in: body))
        return view.storedProperties.first { read.contains($0.name) && ConditionPossibility.Reader.storeStateType($0.typeText) != nil }
            .map { ($0.name, $0.typeText.filter { !$0.isWhitespace }) }
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
