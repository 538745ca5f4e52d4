import ViewLint

/// The help of a closure binding no `$` projection reproduces: its `get` computes the value, or
/// its `set` converts it, calls a method or writes more than one place (review s9: HomeAssistant
/// WatchComplicationConfigurationSheet:441, MagicItemCustomizationView:134, WatchLightControlsView:178
/// were told to project a source that is not this binding). A `$` projection of a property with
/// this `get` and `set` is: one location across updates, keyed by its object (or state) and key path.
extension ClosureBindingSite {
    /// nil when the closures read and write one property (the usual `$` help fits), or when the
    /// `set` does nothing (the rule has its own help for that).
    func derivedBindingHelp(in tree: SyntaxTree, index: ProjectModel) -> String? {
        guard let reason = derivedReason(in: tree) else { return nil }
        if let adapter = extensionAdapter(in: tree) { return extensionAdapterHelp(reason: reason, adapter: adapter) }
        if let root = projectableRoot(in: tree, index: index) {
            if let unextendable = root.unextendable {
                if let help = optionalSubscriptHelp(reason: reason, root: root, in: tree) { return help }
                // `(() -> T?)?`, a closure, a tuple: no member of one's own goes on it for `$` to
                // reach. A `@Binding`'s value is its owner's: a `@State` copy would fall out of step.
                if root.wrapper == "Binding" {
                    return "\(reason), so no `$` projection is this binding, and `\(root.name)`'s type is \(unextendable), which takes no property of yours; "
                        + "`\(root.name)` is a `@Binding`, so a copy held in `@State` would fall out of step with its owner: keep this `get` and `set` as a property of a type the owner holds, and pass its `$` projection down instead."
                }
                return "\(reason), so no `$` projection is this binding, and `\(root.name)`'s type is \(unextendable), which takes no property of yours: "
                    + "keep the value in a small type of your own held in `@State` (a struct or class with a property doing this `get` and `set`) and pass `$` of that property."
            }
            // An object's `$model.p` is a new box before iOS 17, equal by object and key path after (§3h).
            let keeps = root.isObject ? "which stays equal across updates from iOS 17 / macOS 14 / watchOS 10 on" : "which keeps one location across updates"
            let root = root.name
            return "\(reason), so no `$` projection is this binding: give `\(root)`'s type a property with this `get` and `set` "
                + "(a subscript if it needs an argument) and pass `$\(root).thatProperty`, \(keeps)."
        }
        return "\(reason), so no `$` projection is this binding: keep the value where `$` reaches it "
            + "(a `@State`, or a property with this `get` and `set` on an observed model) and pass that projection."
    }

    /// The fix as a summary names it: the `$` projection that is this binding, else the one the
    /// help proposes making (for a presentation, `presentationHelp`'s). Where the help says no `$` projection is this binding, the summary
    /// must not say one exists (review s12): it names the location the help would have made.
    func fixName(projection: String?, in tree: SyntaxTree, index: ProjectModel) -> String {
        if let projection { return "`\(projection)`" }
        // The same destination the help is chosen by (`ClosureBindingRule.finding`).
        if case .presentation(let name) = BindingDestination(of: call, in: tree, index: index),
           let fix = presentationFix(modifier: name, in: tree, index: index) { return fix }
        guard derivedReason(in: tree) != nil else { return "a binding with a stable location" }
        if let adapter = extensionAdapter(in: tree) { return extensionAdapterFixName(adapter) }
        if let root = projectableRoot(in: tree, index: index) {
            // A root that takes no property: the help keeps the value in a type of one's own.
            guard root.unextendable != nil else { return "a new `$\(root.name).thatProperty`" }
            if let (_, arguments) = optionalSubscript(of: root, in: tree) {
                return "a new " + Self.optionalProjection(root: root.name, arguments: arguments)
            }
            if root.wrapper == "Binding" {
                return "a `$` projection of a property with this `get` and `set` on the owner's side"
            }
            return "`$` of a property of a small type of your own held in `@State`"
        }
        return "the value moved where `$` reaches it"
    }

