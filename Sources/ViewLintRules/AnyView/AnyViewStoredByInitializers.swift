import ViewLint

/// A stored `AnyView` (or a closure making one) that only this file's initializers set: when
/// each stores an erasure of a value whose type its caller fixes, the erased type is fixed for
/// each view's whole life (a static fact over the code, not a run).
extension AnyViewRule {
    /// A stored `AnyView` with no default, a `let` or private, which only initializers set:
    /// when every initializer of this file stores an erasure of a value whose type the caller
    /// fixes (`self.base = base.eraseToAnyView()` with `base: T`), stores `nil`, passes on what
    /// its file-private callers erase (`self.init(body: Grid(…).eraseToAnyView())`), delegates,
    /// or never returns, each view erases one type for its whole life. Nil when an initializer
    /// does anything else, the file writes the property elsewhere, or it has a wrapper or a default.
    func initializerStoresFact(_ stored: (field: String, typeDecl: SyntaxTree.NodeID), in tree: SyntaxTree,
                               index: ProjectModel) -> Evidence? {
        guard let stores = Self.typesStoredByInitializers(stored, in: tree, index: index) else { return nil }
        var named = stores.types.prefix(4).map { $0.hasPrefix("what ") ? $0 : "`\($0)`" }.joined(separator: ", ")
        if stores.storesNil { named += stores.types.isEmpty ? "or nothing" : ", or nothing" }
        let assumed = stores.builtClosures.isEmpty ? ""
            : " — assuming " + stores.builtClosures.map { Self.callersWriteClosures($0.parameter, builder: "`@\($0.builder)`") }.joined(separator: "; ")
        return .refutedByStaticFact(
            "`\(stored.field)` is set only by the initializers in this file, each erasing a value of a type fixed at each construction (\(named)), so the erased type never changes for a view: identity and state are kept; only a cheap type check per update"
                + assumed,
            dependencies: Set(stores.builtClosures.flatMap(\.files)).subtracting([tree.file.path]).sorted())
    }

    /// The types the initializers of this file erase into `stored.field`, and whether one
    /// stores `nil`; nil when that is not all they store there.
    static func typesStoredByInitializers(_ stored: (field: String, typeDecl: SyntaxTree.NodeID), in tree: SyntaxTree,
                                          index: ProjectModel)
        -> (types: [String], storesNil: Bool, builtClosures: [(parameter: String, builder: String, files: [String])])? {
        guard let variable = plainStoredProperty(stored.field, in: stored.typeDecl, tree: tree),
              let binding = tree.children(variable, kind: .patternBinding).first(where: { tree.name($0) == stored.field }),
              tree.child(binding, kind: .initializerClause) == nil, let owner = tree.enclosingTypeName(binding) else { return nil }
        // A `var` others can reach may be set after the view is made.
        let isPrivate = tree.hasModifier(variable, "private") || tree.hasModifier(variable, "fileprivate")
        guard tree.isLetDeclaration(variable) || isPrivate else { return nil }
        let initializers = StoredArgumentFact.initializers(of: owner, in: tree)
        guard !initializers.isEmpty, !isWritten(stored.field, outside: initializers, in: tree) else { return nil }
        var types: [String] = []
        var storesNil = false
        var builtClosures: [(parameter: String, builder: String, files: [String])] = []
        for initializer in initializers {
            if neverReturns(initializer, in: tree) { continue }
            guard !chooses(initializer, in: tree), let body = tree.child(initializer, kind: .codeBlock) else { return nil }
            let statements = Array(tree.children(body))
            let stores = statements.compactMap { assignment($0, in: tree) }.filter { $0.field == stored.field }.map(\.value)
            if stores.isEmpty {
                // `self.init(…)`: the initializer it delegates to is one of those checked.
                guard statements.contains(where: { delegates($0, in: tree) }) else { return nil }
                continue
            }
            guard stores.count == 1 else { return nil }
            let value = stores[0]
            if tree.kind(value) == .nilLiteral { storesNil = true; continue }
            // `self.body = body`: what the callers of a file-private initializer erase.
            if tree.kind(value) == .identifier, case .parameter(let parameter?)? = LocalName(tree.name(value), at: value, in: tree) {
                guard let passed = erasedTypesPassed(to: initializer, parameter: parameter, owner: owner, in: tree, index: index)
                else { return nil }
                for type in passed where !types.contains(type) { types.append(type) }
                continue
            }
            // `self.content = content()` with `@DetailsBuilder content: () -> AnyView`: what the
            // builder makes of the closure each construction writes.
            if let built = builtClosureCall(value, in: tree, index: index) {
                let type = "what `@\(built.builder)` builds of the closure passed for `\(built.parameter)`"
                if !types.contains(type) { types.append(type) }
                builtClosures.append(built)
                continue
            }
            guard let fixed = fixedErasedType(value, member: initializer, in: tree, index: index) else { return nil }
            if !types.contains(fixed) { types.append(fixed) }
        }
        guard !types.isEmpty || storesNil else { return nil }
        return (types, storesNil, builtClosures)
    }

