import ViewLint

/// An erasure of a view a protocol-typed value makes: `_poster.posterLabel.eraseToAnyView()`
/// with `let _poster: any Poster`, or `makeBody(group)` for a row of `[any ContentGroup]`. The
/// erased type is the conforming type's own view type, so it follows the value's dynamic type,
/// which the engine does not track. Swift types such a view `any View`, so only `AnyView` can
/// show it: the construction is forced and not reported (`isForced`). A declaration typed
/// `AnyView` whose erasures are such views is still reported, and its run is inconclusive:
/// holding the value constant would make "the erased type stayed the same" its own invention
/// (docs/EVIDENCE.md, "the type an `AnyView` erases is not known").
struct AnyViewExistentialErasure {
    /// The value read (`_poster`) and its written type (`any Poster`).
    let name: String
    let typeText: String

    /// Set when the value is opened for a generic function of this type (`makeBody(group)`
    /// with `func makeBody(_ group: some ContentGroup) -> some View`): its name.
    var openedBy: String? = nil

    /// The protocol-typed value whose dynamic type decides the type of the view `erasure`
    /// wraps, if one does: the view is a member of the value (`poster.overlay()`, modifiers
    /// after it included), an element of `[any P]` (`cards[index]`), or what a generic
    /// function of this type makes from one. A value only passed to a view's initializer
    /// (`AnyView(Row(poster: poster))`) decides nothing: `Row` is one type.
    ///
    /// A member of the value whose requirement is written with one type that does not name the
    /// conforming type (`var title: Text { get }`) gives that type whatever conforms: not
    /// forced (nil). Only a requirement naming the conforming type (an associated type, `Self`,
    /// `some`/`any`), a member the protocol does not require (a protocol extension's, whose
    /// opaque result follows `Self`) and the value itself count.
    static func find(_ erasure: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> AnyViewExistentialErasure? {
        guard let erased = AnyViewRule.wrappedValue(of: erasure, in: tree) else { return nil }
        var current = erased
        // The member read from the value itself (the last one met walking down to it).
        var member: String?
        while true {
            switch tree.kind(current) {
            case .identifier, .subscriptCall:
                guard let found = existentialValue(current, in: tree, index: index) else { return nil }
                if let member, let requirement = index.requirement(member, ofProtocol: found.protocolName),
                   !requirement.dependsOnConformer {
                    return nil
                }
                return found
            case .memberAccess:
                guard let base = tree.memberBase(current) else { return nil }
                member = tree.name(current)
                current = base
            case .call:
                guard let callee = tree.firstChild(current) else { return nil }
                if tree.kind(callee) == .memberAccess, let base = tree.memberBase(callee) {
                    // `poster.overlay(…)` or a modifier `.padding()`: the view is made from the base.
                    member = tree.name(callee)
                    current = base
                } else if tree.kind(callee) == .identifier {
                    return openedForGenericFunction(current, in: tree, index: index)
                } else {
                    return nil
                }
            case .postfixOperatorExpr, .tryExpr, .awaitExpr:
                guard let operand = tree.firstChild(current) else { return nil }
                current = operand
            default:
                return nil
            }
        }
    }

    /// `poster` with `let poster: any Poster`, or `cards[index]` with `let cards: [any Card]`.
    private static func existentialValue(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> AnyViewExistentialErasure? {
        switch tree.kind(value) {
        case .identifier:
            let name = tree.name(value)
            guard let type = writtenType(of: name, at: value, in: tree), isExistential(type, index: index) else { return nil }
            return AnyViewExistentialErasure(name: name, typeText: type)
        case .subscriptCall:
            guard let base = tree.firstChild(value), tree.kind(base) == .identifier,
                  let collection = writtenType(of: tree.name(base), at: base, in: tree),
                  let element = elementType(of: collection), isExistential(element, index: index) else { return nil }
            return AnyViewExistentialErasure(name: spelled(value, in: tree), typeText: element)
        default:
            return nil
        }
    }

    /// `makeBody(group)` where this type's `func makeBody(_ group: some ContentGroup) -> some View`
    /// (or `<G: ContentGroup>(_ group: G)`) is given a value of protocol type: the value is
    /// opened, and the function's `some View` is a different type for each type it is opened as.
    /// A function taking `any ContentGroup` itself, or returning a named type, makes one type.
    private static func openedForGenericFunction(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> AnyViewExistentialErasure? {
        let name = tree.calleeName(call)
        guard let owner = tree.enclosingTypeDeclaration(call), let members = tree.child(owner, kind: .memberBlock) else { return nil }
        let arguments = Array(tree.arguments(call))
        for function in tree.children(members) where tree.kind(function) == .funcDecl && tree.name(function) == name {
            guard let result = tree.resultType(of: function), tree.kind(result) == .someType,
                  let clause = tree.child(function, kind: .parameterClause) else { continue }
            let generics = Set(tree.child(function, kind: .genericParameterClause).map { clause in
                tree.children(clause).map { tree.name($0) }
            } ?? [])
            let parameters = Array(tree.children(clause, kind: .parameter))
            guard parameters.count == arguments.count else { continue }
            for (parameter, argument) in zip(parameters, arguments) {
                guard let type = tree.children(parameter).first(where: { ![.initializerClause, .attribute].contains(tree.kind($0)) }),
                      tree.kind(type) == .someType || generics.contains(spelled(type, in: tree)),
                      let value = tree.value(argument),
                      var found = existentialValue(value, in: tree, index: index) else { continue }
                found.openedBy = name
                return found
            }
        }
        return nil
    }

    /// `[any Card]`'s element type; nil for a dictionary or another collection.
    private static func elementType(of collection: String) -> String? {
        guard collection.hasPrefix("["), collection.hasSuffix("]"), !collection.contains(":") else { return nil }
        return String(collection.dropFirst().dropLast())
    }

    /// The written type of what `name` reads at `use`: a function parameter, a stored property of
    /// the enclosing type, or (for a `ForEach` row's closure parameter) the element type of the
    /// collection it iterates. Nil for locals and names with no written type.
    static func writtenType(of name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        switch LocalName(name, at: use, in: tree) {
        case .parameter(let declaration?)?:
            return tree.children(declaration).first { ![.initializerClause, .attribute].contains(tree.kind($0)) }
                .map { spelled($0, in: tree) }
        case .parameter(nil)?:
            return rowElementType(of: name, at: use, in: tree)
        case .local?:
            return nil
        case nil:
            return storedPropertyType(of: name, around: use, in: tree)
        }
    }

    /// `ForEach(groups, …) { group in … }` with `groups: [any ContentGroup]`: `any ContentGroup`.
    private static func rowElementType(of name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard let closure = tree.ancestor(of: use, kind: .closure), tree.closureParameterNames(closure).first == name,
              let call = tree.ancestor(of: closure, kind: .call), tree.calleeName(call) == "ForEach",
              let data = tree.firstUnlabelledArgument(call), tree.kind(data) == .identifier,
              let collection = writtenType(of: tree.name(data), at: data, in: tree) else { return nil }
        return elementType(of: collection)
    }

    /// The written type of the stored property `name` of the type declaring `use`.
    private static func storedPropertyType(of name: String, around use: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard let owner = tree.enclosingTypeDeclaration(use), let members = tree.child(owner, kind: .memberBlock) else { return nil }
        for member in tree.children(members) where tree.kind(member) == .variableDecl {
            for binding in tree.children(member, kind: .patternBinding) where tree.name(binding) == name {
                guard let annotation = tree.child(binding, kind: .typeAnnotation), let type = tree.firstChild(annotation) else { return nil }
                return spelled(type, in: tree)
            }
        }
        return nil
    }

    /// A type's text on one line, with single spaces (`[any ContentGroup]`).
    private static func spelled(_ type: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        tree.text(type).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The protocol `typeText` is an existential of (`Poster` for `(any Poster)?`).
    var protocolName: String {
        var text = Substring(typeText)
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        if text.hasPrefix("any ") { text = text.dropFirst(4) }
        return String(text)
    }

    /// `any P`, `(any P)?`, or a project protocol written bare (`let poster: Poster`).
    static func isExistential(_ type: String, index: ProjectModel) -> Bool {
        var text = Substring(type)
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        if text.hasPrefix("any "), let next = text.dropFirst(4).first, next.isUppercase || next == "(" { return true }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && index.declaresProtocol(named: String(text))
    }

    var reason: String {
        let maker = openedBy.map { "`\($0)` from `\(name)`" } ?? "`\(name)`"
        return "the view erased here is made by \(maker), a value of protocol type (`\(typeText)`): the erased type is its dynamic type's own view type, which the engine does not follow"
    }
}
