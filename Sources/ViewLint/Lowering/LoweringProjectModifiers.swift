// Reach into a project's own modifiers, where the site's value is passed to one:
// - an `extension View` function called on a view (`row.confirmable(isOn: b)`) runs while the
//   caller's body runs, so its body is lowered at the call: parameters bound to the arguments
//   (by label, defaults for the rest), `self` the view it is called on;
// - `.modifier(M(…))` with a project `ViewModifier`: SwiftUI keeps `M` in the graph like a view,
//   its `body(content:)` re-run when `M`'s value or its dynamic properties change (rules 2, 13),
//   so `M` is shown as a view of its own beside the content it modifies.
// Elsewhere a project modifier stays an inert modifier of what it reads. Rule numbers:
// docs/SWIFTUI-MODEL.md.

extension Lowering {
    /// A project `extension View` function named `name` that the call's arguments fit: looked up
    /// in the calling file and in the files declaring the project's `ViewModifier`s (where the
    /// helpers wrapping them sit) in modules the calling file sees: another app's helper is not
    /// the one called, and each candidate file may have to be parsed again.
    func viewExtensionFunction(named name: String, labels: [String], trailing: Int,
                               from path: String) -> (tree: SyntaxTree, node: SyntaxTree.NodeID, arguments: [Int?])? {
        let paths = memo.map { $0.helperFiles(from: path) { helperFiles(from: path) } } ?? helperFiles(from: path)
        var found: [(tree: SyntaxTree, node: SyntaxTree.NodeID, arguments: [Int?])] = []
        for candidate in paths {
            guard let tree = trees[candidate] else { continue }
            for block in declarations.entry(named: "View", in: tree).extensionBlocks {
                for member in ProjectFacts.memberDeclarations(block, in: tree)
                where tree.kind(member) == .funcDecl && tree.name(member) == name {
                    if let arguments = Self.argumentsFilling(member, labels: labels, trailing: trailing, in: tree) {
                        found.append((tree, member, arguments))
                    }
                }
            }
        }
        // Overloads the labels do not tell apart (they differ in types): which one Swift picks
        // is not known here.
        return found.count == 1 ? found[0] : nil
    }

    /// The project `ViewModifier`s a call of a project `extension View` method applies: those
    /// constructed in an `extension View` member of that name (`func onFirstAppear(…) {
    /// modifier(OnFirstAppearModifier(…)) }`), read from their construction sites, so a helper
    /// in a file that declares no modifier is found too. What the view it is called on holds
    /// beyond the caller's code.
    public func viewModifiersApplied(by call: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String] {
        let name = tree.calleeName(call)
        guard tree.kind(call) == .call, tree.isMethodCall(call), !BodyLowering.builtInModifiers.contains(name) else { return [] }
        let path = tree.file.path
        // A kept-state search meets hundreds of method calls, and each asked every view type
        // (making each construction's enclosing names as text): with a memo, the types are read
        // once per file they are seen from, into a table by member name.
        guard let memo else { return viewModifiers(constructedIn: name, seenFrom: path) }
        return memo.viewModifiersByMember(from: path) { viewModifiersByMember(seenFrom: path) }[name] ?? []
    }

    /// `viewModifiersApplied` for one member name, every view type asked.
    func viewModifiers(constructedIn member: String, seenFrom path: String) -> [String] {
        let seen = index.index.seen(from: path)
        // Read in place (iterating the array copies each type's whole record), the family first.
        let types = seen.viewTypes
        var names: [String] = []
        for k in types.indices where types[k].families.contains(.viewModifier) && seen.declarationsVisible(in: types[k].path)
            && types[k].instantiations.contains(where: { $0.enclosingType == "View" && $0.enclosingMember == member }) {
            names.append(types[k].name)
        }
        return names
    }

    /// `viewModifiers(constructedIn:seenFrom:)` for every member name at once: each modifier
    /// listed under each `extension View` member constructing it, once, in the index's order.
    func viewModifiersByMember(seenFrom path: String) -> [String: [String]] {
        let seen = index.index.seen(from: path)
        let types = seen.viewTypes
        var byMember: [String: [String]] = [:]
        for k in types.indices where types[k].families.contains(.viewModifier) && seen.declarationsVisible(in: types[k].path) {
            var members: Set<String> = []
            for site in types[k].instantiations where site.enclosingType == "View" && members.insert(site.enclosingMember).inserted {
                byMember[site.enclosingMember, default: []].append(types[k].name)
            }
        }
        return byMember
    }

    /// The files a project `extension View` helper called from `path` may be declared in: that
    /// file, then the files declaring the project's `ViewModifier`s in modules it sees.
    func helperFiles(from path: String) -> [String] {
        let seen = index.index.seen(from: path)
        var paths = [path]
        var listed: Set<String> = [path]
        let types = seen.viewTypes
        for k in types.indices where types[k].families.contains(.viewModifier) && seen.declarationsVisible(in: types[k].path)
            && listed.insert(types[k].path).inserted {
            paths.append(types[k].path)
        }
        return paths
    }

