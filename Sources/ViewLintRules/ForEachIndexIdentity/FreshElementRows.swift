import ViewLint

/// Rows over a member of an outer row's element (`section.paths` inside
/// `ForEach(result.sections, id: \.id) { section in … }`), where the element's type sets `id`
/// to a fresh value whenever one is made (`let id = UUID()`) and no code in the project changes
/// a collection kept under the member's name after it is made. The outer row with a given id
/// only ever shows the one element made with that id, so the member it shows never changes:
/// another member comes only with another element, a new id and so new rows (rule 36).
struct FreshElementRows {
    /// The outer row's element (`section`), the member (`paths`), the element's type.
    let element: String
    let member: String
    let type: String
    /// The outer rows' data, as written.
    let outerData: String

    init?(_ collection: SyntaxTree.NodeID, at call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) {
        guard let path = ForEachIndexIdentityRule.storedPath(collection, in: tree), path.count == 2,
              index.collectionEdits(of: path[1]).isEmpty,
              let owner = tree.enclosingTypeName(call),
              let outer = Self.outerRows(binding: path[0], around: call, in: tree),
              let id = tree.arguments(outer).first(where: { tree.label($0) == "id" }).flatMap({ tree.value($0) }),
              tree.text(id).filter({ !$0.isWhitespace }) == "\\.id",
              let data = tree.firstUnlabelledArgument(outer),
              let type = Self.elementType(of: data, owner: owner, in: tree, index: index),
              // One declaration of the name has an `id` (the outer rows' elements'), a new UUID each.
              index.makesFreshUUIDIdentity(typeNamed: type) else { return nil }
        element = path[0]
        member = path[1]
        self.type = type
        outerData = tree.excerpt(data)
    }

    /// Why the rows never move, as a phrase the refutation ends.
    var why: String {
        "`\(element).\(member)` is read from the element of the `ForEach` over `\(outerData)` around these rows, keyed by `\\.id`, a `let` that `\(type)` sets to a new `UUID()` whenever one is made, and no code in the project changes a collection kept as `\(member)` after it is made: each outer row only ever shows the one `\(type)` made with its id, so its `\(member)` never changes and these rows never move"
    }

    /// The `ForEach` whose content closure binds `name`, nearest around `call`.
    private static func outerRows(binding name: String, around call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var current = tree.parent(call)
        while let id = current {
            if tree.kind(id) == .closure, tree.closureParameterNames(id).contains(name) {
                guard tree.closureParameterNames(id).count == 1, let holder = tree.parent(id),
                      let outer = tree.parent(holder), tree.kind(outer) == .call, !tree.isMethodCall(outer),
                      tree.calleeName(outer) == "ForEach",
                      tree.trailingClosures(outer).contains(holder) || tree.arguments(outer).contains(holder) else { return nil }
                return outer
            }
            if [.funcDecl, .initDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl].contains(tree.kind(id)) { return nil }
            current = tree.parent(id)
        }
        return nil
    }

    /// The element type of `data`, a view's property or a path of declared members through it
    /// ending in an array (`searchResult.sections`, `[Section]`). The property may be seen
    /// through an `if let` of its own name; any other local of the name is not the property.
    static func elementType(of data: SyntaxTree.NodeID, owner: String, in tree: SyntaxTree, index: ProjectModel) -> String? {
        guard let path = ForEachIndexIdentityRule.storedPath(data, in: tree), !path.isEmpty,
              Self.namesProperty(path[0], at: data, in: tree) else { return nil }
        var holder = owner
        for (offset, name) in path.enumerated() {
            guard let declared = index.declaredType(named: holder), declared.declarationCount == 1 || holder == owner else { return nil }
            switch (declared.properties[name], offset == path.count - 1) {
            case (.named(let next)?, false): holder = next
            case (.array(let element)?, true): return element
            default: return nil
            }
        }
        return nil
    }

    /// `name` at `use` is the enclosing type's property: not shadowed, or shadowed only by an
    /// `if let name` (or `if let name = name`) unwrapping it.
    private static func namesProperty(_ name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        switch LocalName(name, at: use, in: tree) {
        case nil:
            return true
        case .local(let value?):
            return tree.kind(value) == .identifier && tree.name(value) == name
        case .local(nil):
            // Only an optional binding's shorthand; a `let name: T` without a value is not.
            var current = use
            while let parent = tree.parent(current) {
                if tree.kind(parent) == .ifStmt || tree.kind(parent) == .guardStmt, tree.kind(current) == .codeBlock,
                   let conditions = tree.child(parent, kind: .conditionList),
                   tree.children(conditions, kind: .optionalBinding).contains(where: { tree.name($0) == name && tree.children($0).count <= 1 }) {
                    return true
                }
                current = parent
            }
            return false
        case .parameter:
            return false
        }
    }
}
