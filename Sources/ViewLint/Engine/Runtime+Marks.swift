// Counting at marked sites: each mark node keeps the counts of what happens at and below it
// (its content's body runs and input changes, replacements, state destroyed, appear and task
// events, rows built to be counted), per instance. Experiments read these instead of per-type
// totals, so two uses of one view type are never added up.

extension Runtime {
    /// Adds to a mark node's counts (total, and measured once setup is over).
    mutating func bumpSite(_ mark: Int, _ change: (inout SiteCounts) -> Void) {
        guard nodes[mark].site != nil else { return }
        if !siteEventMarks.isEmpty, case .mark(let m) = nodes[mark].kind, siteEventMarks.contains(m) {
            // Every count is an addition, so applying it to zero counts gives the event.
            var event = SiteCounts()
            change(&event)
            recordSiteEvent(at: mark, event)
        }
        change(&nodes[mark].site!.total)
        if measuring { change(&nodes[mark].site!.measured) }
    }

    /// The marks whose content `node` is: reached from `node` upwards through modifiers,
    /// `AnyView`s (the erased view is the content it wraps) and other marks only (a view
    /// inside a container below the mark is not its content).
    @inline(__always)  // called from `mutating` counts: see `fieldIndex`
    func marksHolding(_ node: Int) -> [Int] {
        guard hasMarks else { return [] }
        var found: [Int] = []
        var n = nodes[node].parent
        while n > 0 {
            switch nodes[n].kind {
            case .mark: found.append(n)
            case .modifier, .anyView: break
            default: return found
            }
            n = nodes[n].parent
        }
        return found
    }

    /// Every mark above `node`: what happens in a subtree happens at each mark around it.
    @inline(__always)  // called from `mutating` counts: see `fieldIndex`
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
        if siteEventMarks.contains(mark) {
            var event = SiteCounts()
            event.evaluations = 1
            recordSiteEvent(at: -1 - mark, event)
        }
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

    /// Makes the paths of the marks' nodes (and their parents) for `cachedPath(of:)`.
    mutating func cachePathsOfMarks() {
        guard hasMarks, pathChanges.isEmpty else { return }
        for id in nodes.indices {
            guard case .mark = nodes[id].kind else { continue }
            _ = path(of: id, known: &pathCache)
        }
    }

    /// The marks' instances, in creation order, for the run's result.
    func siteInstances() -> [Int: [SiteInstance]] {
        var result: [Int: [SiteInstance]] = [:]
        guard hasMarks else { return result }
        // Marks' paths share their parents': each made once.
        var known = pathCache
        for id in nodes.indices {
            guard case .mark(let mark) = nodes[id].kind, let site = nodes[id].site else { continue }
            let path = pathChanges.isEmpty ? path(of: id, known: &known) : pathAsMade(of: id)
            result[mark, default: []].append(SiteInstance(path: path, total: site.total, measured: site.measured,
                                                          alive: nodes[id].alive))
        }
        return result
    }
}

// The default trace of a finding: what happened at the flagged site, update by update, recorded
// as counts change there (no formatting while the run goes) and worded once it is over.

/// What one update did at one instance of a traced mark (`node` < 0: the expression mark
/// `-1 - node`, which has no node).
struct SiteEvent {
    var update: Int
    var node: Int
    var counts: SiteCounts
}

extension Runtime {
    mutating func recordSiteEvent(at node: Int, _ counts: SiteCounts) {
        if let last = siteEvents.indices.last, siteEvents[last].update == updateIndex, siteEvents[last].node == node {
            siteEvents[last].counts.add(counts)
        } else {
            siteEvents.append(SiteEvent(update: updateIndex, node: node, counts: counts))
        }
    }

    /// The site's events and what their lines need to name each instance, worded only when a
    /// finding keeps the run's trace (`SiteEventLog.lines`).
    func siteEventLog() -> SiteEventLog {
        guard !siteEvents.isEmpty else { return SiteEventLog() }
        // Instances are numbered in creation order when a mark has more than one.
        var instances: [Int: (mark: Int, ordinal: Int)] = [:], counts: [Int: Int] = [:]
        nodes.withUnsafeBufferPointer { nodes in
            for id in nodes.indices {
                guard case .mark(let m) = nodes[id].kind, siteEventMarks.contains(m) else { continue }
                counts[m, default: 0] += 1
                instances[id] = (m, counts[m]!)
            }
        }
        return SiteEventLog(events: siteEvents, instances: instances, instanceCounts: counts, markNames: program.marks.map(\.name))
    }
}