    /// A field an initializer's parameter is stored in, and whether the parameter is an
    /// `@autoclosure` (its argument is then a closure, not a value).
    struct InitializedField {
        var field: String
        var isAutoclosure: Bool
    }

    /// Which field each argument of a construction of `typeName` sets, through the one
    /// initializer the call fits that stores the parameter as it is (`self._selection =
    /// selection`): argument position → field. Nil when no single initializer fits.
    func initializedFields(of typeName: String, labels: [String], trailing: Int) -> [Int: InitializedField]? {
        guard let memo else { return initializedFieldsAnew(of: typeName, labels: labels, trailing: trailing) }
        // Every construction of a type with the same labels fits the same initializer.
        let key = ([typeName, String(trailing)] + labels).joined(separator: "\u{1}")
        return memo.initializedFields(key) { initializedFieldsAnew(of: typeName, labels: labels, trailing: trailing) }
    }

    private func initializedFieldsAnew(of typeName: String, labels: [String], trailing: Int) -> [Int: InitializedField]? {
        guard let fit = fittingInitializer(of: typeName, labels: labels, trailing: trailing) else { return nil }
        let (tree, member, filling) = (fit.tree, fit.initializer, fit.filling)
        let stored = Set(index.index.viewType(named: typeName)?.storedProperties.map(\.name) ?? [])
        let parameters = tree.child(member, kind: .parameterClause).map { tree.children($0, kind: .parameter) } ?? []
        var fields: [Int: InitializedField] = [:]
        for (parameter, position) in zip(parameters, filling) {
            guard let position, let field = Self.field(storing: tree.parameterLocalName(parameter), in: member,
                                                         stored: stored, tree: tree) else { continue }
            fields[position] = InitializedField(field: field, isAutoclosure: Self.isAutoclosure(parameter, in: tree))
        }
        return fields
    }

    /// `x: @autoclosure @escaping () -> T`: the caller's expression is wrapped in a closure the
    /// callee may keep, evaluated only when called.
    static func isAutoclosure(_ parameter: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        tree.text(parameter).contains("@autoclosure")
    }

    /// The stored property an initializer assigns `parameter` to unchanged: `self.x = p`,
    /// `self._x = p` (a wrapper's storage, `x` the property), `x = p`.
    static func field(storing parameter: String, in initializer: SyntaxTree.NodeID, stored: Set<String>,
                      tree: SyntaxTree) -> String? {
        var found: String?
        tree.walk(from: initializer) { id, _ in
            if found != nil { return .stop }
            if tree.kind(id) == .closure { return .skipChildren }
            guard let (target, value) = tree.assignment(id), tree.kind(value) == .identifier,
                  tree.name(value) == parameter else { return .visitChildren }
            found = field(assignedBy: target, stored: stored, in: tree)?.name
            return .visitChildren
        }
        return found
    }

    /// For each parameter of `function`, the argument that fills it (the labelled ones by
    /// position, then the trailing closures), or nil where its default is taken; nil when the
    /// call does not fit. Trailing closures fill parameters of function type by Swift's forward
    /// scan (SE-0286): a defaulted one takes a closure unless the parameters after it that need
    /// one would then go without (`V(size: $s) { _ in }` passes `onValidate:`, while
    /// `init(action: () -> Void = {}, content: () -> C)` called `V { … }` passes `content:`).
    public static func argumentsFilling(_ function: SyntaxTree.NodeID, labels: [String], trailing: Int,
                                        in tree: SyntaxTree) -> [Int?]? {
        let parameters = Self.parameters(of: function, in: tree)
        let takesClosure = parameters.map { tree.text($0).contains("->") }
        let hasDefault = parameters.map { tree.child($0, kind: .initializerClause) != nil }
        var filled: [Int?] = []
        var next = 0, closures = 0
        for (k, parameter) in parameters.enumerated() {
            let label = tree.name(parameter) == "_" ? "" : tree.name(parameter)
            if next < labels.count, labels[next] == label {
                filled.append(next); next += 1
                continue
            }
            if next == labels.count, closures < trailing, takesClosure[k] {
                let neededLater = (k + 1 ..< parameters.count).filter { takesClosure[$0] && !hasDefault[$0] }.count
                if !hasDefault[k] || trailing - closures > neededLater {
                    filled.append(labels.count + closures); closures += 1
                    continue
                }
            }
            guard hasDefault[k] else { return nil }
            filled.append(nil)
        }
        return next == labels.count && closures == trailing ? filled : nil
    }
}

extension BodyLowering {
    /// Modifiers the engine models itself, or SwiftUI's own: never looked up in the project.
    static let builtInModifiers: Set<String> = [
        "id", "equatable", "onAppear", "onDisappear", "task", "onChange", "transition", "environment",
        "environmentObject", "padding", "frame", "font", "foregroundColor", "foregroundStyle", "opacity",
    ]

