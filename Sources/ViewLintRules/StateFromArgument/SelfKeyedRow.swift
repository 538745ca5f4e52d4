import ViewLint

/// `ForEach(colors, id: \.self) { color in Swatch(color: color) }` (review s18: PocketCasts
/// ColorSelectRow:15): rows keyed by the whole element. A row's id is its element, so a row only
/// ever shows values equal to the one it was made with: a different value is a different id, a
/// new row and fresh state (rule 36). The element passed whole is fixed for the row's life,
/// as far as the elements' `==` tells values apart: a type the project gives its own `==` may
/// call two different values equal (one row, a new value), so it is not fixed; for a type whose
/// `==` the engine does not see, that is said as an assumption.
enum SelfKeyedRow {
    /// Why `value` is fixed for the life of its row, or nil.
    static func describe(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> String? {
        guard tree.kind(value) == .identifier, case .parameter(nil)? = LocalName(tree.name(value), at: value, in: tree),
              let closure = declaringClosure(of: tree.name(value), at: value, in: tree),
              tree.closureParameterNames(closure).count == 1,
              let (rows, _) = tree.receivingCall(of: closure), !tree.isMethodCall(rows),
              ["ForEach", "List"].contains(tree.calleeName(rows)),
              let key = tree.argument(rows, labelled: "id"), tree.textWithoutSpaces(key) == "\\.self",
              let data = tree.firstUnlabelledArgument(rows) else { return nil }
        let name = tree.name(value)
        let fixed = "`\(name)`, the element of rows keyed `id: \\.self`: a different value is a different row, with fresh state"
        if literalElements(of: data, in: tree) { return fixed }
        if let element = ElementType(of: data, at: rows, in: tree, index: index) {
            if let declared = index.declaredType(named: element.name), declared.kind != nil { return declared.definesEquality ? nil : fixed }
            if standardValueTypes.contains(element.name) { return fixed }
        }
        return fixed + " (assuming the elements' `==` tells apart every two values a row could show, as a standard or synthesized one does)"
    }

    /// Standard types whose `==` compares the whole value.
    static let standardValueTypes: Set<String> = ["String", "Int", "Double", "Float", "Bool", "Character", "UUID", "Date", "URL", "Substring"]

    /// The closure whose parameter `name` is, at `use` (a row's content may nest closures:
    /// a `Button`'s label inside the row).
    private static func declaringClosure(of name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var current = use
        while let closure = tree.ancestor(of: current, in: [.closure]) {
            if tree.closureParameterNames(closure).contains(name) { return closure }
            current = closure
        }
        return nil
    }

    /// `[0, 6, 2]`, or a stored property of the view initialised with such a literal and no
    /// written type (so inferred from it): numbers, strings or booleans, whose `==` is the
    /// standard one, whatever later edits put in.
    private static func literalElements(of data: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var literal = data
        if tree.kind(data) != .arrayLiteral {
            guard var path = tree.memberPath(data) else { return false }
            if path.first == "self" { path.removeFirst() }
            guard path.count == 1, LocalName(path[0], at: data, in: tree) == nil,
                  let typeDecl = tree.enclosingTypeDeclaration(data), tree.kind(typeDecl) != .extensionDecl,
                  let declaration = StoredArgumentFact.storedDeclaration(path[0], in: typeDecl, tree: tree),
                  tree.child(declaration, kind: .typeAnnotation) == nil,
                  let value = tree.child(declaration, kind: .initializerClause).flatMap({ tree.firstChild($0) }) else { return false }
            literal = value
        }
        let elements = tree.children(literal)
        return tree.kind(literal) == .arrayLiteral && !elements.isEmpty && elements.allSatisfy { element in
            switch tree.kind(element) {
            case .integerLiteral, .floatLiteral, .booleanLiteral: return true
            case .stringLiteral: return tree.children(element).isEmpty
            default: return false
            }
        }
    }
}
