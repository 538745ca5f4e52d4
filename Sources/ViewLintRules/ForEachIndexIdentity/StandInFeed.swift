import ViewLint

/// What the code feeds a collection the engine cannot edit where it lives (a member of a
/// closure's parameter, a helper's parameter, a slice of a state): the experiment edits a
/// stand-in for it only when the code shows that its elements can shift (docs/SWIFTUI-MODEL.md
/// rule 36): the project's code inserts, removes or moves elements under its name, stores new
/// values under it, or makes it from data of the view that changes. A helper's parameter is
/// what its calls pass.
enum StandInFeed {
    /// Never changes: what makes it so, as a phrase ("each of the 5 calls of … passes …").
    case fixed(String)
    /// Edit the stand-in, naming this assumption; `only` the kinds of edit the project's code
    /// makes to the collection kept as `name`, where they are known.
    case run(String, only: (Set<EditPlan.Edit>, name: String)? = nil)
    /// Not decided: why, as a sentence's body.
    case open(String)
    /// Not decided from the collection alone (`open` says why), but it changes only as a whole:
    /// `what` says why ("no code in the project edits `M.items`"), `when` when ("when `model`
    /// is another value"). Rows that hold no state lose nothing then (`HolderReplacedRows`).
    case replacedWhole(open: String, what: String, when: String)
}

struct StandInReader {
    let file: LintFile
    let context: ConfirmationContext
    let owner: String
    private var tree: SyntaxTree { file.tree }

    init(file: LintFile, context: ConfirmationContext, owner: String) {
        self.file = file
        self.context = context
        self.owner = owner
    }

    /// Methods whose result keeps the order of its receiver's elements.
    static let inOrder: Set<String> = ["map", "prefix", "suffix", "dropFirst", "dropLast", "enumerated", "lazy"]
    /// Methods whose result may drop or reorder its receiver's elements.
    static let reordering: Set<String> = ["filter", "compactMap", "flatMap", "sorted", "reversed", "shuffled", "uniqued"]

    /// What feeds `expression` (read where it stands); `depth` bounds helper calls followed.
    func feed(of expression: SyntaxTree.NodeID, depth: Int = 0) -> StandInFeed {
        let expression = CollectionOrigin.droppingEmptyDefault(expression, in: tree)
        let shown = "`\(tree.excerpt(expression))`"
        switch tree.kind(expression) {
        case .nilLiteral:
            return .fixed("`nil`, which makes no rows")
        case .tupleExpr where tree.children(expression).count == 1:
            if let inner = tree.firstChild(expression).flatMap({ tree.value($0) }) { return feed(of: inner, depth: depth) }
        case .subscriptCall:
            // `xs[0 ..< 3]`, `xs[3...]`: a slice keeps its elements' order.
            if let base = tree.firstChild(expression) { return feed(of: base, depth: depth) }
        default:
            break
        }
        if ForEachIndexIdentityRule.isConstant(expression, in: tree, index: context.index) {
            return .fixed(shown)
        }
        if tree.kind(expression) == .call {
            let name = tree.calleeName(expression)
            if !tree.isMethodCall(expression), name == "Array", let inner = tree.firstUnlabelledArgument(expression) {
                return feed(of: inner, depth: depth)
            }
            if tree.isMethodCall(expression), let callee = tree.firstChild(expression), let base = tree.memberBase(callee) {
                if Self.inOrder.contains(name) { return feed(of: base, depth: depth) }
                if Self.reordering.contains(name) {
                    let drivers = self.drivers(of: expression)
                    if !drivers.isEmpty { return .run(changing(shown, drivers)) }
                    // Filtered or ordered anew, the result may change in any way its base does.
                    if case .run(let assumption, _) = feed(of: base, depth: depth) { return .run(assumption) }
                    return .open("\(shown) filters or orders what the engine cannot follow")
                }
            }
            if let function = CollectionOrigin.calledFunction(expression, in: tree) {
                // `loader.items(ofType: filter)` given a state the view changes: another
                // argument, another result.
                let given = tree.arguments(expression).compactMap { tree.value($0) }.flatMap { drivers(of: $0) }
                if !given.isEmpty {
                    return .run("\(changing(shown, Array(Set(given)).sorted())), the result of `\(function)(…)` for what it is given")
                }
                return .open("\(shown) is the result of `\(function)(…)`, which the engine does not evaluate")
            }
        }
        guard let path = ForEachIndexIdentityRule.storedPath(expression, in: tree) else {
            let drivers = self.drivers(of: expression)
            return drivers.isEmpty ? .open("\(shown) does not come from a state, argument, binding or model of this view")
                : .run(changing(shown, drivers))
        }
        if path.count >= 2 { return edits(ofMember: path, shown: shown) }
        return feed(ofName: path[0], at: expression, shown: shown, depth: depth)
    }