    /// `content.name(…)` where the site's value reaches the arguments of a project modifier:
    /// what the project declares it does, or nil to leave it an inert modifier.
    mutating func projectModifier(_ name: String, call node: NodeID, content: ViewTemplate) -> ViewTemplate? {
        // The site's value in the arguments (not only in the view modified, which the engine
        // follows as it is).
        guard focus != nil, (tree.arguments(node) + tree.trailingClosures(node)).contains(where: { tree.value($0).map(leadsToSite) == true })
        else { return nil }
        if name == "modifier", let construction = tree.arguments(node).first.flatMap(tree.value) {
            return viewModifier(construction, content: content)
        }
        guard !Self.builtInModifiers.contains(name), lowering.index.conditionalHelper(named: name) == nil,
              !EngineCatalog.presentationModifiers.contains(name),
              !EngineCatalog.viewArgumentModifiers.contains(name), !EngineCatalog.contentModifiers.contains(name),
              !inlining.contains("View.\(name)"), inlining.count < lowering.maxInlineDepth else { return nil }
        let arguments = tree.arguments(node), trailing = tree.trailingClosures(node)
        guard let (other, function, filling) = lowering.viewExtensionFunction(
            named: name, labels: arguments.map { tree.label($0) }, trailing: trailing.count, from: tree.file.path) else { return nil }
        // The arguments, in the caller's terms.
        let parameters = other.child(function, kind: .parameterClause).map { other.children($0, kind: .parameter) } ?? []
        var given: [String: Expr] = [:]
        var marked = Set<String>()
        for (parameter, index) in zip(parameters, filling) {
            guard let index else { continue }
            let holder = index < arguments.count ? arguments[index] : trailing[index - arguments.count]
            guard let value = tree.value(holder) else { continue }
            let local = other.parameterLocalName(parameter)
            given[local] = argument(value, for: parameter, declaredIn: other)
            if given[local]!.containsAnyMark || leadsToSite(value) { marked.insert(local) }
        }
        var inner = BodyLowering(lowering: lowering, tree: other, typeName: "View", members: [:], fieldKinds: [:])
        inner.focus = other.file.path == tree.file.path ? focus : Focus(path: other.file.path, spine: [], marks: [:])
        inner.exact = exact
        inner.receiver = content
        inner.inlining = inlining + ["View.\(name)"]
        inner.selectors = selectors; inner.choices = choices; inner.excludedChoices = excludedChoices
        inner.assumptions = assumptions
        inner.keptBy = keptBy
        inner.enclosingKept = enclosingKept
        inner.availableConditions = availableConditions; inner.heldAvailableConditions = heldAvailableConditions
        inner.heldConstants = heldConstants; inner.unmodelled = unmodelled; inner.constructed = constructed
        // Defaults are the function's own code, in its file.
        for (parameter, index) in zip(parameters, filling) where index == nil {
            if let value = other.child(parameter, kind: .initializerClause).flatMap(other.firstChild) {
                inner.locals[other.parameterLocalName(parameter)] = inner.expression(value)
            }
        }
        inner.locals.merge(given) { _, new in new }
        inner.markedLocals = marked
        let template = inner.lowerMember(function)
        takeAccumulated(from: inner)
        return template
    }

    /// The value `value` passes for `parameter` (of a function or initializer declared in
    /// `declaring`): an argument to an `@autoclosure` parameter is a closure capturing what the
    /// expression reads, `self` for the view's members (rule 10), which a callee storing it
    /// compares as a closure on every update; any other argument is its value.
    mutating func argument(_ value: NodeID, for parameter: NodeID, declaredIn declaring: SyntaxTree) -> Expr {
        Lowering.isAutoclosure(parameter, in: declaring) ? autoclosure(value) : expression(value)
    }

    /// `.modifier(M(…))` with a project `ViewModifier`: `M` as a view of its own (its fields from
    /// the construction, its `body(content:)` on stand-in content), beside the content.
    mutating func viewModifier(_ construction: NodeID, content: ViewTemplate) -> ViewTemplate? {
        guard tree.kind(construction) == .call, !tree.isMethodCall(construction) else { return nil }
        let name = tree.calleeName(construction)
        guard let info = lowering.index.index.viewType(named: name), info.families.contains(.viewModifier) else { return nil }
        return .container("‹.modifier(\(name))›", [content, custom(name, call: construction)])
    }

    /// What lowering code elsewhere adds to the experiment (held conditions, values held
    /// constant, views constructed…), carried over so the program sees one account of it.
    mutating func takeAccumulated(from other: BodyLowering) {
        let fields = Set(fieldKinds.keys)
        let known = selectors.count
        selectors = other.selectors
        // A condition held in code elsewhere reads this view's fields through the arguments.
        for i in known..<selectors.count {
            var reads = Set<String>()
            selectors[i].actual?.collectReads(into: &reads)
            selectors[i].reads = reads.intersection(fields)
        }
        choices = other.choices
        excludedChoices = other.excludedChoices
        assumptions = other.assumptions
        keptBy = other.keptBy
        availableConditions = other.availableConditions
        heldAvailableConditions = other.heldAvailableConditions
        heldConstants = other.heldConstants
        unmodelled = other.unmodelled
        for name in other.constructed where !constructed.contains(name) { constructed.append(name) }
    }
}
