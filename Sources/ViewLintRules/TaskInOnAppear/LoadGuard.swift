import ViewLint

/// `Task { await tracker.load() }` where `load()` (project code, one level) begins
/// `guard loadingState == .idle else { return }` and then sets `loadingState` before its work:
/// while one load runs, another call on the same object returns at once. So one object runs one
/// load at a time, and the tasks the experiment counts are one per object: per view when the
/// view makes the object in its own `@State`/`@StateObject` (each new view, a new object).
struct LoadGuard: Sendable {
    /// `tracker.load()`, as written (trimmed).
    let call: String
    /// `tracker`: the view's property the method is called on.
    let receiver: String
    /// `loadingState == .idle`: the guard's condition.
    let condition: String
    /// Whether the view makes the object itself, so each new view has its own.
    let madeByTheView: Bool

    /// The guard of the first awaited method call in the task on a property of the view whose
    /// class is declared in this file or in the file named after it beside this one.
    static func find(_ task: SyntaxTree.NodeID, view: ViewTypeInfo?, in file: LintFile, context: ConfirmationContext) -> LoadGuard? {
        let tree = file.tree
        guard let view, let operation = tree.trailingClosures(task).first.flatMap({ tree.value($0) })
                ?? tree.argument(task, labelled: "operation") else { return nil }
        var result: LoadGuard?
        tree.walk(from: operation) { id, _ in
            if result != nil { return .stop }
            switch tree.kind(id) {
            case .closure where id != operation: return .skipChildren
            case .awaitExpr:
                guard let call = tree.firstChild(id), tree.kind(call) == .call, tree.isMethodCall(call),
                      let callee = tree.firstChild(call), let base = tree.memberBase(callee),
                      var path = tree.memberPath(base) else { return .skipChildren }
                if path.first == "self" { path.removeFirst() }
                guard path.count == 1, let property = view.storedProperties.first(where: { $0.name == path[0] }) else { return .skipChildren }
                let typeName = property.typeText.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
                guard !typeName.isEmpty, typeName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                      let condition = guardCondition(of: tree.calleeName(call), inClass: typeName, near: file, context: context) else {
                    return .skipChildren
                }
                let owned = [.state, .stateObject].contains(property.wrapper?.kind)
                    && madeHere(property, of: view, typeName: typeName, in: tree.enclosingTypeDeclaration(task) ?? tree.root,
                                of: tree, context: context)
                result = LoadGuard(call: MessageText.excerpt(tree.text(call), limit: 40), receiver: path[0], condition: condition,
                                   madeByTheView: owned)
                return .stop
            default:
                return .visitChildren
            }
        }
        return result
    }

    /// The object is made by the view: `= Model()` / `= .init()` on the property, or
    /// `_tracker = .init(wrappedValue: Model(…))` / `State(wrappedValue: .init(…))` in an `init`.
    private static func madeHere(_ property: StoredProperty, of view: ViewTypeInfo, typeName: String, in type: SyntaxTree.NodeID,
                                 of tree: SyntaxTree, context: ConfirmationContext) -> Bool {
        if let range = property.initializerByteRange {
            // The default value, in the file declaring the view.
            guard let declaring = view.path == tree.file.path ? tree : context.trees[view.path],
                  let value = declaring.innermostNode(of: [.initializerClause], containing: range).flatMap({ declaring.firstChild($0) })
            else { return false }
            return isConstruction(value, of: typeName, in: declaring)
        }
        let name = property.name
        var made = false
        tree.walk(from: type) { id, _ in
            guard let (target, value) = tree.assignment(id) else { return .visitChildren }
            guard var path = tree.memberPath(target) else { return .visitChildren }
            if path.first == "self" { path.removeFirst() }
            guard path == ["_" + name] else { return .visitChildren }
            // The first call handing a `wrappedValue:` (`StateObject(wrappedValue: Model())`).
            tree.walk(from: value) { inner, _ in
                guard tree.kind(inner) == .call, let wrapped = tree.argument(inner, labelled: "wrappedValue") else { return .visitChildren }
                made = isConstruction(wrapped, of: typeName, in: tree)
                return .stop
            }
            return .stop
        }
        return made
    }

    /// `Model(…)` or `.init(…)`, alone or with calls chained on it (`Model().configured()`).
    private static func isConstruction(_ expression: SyntaxTree.NodeID, of typeName: String, in tree: SyntaxTree) -> Bool {
        let made = tree.modifiedView(expression)
        guard tree.kind(made) == .call, let callee = tree.firstChild(made) else { return false }
        if tree.kind(callee) == .identifier { return tree.name(callee) == typeName }
        return tree.isImplicitMemberCall(made) && tree.nameEquals(callee, "init")
    }

    /// `guard state == .idle else { return }` (or `guard !isLoading else { return }`) as the
    /// method's first statement, the next one setting that same property: its condition.
    static func guardCondition(of method: String, inClass typeName: String, near file: LintFile, context: ConfirmationContext) -> String? {
        let directory = PathText.directory(of: file.source.path)
        let sibling = PathText.join(directory, typeName + ".swift")
        var trees: [SyntaxTree] = [file.tree]
        if sibling != file.source.path, let other = context.trees[sibling] { trees.append(other) }
        for tree in trees {
            let found = context.declarations.declarations(named: typeName, in: tree)
            let blocks = found.declarations.filter { tree.kind($0) == .classDecl }.compactMap { tree.child($0, kind: .memberBlock) }
                + found.extensionBlocks
            for block in blocks {
                for function in tree.descendants(of: block, kind: .funcDecl) where tree.name(function) == method {
                    if let condition = guardCondition(function, in: tree) { return condition }
                }
            }
        }
        return nil
    }

    private static func guardCondition(_ function: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard let body = tree.child(function, kind: .codeBlock) else { return nil }
        let statements = Array(tree.children(body))
        guard statements.count >= 2, tree.kind(statements[0]) == .guardStmt,
              let conditions = tree.child(statements[0], kind: .conditionList), tree.children(conditions).count == 1,
              let elseBlock = tree.child(statements[0], kind: .codeBlock),
              let only = Array(tree.children(elseBlock)).first, tree.children(elseBlock).count == 1,
              tree.kind(only) == .returnStmt, tree.firstChild(only) == nil else { return nil }
        let condition = tree.children(conditions).first!
        let tested: String
        if tree.kind(condition) == .prefixOperatorExpr, tree.nameEquals(condition, "!"), let operand = tree.firstChild(condition),
           let name = ownName(operand, in: tree) {
            tested = name
        } else if let (left, op, _) = tree.binaryOperation(condition), tree.nameEquals(op, "=="), let name = ownName(left, in: tree) {
            tested = name
        } else {
            return nil
        }
        // The next statement stores a new value in the tested property before any work.
        guard let (target, _) = tree.assignment(statements[1]), ownName(target, in: tree) == tested else { return nil }
        return tree.text(condition).split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `state` of `state` or `self.state`; nil for anything else.
    private static func ownName(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard var path = tree.memberPath(expression) else { return nil }
        if path.first == "self" { path.removeFirst() }
        return path.count == 1 ? path[0] : nil
    }
}
