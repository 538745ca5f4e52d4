import ViewLint

// What replacing an object loses, in the summary's words. A `var` the class's `init` fills again
// from a publisher that replays its value (`InitRefill`: a `@Published` projection, a key-value
// observing publisher) comes back to the new object: at once, or after a queue hop (a moment of
// its defaults). Only what does not come back is lost.

extension ObjectOwnershipRule {
    enum Loss {
        /// What is lost (and what comes back), for the summary.
        case lost(String)
        /// Nothing is lost, as a static fact (with its assumptions named).
        case nothing(String)
        /// The engine cannot tell.
        case open(String)
    }

    /// What replacing a `model` object loses: the `var`s it changes after it is made (made again
    /// from `madeFrom`, the view's `init` parameters, a new one starts them over), less those its `init` refills. Nothing of
    /// its own changing, or changing only through what its `init` sets up again that the engine
    /// does not read, is no loss it can name: open. A class the project does not declare is
    /// assumed to keep state.
    /// `changedHere`: which of the changing `var`s the code holding this very object changes
    /// (`changedByHolder`); nil where the caller cannot tell, and the index's answer stands.
    static func whatIsLost(_ model: String, madeFrom parameters: [String], holder: String = "it", arguments: String? = nil,
                           changedHere: (([String]) -> Set<String>)? = nil,
                           in file: LintFile, context: ConfirmationContext, assumptions: inout [String]) -> Loss {
        let made = parameters.map { "`\($0)`" }.joined(separator: ", ")
        let from = made.isEmpty ? "" : " from \(made)"
        let its = holder == "it" ? "its" : holder + "'s"
        if let why = viewStoreFact(model, madeFrom: parameters, index: context.index) { return .nothing(why) }
        switch ObjectKeeping(model: model, in: file, index: context.index, declarations: context.declarations) {
        case .keeps(let names, let fromInit):
            let refills = refilled(names, of: model, index: context.index)
            var lost = names.filter { refills[$0] == nil }
            if lost.isEmpty { return allBack(model, names, refills, from: from, holder: holder, assumptions: &assumptions) }
            // The index knows that some code changes these on some `model`: lost here only if
            // code holding this object does. What it is shown to change is claimed; with none,
            // every change is an assumption about this object.
            if let changedHere {
                let shown = changedHere(lost)
                if shown.isEmpty {
                    assumptions.append("some code changes this `\(model)`'s \(ObjectKeeping.quoted(lost)) (the project's code changes \(lost.count == 1 ? "a member" : "members") of \(lost.count == 1 ? "that name" : "those names"), none of it shown to hold this object)")
                } else {
                    lost = lost.filter(shown.contains)
                }
            }
            var phrase = "losing \(its) changes to \(ObjectKeeping.quoted(lost)) since it was made\(from)"
            if !refills.isEmpty {
                phrase += "; \(comingBack(names.filter { refills[$0] != nil }, refills))"
                assumptions.append("only \(thatSubscription(refills)) setting \(ObjectKeeping.quoted(names.filter { refills[$0] != nil }))")
            }
            if fromInit {
                assumptions.append(refills.isEmpty ? "what `init` sets up giving a new one none of them back"
                                                   : "nothing else `init` sets up giving a new one \(ObjectKeeping.quoted(lost)) back")
            }
            return .lost(phrase)
        case .setUpByInit(let names):
            let refills = refilled(names, of: model, index: context.index)
            if refills.count == names.count { return allBack(model, names, refills, from: from, holder: holder, assumptions: &assumptions) }
            return .open("`\(model)` itself changes \(ObjectKeeping.quoted(names)) only in `init` (through what it sets up there\(from)), which a new one does again: whether it gets the same values back at once, or other code changes them, the engine does not follow")
        case .nothing(read: true):
            if let why = sameFromArguments(model, madeFrom: arguments ?? made, sameObjects: arguments != nil, in: file, context: context) {
                return .nothing(why)
            }
            return .open("`\(model)` keeps no state of its own that changes after `init`: a new one\(from.isEmpty ? "" : " made" + from) starts as the old one did, and what it reaches through its `let`s the engine does not follow")
        case .nothing(read: false):
            return .open("`\(model)` sets its `var`s only in `init` (closures it sets up there included): whether a new one\(from.isEmpty ? "" : " made" + from) gets back what the old one had the engine does not follow")
        case .unknown(let why):
            assumptions.append("`\(model)` keeping state of its own (\(why))")
            return .lost("losing what \(holder) held")
        }
    }

    /// A class that keeps no state of its own, made again from the same arguments, is the same:
    /// every stored property a `let` each `init` sets straight from a parameter
    /// (`self.wrappedValue = store`), so the new one holds the very objects the old one held.
    static func sameFromArguments(_ model: String, madeFrom made: String, sameObjects: Bool = false, in file: LintFile,
                                  context: ConfirmationContext) -> String? {
        guard !made.isEmpty else { return nil }
        let parent = sameObjects ? "assuming \(made) \(made.contains(",") ? "are" : "is") the same each time" : "assuming the parent passing the same \(made)"
        let tree = file.tree
        // Declared in this file: its initializers are all read here.
        guard context.declarations.declarations(named: model, in: tree).declarations.contains(where: { tree.kind($0) == .classDecl }),
              let facts = context.index.declaredType(named: model), !facts.hasMutableStoredProperty, !facts.letProperties.isEmpty else { return nil }
        let initializers = context.declarations.initializers(of: model, in: tree)
        guard !initializers.isEmpty else { return nil }
        for initializer in initializers {
            guard let clause = tree.child(initializer, kind: .parameterClause) else { return nil }
            let parameters = Set(tree.children(clause, kind: .parameter).map { tree.parameterLocalName($0) })
            var set: Set<String> = []
            for sequence in tree.descendants(of: initializer, kind: .sequenceExpr) {
                guard let (target, value) = tree.assignment(sequence) else { continue }
                guard var path = tree.memberPath(target) else { return nil }
                if path.first == "self" { path.removeFirst() }
                guard tree.kind(value) == .identifier, parameters.contains(tree.name(value)) else { return nil }
                set.insert(path.joined(separator: "."))
            }
            guard set == facts.letProperties else { return nil }
        }
        let lets = ObjectKeeping.quoted(facts.letProperties.sorted())
        return "`\(model)` keeps only \(lets), set straight from its `init`'s arguments: a new one made from the same arguments holds the same objects, so replacing it loses nothing — \(parent)"
    }

