import ViewLint

/// What the rows of `ForEach($items, id: \.self) { $item in … }` do with their element binding,
/// read from the row closure: an edit through it changes the element, and with it the row's
/// `\.self` id. A row writes it (`item = …`, `item.name = …`), hands it to a control or function
/// (which may write it), or hands it to a project view whose `@Binding` the project writes or
/// passes on; a project view that never writes its binding edits nothing.
enum RowBindingEdits: Equatable {
    /// A row may edit its element: how, in words (`hand `$server` to `ServerRow``).
    case edits(String)
    /// No row writes through the binding (every use read).
    case none(binding: String)
    /// A use the rule does not follow.
    case unknown
    /// Every row's possible edit hands the binding on in an action (`router.route(to:
    /// .edit(profile: $profile))`): what edits the element runs later, elsewhere (how, in words).
    case handedInAction(String)

    /// `lowering` (when given) reads a project view's initializer to tell an action closure it
    /// takes (`action: @escaping () -> Void`) from view content.
    init?(rows call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel, lowering: Lowering? = nil) {
        guard let closure = Self.content(of: call, in: tree),
              let parameter = tree.closureParameterNames(closure).first, parameter.hasPrefix("$") else { return nil }
        let plain = String(parameter.dropFirst())
        var edit: String?
        var inAction: String?
        var unknown = false
        tree.walk(from: closure) { id, _ in
            guard edit == nil, !unknown else { return .stop }
            guard tree.kind(id) == .identifier else { return .visitChildren }
            let name = tree.name(id)
            guard name == parameter || name == plain else { return .visitChildren }
            switch Self.use(id, projected: name == parameter, in: tree, index: index, lowering: lowering) {
            case .edit(let how): edit = how
            case .handedInAction(let how): inAction = inAction ?? how
            case .unknown: unknown = true
            case .read: break
            }
            return .visitChildren
        }
        if let edit { self = .edits(edit) } else if unknown { self = .unknown }
        else if let inAction { self = .handedInAction(inAction) } else { self = .none(binding: parameter) }
    }

    private enum Use { case edit(String), handedInAction(String), read, unknown }

    /// One use of the element (`account`) or its binding (`$account`) inside a row.
    private static func use(_ id: SyntaxTree.NodeID, projected: Bool, in tree: SyntaxTree, index: ProjectModel, lowering: Lowering?) -> Use {
        // `$account.name` or `account.name`: the whole chain is what is passed or assigned.
        var expression = id
        while let parent = tree.parent(expression), tree.kind(parent) == .memberAccess, tree.memberBase(parent) == expression {
            expression = parent
        }
        let parent = tree.parent(expression)
        if let parent, let assignment = tree.assignment(parent), assignment.target == expression {
            return .edit("writes `\(tree.excerpt(expression))`")
        }
        if let parent, tree.kind(parent) == .inoutExpr { return .edit("passes `&\(tree.excerpt(expression))`") }
        if let parent, tree.kind(parent) == .call, tree.firstChild(parent) == expression {
            // `account.tags.append(x)`: a standard mutating method edits; another may.
            return ViewUsage.mutatingMethods.contains(tree.name(expression)) ? .edit("calls `\(tree.excerpt(expression))`") : .unknown
        }
        guard projected else { return .read }
        guard let (call, label) = tree.receivingCall(of: expression) else { return .unknown }
        let callee = tree.calleeName(call)
        guard let view = index.viewType(named: callee) else {
            // Handed on in an action (a router, a callback), not to a view the row shows: the
            // edit, if any, happens later in code the row does not run.
            if tree.isInActionClosure(expression) || lowering.map({ inProjectViewAction(expression, in: tree, index: index, lowering: $0) }) == true {
                return .handedInAction("hands `\(tree.excerpt(expression))` to `\(callee)` in an action (`\(tree.excerpt(Self.outermostCall(call, in: tree), limit: 60))`)")
            }
            // A control (`TextField`, `Toggle`) writes its binding on input; a function may.
            return .edit("hands `\(tree.excerpt(expression))` to `\(callee)`")
        }
        let bindings = view.storedProperties.filter { $0.wrapper?.name == "Binding" }
        let receiving = bindings.first { $0.name == label } ?? (bindings.count == 1 ? bindings.first : nil)
        let candidates = receiving.map { [$0] } ?? bindings
        guard !candidates.isEmpty else { return .unknown }
        if candidates.contains(where: { index.writes(property: $0.name, inType: callee) }) {
            return .edit("hands `\(tree.excerpt(expression))` to `\(callee)`, which writes its binding or passes it on")
        }
        return .read
    }

    /// Whether `node` is inside a closure a project view's initializer takes as a function
    /// returning nothing (`ChevronButton { action } label: { … }`): an action, run on a tap, not
    /// content built while a body runs.
    static func inProjectViewAction(_ node: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel, lowering: Lowering) -> Bool {
        guard let closure = tree.ancestor(of: node, kind: .closure), let holder = tree.parent(closure),
              tree.kind(holder) == .argument || tree.kind(holder) == .trailingClosure,
              let call = tree.parent(holder), tree.kind(call) == .call, !tree.isMethodCall(call) else { return false }
        let view = tree.calleeName(call)
        guard index.isViewType(named: view) else { return false }
        let arguments = tree.arguments(call)
        let trailing = tree.trailingClosures(call)
        let labels = arguments.map { tree.label($0) }
        guard let fit = lowering.fittingInitializer(of: view, labels: labels, trailing: trailing.count),
              let position = arguments.firstIndex(of: holder) ?? trailing.firstIndex(of: holder).map({ arguments.count + $0 }),
              let parameter = fit.parameter(filledBy: position) else { return false }
        let written = fit.tree.text(parameter).filter { !$0.isWhitespace }
        return written.hasSuffix("->Void") || written.hasSuffix("->()")
    }

    /// The call `call` is an argument of, and so on out (`router.route(to: .edit(profile: $p))`
    /// for `.edit(profile: $p)`).
    static func outermostCall(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID {
        var outer = call
        while let argument = tree.parent(outer), tree.kind(argument) == .argument, let next = tree.parent(argument), tree.kind(next) == .call {
            outer = next
        }
        return outer
    }

    /// The row closure: `ForEach(…) { … }` or `content:`.
    static func content(of call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        let holder = tree.trailingClosures(call).first ?? tree.argument(call, labelled: "content")
        return holder.flatMap { tree.value($0) }.flatMap { tree.kind($0) == .closure ? $0 : nil }
    }
}
