import ViewLint

/// `.sheet(item: $model.shown) { SpaceAlert(spaceId: $0.value) }`: what a presentation's
/// content reads of its item. SwiftUI presents the content for one item identity and, when the
/// item's identity changes, dismisses it and presents new content (Apple, `sheet(item:onDismiss:content:)`:
/// "If `item` changes, the system dismisses the sheet and replaces it with a new one"), so a
/// member that is the item's `id`, or that the `id` is computed from alone (`var id: String { value }`),
/// cannot change while the content, and any state in it, lives. Any other member may change
/// under the same id: not fixed.
enum PresentedItem {
    /// SwiftUI's presentations keyed by an item's identity.
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// Why `value` (`$0.value`, `item.id`) is fixed for the presented content's life; nil otherwise.
    static func describe(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> String? {
        guard let path = tree.memberPath(value), path.count == 2, let root = path.first,
              let closure = bindingClosure(of: root, at: value, in: tree),
              let holder = tree.parent(closure), [.trailingClosure, .argument].contains(tree.kind(holder)),
              let call = tree.parent(holder), tree.kind(call) == .call, tree.isMethodCall(call),
              let item = tree.argument(call, labelled: "item"), let itemType = boundType(item, in: tree, index: index),
              let declared = index.declaredType(named: itemType), declared.declarationCount == 1 else { return nil }
        let member = path[1]
        let isID = member == "id" && declared.letProperties.contains("id")
        let idFromMember = declared.letProperties.contains(member) && [member, "self." + member].contains(declared.computedID ?? "")
        guard isID || idFromMember else { return nil }
        let name = tree.calleeName(call)
        let presentation = "`.\(name)(item:)`"
        let what = isID ? "the `id` of the \(presentation) item `\(itemType)`" : "the `\(member)` the \(presentation) item `\(itemType)` takes its `id` from"
        let assumed = presentations.contains(name) ? "" : " (assuming \(presentation) presents its content anew for each item id, as `.sheet(item:)` does)"
        return "\(tree.quoted(value, limit: 30)), \(what): a new one is presented anew, with fresh state\(assumed)"
    }

    /// The closure whose parameter `root` is (`$0`: the innermost closure).
    static func bindingClosure(of root: String, at node: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        if root == "$0" { return tree.ancestor(of: node, in: [.closure]) }
        guard case .parameter(nil)? = LocalName(root, at: node, in: tree) else { return nil }
        var current = node
        while let closure = tree.ancestor(of: current, in: [.closure]) {
            if tree.closureParameterNames(closure).first == root { return closure }
            current = closure
        }
        return nil
    }

    /// The type of what `$shown` / `$model.shown` (the argument's expression) binds, optionals unwrapped: a `@State` of the
    /// view, or a member of an object it holds.
    static func boundType(_ item: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> String? {
        guard var path = tree.memberPath(item),
              let first = path.first, first.hasPrefix("$") else { return nil }
        path[0] = String(first.dropFirst())
        if path.first == "self" { path.removeFirst() }
        guard let owner = tree.enclosingTypeName(item), let view = index.viewType(named: owner) else { return nil }
        switch path.count {
        case 1:
            guard let stored = view.storedProperties.first(where: { $0.name == path[0] }), stored.wrapper?.kind == .state else { return nil }
            return HeldObject.simpleTypeName(stored.typeText)
        case 2:
            guard let held = HeldObject(path[0], of: view, index: index),
                  case .named(let type)? = index.declaredType(named: held.type)?.properties[path[1]] else { return nil }
            return type
        default:
            return nil
        }
    }
}