    /// The arguments of the subscript `fixName` proposes (`$x[thatSubscript: a, b]`): none
    /// where the fix is a projection or a property.
    func fixSubscriptArguments(projection: String?, in tree: SyntaxTree, index: ProjectModel) -> [String] {
        guard fixName(projection: projection, in: tree, index: index).contains("[thatSubscript:"),
              let root = projectableRoot(in: tree, index: index), root.unextendable != nil,
              let (_, arguments) = optionalSubscript(of: root, in: tree) else { return [] }
        return arguments
    }

    /// What the closures do beyond reading and assigning one property, in a developer's words.
    func derivedReason(in tree: SyntaxTree) -> String? {
        let statements = setterStatements(in: tree)
        guard !statements.isEmpty else { return nil }
        let newValue = tree.closureParameterNames(setter).first ?? "$0"
        let readPath = getterExpression(in: tree).flatMap { tree.memberPath($0) }
        let getterIsRead = readPath != nil
        let assignments = statements.compactMap { Self.assignment($0, in: tree) }
        let calls = statements.compactMap { Self.statementCall($0, in: tree) }
        let setPart: String?
        if assignments.count == statements.count {
            if assignments.count > 1 {
                setPart = "its `set` writes \(Self.countWord(assignments.count)) properties"
            } else if tree.kind(assignments[0].value) == .identifier, tree.name(assignments[0].value) == newValue {
                setPart = nil
            } else if getterIsRead {
                setPart = "its `set` converts the value"
            } else {
                return "Its `get` and `set` convert the value"
            }
        } else if let call = calls.first {
            let name = tree.excerpt(call)
            // `Task { … }` constructs: the work runs later, not a call of a method.
            setPart = name == "Task" ? "its `set` starts a `Task`"
                : name.first?.isUppercase == true ? "its `set` does more than assign the new value" : "its `set` calls `\(name)`"
        } else {
            setPart = "its `set` does more than assign the new value"
        }
        let getPart = getterIsRead ? nil : "its `get` computes the value"
        switch (getPart, setPart) {
        case (nil, nil):
            // One read and one plain write: the same property unless the paths differ.
            guard let read = readPath, let written = tree.memberPath(assignments[0].target), Self.trimmingSelf(read) != Self.trimmingSelf(written) else { return nil }
            return "Its `get` and `set` reach different properties"
        case let (get?, set?): return Self.capitalized(get) + " and " + set
        case let (get?, nil): return Self.capitalized(get)
        case let (nil, set?): return Self.capitalized(set)
        }
    }

    /// The `set`'s statements, or those of the one `withAnimation { … }` it makes: what runs
    /// inside decides (`withAnimation { flag = $0 }` is `$flag.animation()`, and the usual help
    /// fits; `withAnimation { model.select($0) }` calls a method, review s11 leftovers).
    func setterStatements(in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        let statements = tree.closureItems(setter)
        guard statements.count == 1, tree.kind(statements[0]) == .call, let callee = tree.firstChild(statements[0]),
              tree.kind(callee) == .identifier, tree.name(callee) == "withAnimation",
              let trailing = tree.trailingClosures(statements[0]).first, let body = tree.value(trailing),
              tree.kind(body) == .closure else { return statements }
        return tree.closureItems(body)
    }

    /// A clause as the start of a sentence ("its `get` …" → "Its `get` …").
    static func capitalized(_ clause: String) -> String {
        guard let first = clause.first else { return clause }
        return first.uppercased() + clause.dropFirst()
    }

    /// The getter's one expression (`{ a.b }`, `{ return a.b }`); nil for a body of statements.
    func getterExpression(in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        let items = tree.closureItems(getter)
        guard items.count == 1 else { return nil }
        if tree.kind(items[0]) == .returnStmt { return tree.firstChild(items[0]) }
        return items[0]
    }

