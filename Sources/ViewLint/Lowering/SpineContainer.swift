// A project view on the way to a site that is given a closure holding it (`Card { … }`): the
// lowering shows that closure's content in place, in the body that builds it. Whether the view's
// own `body` also re-runs for a changed value depends on what it keeps (rules 2, 9–10):
// - a `@ViewBuilder` closure it calls in its `body` (`let content: () -> Content`) is compared
//   as a closure, which captures the builder's `self`: unequal on every update the builder's
//   data changes, with or without the flagged code, so showing the content in place counts the
//   same updates;
// - content stored as a view value (`let content: Content`, or an initializer storing
//   `content()`) is compared value by value: a new binding or closure inside it makes the view
//   unequal, and its `body` re-runs, where showing the content in place counts nothing;
// - an action closure (`let action: () -> Void`) that captures the flagged value is compared by
//   its captures: the same.
// The last two are named (`BodyLowering.keptBy`), so that a rule counting `body` runs for a
// changed value does not read their absence as evidence.

enum SpineContainer {
    enum Kind: Equatable {
        /// A `@ViewBuilder` closure called in the view's `body`.
        case contentBuilder
        /// Content stored as a view value, or a field the lowering cannot tell.
        case keptContent
        /// A closure that returns nothing: an action the view keeps.
        case keptClosure
    }

    /// What `typeName` keeps of `closure`, passed in `call`.
    static func kind(of closure: SyntaxTree.NodeID, in call: SyntaxTree.NodeID, constructing typeName: String,
                     tree: SyntaxTree, lowering: Lowering) -> Kind {
        guard let field = field(receiving: closure, in: call, constructing: typeName, tree: tree, lowering: lowering) else {
            return .keptContent
        }
        return kind(ofFieldType: field.typeText)
    }

    /// `() -> Content` is a content builder, `() -> Void` an action, `Content` a kept value; a
    /// type the declaration leaves to inference cannot be told and counts as kept.
    static func kind(ofFieldType text: String) -> Kind {
        let type = Array(text.filter { !$0.isWhitespace })
        guard let arrow = type.indices.dropLast().last(where: { type[$0] == "-" && type[$0 + 1] == ">" }) else { return .keptContent }
        let result = String(type[(arrow + 2)...])
        return result == "Void" || result == "()" || result == "Swift.Void" ? .keptClosure : .contentBuilder
    }

    /// The stored property the closure argument goes to: by label, through the initializer the
    /// call fits, or in memberwise order (the next field without a default).
    static func field(receiving closure: SyntaxTree.NodeID, in call: SyntaxTree.NodeID, constructing typeName: String,
                      tree: SyntaxTree, lowering: Lowering) -> StoredProperty? {
        guard let properties = lowering.index.index.viewType(named: typeName)?.storedProperties else { return nil }
        let labelled = tree.arguments(call), trailing = tree.trailingClosures(call)
        let all = labelled + trailing
        guard let position = all.firstIndex(where: { tree.value($0) == closure }) else { return nil }
        let label = tree.label(all[position])
        if !label.isEmpty, let named = properties.first(where: { $0.name == label }) { return named }
        if let initialized = lowering.initializedFields(of: typeName, labels: labelled.map { tree.label($0) }, trailing: trailing.count) {
            return initialized[position].flatMap { set in properties.first { $0.name == set.field } }
        }
        guard label.isEmpty else { return nil }
        let labels = Set(labelled.map { tree.label($0) })
        var unlabelledBefore = all[..<position].filter { tree.label($0).isEmpty }.count
        for property in properties where !labels.contains(property.name) && !hasDefault(property) {
            if unlabelledBefore == 0 { return property }
            unlabelledBefore -= 1
        }
        return nil
    }

    /// A property memberwise construction may leave out: it has an initial value, or a wrapper
    /// other than `@Binding` provides one.
    static func hasDefault(_ property: StoredProperty) -> Bool {
        property.initializerText != nil || (property.wrapper != nil && property.wrapper?.kind != .binding)
    }
}

