import ViewLint

/// The experiment (model rules 35, 43; §3e; E15): host the code around the erasure, re-run it
/// with each driver, and count at the erased view how often its content was replaced, the state
/// lost with it, and the times a lazy container had to build rows to count their views — as
/// written, and as the `@ViewBuilder` equivalent (the content itself, or a conditional where
/// the erasure chose between views). The same counts mean the erasure cost no identity.
extension AnyViewRule {
    public func confirm(_ erasure: ErasureSite, in file: LintFile, context: ConfirmationContext) -> Evidence? {
        let tree = file.tree
        var erasing: [SyntaxTree.NodeID] = []
        // What is counted: the erasure itself, or the result of a declaration typed `AnyView`.
        var counted: SyntaxTree.NodeID
        switch erasure {
        case .construction(let call):
            erasing = [call]
            counted = call
        case .declaration(let type):
            // A declaration typed `AnyView`: the erasures that make its value.
            guard let declaration = tree.ancestor(of: type, in: [.funcDecl, .patternBinding]),
                  tree.kind(declaration) == .funcDecl || tree.child(declaration, kind: .codeBlock) != nil
                    || tree.child(declaration, kind: .accessorBlock) != nil else {
                return .inconclusive("the engine follows `AnyView` declarations only into functions and computed properties")
            }
            counted = declaration
            tree.walk(from: declaration) { id, _ in
                if tree.kind(id) == .call, tree.calleeName(id) == "AnyView", !tree.isMethodCall(id) { erasing.append(id) }
                if tree.kind(id) == .call, tree.isMethodCall(id), context.index.isAnyViewEraser(named: tree.calleeName(id)) { erasing.append(id) }
                return .visitChildren
            }
        }
        guard !erasing.isEmpty else {
            return .inconclusive("no `AnyView(…)` is built here; the erased views come from elsewhere")
        }
        // Mark 0 is what is counted; the erasures after it are what the fix unwraps.
        var marks = [(node: counted, mark: SiteMark("erased view"))]
        marks += erasing.filter { $0 != counted }.map { (node: $0, mark: SiteMark("AnyView")) }
        let request = SiteRequest(path: file.source.path, site: counted, marks: marks)
        let lowered: LoweredSite
        switch context.lowering(for: file.source.path).site(request, updates: context.updates) {
        case .success(let site): lowered = site
        case .failure(let failure): return .inconclusive(failure.reason)
        }
        var fixed = lowered.program
        for mark in marks.indices { fixed = fixed.rewritingView(at: mark) { Self.unerased($0) } }
        let measure: @Sendable (SiteCounts) -> Int = { $0.replacements + $0.stateDestroyed + $0.rowsBuiltToCount }
        var experiment = SiteExperiment(program: lowered.program, fixed: fixed, drivers: lowered.drivers, site: 0, counted: 0,
                                        options: context.options, measure: measure)
        // For a declaration, the flagged code is each erasure it makes.
        if marks.count > 1 { experiment.site = 1; experiment.alsoSite = Array(2..<marks.count) }
        let fixName = "the `@ViewBuilder` equivalent"
        let wording = EvidenceWording(
            fix: fixName,
            asWritten: { c, n in
                c.rowsBuiltToCount > 0
                    ? "a lazy container built its rows to count their views on \(c.rowsBuiltToCount) of \(n) updates"
                    : "the erased content was replaced \(c.replacements) times in \(n) updates, state destroyed \(c.stateDestroyed) times"
            },
            withFix: { c, written, _ in written.rowsBuiltToCount > 0 ? "\(c.rowsBuiltToCount)" : "\(c.replacements) and \(c.stateDestroyed)" },
            refuted: { runs in
                let most = runs.map { $0.asWritten.replacements }.max() ?? 0
                return most == 0
                    ? "the erased type stayed the same, so identity and state were kept (\(driverList(runs))); only a cheap re-check per update"
                    : "switching what is shown replaced the subtree as often with \(fixName) (\(most) times; \(driverList(runs)))"
            })
        return experiment.run().evidence(wording, lowered: lowered)
    }

    /// The erased view without `AnyView`: its content, or a conditional where it chose.
    static func unerased(_ t: ViewTemplate) -> ViewTemplate {
        switch t {
        case .anyView(let content): return content
        case .anyViewChoosing(let condition, let a, let b): return .conditional(condition, a, b)
        case .modified(let content, let m): return .modified(unerased(content), m)
        default: return t
        }
    }
}
