import ViewLint

/// Whether the code can flip a switch's condition at all, asked before the experiment flips it
/// (docs/SWIFTUI-MODEL.md rule 15: a `@State` is seeded once per identity). The check already
/// knows the condition is no process-wide constant; this reads the project for what it reads:
/// a model held in a `@State` that nothing replaces, members that are `let`s, `var`s no code
/// writes or computed from those; and for one private `@State`, the values its writes store.
enum ConditionPossibility {
    /// The condition keeps its value for the life of one view: why, in a developer's words.
    case fixed(String)
    /// It can flip once, from `start` (the condition's value when the view is made) to its
    /// opposite: the change ("`loaded` turning `true`") and why no other.
    case once(start: Bool, change: String, because: String)
    /// Whether it changes rests on what the engine cannot read (a write's value, another value
    /// taking a store's place): why.
    case undecided(String)
    /// It may change: the experiment flips it.
    case changes
    /// It may change only through `open` (what the code may move both ways, or stores values
    /// of the engine cannot read); the rest of what it reads moves one way (`because`).
    case changesThrough(open: String, because: String)
    /// It changes only where lifecycle closures write it (`change`: "`shown` set in
    /// `onAppear`"), once for each such write as the view appears or goes (`because`).
    case onLifecycle(change: String, because: String)
    /// It changes only when the parent passes another value: the assumption, as named.
    case fromParent(String)

    struct Reader {
        let tree: SyntaxTree
        let index: ProjectModel
        let owner: String
        let view: ViewTypeInfo

        init?(at node: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) {
            guard let owner = tree.enclosingTypeName(node), let view = index.viewType(named: owner) else { return nil }
            self.tree = tree; self.index = index; self.owner = owner; self.view = view
        }

        /// What the code can do to the conditions (each read in full: all must hold to show the
        /// `then` side).
        func possibility(of conditions: [SyntaxTree.NodeID]) -> ConditionPossibility {
            var reasons: [String] = []
            var changing: [(condition: SyntaxTree.NodeID, name: String)] = []
            for condition in conditions {
                // `if let x`: the bound name is the state read.
                let bare = tree.kind(condition) == .optionalBinding && tree.children(condition).count <= 1
                let names = bare ? [tree.name(condition)] : Set(tree.referencedNames(in: condition)).sorted()
                for name in names {
                    if let reason = fixedReason(name, in: condition) {
                        if !reason.isEmpty, !reasons.contains(reason) { reasons.append(reason) }
                    } else {
                        changing.append((condition, name))
                    }
                }
            }
            if changing.isEmpty {
                return reasons.isEmpty ? .changes : .fixed(reasons.joined(separator: "; "))
            }
            if let why = storeHeld(changing) { return .undecided(why) }
            // One private `@State` read by one condition: what its writes store; else each value
            // the conditions read moving one way (`OneWayCondition`); else where the code lets
            // it change (`WhenConditionChanges`).
            guard changing.count == 1 else { return narrower(oneWay(conditions), whenChanges(changing), changing.map(\.name)) }
            let single = flips(of: changing[0].name, in: changing[0].condition)
            if case .changes = single { return narrower(oneWay(conditions), whenChanges(changing), changing.map(\.name)) }
            return single
        }

        /// What the values' one-way moves tell, unless it leaves part of the condition open while
        /// every name it reads is written only where the view appears or goes, all in one
        /// `withAnimation` block without `await`: one transaction per appearance, so one flip (a
        /// `.task` setting `chapter` and `loaded` together flips `loaded && chapter != nil` once;
        /// `started = true` … `await` … `finished = true` can flip `started && !finished` twice).
        func narrower(_ oneWay: ConditionPossibility?, _ when: ConditionPossibility?, _ names: [String]) -> ConditionPossibility {
            if case .changesThrough? = oneWay, case .onLifecycle? = when, let when, writtenTogether(names) { return when }
            return oneWay ?? when ?? .changes
        }

        /// Whether every write of `names` sits directly in one `withAnimation`/`withTransaction`
        /// closure that awaits nothing.
        func writtenTogether(_ names: [String]) -> Bool {
            var nodes: [SyntaxTree.NodeID] = []
            for name in Set(names) {
                guard let writes = writes(of: name), !writes.isEmpty else { return false }
                nodes += writes.map(\.node)
            }
            return inOneTransaction(nodes)
        }