    /// `a.b.items`: what the project's code does to collections kept as `items`, in the modules
    /// that can reach this one, matched to the type holding them where the declared types say
    /// it (`a`'s type's `b`'s type): another type's `items` is then no edit of these; where
    /// they do not, a match by name is said.
    private func edits(ofMember path: [String], shown: String) -> StandInFeed {
        let name = path[path.count - 1]
        let holder = Self.holderType(of: path, owner: owner, index: context.index)
        let found = context.index.collectionEdits(of: name, onType: holder)
        let kinds = found.kinds
        let others = found.otherMembers(name)
        // Named where they are counted (the holder unknown), or where they are left out.
        let byName = holder == nil && !others.isEmpty ? " (by name: \(others.joined(separator: ", ")))" : ""
        let collection = holder.map { "`\($0).\(name)`" } ?? "collections kept as `\(name)`"
        let aCollection = holder.map { "`\($0).\(name)`" } ?? "a collection kept as `\(name)`"
        if !kinds.isDisjoint(with: CollectionEdits.shifting) {
            let scope: String
            if holder != nil {
                let leftOut = others.isEmpty ? "" : "; the edits of \(others.joined(separator: ", ")) are of other types that only share its name"
                scope = found.untyped ? " (or of a value whose type the code does not say, in this module and those it shares code with\(leftOut))"
                    : " (in this module and those it shares code with\(leftOut))"
            } else {
                scope = " (by that name, in this module and those it shares code with\(others.isEmpty ? "" : ": \(others.joined(separator: ", "))"))"
            }
            // A new value stored whole may put any element anywhere: every edit is tried.
            let whole = kinds.contains(.replaces) ? ", and each new `\(name)` it stores whole may put other elements at the rows' places" : ""
            return .run("the project's code inserting, removing or moving elements of \(collection)\(scope)\(whole) changes \(shown)",
                        only: Self.narrowed(kinds, name: name))
        }
        if kinds.contains(.replaces) {
            return .run("each new `\(name)` the code stores\(byName) may put other elements at the rows' places (as an insert, a delete or a move does)")
        }
        if kinds.isEmpty {
            return .replacedWhole(open: "no code in the project edits \(aCollection): \(shown) changes only when `\(path[0])` is another value, and how that one's elements differ is not known",
                                  what: "no code in the project edits \(aCollection)", when: "when `\(path[0])` is another value")
        }
        let code = RowEdits.described(kinds)
        return .open("the project's code changes \(collection)\(byName) only \(code): no element is inserted, removed or moved before another, and \(shown) otherwise changes only when `\(path[0])` is another value, whose elements the engine does not know")
    }

    /// The type holding the last member of `a.b.items` (a property of `owner`): each part's
    /// declared type, through the project's declarations; nil where one is not written.
    static func holderType(of path: [String], owner: String, index: ProjectModel) -> String? {
        var type = owner
        for part in path.dropLast() {
            guard case .named(let next)? = index.declaredType(named: type)?.properties[part] else { return nil }
            type = next
        }
        return type == owner && path.count > 1 ? nil : type
    }

