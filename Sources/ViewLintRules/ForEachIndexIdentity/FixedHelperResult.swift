import ViewLint

/// The result of a private method of the view that takes nothing and returns one expression
/// reading only what never changes: constants, an enum case of a type in this file, members of
/// such a case that keep their value (`MemberKeeping`), and methods of those given constants.
/// `AddAccountSections.web.sectionContent.chunked(into: chunkLimit)` is the same on every run.
enum FixedHelperResult {
    /// Why the call's result never changes, and what that rests on; nil when it may.
    static func of(_ call: SyntaxTree.NodeID, owner: String, in tree: SyntaxTree,
                   context: ConfirmationContext) -> (why: String, assumptions: [String])? {
        guard tree.kind(call) == .call, tree.arguments(call).isEmpty, tree.trailingClosures(call).isEmpty,
              let callee = tree.firstChild(call), tree.kind(callee) == .identifier else { return nil }
        let name = tree.name(callee)
        let found = context.declarations.declarations(named: owner, in: tree)
        let functions = (found.declarations + found.extensionBlocks).flatMap { root in
            tree.descendants(of: root, kind: .funcDecl).filter { tree.name($0) == name && tree.enclosingTypeName($0) == owner }
        }
        guard functions.count == 1, let function = functions.first,
              tree.hasModifier(function, "private") || tree.hasModifier(function, "fileprivate"),
              tree.child(function, kind: .parameterClause).map({ tree.children($0, kind: .parameter).isEmpty }) ?? false,
              let body = tree.child(function, kind: .codeBlock) else { return nil }
        let items = Array(tree.children(body))
        guard items.count == 1 else { return nil }
        let expression = tree.kind(items[0]) == .returnStmt ? tree.firstChild(items[0]) : items[0]
        var assumptions: [String] = []
        guard let expression, fixed(expression, in: tree, index: context.index, assumptions: &assumptions) else { return nil }
        let why = "the rows count the result of `\(name)()`, a private method of `\(owner)` that returns `\(tree.excerpt(expression))`, made only of constants, an enum case and what that case keeps, so it is the same on every run and its rows never move"
        return (why, assumptions)
    }

    private static func fixed(_ node: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel, assumptions: inout [String]) -> Bool {
        if ForEachIndexIdentityRule.isConstant(node, in: tree, index: index) { return true }
        switch tree.kind(node) {
        case .memberAccess:
            guard let base = tree.memberBase(node) else { return false }
            let member = tree.name(node)
            if tree.kind(base) == .identifier, tree.name(base).first?.isUppercase == true {
                return isEnumCase(member, of: tree.name(base), in: tree)
            }
            // A member of an enum case that keeps its value (a `let`, a getter reading only
            // what keeps its value).
            guard tree.kind(base) == .memberAccess, let type = tree.memberBase(base), tree.kind(type) == .identifier,
                  isEnumCase(tree.name(base), of: tree.name(type), in: tree),
                  let kept = index.memberKeeping(member, ofType: tree.name(type)) else { return false }
            // A getter reading a type's members (`AppDefaults.shared.flag`) is taken at its word
            // that they keep their values: said.
            if kept == .computed {
                let others = (index.declaredType(named: tree.name(type))?.computedReads[member] ?? [])
                    .filter { $0.first?.isUppercase == true && $0 != tree.name(type) && $0 != "Self" }
                if !others.isEmpty {
                    let names = Array(Set(others)).sorted().map { "`\($0)`" }.joined(separator: ", ")
                    assumptions.append("what `\(member)` reads of \(names) not changing while the view is shown")
                }
            }
            return true
        case .call where tree.isMethodCall(node):
            guard let callee = tree.firstChild(node), let base = tree.memberBase(callee),
                  fixed(base, in: tree, index: index, assumptions: &assumptions), tree.trailingClosures(node).isEmpty,
                  tree.arguments(node).allSatisfy({ tree.value($0).map { ForEachIndexIdentityRule.isConstant($0, in: tree, index: index) } ?? false })
            else { return false }
            assumptions.append("`\(tree.name(callee))(…)` giving the same result for the same input")
            return true
        default:
            return false
        }
    }

    /// `name` is a case of the enum `type` declared in this file.
    private static func isEnumCase(_ name: String, of type: String, in tree: SyntaxTree) -> Bool {
        tree.descendants(kind: .enumDecl).contains { declaration in
            tree.name(declaration) == type && tree.descendants(of: declaration, kind: .enumCaseElement).contains {
                tree.name($0) == name && tree.enclosingTypeName($0) == type
            }
        }
    }
}
