import ViewLint

/// What the experiment's collection is fed from: values every construction passes unchanged, the
/// view's properties that change while it lives (its drivers), and a stand-in's feed decided
/// without a run.
extension ForEachIndexIdentityRule {
    /// An argument every construction passes as a value that never changes: a fixed number of
    /// elements in a fixed order, whatever each one holds (or a fixed count).
    static let constantPerConstruction = StoredArgumentFact(settles: { value, tree, index in
        isConstant(value, in: tree, index: index)
    }, followsParts: true)

    /// A stand-in's feed decided without a run: its elements never move, or an open question; nil
    /// for a feed to run.
    static func decided(_ feed: StandInFeed, dependencies: [String]) -> Evidence? {
        switch feed {
        case .fixed(let why):
            return .refutedByStaticFact("\(why), whose elements keep their places, so its rows never move", dependencies: dependencies)
        case .open(let why), .replacedWhole(let why, _, _):
            return .inconclusive(why, dependencies: dependencies)
        case .run:
            return nil
        }
    }

    /// An array or integer literal, an enum's `allCases`, a `static let`, a `let` of the
    /// constructing view with a constant default (`labels`, `self.labels`), or the `count` of one.
    static func isConstant(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        switch tree.kind(value) {
        case .arrayLiteral, .integerLiteral:
            return true
        case .memberAccess:
            let name = tree.name(value)
            guard let base = tree.memberBase(value) else { return false }
            if name == "count" { return isConstant(base, in: tree, index: index) }
            if tree.nameEquals(base, "self") {
                return tree.enclosingTypeName(value).map { index.isConstantProperty(name, inType: $0) } ?? false
            }
            // `Browser.allCases`, `Layout.defaultColumns` (a `static let`).
            guard let path = tree.memberPath(value), path.count >= 2, let holder = path.dropLast().last,
                  holder.first?.isUppercase == true else { return false }
            return name == "allCases" || index.isConstantProperty(name, inType: holder)
        case .identifier:
            // A constant property of the constructing view, not a parameter or local of that name.
            let name = tree.name(value)
            guard let owner = tree.enclosingTypeName(value), index.isConstantProperty(name, inType: owner) else { return false }
            return LocalName(name, at: value, in: tree) == nil
        default:
            return false
        }
    }

    /// The view's stored properties `expression` reads that change while it lives, as the
    /// experiment changes them: a `@State` the view writes, a `@Binding`, or an argument not
    /// every construction passes as a constant. Models are left out: what their members do
    /// is the holder question, which a made-up array does not answer.
    static func drivers(of expression: SyntaxTree.NodeID, owner: String, in file: LintFile, context: ConfirmationContext) -> [String] {
        drivers(named: file.tree.referencedNames(in: expression), owner: owner, in: file, context: context)
    }

    /// Those of `names` that are such properties of the view.
    static func drivers(named names: [String], owner: String, in file: LintFile, context: ConfirmationContext) -> [String] {
        guard let view = context.index.viewType(named: owner) else { return [] }
        var found: [String] = []
        for name in names where !found.contains(name) {
            guard let property = view.storedProperties.first(where: { $0.name == name }) else { continue }
            switch property.wrapper?.kind {
            case .state?:
                guard context.index.writes(property: name, inType: owner) else { continue }
            case .binding?:
                break
            case nil:
                guard property.initializerByteRange == nil else { continue }
                if case .holds? = Self.constantPerConstruction.fact(field: name, of: owner, in: file, context: context) { continue }
            default:
                continue
            }
            found.append(name)
        }
        return found
    }

    /// A stand-in edited in place of the rows' collection varies what the lowering held
    /// constant under its name, so "holding `parts` constant" would contradict the assumption
    /// that it changes. Other reads of it in the rows (`parts.count`) still see the first
    /// value: named as an assumption.
    static func vary(_ collection: SyntaxTree.NodeID, followed: String?, rows: SyntaxTree.NodeID,
                     in tree: SyntaxTree, lowered: inout LoweredSite) {
        guard let root = followed ?? storedPath(collection, in: tree)?.first else { return }
        let varied: Set<String> = [root, tree.excerpt(collection)]
        guard lowered.heldConstants.contains(where: varied.contains) else { return }
        lowered.heldConstants.removeAll { varied.contains($0) }
        let skipped = tree.byteRange(collection)
        var others: [String] = []
        tree.walk(from: rows) { id, _ in
            if tree.byteRange(id).lowerBound >= skipped.lowerBound, tree.byteRange(id).upperBound <= skipped.upperBound { return .skipChildren }
            guard tree.kind(id) == .identifier, tree.name(id) == root else { return .visitChildren }
            // The read as written around the name (`parts.count`), once each.
            let read = tree.parent(id).flatMap { tree.kind($0) == .memberAccess && tree.memberBase($0) == id ? $0 : nil } ?? id
            let quoted = "`\(tree.excerpt(read))`"
            if !others.contains(quoted) { others.append(quoted) }
            return .visitChildren
        }
        guard !others.isEmpty else { return }
        lowered.assumptions.append("the rows' other reads of `\(root)` (\(others.joined(separator: ", "))) keeping its first value")
    }

    /// The owner's declarations and extension blocks in this file.
    static func declarationRoots(of owner: String, in tree: SyntaxTree, context: ConfirmationContext) -> [SyntaxTree.NodeID] {
        let found = context.declarations.declarations(named: owner, in: tree)
        return found.declarations + found.extensionBlocks
    }

    /// A `@State` declared `private` or `fileprivate`: only its file writes it.
    static func isPrivateState(_ field: String, of owner: String, in tree: SyntaxTree, context: ConfirmationContext) -> Bool {
        guard let typeDecl = context.declarations.declarations(named: owner, in: tree).declarations.first,
              let binding = StoredArgumentFact.storedDeclaration(field, in: typeDecl, tree: tree),
              let variable = tree.parent(binding) else { return false }
        return tree.hasModifier(variable, "private") || tree.hasModifier(variable, "fileprivate")
    }

    /// A `@State` collection the view never assigns, mutates or hands out as `$name`: its rows
    /// never move (a static fact over every write in the project, not a run).
    static func unchangingState(_ source: DataSource, shown: String, lowered: LoweredSite) -> Evidence? {
        guard case .state = source.kind, !lowered.writtenFields.contains(source.field) else { return nil }
        return .refutedByStaticFact("\(shown) is a `@State` this view never changes after it is made, so its rows never move",
                                    dependencies: lowered.dependencies)
    }
}