    /// A bare name: a local, a helper's parameter, or a property of the view.
    private func feed(ofName name: String, at use: SyntaxTree.NodeID, shown: String, depth: Int) -> StandInFeed {
        if let value = CollectionOrigin.local(named: name, before: use, in: tree) { return feed(of: value, depth: depth) }
        if let (function, parameter) = Self.parameter(named: name, around: use, in: tree) {
            return calls(of: function, passing: parameter, shown: shown, depth: depth)
        }
        guard LocalName(name, at: use, in: tree) == nil,
              let property = context.index.viewType(named: owner)?.storedProperties.first(where: { $0.name == name }) else {
            if LocalName(name, at: use, in: tree) == nil, let computed = computedFeed(name, shown: shown) { return computed }
            return .open("\(shown) does not come from a state, argument, binding or model of this view")
        }
        switch property.wrapper?.kind {
        case .state?:
            guard context.index.writes(property: name, inType: owner) else {
                return .fixed("\(shown), a `@State` this view never changes after it is made")
            }
            let kinds = context.index.collectionEdits(of: name)
            if !kinds.isDisjoint(with: CollectionEdits.shifting) || kinds.isEmpty {
                // Every edit tried where whole values are stored too: those the code does not
                // make are named as what a new value may do (review s14 #25).
                let whole = RowEdits.storedWhole(kinds, name: name).map { ", \($0)" } ?? ""
                return .run("\(shown) changing like a stored array\(whole)", only: Self.narrowed(kinds, name: name))
            }
            if kinds.contains(.replaces) { return .run("each new `\(name)` the code stores may put other elements at the rows' places (as an insert, a delete or a move does)") }
            return .open("the project's code changes `\(name)` only \(RowEdits.described(kinds)): no element is inserted, removed or moved before another")
        case .binding?:
            return .run("\(shown) changing like a stored array")
        case nil where property.initializerByteRange == nil:
            if case .holds? = ForEachIndexIdentityRule.constantPerConstruction.fact(field: name, of: owner, in: file, context: context) {
                return .fixed("\(shown), which every construction of `\(owner)` passes as a constant")
            }
            return .run("\(shown) changing like a stored array")
        default:
            return .open("\(shown) does not come from a state, argument or binding of this view")
        }
    }

    /// `name` where it is a computed property of the view (review s16): what its getter reads,
    /// followed through the view's other computed properties, is what changes it. A getter in
    /// this file is read; one in an extension elsewhere through the names the index keeps of
    /// it. Nil when `name` is no computed property of the view.
    func computedFeed(_ name: String, shown: String) -> StandInFeed? {
        let members = context.declarations.members(of: owner, in: tree)
        let elsewhere = context.index.declaredType(named: owner)?.computedReads ?? [:]
        let stored = Set(context.index.viewType(named: owner)?.storedProperties.map(\.name) ?? [])
        var visited = Set<String>(), through: [String] = [], drivers: [String] = []
        // Each computed property the getters read, to a bounded depth: a chain of getters is
        // what a view's own helpers over its state look like; one calling itself is read once.
        func follow(_ member: String, depth: Int) {
            guard depth < 4, !stored.contains(member), visited.insert(member).inserted else { return }
            let reads: [String]
            if let binding = members[member] {
                guard tree.kind(binding) == .patternBinding, tree.isComputed(binding) else { return }
                through.append("`\(member)`")
                reads = tree.referencedNames(in: binding)
            } else if let names = elsewhere[member] {
                through.append("`\(member)` (declared outside this file)")
                reads = names
            } else {
                return
            }
            for driver in ForEachIndexIdentityRule.drivers(named: reads, owner: owner, in: file, context: context)
            where !drivers.contains(driver) { drivers.append(driver) }
            for read in reads { follow(read, depth: depth + 1) }
        }
        follow(name, depth: 0)
        guard !through.isEmpty else { return nil }
        let getters = "the view's computed \(through.joined(separator: ", "))"
        guard !drivers.isEmpty else {
            return .open("\(shown) is computed by \(getters), which read no `@State` the view writes, binding or argument: what changes it, if anything, the engine does not follow")
        }
        return .run("\(changing(shown, drivers)) (read through \(getters))")
    }

