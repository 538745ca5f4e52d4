import ViewLint

/// Type erasure with `AnyView` in view code: constructions, declarations typed `AnyView`,
/// `Content == AnyView` constraints and erase-to-AnyView helpers.
public struct AnyViewRule: Rule {
    public static let description = RuleDescription(
        id: "any_view",
        name: "AnyView",
        summary: "`AnyView` type erasure in view code",
        rationale: """
            SwiftUI diffs views by their static type. `AnyView` hides that type: when the type \
            inside changes (a different branch, a different helper result), SwiftUI cannot match \
            the old and new content, so it replaces the whole subtree, destroying its `@State` \
            and re-running `onAppear`. Even when the type never changes, every update goes \
            through a dynamic container that must check the type again, and inside `List` or \
            `ForEach` rows it defeats the fast path that relies on each row having a fixed number \
            of views, so SwiftUI has to build every row to count them.
            """,
        howToFix: """
            Return `some View` and mark the function or property `@ViewBuilder`, so `if`/`switch` \
            become a `_ConditionalContent` that keeps the branches' identities; use `Group` or a \
            generic `Content: View` parameter to pass views around.
            """,
        category: .identity,
        defaultSeverity: .warning,
        triggeringExamples: AnyViewRuleExamples.triggering,
        nonTriggeringExamples: AnyViewRuleExamples.nonTriggering
    )

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [Finding] {
        let tree = file.tree
        var findings: [Finding] = []
        tree.walk { id, _ in
            guard file.viewCode.contains(id) else { return .visitChildren }
            switch tree.kind(id) {
            case .call:
                if let finding = constructionFinding(id, in: file, context: context) { findings.append(finding) }
            case .simpleType, .memberType:
                if tree.typeName(of: id) == "AnyView", let finding = declarationFinding(id, in: file) {
                    findings.append(finding)
                }
            default:
                break
            }
            return .visitChildren
        }
        return findings
    }

    /// `AnyView(…)` / `AnyView(erasing:)` and calls of erase helpers (`.eraseToAnyView()`).
    private func constructionFinding(_ call: SyntaxTree.NodeID, in file: LintFile, context: LintContext) -> Finding? {
        let tree = file.tree
        let name = tree.calleeName(call)
        if name == "AnyView", !tree.isMethodCall(call), !tree.isImplicitMemberCall(call) {
            // Inside a declaration that is itself typed AnyView the construction is forced by
            // the signature, which is reported instead.
            if enclosingDeclarationIsErased(call, in: tree) { return nil }
            let inRow = isInRowContent(call, in: tree)
            return finding(
                inRow ? "`AnyView` in `ForEach`/`List` row content: every row's content type is hidden, so SwiftUI must build each row to diff it and replaces the row when the wrapped type changes"
                      : "`AnyView` erases the view's type: when the wrapped type changes SwiftUI replaces the subtree and its state",
                at: tree.nameRange(ofCallee: call), in: file, severity: inRow ? .warning : .note,
                help: "Return `some View` from a `@ViewBuilder` instead, so branches keep their identity.")
        }
        if tree.isMethodCall(call), context.index.isAnyViewEraser(named: name) {
            let inRow = isInRowContent(call, in: tree)
            return finding(
                "`.\(name)()` wraps the view in `AnyView`\(inRow ? " in `ForEach`/`List` row content" : ""): its type is hidden from SwiftUI's diffing",
                at: tree.nameRange(ofCallee: call), in: file, severity: inRow ? .warning : .note,
                help: "Drop the erasure; if the type differs by branch, use a `@ViewBuilder` function.")
        }
        return nil
    }

