import ViewLint

/// The presentation idiom `isPresented: Binding(get: { x != nil }, set: { if !$0 { x = nil } })`
/// over an optional: SwiftUI presents from the optional itself with `.sheet(item:)` (an
/// `Identifiable` value) or from a `Bool` with `.alert(_:isPresented:presenting:)` (review s11:
/// mlem QuickSwipesViewModifier:64 was told to give the optional's type a property, which
/// cannot say "is nil"; SWIFTUI-FACTS §3b).
extension ClosureBindingSite {
    private static let itemPresentations: Set<String> = ["sheet", "fullScreenCover", "popover"]
    private static let presentingPresentations: Set<String> = ["alert", "confirmationDialog"]

    /// The fix `presentationHelp` proposes, as a summary names it: a `Bool` to keep in `@State`,
    /// or the optional's own `$` projection with `item:`; nil where that help does not apply.
    func presentationFix(modifier: String, in tree: SyntaxTree, index: ProjectModel) -> String? {
        guard let presented = presentedOptional(in: tree) else { return nil }
        if Self.presentingPresentations.contains(modifier) { return "a new `Bool` in `@State` passed as its `$` projection" }
        guard Self.itemPresentations.contains(modifier), let typeName = tree.enclosingTypeName(call),
              let projection = Self.projection(of: presented, inType: typeName, index: index) else { return nil }
        return "`.\(modifier)(item: \(projection))`"
    }

    func presentationHelp(modifier: String, in tree: SyntaxTree, index: ProjectModel) -> String? {
        guard let presented = presentedOptional(in: tree) else { return nil }
        let shown = presented.joined(separator: ".")
        if Self.presentingPresentations.contains(modifier) {
            let bool = "keep a `Bool` in `@State` for `isPresented` and pass its `$` projection, which keeps one location across updates"
            if let (presentation, _) = tree.receivingCall(of: call), tree.argument(presentation, labelled: "presenting") != nil {
                return "It already passes `presenting`: \(bool), and set the `Bool` where `\(shown)` is set."
            }
            return "Present with `.\(modifier)(_:isPresented:presenting:)`: \(bool), with `\(shown)` as `presenting` (set the `Bool` where `\(shown)` is set)."
        }
        guard Self.itemPresentations.contains(modifier), let typeName = tree.enclosingTypeName(call),
              let projection = Self.projection(of: presented, inType: typeName, index: index) else { return nil }
        let item = "`.\(modifier)(item: \(projection)) { … }`"
        let keeps = "shows while `\(shown)` holds a value, sets it to nil when dismissed, and `\(projection)` keeps one location across updates"
        guard let element = Self.optionalElement(of: presented, inType: typeName, index: index) else {
            return "Present with \(item) if `\(shown)`'s type is `Identifiable`: it \(keeps)."
        }
        if index.conforms(typeNamed: element, to: "Identifiable") { return "Present with \(item): it \(keeps)." }
        // A type of the project, or a standard one, is known not to conform; another module's may.
        let condition: String
        if index.declaredType(named: element)?.kind != nil {
            condition = "once `\(element)` is `Identifiable` (it is not yet: give it an `id`)"
        } else if Self.standardNotIdentifiable.contains(element) {
            condition = "with an `Identifiable` value (`\(element)` is not: wrap it in a type with an `id`)"
        } else {
            condition = "if `\(element)` is `Identifiable`"
        }
        return "Present with \(item) \(condition): it \(keeps)."
    }

    /// Standard types that are not `Identifiable` unless the project extends them (which
    /// `conforms` sees first).
    private static let standardNotIdentifiable: Set<String> = [
        "String", "Substring", "Character", "URL", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "Data", "UUID",
    ]

    /// The optional `x` of `get: { x != nil }` when the `set` only sets `x` to nil (or does nothing).
    private func presentedOptional(in tree: SyntaxTree) -> [String]? {
        guard let expression = getterExpression(in: tree), tree.kind(expression) == .sequenceExpr else { return nil }
        let parts = Array(tree.children(expression))
        guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator, tree.text(parts[1]) == "!=",
              tree.kind(parts[2]) == .nilLiteral, let read = tree.memberPath(parts[0]) else { return nil }
        let path = Self.trimmingSelf(read)
        func clearsOnly(_ node: SyntaxTree.NodeID) -> Bool {
            guard let (target, value) = Self.assignment(node, in: tree) else { return false }
            return tree.kind(value) == .nilLiteral && tree.memberPath(target).map(Self.trimmingSelf) == path
        }
        for statement in tree.closureItems(setter) {
            switch tree.kind(statement) {
            case .sequenceExpr:
                guard clearsOnly(statement) else { return nil }
            case .ifStmt:
                // `if !$0 { x = nil }`: what the blocks do, with nothing called.
                let writes = tree.descendants(of: statement, kind: .sequenceExpr).filter { Self.assignment($0, in: tree) != nil }
                guard !writes.isEmpty, writes.allSatisfy(clearsOnly), tree.descendants(of: statement, kind: .call).isEmpty else { return nil }
            default:
                return nil
            }
        }
        return path
    }

    /// `$x`, `$model.x` where the path's root projects bindings.
    private static func projection(of path: [String], inType typeName: String, index: ProjectModel) -> String? {
        guard let wrapper = index.propertyWrapper(ofProperty: path[0], inType: typeName) else { return nil }
        let isSource = SwiftUICatalog.valueBindingWrappers.contains(wrapper) || SwiftUICatalog.objectBindingWrappers.contains(wrapper) && path.count >= 2
        return isSource ? "$" + path.joined(separator: ".") : nil
    }

    /// `T` of the optional `x: T?` (a view's property) or `model.x` (a model's property).
    private static func optionalElement(of path: [String], inType typeName: String, index: ProjectModel) -> String? {
        let property = index.viewType(named: typeName)?.storedProperties.first { $0.name == path[0] }
        switch path.count {
        case 1:
            guard case .optional(let wrapped)? = property?.shape else { return nil }
            return namedType(wrapped)
        case 2:
            guard let model = namedType(property?.shape), case .named(let element)? = index.declaredType(named: model)?.properties[path[1]] else { return nil }
            return element
        default:
            return nil
        }
    }
}
