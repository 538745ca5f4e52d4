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

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<ErasureSite>] {
        let tree = file.tree
        var findings: [RuleMatch<ErasureSite>] = []
        file.walk(.call, .simpleType, .memberType) { id in
            guard file.viewCode.contains(id) else { return .visitChildren }
            switch tree.kind(id) {
            case .call:
                if var finding = constructionFinding(id, in: file, context: context) {
                    let field = erasedField(taking: id, in: tree, index: context.index)
                    if let field { finding.help = field.help(refuted: false) }
                    findings.append(RuleMatch(finding, site: .construction(id, takenBy: field)))
                }
            case .simpleType, .memberType:
                if tree.typeName(of: id) == "AnyView", let finding = declarationFinding(id, in: file, context: context) {
                    findings.append(RuleMatch(finding, site: .declaration(type: id)))
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
        let name = file.calleeName(call)
        if name == "AnyView", !tree.isMethodCall(call), !tree.isImplicitMemberCall(call) {
            // Inside a declaration that is itself typed AnyView the construction is forced by
            // the signature, which is reported instead.
            if isForced(call, in: tree, context: context) { return nil }
            // `c ? AnyView(a) : AnyView(b)` is one choice: reported once, at its first branch.
            if let ternary = Self.erasingTernary(of: call, in: tree), tree.children(ternary).last == call { return nil }
            let inRow = isInRowContent(call, in: tree)
            let branches = ternaryErasesDifferentTypes(call, in: tree) || returnsEraseDifferentTypes(call, in: tree)
            let message: String
            if inRow {
                message = "`AnyView` in `ForEach`/`List` rows hides each row's type: SwiftUI builds every row to diff it and replaces a row whose wrapped type changes"
            } else if branches {
                message = "`AnyView` erases a different view type on each side of this condition: each time it flips, SwiftUI replaces the subtree and its state"
            } else {
                message = "`AnyView` erases the view's type: when the wrapped type changes SwiftUI replaces the subtree and its state"
            }
            return finding(message, at: tree.nameRange(ofCallee: call), in: file,
                           help: "Return `some View` from a `@ViewBuilder` instead, so branches keep their identity.")
        }
        if tree.isMethodCall(call), context.index.isAnyViewEraser(named: name) {
            if isForced(call, in: tree, context: context) { return nil }
            let inRow = isInRowContent(call, in: tree)
            let branches = returnsEraseDifferentTypes(call, in: tree)
            return finding(
                branches
                    ? "`.\(name)()` erases a different view type on each return path: when the path changes, SwiftUI replaces the subtree and its state"
                    : "`.\(name)()` wraps the view in `AnyView`\(inRow ? " in `ForEach`/`List` row content" : ""): its type is hidden from SwiftUI's diffing",
                at: tree.nameRange(ofCallee: call), in: file,
                help: "Drop the erasure; if the type differs by branch, use a `@ViewBuilder` function.")
        }
        return nil
    }

    /// A type annotation, return type, parameter, closure type or generic constraint naming AnyView.
    private func declarationFinding(_ type: SyntaxTree.NodeID, in file: LintFile, context: LintContext) -> Finding? {
        let tree = file.tree
        // `ScrollView<AnyView>.ContentOffset` names a nested type: nothing is erased.
        if tree.isInsideMemberTypeBase(type) { return nil }
        if fillsParameterHoldingNoValue(type, in: tree, context: context) { return nil }
        // Climb through `AnyView?`, `[AnyView]`, `Foo<AnyView>` to the declaration part.
        var node = type
        var asTypeArgument = false
        while let parent = tree.parent(node),
              [.optionalType, .implicitlyUnwrappedType, .arrayType, .genericArgumentClause, .simpleType, .memberType].contains(tree.kind(parent)) {
            if tree.kind(parent) == .genericArgumentClause { asTypeArgument = true }
            node = parent
        }
        guard let parent = tree.parent(node) else { return nil }
        if asTypeArgument, AnyViewRule.hostingTypes.contains(tree.typeName(of: node)) { return nil }
        let spelled = tree.quoted(node)
        let role: String
        var severity: Severity = .note
        switch tree.kind(parent) {
        case .returnClause:
            guard let declaration = tree.parent(parent) else { return nil }
            role = "returns \(spelled)"
            if tree.kind(declaration) == .funcDecl, branchesEraseDifferentTypes(declaration, in: tree) { severity = .warning }
        case .typeAnnotation:
            role = "is typed \(spelled)"
            if let binding = tree.parent(parent), branchesEraseDifferentTypes(binding, in: tree) { severity = .warning }
        case .parameter:
            role = "takes a parameter typed \(spelled)"
        case .functionType:
            role = "stores a closure producing \(spelled)"
        case .tupleType:
            let inClosureParameters = tree.parent(parent).map { tree.kind($0) == .functionType } ?? false
            role = inClosureParameters ? "passes \(spelled) to a closure" : "uses \(spelled) in a tuple"
        case .whereClause, .sequenceExpr:
            role = "constrains a generic parameter to `AnyView`"
        default:
            role = asTypeArgument ? "uses `AnyView` as a type argument" : "uses `AnyView`"
        }
        return finding(
            severity == .warning
                ? "This declaration \(role) and erases different view types by branch: each change of branch replaces the subtree and its state"
                : "This declaration \(role): the wrapped view's type is hidden from SwiftUI's diffing",
            at: tree.byteRange(type), in: file,
            help: "Use `some View` with `@ViewBuilder`, or a generic `Content: View`.")
    }

    /// Types that host a view outside a hierarchy and need one concrete type for whatever they
    /// host: `AnyView` is how varying content is given to them, not a diffing cost.
    static let hostingTypes: Set<String> = [
        "ImageRenderer", "UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration",
        "NSHostingMenu", "NSHostingSceneRepresentation",
    ]

    /// `ImageRenderer(content: AnyView(…))`, `UIHostingController(rootView: AnyView(…))`.
    func isHostedContent(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let (receiver, _) = tree.receivingCall(of: call) else { return false }
        return AnyViewRule.hostingTypes.contains(tree.calleeName(receiver))
    }

    /// `Config<AnyView>` where the project's one `Config` uses that parameter in no member but as
    /// the base of a member type (SwiftUIX's `CocoaScrollViewConfiguration<Content>` names it
    /// only in `ScrollView<Content>.ContentOffset`): no `AnyView` value is ever made, so there
    /// is no erasure to report, as for `ScrollView<AnyView>.ContentOffset` itself.
    private func fillsParameterHoldingNoValue(_ type: SyntaxTree.NodeID, in tree: SyntaxTree, context: LintContext) -> Bool {
        guard tree.kind(type) == .simpleType, tree.child(type, kind: .genericArgumentClause) == nil,
              let clause = tree.parent(type), tree.kind(clause) == .genericArgumentClause,
              let generic = tree.parent(clause), tree.kind(generic) == .simpleType || tree.kind(generic) == .memberType,
              let position = Array(tree.children(clause)).firstIndex(of: type),
              let declared = context.index.declaredType(named: tree.typeName(of: generic)),
              declared.genericParameters.count == tree.children(clause).count else { return false }
        return declared.neverHoldsValue(ofGenericParameterAt: position)
    }
}

/// Where a view's type is erased: an `AnyView(…)` or erase-helper call, or a declaration typed
/// `AnyView` (its type node).
public enum ErasureSite: Sendable {
    /// `takenBy`: the project declaration whose type asks for this erasure, if one does.
    case construction(SyntaxTree.NodeID, takenBy: ErasedField? = nil)
    case declaration(type: SyntaxTree.NodeID)
}