    /// A type annotation, return type, parameter, closure type or generic constraint naming AnyView.
    private func declarationFinding(_ type: SyntaxTree.NodeID, in file: LintFile) -> Finding? {
        let tree = file.tree
        guard let parent = tree.parent(type) else { return nil }
        let role: String
        var severity: Severity = .note
        switch tree.kind(parent) {
        case .returnClause:
            guard let declaration = tree.parent(parent) else { return nil }
            role = "returns `AnyView`"
            if tree.kind(declaration) == .funcDecl, branchesEraseDifferentTypes(declaration, in: tree) { severity = .warning }
        case .typeAnnotation:
            role = "is typed `AnyView`"
            if let binding = tree.parent(parent), branchesEraseDifferentTypes(binding, in: tree) { severity = .warning }
        case .parameter:
            role = "takes an `AnyView` parameter"
        case .functionType, .tupleType:
            role = "stores a closure producing `AnyView`"
        case .whereClause, .sequenceExpr, .genericArgumentClause:
            role = "constrains `Content == AnyView`"
        case .simpleType, .memberType, .optionalType, .arrayType:
            role = "uses `AnyView` as a type argument"
        default:
            role = "uses `AnyView`"
        }
        return finding(
            severity == .warning
                ? "This declaration \(role) and erases different view types by branch: each switch of branch replaces the subtree and its state"
                : "This declaration \(role): the wrapped view's type is hidden from SwiftUI's diffing",
            at: tree.byteRange(type), in: file, severity: severity,
            help: "Use `some View` with `@ViewBuilder`, or a generic `Content: View`.")
    }

    /// Whether the nearest enclosing function or property declares `AnyView` as its type.
    private func enclosingDeclarationIsErased(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        // `extension Card where Content == AnyView { init(…) { content = AnyView(…) } }`
        if let extensionDecl = tree.ancestor(of: node, in: [.extensionDecl]),
           let whereClause = tree.child(extensionDecl, kind: .whereClause),
           tree.descendants(of: whereClause, kind: .simpleType).contains(where: { tree.typeName(of: $0) == "AnyView" }) {
            return true
        }
        guard let declaration = tree.ancestor(of: node, in: [.funcDecl, .patternBinding, .closure]),
              tree.kind(declaration) != .closure,
              let type = tree.resultType(of: declaration) else { return false }
        return tree.typeName(of: type) == "AnyView"
    }

    /// Whether the `AnyView(…)` calls in a declaration wrap at least two different view types.
    private func branchesEraseDifferentTypes(_ declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var wrapped = Set<String>()
        tree.walk(from: declaration) { id, _ in
            if tree.kind(id) == .call, tree.calleeName(id) == "AnyView",
               let content = tree.firstUnlabelledArgument(id) ?? tree.argument(id, labelled: "erasing") {
                wrapped.insert(AnyViewRule.rootViewName(content, in: tree))
            }
            return .visitChildren
        }
        return wrapped.count > 1
    }

    /// `Text` for `Text("a").font(.body)`: the view a modifier chain starts from.
    static func rootViewName(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        var node = expression
        while true {
            switch tree.kind(node) {
            case .call:
                guard let callee = tree.firstChild(node) else { return tree.text(node) }
                if tree.kind(callee) == .memberAccess, let base = tree.memberBase(callee) { node = base; continue }
                return tree.calleeName(node)
            case .memberAccess:
                guard let base = tree.memberBase(node) else { return tree.name(node) }
                node = base
            default:
                return tree.text(node)
            }
        }
    }

    /// Whether a node lies in the content closure of a `ForEach` or `List`.
    private func isInRowContent(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var current = tree.parent(node)
        while let id = current {
            if tree.kind(id) == .closure, let holder = tree.parent(id),
               tree.kind(holder) == .trailingClosure || tree.kind(holder) == .argument,
               let call = tree.parent(holder), tree.kind(call) == .call {
                let name = tree.calleeName(call)
                if (name == "ForEach" || name == "List"), !tree.isMethodCall(call) { return true }
            }
            if [.funcDecl, .variableDecl, .structDecl, .classDecl].contains(tree.kind(id)) { return false }
            current = tree.parent(id)
        }
        return false
    }
}