        /// Whether `nodes` sit directly in one `withAnimation`/`withTransaction` closure that
        /// awaits nothing: they change the view in one update.
        func inOneTransaction(_ nodes: [SyntaxTree.NodeID]) -> Bool {
            var block: SyntaxTree.NodeID?
            for node in nodes {
                guard let closure = tree.ancestor(of: node, in: [.closure]), block == nil || block == closure,
                      let (call, _) = tree.receivingCall(of: closure),
                      LifecycleClosure.immediate.contains(tree.calleeName(call)) else { return false }
                block = closure
            }
            guard let block else { return false }
            return tree.descendants(of: block, kind: .awaitExpr).isEmpty
        }

        /// Why `name` (read in `expression`) keeps its value for one view ("" when it obviously
        /// does: a type, a parameter), or nil when it may change.
        func fixedReason(_ name: String, in expression: SyntaxTree.NodeID) -> String? {
            // A type's member keeps its value, but a `static var` the code writes.
            if name.first?.isUppercase == true {
                let typeName = name == "Self" ? owner : name
                let written = memberPaths(from: name, in: expression).contains { path in
                    guard let member = path.first else { return false }
                    return WrittenStatic.isWritten(member, ofType: typeName, index: index)
                }
                return written ? nil : ""
            }
            switch LocalName(name, at: expression, in: tree) {
            case .parameter: return ""
            case .local: return nil
            case nil: break
            }
            guard let stored = view.storedProperties.first(where: { $0.name == name }) else {
                // `opensMenu(button)`: a pure method, as fixed as its arguments (read with it).
                return ConditionConstness(tree: tree, index: index, owner: owner).isPureMethod(name) ? "" : nil
            }
            if ConditionConstness(tree: tree, index: index, owner: owner).isFixedProperty(name, of: view) {
                return stored.wrapper?.kind == .state ? "`\(name)` is a `@State` no code changes after it is made" : ""
            }
            // A model object held in a `@State` nothing replaces, or given by every construction
            // from a `let` of the object making the view: the same object for the view's life,
            // so what the condition reads of it changes only if its members do.
            let object: (type: String, description: String)
            if let held = HeldObject(name, of: view, index: index) {
                object = (held.type, held.description)
            } else if let given = ObjectFromMaker(name, of: view, index: index) {
                object = (given.type, given.description)
            } else {
                return nil
            }
            var members: [String] = []
            for path in memberPaths(from: name, in: expression) {
                guard let member = path.first, let kept = index.memberKeeping(member, ofType: object.type) else { return nil }
                // Deeper reads go through what the member holds: only a value that is no model.
                if path.count > 1, case .named(let inner)? = index.declaredType(named: object.type)?.properties[member],
                   index.classObservation(ofClass: inner) != nil { return nil }
                let described = HeldObject.describe(member, kept)
                if !members.contains(described) { members.append(described) }
            }
            guard !members.isEmpty else { return nil }
            return object.description + ", and " + members.joined(separator: ", ")
        }

        /// The member paths read from `root` in `expression` (`viewModel.url` → [`url`]); nil
        /// members when `root` is read bare.
        func memberPaths(from root: String, in expression: SyntaxTree.NodeID) -> [[String]] {
            var paths: [[String]] = []
            tree.walk(from: expression) { id, _ in
                guard tree.kind(id) == .memberAccess, let path = tree.memberPath(id) else { return .visitChildren }
                let names = path.first == "self" ? Array(path.dropFirst()) : path
                if names.first == root, names.count >= 2 { paths.append(Array(names.dropFirst())) }
                return .skipChildren
            }
            return paths.isEmpty ? [[]] : paths
        }
    }
}

// MARK: - one private state's writes

