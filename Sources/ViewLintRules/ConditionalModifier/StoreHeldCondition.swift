import ViewLint

// A condition read through a store the engine does not run (The Composable Architecture's
// `StoreOf<Game>`, `Store<Game.State, Game.Action>`): each state value keeps a member that is a
// `let`, a `var` only its `init` sets, or computed from those. Such a condition changes only
// when the store is given another state value, which reducers and parents do (`state =
// Game.State(…)`, `state.destination = .game(…)`) with values the engine does not follow: the
// finding stays open, never confirmed on a flip the code may never make.

extension ConditionPossibility.Reader {
    /// Why every changing name the conditions read is such a store's state member, or nil.
    func storeHeld(_ changing: [(condition: SyntaxTree.NodeID, name: String)]) -> String? {
        var reasons: [String] = []
        for (condition, name) in changing {
            guard let reason = storeHeld(name, in: condition) else { return nil }
            if !reasons.contains(reason) { reasons.append(reason) }
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }

    /// "`store.isNavVisible` changes only if another `Game.State` takes this one's place …".
    func storeHeld(_ name: String, in condition: SyntaxTree.NodeID) -> String? {
        guard LocalName(name, at: condition, in: tree) == nil,
              let stored = view.storedProperties.first(where: { $0.name == name }),
              let state = Self.storeStateType(stored.typeText) else { return nil }
        var kept: [String] = [], read: [String] = []
        for path in memberPaths(from: name, in: condition) {
            guard let member = path.first, let keeping = index.memberKeeping(member, ofType: state) else { return nil }
            if path.count > 1, case .named(let inner)? = index.declaredType(named: state)?.properties[member],
               index.classObservation(ofClass: inner) != nil { return nil }
            let described = describe(member, keeping, of: state)
            if !kept.contains(described) { kept.append(described) }
            let shown = "`\(name).\(path.joined(separator: "."))`"
            if !read.contains(shown) { read.append(shown) }
        }
        guard !kept.isEmpty else { return nil }
        return "\(read.joined(separator: ", ")) changes only if another `\(state)` takes this one's place in `\(name)` while the view is on screen, which the engine cannot tell: \(kept.joined(separator: ", "))"
    }

    /// How one member keeps its value, naming what a computed one reads.
    func describe(_ member: String, _ keeping: MemberKeeping, of state: String) -> String {
        switch keeping {
        case .letProperty: return "`\(member)` is a `let`"
        case .unwrittenVar: return "only `\(state)`'s `init` sets `\(member)`"
        case .computed:
            let reads = (index.declaredType(named: state)?.computedReads[member] ?? []).filter { $0.first?.isLowercase == true }
            let stored = reads.filter { index.memberKeeping($0, ofType: state).map { $0 != .computed } ?? false }
            guard !stored.isEmpty, stored.count == reads.count else { return "`\(member)` is computed only from what `\(state)`'s `init` sets" }
            let names = stored.map { "`\($0)`" }.joined(separator: ", ")
            return "`\(member)` reads only \(names), which only `\(state)`'s `init` sets"
        }
    }

    /// The state type a store of this written type reads: `StoreOf<Game>` → `Game.State`,
    /// `Store<Game.State, Game.Action>` → `Game.State`; nil for other types.
    static func storeStateType(_ typeText: String) -> String? {
        var text = typeText.filter { !$0.isWhitespace }
        if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return nil }
        let base = String(text[..<open]).split(separator: ".").last.map(String.init) ?? ""
        let arguments = text[text.index(after: open) ..< text.index(before: text.endIndex)]
        guard !arguments.contains("<") else { return nil }
        let parts = arguments.split(separator: ",").map(String.init)
        switch base {
        case "StoreOf", "ViewStoreOf":
            guard parts.count == 1, let feature = parts[0].split(separator: ".").last else { return nil }
            return "\(feature).State"
        case "Store", "ViewStore":
            guard parts.count == 2 else { return nil }
            return parts[0]
        default:
            return nil
        }
    }
}