extension SpineContainer {
    /// The leaf standing for `container` keeping `content` as a view value: its value is the
    /// container's other arguments and every value the content holds, so it compares unequal
    /// when the container's value would (a new binding, a closure, a changed argument, another
    /// branch taken). Defaults of the container's own fields are left out.
    /// `partial`: the content has branches or rows the lowering leaves unbuilt off the way to
    /// the site, so the leaf holds only what is built on every evaluation. Its count can then
    /// only be too low, on both sides: the fix sparing none of it is still shown, sparing some is
    /// not (`removingPartialKeepers`). Both are the leaf's `KeptContent`, read from there.
    static func keeper(_ container: String, partial: Bool = false, of content: ViewTemplate, arguments: [Expr],
                       storedClosures: [Expr]) -> ViewTemplate {
        var values = arguments + storedClosures
        content.collectKeptValues(into: &values)
        return .leaf("‹\(container) keeps›", values, keeping: KeptContent(container: container, partial: partial))
    }
}

extension ViewTemplate {
    /// Every value this content holds as a view value: arguments, bindings, modifier values, the
    /// conditions that choose its branches and the data of its rows.
    func collectKeptValues(into values: inout [Expr]) {
        switch self {
        case .leaf(_, let args, _): values += args
        case .control(_, let binding): values.append(binding)
        case .container(_, let children): for child in children { child.collectKeptValues(into: &values) }
        case .custom(_, let args): values += args.keys.sorted().map { args[$0]! }
        case .modified(let content, let modifier):
            content.collectKeptValues(into: &values)
            switch modifier {
            case .id(let e), .taskID(let e, _), .onChange(let e, _, _), .presentation(_, let e), .environment(_, let e):
                values.append(e)
            case .inert(_, let es): values += es
            case .equatable, .onAppear, .onDisappear, .task, .transition: break
            }
        case .conditional(let condition, let a, let b):
            values.append(condition)
            a.collectKeptValues(into: &values)
            b?.collectKeptValues(into: &values)
        case .switchOn(let subject, let cases, let otherwise):
            values.append(subject)
            for c in cases { c.content.collectKeptValues(into: &values) }
            otherwise?.collectKeptValues(into: &values)
        case .forEach(let f): values.append(f.data)
        case .anyView(let content), .marked(_, let content): content.collectKeptValues(into: &values)
        case .anyViewChoosing(let condition, let a, let b):
            values.append(condition)
            a.collectKeptValues(into: &values)
            b.collectKeptValues(into: &values)
        case .opaque(let reason): values.append(.opaque(reason))
        case .log, .writeDuringBody, .empty: break
        }
    }
}

extension ViewProgram {
    /// Without the keeper leaves that hold only part of their content and are not marked: a run
    /// that does not count them must not read what they hold (an action's code the engine
    /// cannot model, say), which the lowering before them left out.
    public func removingPartialKeepers() -> ViewProgram {
        rewritingViews { t in
            guard case .container(let name, let children) = t else { return t }
            let kept = children.filter {
                if case .leaf(_, _, let keeping?) = $0, keeping.partial { return false }
                return true
            }
            return kept.count == children.count ? t : .container(name, kept)
        }
    }

    /// Marks with `receiverMark` the first keeper leaf (`SpineContainer.keeper`) of one of
    /// `containers` whose values hold the binding marked `mark`: the container it stands for and
    /// whether the leaf keeps only part of the content, or nil when there is none.
    public mutating func markKeeperLeaf(of mark: Int, with receiverMark: Int, among containers: [String]) -> (container: String, partial: Bool)? {
        var found: (container: String, partial: Bool)?
        self = rewritingViews { t in
            guard found == nil, case .leaf(_, let values, let keeping?) = t, containers.contains(keeping.container),
                  values.contains(where: { $0.contains(mark: mark, asBinding: true) }) else { return t }
            found = (keeping.container, keeping.partial)
            return .marked(receiverMark, t)
        }
        return found
    }
}

