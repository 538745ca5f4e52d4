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

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<ErasureSite>] {
        let tree = file.tree
        var findings: [RuleMatch<ErasureSite>] = []
        tree.walk { id, _ in
            guard file.viewCode.contains(id) else { return .visitChildren }
            switch tree.kind(id) {
            case .call:
                if let finding = constructionFinding(id, in: file, context: context) {
                    findings.append(RuleMatch(finding, site: .construction(id)))
                }
            case .simpleType, .memberType:
                if tree.typeName(of: id) == "AnyView", let finding = declarationFinding(id, in: file) {
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
        let name = tree.calleeName(call)
        if name == "AnyView", !tree.isMethodCall(call), !tree.isImplicitMemberCall(call) {
            // Inside a declaration that is itself typed AnyView the construction is forced by
            // the signature, which is reported instead.
            if isForced(call, in: tree, context: context) { return nil }
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
    private func declarationFinding(_ type: SyntaxTree.NodeID, in file: LintFile) -> Finding? {
        let tree = file.tree
        // `ScrollView<AnyView>.ContentOffset` names a nested type: nothing is erased.
        if isInsideMemberTypeBase(type, in: tree) { return nil }
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
    private func isHostedContent(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let (receiver, _) = tree.receivingCall(of: call) else { return false }
        return AnyViewRule.hostingTypes.contains(tree.calleeName(receiver))
    }

    /// A `return` of an erased view in a function whose returns erase different view types
    /// (`return EmptyView().eraseToAnyView()` on one path, `return Text(…).eraseToAnyView()` on another).
    func returnsEraseDifferentTypes(_ call: SyntaxTree.NodeID, in tree: SyntaxTree,
                                    by key: (SyntaxTree.NodeID, SyntaxTree) -> String = AnyViewRule.rootViewName) -> Bool {
        // An explicit `return`, or the single expression of a body (an implicit return);
        // several statements in a builder body are siblings, not return paths.
        guard let parent = tree.parent(call),
              tree.kind(parent) == .returnStmt || (tree.kind(parent) == .codeBlock && tree.children(parent).count == 1),
              let function = tree.ancestor(of: call, in: [.funcDecl, .patternBinding, .closure]),
              tree.kind(function) != .closure else { return false }
        return branchesEraseDifferentTypes(function, in: tree, by: key)
    }

    /// `c ? AnyView(A()) : AnyView(B())` with different wrapped types.
    func ternaryErasesDifferentTypes(_ call: SyntaxTree.NodeID, in tree: SyntaxTree,
                                     by key: (SyntaxTree.NodeID, SyntaxTree) -> String = AnyViewRule.rootViewName) -> Bool {
        var node = call
        if let parent = tree.parent(node), tree.kind(parent) == .ternaryOperator { node = parent }
        guard let sequence = tree.parent(node), tree.kind(sequence) == .sequenceExpr,
              tree.children(sequence).contains(where: { tree.kind($0) == .ternaryOperator }) else { return false }
        var wrapped = Set<String>()
        for part in tree.children(sequence) {
            let candidate = tree.kind(part) == .ternaryOperator ? tree.firstChild(part) : part
            guard let candidate, tree.kind(candidate) == .call, tree.calleeName(candidate) == "AnyView",
                  let content = tree.firstUnlabelledArgument(candidate) ?? tree.argument(candidate, labelled: "erasing") else { continue }
            wrapped.insert(key(content, tree))
        }
        return wrapped.count > 1
    }

    /// Whether a type node sits in the base of a member type (`Base<AnyView>.Member`).
    private func isInsideMemberTypeBase(_ type: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var node = type
        while let parent = tree.parent(node) {
            switch tree.kind(parent) {
            case .memberType:
                if tree.firstChild(parent) == node { return true }
                node = parent
            case .genericArgumentClause, .simpleType, .optionalType, .arrayType:
                node = parent
            default:
                return false
            }
        }
        return false
    }

    /// Whether the erasure is forced: by a declaration reported itself, by a hosting API, or
    /// because the wrapped value is an `any View` existential (which only AnyView can show).
    private func isForced(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, context: LintContext) -> Bool {
        enclosingDeclarationIsErased(call, in: tree) || isHostedContent(call, in: tree)
            || passesToErasedParameter(call, in: tree) || passesToErasedInitializer(call, in: tree)
            || passesToErasedArgument(call, in: tree, index: context.index)
            || assignsToErasedPropertyOfAnotherInstance(call, in: tree, index: context.index)
            || wrapsExistential(call, in: tree)
    }

    /// `transform(AnyView(self), $0)` where `transform: (AnyView, T?) -> V` is a parameter of the
    /// enclosing function: the parameter's type is reported, the argument follows from it.
    private func passesToErasedParameter(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let (receiver, _) = tree.receivingCall(of: call), let callee = tree.firstChild(receiver),
              tree.kind(callee) == .identifier,
              let function = tree.ancestor(of: call, in: [.funcDecl, .initDecl, .subscriptDecl]),
              let clause = tree.child(function, kind: .parameterClause) else { return false }
        let name = tree.name(callee)
        for parameter in tree.children(clause, kind: .parameter) where tree.parameterLocalName(parameter) == name {
            return mentionsAnyView(parameter, in: tree)
        }
        return false
    }

    /// `self.init(internalBody: x.eraseToAnyView())` where an initializer of the same type in
    /// this file takes `internalBody: AnyView` (that parameter is reported).
    private func passesToErasedInitializer(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let (receiver, label) = tree.receivingCall(of: call), !label.isEmpty,
              let owner = tree.enclosingTypeName(call) else { return false }
        let callee = tree.calleeName(receiver)
        // `self.init(…)`, `Self(…)`, `Owner(…)`, `.init(…)`
        guard ["init", "self", "Self", owner].contains(callee) else { return false }
        for initializer in tree.descendants(kind: .initDecl) where tree.enclosingTypeName(initializer) == owner {
            guard let clause = tree.child(initializer, kind: .parameterClause) else { continue }
            for parameter in tree.children(clause, kind: .parameter) where tree.name(parameter) == label {
                if mentionsAnyView(parameter, in: tree) { return true }
            }
        }
        return false
    }

    /// `Sheet(icon: AnyView(x))` where `Sheet`'s stored `icon` is typed `AnyView` (memberwise
    /// init), or `row(icon: AnyView(x))` where a function `row` in this file takes `icon: AnyView`.
    /// The declaration is reported; the argument follows from it.
    private func passesToErasedArgument(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        guard let (receiver, label) = tree.receivingCall(of: call), !label.isEmpty else { return false }
        let callee = tree.calleeName(receiver)
        if index.viewTypes(named: callee).contains(where: { type in
            type.storedProperties.contains { $0.name == label && $0.typeText.contains("AnyView") }
        }) {
            return true
        }
        for function in tree.descendants(kind: .funcDecl) where tree.name(function) == callee {
            guard let clause = tree.child(function, kind: .parameterClause) else { continue }
            for parameter in tree.children(clause, kind: .parameter) where tree.name(parameter) == label {
                if mentionsAnyView(parameter, in: tree) { return true }
            }
        }
        return false
    }

    /// `view.placeholder = AnyView(…)` where the view type declares `placeholder: AnyView?`.
    private func assignsToErasedPropertyOfAnotherInstance(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        guard let sequence = tree.parent(call), tree.kind(sequence) == .sequenceExpr else { return false }
        let parts = Array(tree.children(sequence))
        guard parts.count == 3, parts[2] == call, tree.kind(parts[1]) == .assignmentOperator,
              let path = tree.memberPath(parts[0]), path.count >= 2, let owner = tree.enclosingTypeName(call) else { return false }
        // Several project types may share a simple name (nested types): any of them will do.
        return index.viewTypes(named: owner).contains { type in
            type.storedProperties.contains { $0.name == path.last && $0.typeText.contains("AnyView") }
        }
    }

    /// `AnyView(content(x))` / `content(x).eraseToAnyView()` where `content` is declared to
    /// produce `any View`, or `AnyView(value)` of a property typed `any View`.
    private func wrapsExistential(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var wrapped: SyntaxTree.NodeID?
        if tree.calleeName(call) == "AnyView" {
            wrapped = tree.firstUnlabelledArgument(call) ?? tree.argument(call, labelled: "erasing")
        } else if let callee = tree.firstChild(call) {
            wrapped = tree.memberBase(callee)
        }
        guard var expression = wrapped else { return false }
        if tree.kind(expression) == .call, let callee = tree.firstChild(expression) { expression = callee }
        guard let path = tree.memberPath(expression), let name = path.last,
              let typeDecl = tree.enclosingTypeDeclaration(call), let members = tree.child(typeDecl, kind: .memberBlock) else { return false }
        for member in tree.children(members) where tree.kind(member) == .variableDecl {
            for binding in tree.children(member, kind: .patternBinding) where tree.name(binding) == name {
                guard let type = tree.resultType(of: binding) else { return false }
                return !tree.descendants(of: type, kind: .anyType).isEmpty
            }
        }
        return false
    }

    /// Whether the erasure at `node` is forced by a declaration that is reported itself: the
    /// enclosing function, initializer or property is typed `AnyView`, a `where … == AnyView`
    /// constraint applies, or the value is assigned to a stored property typed `AnyView`.
    /// One erasure point, one finding.
    private func enclosingDeclarationIsErased(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var current = tree.parent(node)
        while let id = current {
            switch tree.kind(id) {
            case .funcDecl, .initDecl, .subscriptDecl, .patternBinding:
                if let type = tree.resultType(of: id), mentionsAnyView(type, in: tree) { return true }
                if let whereClause = tree.child(id, kind: .whereClause), mentionsAnyView(whereClause, in: tree) { return true }
            case .extensionDecl, .structDecl, .classDecl, .enumDecl:
                if let whereClause = tree.child(id, kind: .whereClause), mentionsAnyView(whereClause, in: tree) { return true }
                return false
            case .sequenceExpr:
                if assignsToErasedProperty(id, value: node, in: tree) { return true }
            default:
                break
            }
            current = tree.parent(id)
        }
        return false
    }

    private func mentionsAnyView(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk(from: node) { id, _ in
            if (tree.kind(id) == .simpleType || tree.kind(id) == .identifier), tree.nameEquals(id, "AnyView") {
                found = true
                return .stop
            }
            return .visitChildren
        }
        return found
    }

    /// `self.placeholder = x.eraseToAnyView()` where `placeholder` is declared `AnyView?` in the
    /// enclosing type.
    private func assignsToErasedProperty(_ sequence: SyntaxTree.NodeID, value: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        let parts = Array(tree.children(sequence))
        guard parts.count == 3, tree.kind(parts[1]) == .assignmentOperator,
              let path = tree.memberPath(parts[0]), let property = path.last,
              let typeDecl = tree.enclosingTypeDeclaration(sequence),
              let members = tree.child(typeDecl, kind: .memberBlock) else { return false }
        for member in tree.children(members) where tree.kind(member) == .variableDecl {
            for binding in tree.children(member, kind: .patternBinding) where tree.name(binding) == property {
                if let type = tree.resultType(of: binding) { return mentionsAnyView(type, in: tree) }
            }
        }
        return false
    }

    /// Whether the `AnyView(…)` calls in a declaration wrap at least two different view types.
    func branchesEraseDifferentTypes(_ declaration: SyntaxTree.NodeID, in tree: SyntaxTree,
                                     by key: (SyntaxTree.NodeID, SyntaxTree) -> String = AnyViewRule.rootViewName) -> Bool {
        var wrapped = Set<String>()
        tree.walk(from: declaration) { id, _ in
            guard tree.kind(id) == .call else { return .visitChildren }
            if tree.calleeName(id) == "AnyView", !tree.isMethodCall(id),
               let content = tree.firstUnlabelledArgument(id) ?? tree.argument(id, labelled: "erasing") {
                wrapped.insert(key(content, tree))
            } else if tree.isMethodCall(id), tree.calleeName(id).hasPrefix("erase"), tree.arguments(id).isEmpty,
                      let callee = tree.firstChild(id), let base = tree.memberBase(callee) {
                wrapped.insert(key(base, tree))
            }
            return .visitChildren
        }
        return wrapped.count > 1
    }

    /// `Text.font.padding` for `Text("a").font(.body).padding()`: the view and the modifiers on
    /// it, which may each change the static type. Two erasures with different shapes may wrap
    /// different types, so a run that never switched between them cannot clear them.
    static func erasedShape(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        var modifiers: [String] = []
        var node = expression
        while tree.kind(node) == .call || tree.kind(node) == .memberAccess {
            let access = tree.kind(node) == .call ? tree.firstChild(node) : node
            guard let access, tree.kind(access) == .memberAccess, let base = tree.memberBase(access) else { break }
            modifiers.append(tree.name(access))
            node = base
        }
        return ([rootViewName(expression, in: tree)] + modifiers.reversed()).joined(separator: ".")
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
    func isInRowContent(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
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

/// Where a view's type is erased: an `AnyView(…)` or erase-helper call, or a declaration typed
/// `AnyView` (its type node).
public enum ErasureSite: Sendable {
    case construction(SyntaxTree.NodeID)
    case declaration(type: SyntaxTree.NodeID)
}
