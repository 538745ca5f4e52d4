import ViewLint

// When the code lets a condition change, where the project shows it: a `@State` written only in
// `onAppear`, `onDisappear` or a `.task` without a loop (directly, inside `withAnimation`, or in
// a private function only they call) changes as the view appears or goes, once for each such
// write (SWIFTUI-FACTS: `.task` runs once per appearance), not on other updates; a `let` the parent passes changes only when the parent passes another value.
// Counting "10 of 10 updates" for either would claim a frequency the code cannot reach.

extension ConditionPossibility.Reader {
    /// `.onLifecycle` when every changing name is a `@State` of the view whose writes all sit
    /// directly in lifecycle closures; `.fromParent` when every one is a plain stored property
    /// (a `let`, or a `var` without a wrapper the view never writes); nil otherwise.
    func whenChanges(_ changing: [(condition: SyntaxTree.NodeID, name: String)]) -> ConditionPossibility? {
        var names: [String] = []
        for (_, name) in changing where !names.contains(name) { names.append(name) }
        guard !names.isEmpty else { return nil }
        if let closures = lifecycleWriters(of: names) {
            let shownNames = names.map { "`\($0)`" }.joined(separator: " and ")
            let shownClosures = closures.map { $0 == "task" ? "`.task`" : "`\($0)`" }
            let joined = shownClosures.count == 1 ? shownClosures[0]
                : shownClosures.dropLast().joined(separator: ", ") + " and " + shownClosures.last!
            // A task writes when its work gets there (after an `await`, perhaps), not as the
            // view appears: it is only started then.
            let appears = closures == ["onDisappear"] ? "as the view disappears"
                : closures == ["task"] ? "in the task each appearance starts"
                : closures.contains("onDisappear") ? "as the view appears or disappears" : "as the view appears"
            let first = closures[0] == "onDisappear" ? "as the view disappears"
                : closures[0] == "task" ? "started as the view appears" : "as the view appears"
            let only = names.allSatisfy { name in declaration(of: name).map { isPrivate($0.variable) } ?? false }
            let writers = only ? (closures.count == 1 ? (names.count == 1 ? ", its only writer" : ", their only writer") : "; written only in \(joined)")
                               : "; every write of \(names.count == 1 ? "it" : "them") in this file sits in \(joined)"
            let place = closures[0] == "task" ? "the \(shownClosures[0])" : shownClosures[0]
            return .onLifecycle(change: "\(shownNames) set in \(place) \(first)\(writers)",
                                because: "a write there flips the condition: it changes only \(appears), once for each such write, not on other updates")
        }
        if names.allSatisfy(isPassedByParent) {
            let shownNames = names.map { "`\($0)`" }.joined(separator: " or ")
            return .fromParent("the parent passing another \(shownNames) that flips the condition while the view is on screen (\(names.count == 1 ? "a value" : "values") nothing in the view changes)")
        }
        return nil
    }

    func isPrivate(_ variable: SyntaxTree.NodeID) -> Bool {
        tree.hasModifier(variable, "private") || tree.hasModifier(variable, "fileprivate")
    }

    /// A stored property of plain values without a wrapper that the view's code never writes:
    /// only a new value from the parent changes it (an object's members change on their own).
    func isPassedByParent(_ name: String) -> Bool {
        guard let stored = view.storedProperties.first(where: { $0.name == name }), stored.wrapper == nil,
              Self.isStandardValue(stored) else { return false }
        return stored.isLet || !index.writes(property: name, inType: owner)
    }

    /// A property of a standard value type (`String`, `Int`, `URL`, …, or an optional one):
    /// nothing in it changes on its own, as an object's members can.
    static func isStandardValue(_ stored: StoredProperty) -> Bool {
        if stored.pod.isPOD { return true }
        var type = stored.typeText.filter { !$0.isWhitespace }
        if type.hasSuffix("?") { type.removeLast() }
        return ProjectModel.plainValueTypeNames.contains(type) || ["String", "Substring", "URL", "Data"].contains(type)
    }

    /// The lifecycle modifiers whose closures hold every write of `names` (each a `@State` of
    /// the view, written only in forms the engine reads), in order of first use; nil when a
    /// write sits elsewhere, in a nested closure or a loop (a `.task` looping over a stream
    /// writes at any time), when there is none, or when one closure writes more than once
    /// outside a single `withAnimation` block without `await`.
    func lifecycleWriters(of names: [String]) -> [String]? {
        var closures: [String] = []
        var writesIn: [String: [SyntaxTree.NodeID]] = [:]
        for name in names {
            guard let stored = view.storedProperties.first(where: { $0.name == name }), stored.wrapper?.kind == .state,
                  let writes = writes(of: name), !writes.isEmpty else { return nil }
            for write in writes {
                guard let closure = lifecycleClosure(around: write.node) else { return nil }
                if !closures.contains(closure) { closures.append(closure) }
                writesIn[closure, default: []].append(write.node)
            }
        }
        // Several writes in one run of a closure can flip the condition more than once
        // (`started = true` … `await` … `finished = true`), unless one update makes them all.
        for (_, nodes) in writesIn where nodes.count > 1 {
            guard inOneTransaction(nodes) else { return nil }
        }
        return closures.isEmpty ? nil : closures
    }

    /// The lifecycle modifier whose closure holds `node`: directly, inside `withAnimation` or
    /// `withTransaction` (run at once), or in a private function of the view called only from
    /// such places. Nil when another closure, a loop or another caller stands between them, and
    /// when the write is queued on `DispatchQueue.main`: it then makes an update of its own,
    /// apart from the closure's other writes, which `inOneTransaction` does not model.
    func lifecycleClosure(around node: SyntaxTree.NodeID) -> String? {
        guard let closure = LifecycleClosure(around: node, in: tree, callersIn: owner),
              !closure.through.contains(where: { $0.hasPrefix("DispatchQueue.") }) else { return nil }
        return closure.modifier
    }

}