    /// Where no code edits the collection under its name (a model's computed, filtered array),
    /// the insert, delete and move the experiment makes are its own: named as assumed, with what
    /// the getter reads where the index knows it (review s16 M3).
    static func editsMadeUp(_ shown: String, found: RowEdits.Found, index: ProjectModel) -> String {
        let reads = found.holder.flatMap { index.declaredType(named: $0)?.computedReads[found.name] } ?? []
        let from = reads.isEmpty ? "" : " (computed from \(reads.prefix(3).map { "`\($0)`" }.joined(separator: ", "))\(reads.count > 3 ? ", …" : ""))"
        return "\(shown)\(from) changing so that elements take other places, as an insert, a delete or a move does: no code in the project inserts, removes or moves elements of `\(found.name)`"
    }

    /// The kinds of edit that move an element the code makes under `name`, when they are not
    /// all of them and no code stores a new value under it (nil: every edit is tried).
    static func narrowed(_ kinds: Set<CollectionEdits.Kind>, name: String) -> (Set<EditPlan.Edit>, name: String)? {
        guard !kinds.contains(.replaces), !kinds.isDisjoint(with: CollectionEdits.shifting) else { return nil }
        let edits = EditPlan.edits(for: kinds)
        return edits.count < EditPlan.Edit.allCases.count ? (edits, name) : nil
    }

    /// The view's changing stored properties `expression` reads (`drivers(of:)`), quoted.
    private func drivers(of expression: SyntaxTree.NodeID) -> [String] {
        ForEachIndexIdentityRule.drivers(of: expression, owner: owner, in: file, context: context)
    }

    private func changing(_ shown: String, _ drivers: [String]) -> String {
        "\(shown) changing like a stored array when \(drivers.map { "`\($0)`" }.joined(separator: ", ")) changes"
    }

    /// The function around `use` with a parameter called `name`, and that parameter.
    static func parameter(named name: String, around use: SyntaxTree.NodeID,
                          in tree: SyntaxTree) -> (SyntaxTree.NodeID, SyntaxTree.NodeID)? {
        var current = tree.parent(use)
        while let id = current {
            if tree.kind(id) == .closure, tree.closureParameterNames(id).contains(name) { return nil }
            if tree.kind(id) == .funcDecl {
                guard let clause = tree.child(id, kind: .parameterClause),
                      let parameter = tree.children(clause, kind: .parameter).first(where: { tree.parameterLocalName($0) == name })
                else { return nil }
                return (id, parameter)
            }
            if [.initDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl].contains(tree.kind(id)) { return nil }
            current = tree.parent(id)
        }
        return nil
    }

    /// A helper's parameter: what every call of the helper in this file passes for it. Only a
    /// `private` (or `fileprivate`) helper has no calls elsewhere.
    private func calls(of function: SyntaxTree.NodeID, passing parameter: SyntaxTree.NodeID, shown: String, depth: Int) -> StandInFeed {
        let name = tree.name(function)
        let signature = "`\(name)(\(HelperCalls.labels(of: function, in: tree).map { $0.isEmpty ? "_:" : "\($0):" }.joined()))`"
        guard depth < 3 else { return .open("\(shown) is a parameter of \(signature), which the engine follows only so far") }
        guard let found = HelperCalls(of: function, in: tree) else {
            return .open("\(shown) is a parameter of \(signature), which this file also uses without calling it")
        }
        guard !found.calls.isEmpty else { return .open("\(shown) is a parameter of \(signature), which nothing in this file calls") }
        var fixed: [String] = []
        var open: String?
        for call in found.calls {
            guard let passed = found.argument(for: parameter, in: call) else {
                open = open ?? "\(shown) is a parameter of \(signature), and a call passes it in a way the engine does not read"
                continue
            }
            let line = tree.location(call).line
            let given = "the call at line \(line) passes `\(tree.excerpt(passed))`"
            switch feed(of: passed, depth: depth + 1) {
            case .fixed(let what): fixed.append(what)
            case .run(let assumption, let only): return .run("\(assumption), where \(shown) is a parameter of \(signature) and \(given)", only: only)
            case .open(let why), .replacedWhole(let why, _, _): open = open ?? "\(shown) is a parameter of \(signature), and \(given): \(why)"
            }
        }
        if let open { return .open(open) }
        let isPrivate = tree.hasModifier(function, "private") || tree.hasModifier(function, "fileprivate")
        guard isPrivate else {
            return .open("each call of \(signature) in this file passes a constant for \(shown), but it is not `private`: code elsewhere may pass another collection")
        }
        let count = fixed.count == 1 ? "its one call in this file passes a constant" : "each of its \(fixed.count) calls in this file passes a constant"
        let what = fixed.count == 1 ? "(\(fixed[0]))" : "(\(fixed[0]), …)"
        return .fixed("\(shown) is a parameter of the private \(signature), and \(count) \(what)")
    }
}