    /// `content()`: a call, without arguments, of a closure parameter of the enclosing
    /// initializer that a single-type erasing builder builds (`AnyViewBuiltByABuilder`).
    static func builtClosureCall(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel)
        -> (parameter: String, builder: String, files: [String])? {
        guard tree.kind(value) == .call, tree.arguments(value).isEmpty, tree.trailingClosures(value).isEmpty,
              let callee = tree.firstChild(value), tree.kind(callee) == .identifier,
              case .parameter(let parameter?)? = LocalName(tree.name(callee), at: callee, in: tree) else { return nil }
        var result: SyntaxTree.NodeID?
        tree.walk(from: parameter) { id, _ in
            guard result == nil else { return .stop }
            if tree.kind(id) == .functionType, let last = tree.children(id).last { result = last; return .stop }
            return tree.kind(id) == .initializerClause ? .skipChildren : .visitChildren
        }
        guard let result, let built = builtByBuilder(result, in: tree, index: index),
              case .parameter(let name) = built.declaration else { return nil }
        return (name, built.builder, built.files)
    }

    /// `x.eraseToAnyView()`, `AnyView(x)`, or a closure whose one expression is one, where the
    /// code fixes `x`'s type at each call of `member`: that type.
    static func fixedErasedType(_ stored: SyntaxTree.NodeID, member: SyntaxTree.NodeID, in tree: SyntaxTree,
                                index: ProjectModel) -> String? {
        var value = stored
        // `{ makeBody($0).eraseToAnyView() }`: the closure's one expression.
        if tree.kind(value) == .closure {
            let items = tree.closureItems(value)
            guard items.count == 1, let item = items.first else { return nil }
            value = tree.kind(item) == .returnStmt ? (tree.firstChild(item) ?? item) : item
        }
        guard tree.kind(value) == .call, erasures(in: value, tree: tree, index: index) == [value],
              let wrapped = wrappedValue(of: value, in: tree) else { return nil }
        return FixedTypeReader(tree: tree, member: member).fixedType(of: wrapped)
    }

    /// What every call of a `private`/`fileprivate` initializer (all in this file) passes for
    /// `parameter`, as erased types; nil when one call passes anything else, or none is found.
    static func erasedTypesPassed(to initializer: SyntaxTree.NodeID, parameter: SyntaxTree.NodeID, owner: String,
                                  in tree: SyntaxTree, index: ProjectModel) -> [String]? {
        guard tree.hasModifier(initializer, "private") || tree.hasModifier(initializer, "fileprivate"),
              let clause = tree.child(initializer, kind: .parameterClause) else { return nil }
        let parameters = Array(tree.children(clause, kind: .parameter))
        let labels = parameters.map { tree.name($0) == "_" ? "" : tree.name($0) }
        guard let position = parameters.firstIndex(of: parameter) else { return nil }
        var types: [String] = []
        var calls = 0
        var unsettled = false
        tree.walk { id, _ in
            guard !unsettled, tree.kind(id) == .call, let callee = tree.firstChild(id) else { return unsettled ? .stop : .visitChildren }
            let initializes = tree.kind(callee) == .memberAccess && tree.nameEquals(callee, "init")
                && (tree.memberBase(callee).map { tree.nameEquals($0, "self") || tree.nameEquals($0, "Self") } ?? true)
                || tree.kind(callee) == .identifier && tree.name(callee) == owner
            let arguments = tree.arguments(id)
            guard initializes, arguments.map({ tree.label($0) }) == labels, tree.trailingClosures(id).isEmpty else { return .visitChildren }
            calls += 1
            guard let value = tree.value(arguments[position]),
                  let member = tree.ancestor(of: id, in: [.initDecl, .funcDecl, .patternBinding]),
                  let fixed = fixedErasedType(value, member: member, in: tree, index: index) else {
                unsettled = true
                return .stop
            }
            if !types.contains(fixed) { types.append(fixed) }
            return .visitChildren
        }
        return unsettled || calls == 0 ? nil : types
    }

    /// Whether code of this file outside `initializers` assigns a property named `field`
    /// (`self.field = …`, `$0.field = …` in a copy-and-modify helper).
    static func isWritten(_ field: String, outside initializers: [SyntaxTree.NodeID], in tree: SyntaxTree) -> Bool {
        var written = false
        tree.walk { id, _ in
            if written { return .stop }
            guard tree.kind(id) == .sequenceExpr, let (target, _) = tree.assignment(id),
                  tree.memberPath(target)?.last == field else { return .visitChildren }
            if let initializer = tree.ancestor(of: id, in: [.initDecl]), initializers.contains(initializer) { return .visitChildren }
            written = true
            return .stop
        }
        return written
    }

    /// An initializer whose only statement is `fatalError(…)` (or `preconditionFailure(…)`): it
    /// makes no view.
    static func neverReturns(_ initializer: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let body = tree.child(initializer, kind: .codeBlock) else { return false }
        let statements = Array(tree.children(body))
        guard statements.count == 1, tree.kind(statements[0]) == .call else { return false }
        return ["fatalError", "preconditionFailure"].contains(tree.calleeName(statements[0]))
    }

    /// `self.init(…)`.
    static func delegates(_ statement: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard tree.kind(statement) == .call, let callee = tree.firstChild(statement), tree.kind(callee) == .memberAccess,
              tree.nameEquals(callee, "init"), let base = tree.memberBase(callee) else { return false }
        return tree.nameEquals(base, "self")
    }
}
