// Counting at marked sites: each mark node keeps the counts of what happens at and below it
// (its content's body runs and input changes, replacements, state destroyed, appear and task
// events, rows built to be counted), per instance. Experiments read these instead of per-type
// totals, so two uses of one view type are never added up.

extension Runtime {
    /// Adds to a mark node's counts (total, and measured once setup is over).
    mutating func bumpSite(_ mark: Int, _ change: (inout SiteCounts) -> Void) {
        guard nodes[mark].site != nil else { return }
        change(&nodes[mark].site!.total)
        if measuring { change(&nodes[mark].site!.measured) }
    }

    /// The marks whose content `node` is: reached from `node` upwards through modifiers and
    /// other marks only (a view inside a container below the mark is not its content).
    func marksHolding(_ node: Int) -> [Int] {
        guard hasMarks else { return [] }
        var found: [Int] = []
        var n = nodes[node].parent
        while n > 0 {
            switch nodes[n].kind {
            case .mark: found.append(n)
            case .modifier: break
            default: return found
            }
            n = nodes[n].parent
        }
        return found
    }

    /// Every mark above `node`: what happens in a subtree happens at each mark around it.
    func marksAbove(_ node: Int) -> [Int] {
        guard hasMarks else { return [] }
        var found: [Int] = []
        var n = nodes[node].parent
        while n > 0 {
            if case .mark = nodes[n].kind { found.append(n) }
            n = nodes[n].parent
        }
        return found
    }

    var hasMarks: Bool { !program.marks.isEmpty }

    /// The content at a mark ran its body (once per update for `updatesWithBodyRun`).
    mutating func countBodyRun(_ node: Int) {
        for mark in marksHolding(node) {
            bumpSite(mark) { $0.bodyRuns += 1 }
            if nodes[mark].site!.lastUpdateWithBodyRun != updateIndex {
                nodes[mark].site!.lastUpdateWithBodyRun = updateIndex
                bumpSite(mark) { $0.updatesWithBodyRun += 1 }
            }
        }
    }

    mutating func countInputChange(_ node: Int) {
        for mark in marksHolding(node) { bumpSite(mark) { $0.inputChanges += 1 } }
    }

    mutating func countInternalUpdate(_ node: Int) {
        for mark in marksHolding(node) { bumpSite(mark) { $0.internalUpdates += 1 } }
        if case .mark = nodes[node].kind { bumpSite(node) { $0.internalUpdates += 1 } }
    }

    /// A marked template or expression was evaluated by a body.
    mutating func countEvaluation(of mark: Int) {
        var counts = markEvaluations[mark] ?? (0, 0)
        counts.total += 1
        if measuring { counts.measured += 1 }
        markEvaluations[mark] = counts
    }

    /// A new identity was made at `node` where an identity existed (not during a first build of
    /// the whole subtree): a replacement for each mark above it.
    mutating func countReplacement(_ node: Int) {
        for mark in marksAbove(node) { bumpSite(mark) { $0.replacements += 1 } }
    }

    /// At the marks whose content `node` is (not every mark above it): what happens to one view
    /// (its object replaced, an update it missed) belongs to that view's site alone.
    mutating func countAtSite(of node: Int, _ change: (inout SiteCounts) -> Void) {
        if case .mark = nodes[node].kind { bumpSite(node, change) }
        for mark in marksHolding(node) { bumpSite(mark, change) }
    }

    mutating func countInSubtree(of node: Int, _ change: (inout SiteCounts) -> Void) {
        if case .mark = nodes[node].kind { bumpSite(node, change) }
        for mark in marksAbove(node) { bumpSite(mark, change) }
    }

    /// Rows of a lazy container were built to count their views: each mark inside them.
    mutating func countRowsBuilt(under forEach: Int) {
        guard hasMarks else { return }
        for n in preorder(from: forEach) {
            if case .mark = nodes[n].kind { bumpSite(n) { $0.rowsBuiltToCount += 1 } }
        }
        for mark in marksAbove(forEach) { bumpSite(mark) { $0.rowsBuiltToCount += 1 } }
    }

    /// Rule 15: a state or state object the parent gave an initial value keeps the one it was
    /// made from, so an update that passes another leaves the view showing a stale value; rule 20:
    /// a state whose `init` write was dropped (`Field.dropsPassedValue`) shows its default instead.
    mutating func countStaleState(_ node: Int, type t: Int, passed: [Value]) {
        guard let custom = nodes[node].custom else { return }
        let stale = program.types[t].fields.indices.contains { i in
            switch program.types[t].fields[i].kind {
            case .state, .stateObject:
                return passed[i] != .none && !comparator.equal(custom.state[i], passed[i], mode: .equatableAlways)
            default:
                return false
            }
        }
        guard stale else { return }
        for mark in marksHolding(node) where nodes[mark].site!.lastStaleUpdate != updateIndex {
            nodes[mark].site!.lastStaleUpdate = updateIndex
            bumpSite(mark) { $0.staleStateUpdates += 1 }
        }
    }

    /// A mark node's tracked value at this update: a change while the node stays is counted.
    mutating func track(_ mark: Int, _ value: Value?) {
        guard let value else { return }
        if let old = nodes[mark].site?.tracked, old != value { bumpSite(mark) { $0.trackedChanges += 1 } }
        nodes[mark].site?.tracked = value
    }

    /// The marks' instances, in creation order, for the run's result.
    func siteInstances() -> [Int: [SiteInstance]] {
        var result: [Int: [SiteInstance]] = [:]
        guard hasMarks else { return result }
        for node in nodes {
            guard case .mark(let mark) = node.kind, let site = node.site else { continue }
            result[mark, default: []].append(SiteInstance(path: node.path, total: site.total, measured: site.measured,
                                                          alive: node.alive))
        }
        return result
    }
}
