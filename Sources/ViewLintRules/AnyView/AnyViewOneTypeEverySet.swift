import ViewLint

/// A private stored `AnyView` (a `@State` too) whose every value in its file — the default and
/// each assignment — wraps a view of one static type: the same modifiers, written alike, on a
/// root of the same non-generic view type (`LinearGradient(…)` with other points). Whatever is
/// set, the erased type stays, so identity and state are kept (a static fact over the code).
extension AnyViewRule {
    /// SwiftUI view types with no generic parameter: any of their initializers makes one type.
    static let nonGenericViews: Set<String> = [
        "Text", "Image", "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "Divider", "Spacer",
        "EmptyView",
    ]

    func oneTypeEverySetFact(_ stored: (field: String, typeDecl: SyntaxTree.NodeID), in tree: SyntaxTree) -> Evidence? {
        guard let binding = StoredArgumentFact.storedDeclaration(stored.field, in: stored.typeDecl, tree: tree),
              let variable = tree.parent(binding),
              tree.hasModifier(variable, "private") || tree.hasModifier(variable, "fileprivate"),
              let owner = tree.enclosingTypeName(binding) else { return nil }
        var values: [SyntaxTree.NodeID] = []
        if let start = tree.child(binding, kind: .initializerClause).flatMap(tree.firstChild) { values.append(start) }
        var handedOn = false
        // This type's code, and its extensions in this file: another type's same-named property is not it.
        tree.walk { id, _ in
            if handedOn { return .stop }
            if [.structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl].contains(tree.kind(id)),
               tree.enclosingTypeName(id) != owner && tree.name(id) != owner { return .skipChildren }
            switch tree.kind(id) {
            case .identifier where ["$" + stored.field, "_" + stored.field].contains(tree.name(id)):
                // A binding or the wrapper handed on can be set where this file does not show.
                handedOn = true
                return .stop
            case .sequenceExpr:
                if let (target, value) = tree.assignment(id), tree.memberPath(target)?.last == stored.field { values.append(value) }
                else if tree.children(id).contains(where: { tree.kind($0) == .assignmentOperator }),
                        let target = tree.firstChild(id), tree.memberPath(target)?.last == stored.field { handedOn = true }
            case .inoutExpr:
                if tree.firstChild(id).flatMap({ tree.memberPath($0) })?.last == stored.field { handedOn = true }
            default: break
            }
            return .visitChildren
        }
        guard !handedOn, values.count >= 2 else { return nil }
        var shapes = Set<String>()
        for value in values {
            guard tree.kind(value) == .call, tree.calleeName(value) == "AnyView" || tree.isImplicitMemberCall(value) && tree.calleeName(value) == "init",
                  tree.arguments(value).count == 1, tree.trailingClosures(value).isEmpty,
                  let wrapped = tree.firstUnlabelledArgument(value), let shape = Self.typeShape(wrapped, in: tree) else { return nil }
            shapes.insert(shape)
        }
        guard shapes.count == 1 else { return nil }
        let setters = values.count - (tree.child(binding, kind: .initializerClause) == nil ? 0 : 1)
        return .refutedByStaticFact(
            "`\(stored.field)` is private, and each of the \(values.count) values this file gives it (its default and \(setters) \(setters == 1 ? "assignment" : "assignments")) wraps a view of one type, the same modifiers on `\(Self.rootName(values[0], in: tree))`, so the erased type never changes: identity and state are kept; only a cheap type check per update")
    }

    /// What fixes a view expression's static type, as text: the modifier chain written out (its
    /// arguments can choose generic types) on a root that is a non-generic SwiftUI view's
    /// initializer (its arguments cannot), or written out whole. Nil for what is not a call chain.
    static func typeShape(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        var chain: [String] = []
        var current = expression
        while tree.kind(current) == .call, let callee = tree.firstChild(current), tree.kind(callee) == .memberAccess,
              let base = tree.memberBase(callee) {
            chain.append(String(tree.text(current).dropFirst(tree.text(base).count)))
            current = base
        }
        guard tree.kind(current) == .call else { return nil }
        let name = tree.calleeName(current)
        let root = nonGenericViews.contains(name) && tree.firstChild(current).map({ tree.kind($0) == .identifier }) == true
            ? name + "(" + tree.arguments(current).map { tree.label($0) + ":" }.joined() + ")" + (tree.trailingClosures(current).isEmpty ? "" : "{}")
            : tree.text(current)
        return (root + chain.reversed().joined()).filter { !$0.isWhitespace }
    }

    static func rootName(_ value: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        guard let wrapped = tree.firstUnlabelledArgument(value) else { return "the view" }
        var current = wrapped
        while tree.kind(current) == .call, let callee = tree.firstChild(current), tree.kind(callee) == .memberAccess,
              let base = tree.memberBase(callee) { current = base }
        return tree.calleeName(current) + "(…)"
    }
}