/// The calls of a helper method in its file, made on `self` inside its type.
struct HelperCalls {
    let calls: [SyntaxTree.NodeID]
    private let tree: SyntaxTree
    private let function: SyntaxTree.NodeID

    /// Nil when the file names the helper other than in a call on `self` from its own type
    /// (`rows.map(entryGrid)`, `other.entryGrid(…)`, a call from a nested type): what such a
    /// use passes is not read.
    init?(of function: SyntaxTree.NodeID, in tree: SyntaxTree) {
        self.tree = tree
        self.function = function
        let name = tree.name(function)
        let type = tree.enclosingTypeName(function)
        let labels = Set(Self.labels(of: function, in: tree))
        var calls: [SyntaxTree.NodeID] = []
        // `self.name(…)` is a call of the helper; `other.name(…)` may be one too.
        for access in tree.descendants(kind: .memberAccess) where tree.name(access) == name {
            guard let base = tree.memberBase(access), tree.kind(base) == .identifier, tree.nameEquals(base, "self") else { return nil }
            guard let call = tree.parent(access), tree.kind(call) == .call, tree.firstChild(call) == access,
                  tree.enclosingTypeName(call) == type else { return nil }
            if tree.arguments(call).map({ tree.label($0) }).allSatisfy(labels.contains) { calls.append(call) }
        }
        for id in tree.descendants(kind: .identifier) where tree.name(id) == name {
            guard let parent = tree.parent(id) else { continue }
            // The base of a member access (`entry.title`) is a value, not the helper.
            if tree.kind(parent) == .memberAccess, tree.memberBase(parent) == id { continue }
            guard tree.kind(parent) == .call, tree.firstChild(parent) == id else {
                // A parameter or local of the same name is not the helper.
                if LocalName(name, at: id, in: tree) != nil { continue }
                return nil
            }
            let call = parent
            guard tree.enclosingTypeName(call) == type else { return nil }
            // Another overload of the name: its labels are not this helper's.
            let passed = tree.arguments(call).map { tree.label($0) }
            guard passed.allSatisfy(labels.contains) else { continue }
            calls.append(call)
        }
        self.calls = calls
    }

    /// The external labels of a function's parameters, "" for `_`.
    static func labels(of function: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String] {
        guard let clause = tree.child(function, kind: .parameterClause) else { return [] }
        return tree.children(clause, kind: .parameter).map { tree.name($0) == "_" ? "" : tree.name($0) }
    }

    /// What `call` passes for `parameter`: the argument with its label (the same one among
    /// several of that label), or the parameter's default.
    func argument(for parameter: SyntaxTree.NodeID, in call: SyntaxTree.NodeID) -> SyntaxTree.NodeID? {
        guard let clause = tree.child(function, kind: .parameterClause) else { return nil }
        let parameters = tree.children(clause, kind: .parameter)
        let label = tree.name(parameter) == "_" ? "" : tree.name(parameter)
        let sameLabel = parameters.filter { (tree.name($0) == "_" ? "" : tree.name($0)) == label }
        guard let ordinal = sameLabel.firstIndex(of: parameter) else { return nil }
        let arguments = tree.arguments(call).filter { tree.label($0) == label }
        if arguments.count == sameLabel.count { return tree.value(arguments[ordinal]) }
        // Defaulted: the parameter's default (when some of several same-labelled ones are
        // skipped, which ones cannot be told apart).
        if arguments.isEmpty { return tree.child(parameter, kind: .initializerClause).flatMap { tree.firstChild($0) } }
        return nil
    }
}
