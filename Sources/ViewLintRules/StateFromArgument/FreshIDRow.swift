import ViewLint

/// `ForEach(model.items) { item in Row(text: item.info) }` where the elements' type sets its `id`
/// to a new `UUID()` whenever one is made and `info` is a `let` of it (review s18: PocketCasts
/// ReadOnlyTextView:9): the row with a given id only ever shows the one element made with it, so
/// the value passed never changes while the row, and the view it makes, lives; a new `info` comes
/// only in a new element, a new row and fresh state (rule 36). The `Identifiable` counterpart
/// of rows keyed `id: \.self`.
enum FreshIDRow {
    /// Why `value` is fixed for the row's life, or nil.
    static func describe(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> String? {
        guard let path = tree.memberPath(value), path.count == 2,
              let closure = tree.ancestor(of: value, in: [.closure]), tree.closureParameterNames(closure) == [path[0]],
              LocalName(path[0], at: value, in: tree) != nil,
              let (rows, _) = tree.receivingCall(of: closure), !tree.isMethodCall(rows),
              ["ForEach", "List"].contains(tree.calleeName(rows)),
              keyedByID(rows, in: tree),
              let owner = tree.enclosingTypeName(rows), let data = tree.firstUnlabelledArgument(rows),
              let type = FreshElementRows.elementType(of: data, owner: owner, in: tree, index: index),
              index.makesFreshUUIDIdentity(typeNamed: type),
              index.declaredType(named: type)?.letProperties.contains(path[1]) == true else { return nil }
        return "`\(path.joined(separator: "."))`, a `let` of the row's `\(type)`, whose `id` is a `let` set to a new `UUID()` whenever one is made: a row only ever shows the element made with its id, so a new `\(path[1])` comes only in a new row, with fresh state"
    }

    /// Rows keyed by the elements' `id`: `Identifiable` data with no `id:` argument, or `id: \.id`.
    private static func keyedByID(_ rows: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let key = tree.argument(rows, labelled: "id") else { return true }
        return tree.textWithoutSpaces(key) == "\\.id"
    }
}