extension BodyLowering {
    /// The closures code inside `content` hands to views that store them (a `Button`'s action,
    /// `onTapGesture`, a text field's `onCommit`): part of the kept content's value, compared as
    /// closures (rules 9–10), though the lowered content leaves them out as actions. Closures
    /// that build view content now are walked instead; a project view's arguments are in its
    /// lowered value already.
    mutating func storedClosureValues(in content: NodeID) -> [Expr] {
        var values: [Expr] = []
        for item in tree.closureItems(content) { collectStoredClosures(item, into: &values) }
        return values
    }

    private mutating func collectStoredClosures(_ node: NodeID, into values: inout [Expr]) {
        switch tree.kind(node) {
        case .closure:
            return  // not handed to a call here: run later or not at all
        case .ifStmt, .guardStmt, .switchStmt, .ternaryOperator, .ifConfig:
            return  // a branch may not be built: what it keeps is not known (`SpineContainer.keeper`)
        case .call:
            let name = tree.calleeName(node)
            let isMethod = tree.isMethodCall(node)
            if !isMethod, lowering.index.isViewType(named: name) { return }
            for child in tree.children(node) {
                guard tree.kind(child) == .argument || tree.kind(child) == .trailingClosure else {
                    collectStoredClosures(child, into: &values)
                    continue
                }
                guard let value = tree.value(child) else { continue }
                guard tree.kind(value) == .closure else { collectStoredClosures(value, into: &values); continue }
                let buildsNow = BodyLowering.runsContentNow(callee: name, label: tree.label(child), isMethod: isMethod)
                    && (!["Button", "Menu", "NavigationLink", "Link"].contains(name) || tree.controlClosureRole(child, in: node) == .label)
                if buildsNow {
                    for item in tree.closureItems(value) { collectStoredClosures(item, into: &values) }
                } else {
                    values.append(expression(value))
                }
            }
        default:
            for child in tree.children(node) { collectStoredClosures(child, into: &values) }
        }
    }
}

extension BodyLowering {
    /// Whether every view `content` builds is built on every evaluation, so that the lowered
    /// content and the closures it hands on are all of its value: no branch (`if`, `switch`,
    /// `guard`, `?:`, `#if`), no loop and no rows (a closure with parameters), here or in the
    /// helpers it calls. Off the way to the site, code is lowered only by what it reads
    /// unconditionally; a keeper built on such content would miss what the branches hold.
    func buildsWholeContent(_ content: NodeID) -> Bool {
        var visited = Set<String>()
        return buildsWhole(content, visited: &visited)
    }

    private func buildsWhole(_ node: NodeID, visited: inout Set<String>) -> Bool {
        var whole = true
        tree.walk(from: node) { id, _ in
            guard whole else { return .stop }
            switch tree.kind(id) {
            case .ifStmt, .guardStmt, .switchStmt, .forStmt, .whileStmt, .repeatStmt, .ternaryOperator, .ifConfig:
                whole = false
                return .stop
            case .closure where id != node && !tree.closureParameterNames(id).isEmpty:
                whole = false
                return .stop
            case .closure where id != node:
                // An action's closure is one stored value whatever its code does: an `if` in it
                // (`onTapGesture { if enabled { … } }`) builds no view.
                if let first = tree.firstChild(id), tree.isInActionClosure(first, below: tree.parent(id)) { return .skipChildren }
                return .visitChildren
            case .identifier:
                let name = tree.name(id)
                if let member = members[name], visited.count < 16, visited.insert(name).inserted {
                    guard let block = memberBlock(member) else { return .visitChildren }
                    if !buildsWhole(block, visited: &visited) { whole = false; return .stop }
                }
                return .visitChildren
            default:
                return .visitChildren
            }
        }
        return whole
    }
}
