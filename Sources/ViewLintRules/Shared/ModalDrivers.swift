import ViewLint

// While a `.sheet` or `.fullScreenCover` is presented, the presenting view's own controls take
// no input: a sheet is modal to its window (macOS) or covers its presenter (iOS), and the
// presenter shows one modal at a time. A `@State` changed only through `$x` handed to a control
// or a presentation modifier outside the presented content (a search field beside the list, a
// `.photosPicker(isPresented:)`), or written only in a `Button`'s action there without starting
// work that finishes later, cannot change then, so it is no driver for code held inside the sheet.
enum ModalDrivers {
    static let modal: Set<String> = ["sheet", "fullScreenCover"]

    /// Removes such drivers when the site is held inside a modal presentation.
    static func prune(_ lowered: inout LoweredSite, in file: LintFile, context: ConfirmationContext) {
        guard lowered.program.selectors.contains(where: { held in
            modal.contains { held.description == "while the `.\($0)` is presented" }
        }) else { return }
        let tree = file.tree
        guard let typeDecl = context.declarations.declarations(named: lowered.owner, in: tree).declarations.first(where: {
            tree.kind($0) == .structDecl
        }), let view = context.index.viewType(named: lowered.owner) else { return }
        lowered.drivers.removeAll { driver in
            guard driver.kind == .state, let field = driver.field,
                  view.storedProperties.first(where: { $0.name == field })?.wrapper?.kind == .state else { return false }
            return changesOnlyThroughOuterControls(field, in: typeDecl, tree: tree)
        }
    }

    /// Every use of `name` in the view's declaration reads it, but `$name` handed to a view's
    /// construction (`SearchField("Search", text: $query)`) outside any modal's content.
    static func changesOnlyThroughOuterControls(_ name: String, in typeDecl: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        var handed = 0
        var other = false
        tree.walk(from: typeDecl) { id, _ in
            if other { return .stop }
            guard tree.kind(id) == .identifier else { return .visitChildren }
            let spelled = tree.name(id)
            if spelled == "_" + name { other = true; return .stop }
            if spelled == "$" + name {
                // An argument of a construction (uppercase callee), outside a modal's closure.
                guard let argument = tree.parent(id), tree.kind(argument) == .argument, let call = tree.parent(argument),
                      tree.kind(call) == .call,
                      tree.calleeName(call).first?.isUppercase == true
                        || tree.isMethodCall(call) && SwiftUICatalog.bindingModifiers.contains(tree.calleeName(call)),
                      !insideModalContent(call, in: tree) else { other = true; return .stop }
                handed += 1
                return .visitChildren
            }
            guard spelled == name || spelled == "self" else { return .visitChildren }
            var target = id
            if spelled == "self" {
                guard let parent = tree.parent(id), tree.kind(parent) == .memberAccess, tree.memberBase(parent) == id,
                      tree.name(parent) == name else { return .visitChildren }
                target = parent
            }
            if isWritten(target, in: tree), !inOuterButtonAction(target, in: tree) { other = true; return .stop }
            return .visitChildren
        }
        return !other && handed > 0
    }

    /// `x = v`, `x += v`, `&x`, `x.mutate()`, `x.member = v`: a write through `node`.
    static func isWritten(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var outer = node
        while let up = tree.parent(outer), [.memberAccess, .subscriptCall, .postfixOperatorExpr].contains(tree.kind(up)) {
            if tree.kind(up) == .memberAccess, tree.memberBase(up) != outer { break }
            outer = up
        }
        guard let parent = tree.parent(outer) else { return false }
        switch tree.kind(parent) {
        case .inoutExpr: return true
        case .sequenceExpr:
            let parts = Array(tree.children(parent))
            guard parts.first == outer, parts.count >= 3 else { return false }
            return tree.kind(parts[1]) == .assignmentOperator || ViewUsage.isCompoundAssignment(parts[1], in: tree)
        case .call:
            return outer != node && tree.kind(outer) == .memberAccess && ViewUsage.mutatingMethods.contains(tree.name(outer))
        default:
            return false
        }
    }

    /// In the action of a `Button` outside any modal's content, an action that awaits nothing and
    /// starts no `Task` (work that could write after a sheet came up).
    static func inOuterButtonAction(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let closure = tree.ancestor(of: node, in: [.closure]), let argument = tree.parent(closure),
              [.argument, .trailingClosure].contains(tree.kind(argument)), let call = tree.parent(argument),
              tree.kind(call) == .call, tree.calleeName(call) == "Button",
              tree.controlClosureRole(argument, in: call) == .action, !insideModalContent(call, in: tree) else { return false }
        if !tree.descendants(of: closure, kind: .awaitExpr).isEmpty { return false }
        return !tree.descendants(of: closure, kind: .call).contains { tree.calleeName($0) == "Task" }
    }

    static func insideModalContent(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var current = node
        while let parent = tree.parent(current) {
            if tree.kind(parent) == .closure, let (call, _) = tree.receivingCall(of: parent), modal.contains(tree.calleeName(call)) { return true }
            current = parent
        }
        return false
    }
}
