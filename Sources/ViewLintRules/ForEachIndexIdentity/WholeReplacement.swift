import ViewLint

/// A collection the code only ever replaces as a whole (docs/SWIFTUI-MODEL.md rule 36), never
/// inserting, deleting or moving an element of it: a `@State` whose every write stores a value
/// not made from the state itself in `onAppear`, `onDisappear` or a `.task` (`LifecycleClosure`:
/// `prompts = samples.shuffled()` inside `DispatchQueue.main.async { withAnimation { … } }`), or a
/// computed property of an enum made only from the enum's case and the enum's static members
/// (`videoPlayerType.directPlayProfiles`, a `switch self` over statics). Each new value takes the
/// whole collection's place: keyed by position, each row shows the element then at its place;
/// keyed by id, a row would go with its element (moved, or made anew for a new one). Only a
/// row's state (kept by the row, now with another element) is lost that way, so rows with none
/// are refuted and rows with some are run with that one edit.
struct WholeReplacement {
    /// Why, as a clause: "`prompts` starts as `[]` and is set only in `onAppear` (through …), each
    /// time to a new `SamplePrompts.samples.shuffled()`".
    let why: String
    /// When a new value comes: "each time the view appears".
    let when: String
    /// What the verdict assumes, where the code does not say it.
    let assumptions: [String]

    /// The collection the rows count, read through order-keeping steps (`xs.prefix(4)`,
    /// `Array(xs.enumerated())`), as a path of names.
    static func basePath(of collection: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String]? {
        var node = collection
        while tree.kind(node) == .call {
            let name = tree.calleeName(node)
            if !tree.isMethodCall(node), name == "Array", let inner = tree.firstUnlabelledArgument(node) {
                node = inner
            } else if tree.isMethodCall(node), StandInReader.inOrder.contains(name),
                      let callee = tree.firstChild(node), let base = tree.memberBase(callee) {
                node = base
            } else {
                return nil
            }
        }
        return ForEachIndexIdentityRule.storedPath(node, in: tree)
    }

    /// A `@State` of the view set only as it appears or goes, each time to a value not made from
    /// the state itself.
    static func lifecycleState(_ collection: SyntaxTree.NodeID, rows: SyntaxTree.NodeID, owner: String,
                               in tree: SyntaxTree, context: ConfirmationContext) -> WholeReplacement? {
        guard let path = basePath(of: collection, in: tree), path.count == 1, let name = path.first,
              LocalName(name, at: collection, in: tree) == nil,
              let view = context.index.viewType(named: owner),
              view.storedProperties.first(where: { $0.name == name })?.wrapper?.kind == .state,
              let reader = ConditionPossibility.Reader(at: rows, in: tree, index: context.index), reader.owner == owner,
              let writes = reader.writes(of: name), !writes.isEmpty else { return nil }
        var places: [String] = []
        var values: [String] = []
        for write in writes {
            guard let closure = LifecycleClosure(around: write.node, in: tree),
                  // A value made from the state (`[x] + prompts`, `prompts.filter …`) edits it.
                  !write.value.contains(where: { tree.referencedNames(in: $0).contains(name) }) else { return nil }
            if !places.contains(closure.described) { places.append(closure.described) }
            let value = "`" + write.value.map { tree.excerpt($0) }.joined(separator: " ") + "`"
            if !values.contains(value) { values.append(value) }
        }
        // The declaration's value is the start only where no construction can pass another; and
        // only a private state's writes are all in this file.
        var starts = ""
        let declaration = reader.declaration(of: name)
        let isPrivate = declaration.map { reader.isPrivate($0.variable) } ?? false
        if let declaration, !declaration.seededInInit, let literal = declaration.defaultLiteral {
            starts = isPrivate ? " starts as `\(tree.excerpt(literal))` and" : ", declared `= \(tree.excerpt(literal))`,"
        }
        let only = isPrivate ? "only" : "in this file only"
        let set = values.count == 1 ? "each time to a new \(values[0])" : "each time to a new value (\(values.joined(separator: ", ")))"
        let appears = places.allSatisfy { $0.hasPrefix("`onDisappear`") } ? "each time the view disappears"
            : places.contains(where: { $0.hasPrefix("`onDisappear`") }) ? "each time the view appears or disappears" : "each time the view appears"
        return WholeReplacement(why: "`\(name)`\(starts) is set \(only) in \(places.joined(separator: " and ")), \(set)",
                                when: appears, assumptions: [])
    }

    /// `case.member` where `member` is a computed property of a project enum reading only the
    /// enum's case and its static members; `case` is a stored property of the view whose type is
    /// that enum (written, or not written and named like the enum: then assumed, and said).
    static func enumComputed(_ collection: SyntaxTree.NodeID, owner: String, in tree: SyntaxTree,
                             context: ConfirmationContext) -> WholeReplacement? {
        guard let path = basePath(of: collection, in: tree), path.count == 2,
              LocalName(path[0], at: collection, in: tree) == nil,
              let property = context.index.viewType(named: owner)?.storedProperties.first(where: { $0.name == path[0] })
        else { return nil }
        var enumName: String
        var assumptions = ["its static members give the same list for a case each time they are read"]
        if case .named(let written)? = context.index.declaredType(named: owner)?.properties[path[0]] {
            enumName = written
        } else if property.typeText.isEmpty, let first = path[0].first {
            enumName = first.uppercased() + path[0].dropFirst()
            assumptions.insert("`\(path[0])`, whose type is not written, is a `\(enumName)`, as its name says", at: 0)
        } else {
            return nil
        }
        guard let declared = context.index.declaredType(named: enumName), declared.kind == .enum, declared.declarationCount == 1,
              let reads = declared.computedReads[path[1]],
              reads.allSatisfy({ $0 == "self" || $0 == "Self" || $0 == enumName }) else { return nil }
        return WholeReplacement(why: "`\(path[1])` of `\(enumName)`, an enum, is computed only from the enum's case and its static members",
                                when: "when `\(path[0])` is another case", assumptions: assumptions)
    }

    /// The refutation for rows that keep no state.
    func refutation(shown: String) -> String {
        let resting = assumptions.isEmpty ? "" : " (assuming " + assumptions.joined(separator: ", and ") + ")"
        return "\(why)\(resting): \(when), a new value takes the whole collection's place (the code inserts, deletes or moves none of its elements), so each row keyed by its position shows the element then at its place (keyed by id, a row would go with its element instead), and no row of \(shown) holds state that would stay with its place"
    }
}