extension ConditionPossibility.Reader {
    /// How a condition on one private `@State` can change, from what its writes store: every
    /// write stores a value (never nil), or `true`/`false` alike, or sits under `if let` of it.
    func flips(of name: String, in condition: SyntaxTree.NodeID) -> ConditionPossibility {
        guard let stored = view.storedProperties.first(where: { $0.name == name }), stored.wrapper?.kind == .state,
              let declaration = declaration(of: name), tree.hasModifier(declaration.variable, "private")
                || tree.hasModifier(declaration.variable, "fileprivate"),
              let polarity = polarity(of: condition, reading: name),
              let writes = writes(of: name) else { return .changes }
        if writes.isEmpty { return .fixed("`\(name)` is a `@State` no code changes after it is made") }
        let seed = declaration.seededInInit ? nil : declaration.defaultLiteral.map { tree.text($0) }
        let kinds = writes.reduce(into: StoredValues.Kinds()) { $0.formUnion(StoredValues.kinds(of: $1.value, in: tree)) }
        // The condition's value when the state is set (true, or non-nil).
        let whenSet: Bool
        switch polarity {
        case .nonNil(let whenNonNil):
            whenSet = whenNonNil
            let guarded = writes.allSatisfy { isUnderOptionalBinding($0.node, of: name) }
            if guarded && kinds.isSubset(of: [.value, .true, .false]) {
                return .fixed("`\(name)` is set once per view, and its only writes, under `if let \(name)`, store a value: it is nil for the view's whole life or never")
            }
            if guarded, case .unknown = Self.movement(shown: "`\(name)`", kinds: kinds, readsNil: true, seed: seed, writes: "every write") {
                return .undecided("`\(name)` is set once per view and written again only under `if let \(name)`: the condition can change at most once, and only if that write stores nil, which the engine cannot tell")
            }
        case .bool(let whenTrue):
            whenSet = whenTrue
        }
        let readsNil = if case .nonNil = polarity { true } else { false }
        switch Self.movement(shown: "`\(name)`", kinds: kinds, readsNil: readsNil, seed: seed, writes: "every write") {
        case .moves(let oneWay):
            return .once(start: oneWay.startsSet == whenSet, change: oneWay.change, because: oneWay.because)
        case .constant(_, let because):
            return .fixed(because)
        case .unknown:
            return .changes
        }
    }

    enum Polarity {
        /// `if let x`, `x != nil` (true when non-nil), `x == nil` (false when non-nil).
        case nonNil(Bool)
        /// `x` (true when true), `!x`.
        case bool(Bool)
    }

    /// How the condition reads the state: its value as the state is non-nil / true.
    func polarity(of condition: SyntaxTree.NodeID, reading name: String) -> Polarity? {
        func isState(_ node: SyntaxTree.NodeID) -> Bool {
            guard let path = tree.memberPath(node) else { return false }
            return path == [name] || path == ["self", name]
        }
        switch tree.kind(condition) {
        case .optionalBinding:
            let parts = tree.children(condition)
            if parts.count <= 1 || parts.last.map(isState) == true { return .nonNil(true) }
            return nil
        case .prefixOperatorExpr where tree.nameEquals(condition, "!"):
            return tree.firstChild(condition).flatMap { isState($0) ? .bool(false) : nil }
        case .sequenceExpr:
            let parts = Array(tree.children(condition))
            guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator else { return nil }
            let op = tree.name(parts[1])
            let other = isState(parts[0]) ? parts[2] : isState(parts[2]) ? parts[0] : nil
            guard let other, tree.kind(other) == .nilLiteral, op == "!=" || op == "==" else { return nil }
            return .nonNil(op == "!=")
        default:
            return isState(condition) ? .bool(true) : nil
        }
    }

    struct Declaration {
        var variable: SyntaxTree.NodeID
        var defaultLiteral: SyntaxTree.NodeID?
        var seededInInit: Bool
    }

    /// The state's declaration in the owner's body in this file.
    func declaration(of name: String) -> Declaration? {
        var typeDecl: SyntaxTree.NodeID?
        tree.walk { id, _ in
            if typeDecl != nil { return .stop }
            if tree.kind(id) == .structDecl, tree.name(id) == owner { typeDecl = id; return .stop }
            return .visitChildren
        }
        guard let typeDecl, let binding = StoredArgumentFact.storedDeclaration(name, in: typeDecl, tree: tree),
              let variable = tree.parent(binding), tree.kind(variable) == .variableDecl else { return nil }
        var seeded = false
        tree.walk(from: typeDecl) { id, _ in
            if tree.kind(id) == .initDecl {
                seeded = seeded || tree.descendants(of: id, kind: .identifier).contains { tree.name($0) == name || tree.name($0) == "_" + name }
                return .skipChildren
            }
            return .visitChildren
        }
        return Declaration(variable: variable, defaultLiteral: tree.child(binding, kind: .initializerClause).flatMap(tree.firstChild),
                           seededInInit: seeded)
    }