    /// An optional of a named type (`Recipe?`) takes a subscript of one's own in a constrained
    /// extension, and `$picked[isPicking: recipe]` is then a projection: one location across
    /// updates (rule 23), the value still its owner's (review s14: CodeEdit
    /// HistoryInspectorItemView:16 was told to move a value derived from a parent's `selection`
    /// into `@State`, which would fall out of step with it). Key-path subscript arguments must be
    /// `Hashable`, said since the help cannot check it.
    func optionalSubscriptHelp(reason: String, root: ProjectableRoot, in tree: SyntaxTree) -> String? {
        guard let (wrapped, arguments) = optionalSubscript(of: root, in: tree) else { return nil }
        // Each name is said, so the developer sees what the subscript is given (review s15 read-through).
        let hashable = "(a key path's subscript arguments must be `Hashable`), "
        let taking: String
        switch arguments.count {
        case 0: taking = ""
        case 1: taking = "taking `\(arguments[0])`, the one name besides `\(root.name)` that the `get` and `set` read, as its argument \(hashable)"
        default:
            let listed = arguments.dropLast().map { "`\($0)`" }.joined(separator: ", ") + " and `\(arguments.last!)`"
            taking = "taking \(listed), the names besides `\(root.name)` that the `get` and `set` read, as its arguments \(hashable)"
        }
        // Another argument is another key path, so another location (review ev20 #3).
        let keeps = arguments.isEmpty ? "across updates" : "while \(arguments.count == 1 ? "its argument stays" : "its arguments stay") the same,"
        return "\(reason), so no `$` projection is this binding: give `\(root.name)`'s type \(arguments.isEmpty ? "a property" : "a subscript") with this `get` and `set` in `extension Optional where Wrapped == \(wrapped)`, "
            + "\(taking)and pass \(Self.optionalProjection(root: root.name, arguments: arguments)), which keeps one location \(keeps) and leaves the value where it is."
    }

    /// "`$picked[thatSubscript: recipe]`", or "`$picked.thatProperty`" when the closures read nothing else.
    static func optionalProjection(root: String, arguments: [String]) -> String {
        arguments.isEmpty ? "`$\(root).thatProperty`" : "`$\(root)[thatSubscript: \(arguments.joined(separator: ", "))]`"
    }

    /// The wrapped type of an optional root of a named type, as it is spelled in a same-type
    /// constraint, and the subscript's arguments (`subscriptArguments`); nil for anything else.
    func optionalSubscript(of root: ProjectableRoot, in tree: SyntaxTree) -> (wrapped: String, arguments: [String])? {
        // A named type only: a closure or a tuple is no same-type constraint's target here.
        guard case .optional(let wrapped)? = root.shape, let spelled = Self.namedSpelling(of: wrapped) else { return nil }
        return (spelled, subscriptArguments(besides: root.name, in: tree))
    }

    /// `Recipe`, `Module.Recipe`, `Page<Recipe>`: a named type with named generic arguments, as
    /// written; nil for any other shape.
    static func namedSpelling(of shape: TypeShape) -> String? {
        guard case .named(let name, let arguments) = shape else { return nil }
        if arguments.isEmpty { return name }
        let spelled = arguments.compactMap(namedSpelling(of:))
        return spelled.count == arguments.count ? "\(name)<\(spelled.joined(separator: ", "))>" : nil
    }