    /// The Composable Architecture's `ViewStore` holds none of the state it shows: its `init`
    /// reads the store's current state (`store.withState`) and follows the store after that.
    /// TCA's own, from a package or TCA's source (its `store` and `_state`), not a project
    /// class that shares the name.
    static func viewStoreFact(_ model: String, madeFrom parameters: [String], index: ProjectModel) -> String? {
        guard model == "ViewStore", parameters.first == "store",
              index.declaredType(named: model).map({ $0.letProperties.isSuperset(of: ["_state", "store"]) }) ?? true else { return nil }
        let made = parameters.map { "`\($0)`" }.joined(separator: ", ")
        return "a `ViewStore` holds none of the state it shows: a new one made from `store` reads the store's current state as it is made, and follows the store after that, so it shows what the old one showed — assuming the parent passing the same \(made)"
    }

    /// The names `init` refills, with how.
    static func refilled(_ names: [String], of model: String, index: ProjectModel) -> [String: InitRefill] {
        var refills: [String: InitRefill] = [:]
        for name in names { refills[name] = index.initRefill(name, ofClass: model) }
        return refills
    }

    /// "`total` and `inCollection` come back only after a queue hop (…)", grouped by source.
    static func comingBack(_ names: [String], _ refills: [String: InitRefill], sayingDefaults: Bool = true) -> String {
        var groups: [(source: String, afterHop: Bool, names: [String])] = []
        for name in names {
            guard let refill = refills[name] else { continue }
            let source = subscription(refill)
            if let i = groups.firstIndex(where: { $0.source == source && $0.afterHop == refill.afterHop }) {
                groups[i].names.append(name)
            } else {
                groups.append((source, refill.afterHop, [name]))
            }
        }
        return groups.map { group in
            let verb = group.names.count == 1 ? "comes" : "come"
            let until = sayingDefaults ? ", showing \(group.names.count == 1 ? "its default" : "their defaults") until then" : ""
            let when = group.afterHop ? "\(verb) back only after a queue hop\(until)"
                                      : "\(verb) back at once"
            return "\(ObjectKeeping.quoted(group.names)) \(when) (a new one's `init` subscribes to \(group.source))"
        }.joined(separator: "; ")
    }

    /// "that subscription", or "those subscriptions" where `init` chooses among sources.
    static func thatSubscription(_ refills: [String: InitRefill]) -> String {
        Set(refills.values.flatMap { [$0.source] + $0.alternatives }).count > 1 ? "those subscriptions" : "that subscription"
    }

    /// "`UserCollection.shared.$critters`, which sends its current value"; where `init` chooses
    /// among sources, or subscribes on one path only, the choice is said (review s14 #13):
    /// "`A` or `B`, as `if category == .fish || …` decides, each sending its current value".
    static func subscription(_ refill: InitRefill) -> String {
        let sources = ([refill.source] + refill.alternatives).map(describe)
        let choice = refill.chosenBy.map { "`\(MessageText.excerpt($0, limit: 40))`" }
        if sources.count > 1 {
            let listed = sources.dropLast().joined(separator: ", ") + " or " + sources.last!
            return listed + (choice.map { ", as \($0) decides" } ?? ", by the path `init` takes") + ", each sending its current value"
        }
        return sources[0] + (choice.map { " (on one path of \($0) only)" } ?? "") + ", which sends its current value"
    }

    /// "`Library.shared.$books`"; a key-value observing publisher as what it observes:
    /// "key-value observing of `reachability.isReachable`".
    static func describe(_ source: String) -> String {
        let compact = source.filter { !$0.isWhitespace }
        if let open = compact.firstRange(of: ".publisher(for:\\."), compact.hasSuffix(")") {
            let receiver = compact[..<open.lowerBound]
            let path = compact[open.upperBound ..< compact.index(before: compact.endIndex)]
            return "key-value observing of `\(MessageText.excerpt(receiver + "." + path, limit: 40))`"
        }
        return "`\(MessageText.excerpt(source, limit: 40))`"
    }

    /// Every changing `var` comes back: nothing is lost when all do at once; a moment of the
    /// defaults when some wait for a hop.
    static func allBack(_ model: String, _ names: [String], _ refills: [String: InitRefill], from: String, holder: String,
                        assumptions: inout [String]) -> Loss {
        let back = comingBack(names, refills, sayingDefaults: false)
        let only = "only \(thatSubscription(refills)) setting \(ObjectKeeping.quoted(names))"
        if refills.values.allSatisfy({ !$0.afterHop }) {
            let same = from.isEmpty ? "" : " and the parent passing the same\(from.dropFirst(5))"
            return .nothing("a new `\(model)` starts with what the old one had: \(back) — assuming \(only)\(same)")
        }
        assumptions.append(only)
        return .lost("each new one showing \(names.count == 1 ? "its default" : "their defaults") for a moment: \(back)")
    }
}