    struct Write {
        var node: SyntaxTree.NodeID
        /// The value stored: its operands and operators (`name + ".fill"` is not nested in an
        /// unfolded sequence).
        var value: [SyntaxTree.NodeID]
    }

    /// Every write of the state in this file outside `init` (a private state is written only
    /// here); nil when one is a form whose value the engine cannot read (`$name` handed out,
    /// `&name`, `+=`, a mutating method, a member write, `_name = …`).
    func writes(of name: String) -> [Write]? {
        var writes: [Write] = []
        var unreadable = false
        tree.walk { id, _ in
            if unreadable { return .stop }
            switch tree.kind(id) {
            case .initDecl: return .skipChildren
            case .identifier:
                let spelled = tree.name(id)
                guard spelled == name || spelled == "$" + name || spelled == "_" + name || spelled == "self",
                      tree.enclosingTypeName(id) == owner else { return .visitChildren }
                var target = id
                if spelled == "self" {
                    guard let parent = tree.parent(id), tree.kind(parent) == .memberAccess, tree.memberBase(parent) == id,
                          tree.name(parent) == name else { return .visitChildren }
                    target = parent
                } else if spelled == name, LocalName(name, at: id, in: tree) != nil {
                    return .visitChildren
                }
                if spelled != name && spelled != "self" { unreadable = true; return .stop }
                switch use(of: target) {
                case .read: break
                case .assigned(let value): writes.append(Write(node: target, value: value))
                case .unreadable: unreadable = true
                }
            default: break
            }
            return .visitChildren
        }
        return unreadable ? nil : writes
    }

    enum Use { case read, assigned([SyntaxTree.NodeID]), unreadable }

    /// What the code does with the state at `node` (`x` or `self.x`).
    func use(of node: SyntaxTree.NodeID) -> Use {
        guard let parent = tree.parent(node) else { return .read }
        switch tree.kind(parent) {
        case .sequenceExpr:
            let parts = Array(tree.children(parent))
            guard parts.first == node, parts.count >= 3 else { return .read }
            if tree.kind(parts[1]) == .assignmentOperator { return .assigned(Array(parts[2...])) }
            return ViewUsage.isCompoundAssignment(parts[1], in: tree) ? .unreadable : .read
        case .inoutExpr:
            return .unreadable
        case .memberAccess, .subscriptCall, .postfixOperatorExpr:
            // `x.member = v`, `x?.member = v`, `x.toggle()`: a write through the state.
            var outer = parent
            while let up = tree.parent(outer), [.memberAccess, .subscriptCall, .postfixOperatorExpr].contains(tree.kind(up)) { outer = up }
            if let up = tree.parent(outer) {
                if tree.kind(up) == .sequenceExpr, tree.firstChild(up) == outer,
                   tree.children(up).dropFirst().first.map({ tree.kind($0) == .assignmentOperator || ViewUsage.isCompoundAssignment($0, in: tree) }) == true {
                    return .unreadable
                }
                if tree.kind(up) == .inoutExpr { return .unreadable }
                if tree.kind(up) == .call, tree.kind(outer) == .memberAccess, ViewUsage.mutatingMethods.contains(tree.name(outer)) { return .unreadable }
            }
            return .read
        default:
            return .read
        }
    }

    /// Whether `node` sits in the `then` block of an `if let name` (or `if let y = name`).
    func isUnderOptionalBinding(_ node: SyntaxTree.NodeID, of name: String) -> Bool {
        var current = node
        while let parent = tree.parent(current) {
            if tree.kind(parent) == .ifStmt, tree.children(parent, kind: .codeBlock).first == current,
               let conditions = tree.child(parent, kind: .conditionList),
               tree.children(conditions, kind: .optionalBinding).contains(where: { binding in
                   let parts = tree.children(binding)
                   return parts.count <= 1 && tree.name(binding) == name
                       || parts.last.flatMap { tree.memberPath($0) }.map { $0 == [name] || $0 == ["self", name] } == true
               }) {
                return true
            }
            if [.structDecl, .classDecl, .extensionDecl].contains(tree.kind(parent)) { return false }
            current = parent
        }
        return false
    }

    func booleanLiteral(_ node: SyntaxTree.NodeID) -> Bool? {
        guard tree.kind(node) == .booleanLiteral else { return nil }
        return tree.nameEquals(node, "true")
    }
}