    /// The names the `get` and `set` read from the view besides `root`, in order: a subscript in
    /// an extension of the root's type reaches nothing else of the view, so each is an argument.
    /// Left out: the `set`'s new value and its own locals, what is called (`withAnimation`,
    /// `format(_:)`), types, and `$0`-style names.
    func subscriptArguments(besides root: String, in tree: SyntaxTree) -> [String] {
        var excluded: Set<String> = [root]
        excluded.formUnion(tree.closureParameterNames(setter))
        for local in tree.descendants(of: setter, kind: .patternBinding) + tree.descendants(of: setter, kind: .optionalBinding) {
            excluded.insert(tree.name(local))
        }
        var names: [String] = []
        for closure in [getter, setter] {
            tree.walk(from: closure) { id, _ in
                switch tree.kind(id) {
                case .identifier:
                    let name = tree.name(id)
                    let called = tree.parent(id).map { tree.kind($0) == .call && tree.firstChild($0) == id } ?? false
                    // A name the closure binds itself (`guard let string = …`, then `string`) is
                    // no argument the caller could pass (review s18: UTM NumberTextField:40).
                    let binds = tree.parent(id).map { tree.kind($0) == .optionalBinding && tree.firstChild($0) == id } ?? false
                    if !called, !binds, name != "self", name.first?.isLowercase == true, !excluded.contains(name), !names.contains(name),
                       LocalName(name, at: id, in: tree, within: closure) == nil {
                        names.append(name)
                    }
                case .memberAccess:
                    // `self.recipe` is `recipe`; the member names of other chains are not the view's.
                    if let base = tree.memberBase(id), tree.kind(base) == .identifier, tree.nameEquals(base, "self") {
                        let name = tree.name(id)
                        if !excluded.contains(name), !names.contains(name) { names.append(name) }
                        return .skipChildren
                    }
                default:
                    break
                }
                return .visitChildren
            }
        }
        return names
    }

    /// The one property of the enclosing view both closures start from (`viewModel` in
    /// `viewModel.config.iconName`), when its wrapper gives `$` projections of its members. A
    /// collection keeps the help of a property or subscript of one's own: `$dict[key, default: v]`
    /// is no `$` projection (a key path's subscript indices must be `Hashable`, and `default:` is
    /// an autoclosure), so no help may suggest it.
    func projectableRoot(in tree: SyntaxTree, index: ProjectModel) -> ProjectableRoot? {
        var roots = Set<String>()
        if let expression = getterExpression(in: tree), let root = Self.root(of: expression, in: tree) { roots.insert(root) }
        for statement in setterStatements(in: tree) {
            if let assignment = Self.assignment(statement, in: tree) {
                guard let root = Self.root(of: assignment.target, in: tree) else { return nil }
                roots.insert(root)
            } else if let call = Self.statementCall(statement, in: tree) {
                guard let root = Self.root(of: call, in: tree) else { return nil }
                roots.insert(root)
            } else if tree.kind(statement) != .variableDecl {
                // An `if` or a loop: what its blocks assign and call (`if $0 { set.insert(x) } …`).
                let writes = tree.descendants(of: statement, kind: .sequenceExpr).compactMap { Self.assignment($0, in: tree)?.target }
                    + tree.descendants(of: statement, kind: .call).filter { tree.parent($0).map { tree.kind($0) == .codeBlock } ?? false }
                        .compactMap { tree.firstChild($0) }
                guard !writes.isEmpty else { return nil }
                for write in writes {
                    guard let root = Self.root(of: write, in: tree) else { return nil }
                    roots.insert(root)
                }
            }
        }
        // A parameter, local or capture (`[weak codeFile]`) of that name is not the view's property
        // (review s15 #27): no root is named for it. The property is looked up once: its wrapper
        // and declared type are all the helps ask of it.
        guard roots.count == 1, let root = roots.first, !shadows(root, in: tree), let typeName = tree.enclosingTypeName(call),
              let stored = index.viewType(named: typeName)?.storedProperties.first(where: { $0.name == root }) else { return nil }
        let wrapper = stored.wrapper?.name ?? ""
        guard SwiftUICatalog.valueBindingWrappers.contains(wrapper) || SwiftUICatalog.objectBindingWrappers.contains(wrapper) else { return nil }
        return ProjectableRoot(name: root, wrapper: wrapper, shape: stored.shape)
    }