/// A run's events at the traced marks (`Engine.siteEvents`), as recorded.
public struct SiteEventLog: Sendable {
    var events: [SiteEvent] = []
    /// Per mark node: its mark and its number among that mark's instances.
    var instances: [Int: (mark: Int, ordinal: Int)] = [:]
    /// Per mark: how many instances the run made.
    var instanceCounts: [Int: Int] = [:]
    var markNames: [String] = []

    /// One line per update: "update 3: ‹receiver› built, body ran; ‹Binding(get:set:)› built".
    public var lines: [String] {
        guard !events.isEmpty else { return [] }
        // Each node's label made once: its events recur on every update.
        var labels: [Int: String] = [:]
        func label(_ node: Int) -> String {
            if let known = labels[node] { return known }
            var text = ""
            if node < 0 {
                text = "‹" + markNames[-1 - node] + "›"
            } else if let (m, ordinal) = instances[node] {
                text = "‹" + markNames[m] + "›"
                if (instanceCounts[m] ?? 0) > 1 { text += " #" + String(ordinal) }
            }
            labels[node] = text
            return text
        }
        var lines: [String] = []
        var start = 0
        // Each instance's events of this update on one clause, in the order they happened; a
        // phrase is its kind and count (the same pair, the same words).
        var names: [String] = []
        var phrases: [[SiteCounts.Phrase]] = []
        while start < events.count {
            let update = events[start].update
            names.removeAll(keepingCapacity: true)
            phrases.removeAll(keepingCapacity: true)
            var end = start
            while end < events.count, events[end].update == update {
                let name = label(events[end].node)
                if let i = names.firstIndex(of: name) {
                    events[end].counts.forEachPhrase { phrase in
                        if !phrases[i].contains(phrase) { phrases[i].append(phrase) }
                    }
                } else {
                    names.append(name)
                    var new: [SiteCounts.Phrase] = []
                    events[end].counts.forEachPhrase { new.append($0) }
                    phrases.append(new)
                }
                end += 1
            }
            var line = update == 0 ? "first render: " : "update " + String(update) + ": "
            for (i, name) in names.enumerated() {
                if i > 0 { line += "; " }
                line += name
                line += " "
                for (j, phrase) in phrases[i].enumerated() {
                    if j > 0 { line += ", " }
                    line += SiteCounts.phraseWords[phrase.kind]
                    if phrase.count != 1 { line += " ×"; line += String(phrase.count) }
                }
            }
            lines.append(line)
            start = end
        }
        return lines
    }
}

extension SiteCounts {
    /// A count as an event: its kind (an index into `phraseWords`) and how many.
    struct Phrase: Equatable {
        var kind: Int
        var count: Int
    }

    /// The events' words, in the order they are listed.
    static let phraseWords = [
        "built", "body ran", "input compared unequal", "re-checked inside a built-in view", "replaced by a new identity",
        "state destroyed", "onAppear ran", "onDisappear ran", "task started", "task cancelled", "rows built to count them",
        "row element changed", "kept its first row count", "task outlived its view", "an earlier task still running",
        "given a new object", "missed an update", "showed a stale state",
    ]

    /// Calls `body` with each count that is not zero, as a phrase, in `phraseWords` order.
    func forEachPhrase(_ body: (Phrase) -> Void) {
        let counts = [evaluations, bodyRuns, inputChanges, internalUpdates, replacements, stateDestroyed, appearances,
                      disappearances, taskStarts, taskCancellations, rowsBuiltToCount, trackedChanges, staleRowCounts,
                      tasksOutlivingView, tasksAlreadyRunning, objectsReplaced, missedUpdates, staleStateUpdates]
        for (kind, count) in counts.enumerated() where count > 0 { body(Phrase(kind: kind, count: count)) }
    }

    /// The counts as events, in a SwiftUI developer's words (zero counts left out).
    var eventPhrases: [String] {
        var phrases: [String] = []
        forEachPhrase { phrases.append($0.count == 1 ? Self.phraseWords[$0.kind] : "\(Self.phraseWords[$0.kind]) ×\($0.count)") }
        return phrases
    }
}
