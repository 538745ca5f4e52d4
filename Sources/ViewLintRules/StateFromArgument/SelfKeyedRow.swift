import ViewLint

/// `ForEach(colors, id: \.self) { color in Swatch(color: color) }` (review s18: PocketCasts
/// ColorSelectRow:15): rows keyed by the whole element. A row's id is its element, so a row only
/// ever shows values equal to the one it was made with: a different value is a different id, a
/// new row and fresh state (rule 36). The element passed whole is fixed for the row's life,
/// as far as the elements' `==` tells values apart: a type the project gives its own `==`, or
/// one whose `==` the engine does not see, may call two different values equal (one row, a new
/// value), so it is not fixed.
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
        // Only an element type whose `==` is seen comparing the whole value: a type of unknown
        // `==` may call a changed value equal (one row, a new value).
        guard let element = elementTypeName(of: data, at: rows, in: tree, index: index) else { return nil }
        if standardValueTypes.contains(element) { return fixed }
        guard let declared = index.declaredType(named: element), declared.kind != nil, !declared.definesEquality else { return nil }
        return fixed
    }

    /// The elements' type: as `ElementType` follows the view's properties, from a stored
    /// property's array literal of constructions (`= [Item(…)]`), or from a type's static
    /// member (`Theme.Kind.displayOrder: [Kind]`).
    private static func elementTypeName(of data: SyntaxTree.NodeID, at rows: SyntaxTree.NodeID, in tree: SyntaxTree,
                                        index: ProjectModel) -> String? {
        if let element = ElementType(of: data, at: rows, in: tree, index: index) { return element.name }
        guard var path = tree.memberPath(data) else { return nil }
        if path.first == "self" { path.removeFirst() }
        if path.count >= 2, let owner = path.dropLast().last, owner.first?.isUppercase == true {
            if case .array(let element)? = index.declaredType(named: owner)?.properties[path[path.count - 1]] { return element }
            // `Kind.allCases`: the enum's own cases.
            if path.last == "allCases", index.declaredType(named: owner)?.kind == .enum { return owner }
        }
        guard path.count == 1, LocalName(path[0], at: data, in: tree) == nil,
              let typeDecl = tree.enclosingTypeDeclaration(data), tree.kind(typeDecl) != .extensionDecl,
              let declaration = StoredArgumentFact.storedDeclaration(path[0], in: typeDecl, tree: tree),
              tree.child(declaration, kind: .typeAnnotation) == nil,
              let literal = tree.child(declaration, kind: .initializerClause).flatMap({ tree.firstChild($0) }),
              tree.kind(literal) == .arrayLiteral else { return nil }
        let made = Set(tree.children(literal).map { element -> String in
            guard tree.kind(element) == .call, !tree.isMethodCall(element), let callee = tree.firstChild(element),
                  tree.kind(callee) == .identifier else { return "" }
            return tree.name(callee)
        })
        guard made.count == 1, let only = made.first, only.first?.isUppercase == true else { return nil }
        return only
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