    /// Whether `name` in the closures is declared nearer than the view: a capture of either
    /// closure, or a parameter or local around the `Binding(get:set:)`.
    func shadows(_ name: String, in tree: SyntaxTree) -> Bool {
        // `self.sort` written in either closure is the view's property, whatever shares its name.
        if [getter, setter].contains(where: { closure in
            tree.descendants(of: closure, kind: .memberAccess).contains { tree.memberPath($0) == ["self", name] }
        }) { return false }
        if LocalName(name, at: call, in: tree) != nil { return true }
        return [getter, setter].contains { closure in
            tree.descendants(of: closure, kind: .captureItem).contains { tree.name($0) == name }
        }
    }

    /// `target = value` as a statement. The parser leaves `a = b ? c : d` and `a = b ?? c` one
    /// flat sequence: their value is given as the whole statement, never a plain name.
    static func assignment(_ statement: SyntaxTree.NodeID, in tree: SyntaxTree) -> (target: SyntaxTree.NodeID, value: SyntaxTree.NodeID)? {
        guard tree.kind(statement) == .sequenceExpr else { return nil }
        let parts = Array(tree.children(statement))
        guard parts.count >= 3, tree.kind(parts[1]) == .assignmentOperator else { return nil }
        return (parts[0], parts.count == 3 ? parts[2] : statement)
    }

    /// The callee of a call made as a statement (`viewModel.setSpeed(x)`, `try? store.save(x)`).
    static func statementCall(_ statement: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var node = statement
        while tree.kind(node) == .tryExpr || tree.kind(node) == .awaitExpr, let operand = tree.firstChild(node) { node = operand }
        guard tree.kind(node) == .call else { return nil }
        return tree.firstChild(node)
    }

    /// The first name of an expression's chain, past `self.`, calls, subscripts and `?`/`!`.
    static func root(of expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        var chain: [SyntaxTree.NodeID] = []
        var node = expression
        while true {
            chain.append(node)
            switch tree.kind(node) {
            case .identifier:
                let name = tree.name(node)
                guard name == "self" else { return name.hasPrefix("$") || name.first?.isUppercase == true ? nil : name }
                // `self.a…`: the member after `self`.
                guard chain.count >= 2, tree.kind(chain[chain.count - 2]) == .memberAccess else { return nil }
                return tree.name(chain[chain.count - 2])
            case .memberAccess:
                guard let base = tree.memberBase(node) else { return nil }
                node = base
            case .call, .subscriptCall, .postfixOperatorExpr:
                guard let first = tree.firstChild(node) else { return nil }
                node = first
            default:
                return nil
            }
        }
    }

    static func trimmingSelf(_ path: [String]) -> [String] { path.first == "self" ? Array(path.dropFirst()) : path }

    static func countWord(_ count: Int) -> String {
        let words = ["two", "three", "four", "five", "six", "seven", "eight", "nine"]
        return (2...9).contains(count) ? words[count - 2] : "\(count)"
    }
}

/// The view's property a closure binding's `get` and `set` start from, as its helps ask about it.
struct ProjectableRoot {
    let name: String
    /// `State`, `Binding`, `ObservedObject`…
    let wrapper: String
    /// Its declared type, when written.
    let shape: TypeShape?

    /// An object's wrapper: its `$model.p` is equal across updates only from iOS 17 on (§3h).
    var isObject: Bool { SwiftUICatalog.objectBindingWrappers.contains(wrapper) }

    /// What the root's declared type is when no property of one's own can be added to it, in a
    /// developer's words; nil for a named type or collection, or when no type is written.
    var unextendable: String? {
        switch shape {
        case .optional(.function)?: return "an optional closure"
        case .optional?: return "an optional"
        case .function?: return "a closure"
        case .tuple?: return "a tuple"
        default: return nil
        }
    }
}
