import ViewLint

/// Erasures in an initializer or a generic function, decided as a static fact when every one of
/// them wraps a value whose type the caller fixes: a generic parameter (`content: () -> C0`,
/// `TupleView<(C0, C1)>`'s `value.0`), or a view this code builds. Swift fixes a generic
/// parameter at each call, so each construction erases the same types on every update; a
/// different construction taking its place would replace the subtree with a `@ViewBuilder`
/// branch too. Not claimed where the member chooses (`if`, `switch`, `guard`, a ternary, `??`)
/// or where a wrapped value's type is not known to be fixed (an existential, an unknown member).
extension AnyViewRule {
    func fixedAtConstructionFact(_ erasure: ErasureSite, in tree: SyntaxTree, context: ConfirmationContext) -> Evidence? {
        switch erasure {
        case .declaration(let type):
            // The signature's `AnyView` (`where Page == AnyView`, `-> AnyView`), not a parameter's.
            guard tree.ancestor(of: type, in: [.parameter, .codeBlock]) == nil,
                  let member = tree.ancestor(of: type, in: [.initDecl, .funcDecl]) else { return nil }
            let erasing = Self.erasures(in: member, tree: tree, context: context)
            guard !erasing.isEmpty, !Self.chooses(member, in: tree) else { return nil }
            var types: [String] = []
            for call in erasing {
                guard let wrapped = Self.wrappedValue(of: call, in: tree),
                      let fixed = FixedTypeReader(tree: tree, member: member).fixedType(of: wrapped) else { return nil }
                if !types.contains(fixed) { types.append(fixed) }
            }
            let kind = tree.kind(member) == .initDecl ? "initializer" : "function"
            let named = types.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (types.count > 4 ? ", …" : "")
            return .refutedByStaticFact(
                "every `AnyView` this \(kind) makes wraps a value of a type fixed at each call (\(named)), so the erased types never change for a view: identity and state are kept; only a cheap type check per update")
        case .construction(let call, _):
            if let fact = genericFunctionFact(call, in: tree, context: context) { return fact }
            // In an initializer, stored in a plain property: what each construction stores.
            guard let member = tree.ancestor(of: call, in: [.initDecl]), !tree.isInActionClosure(call),
                  !Self.chooses(member, in: tree), Self.storesInPlainProperty(call, member: member, in: tree),
                  let wrapped = Self.wrappedValue(of: call, in: tree),
                  case let reader = FixedTypeReader(tree: tree, member: member, index: context.index),
                  let fixed = reader.fixedType(of: wrapped) else { return nil }
            return .refutedByStaticFact(
                "this `AnyView` wraps a value of one type (\(reader.shown(fixed, of: wrapped))) each time the view is made, and the initializer stores it in a plain property, so the erased type never changes for a view: identity and state are kept; only a cheap type check per update")
        }
    }

    /// The one erasure of a generic function, in a closure it makes (`environment(\.rowContent)
    /// { AnyView(content($0)) }`) or in its own code, wrapping a value whose type each call of
    /// the function fixes: whenever that code runs, later or now, it erases that type, and no
    /// other erasure of the function can take its place. Not claimed in rows (counting them is
    /// a cost of its own) or for an existential.
    func genericFunctionFact(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, context: ConfirmationContext) -> Evidence? {
        guard let member = tree.ancestor(of: call, in: [.funcDecl, .initDecl, .patternBinding]), tree.kind(member) == .funcDecl,
              tree.child(member, kind: .genericParameterClause) != nil, !isInRowContent(call, in: tree),
              Self.erasures(in: member, tree: tree, context: context) == [call], let wrapped = Self.wrappedValue(of: call, in: tree),
              let fixed = FixedTypeReader(tree: tree, member: member, index: context.index).fixedType(of: wrapped),
              Self.genericOnlyThroughClosures(fixed, of: member, in: tree) else { return nil }
        return .refutedByStaticFact(
            "this `AnyView` is the only erasure `\(tree.name(member))` makes, and it wraps a value of a type fixed at each call of it (`\(fixed)`), so the erased type never changes for a use of it: identity and state are kept (where its view is shown in `List` or lazy-stack rows, SwiftUI still builds them to count their views)")
    }

    /// Whether `name` is a generic parameter of a type member (not a local function, which
    /// `_openExistential` may call) that its parameters mention only inside function types: an
    /// existential argument passed straight for it (or for `self`) is opened, so its type would
    /// follow the dynamic type at one call site; a closure's result type is not.
    static func genericOnlyThroughClosures(_ name: String, of member: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let owner = tree.parent(member), tree.kind(owner) == .memberBlock,
              let generics = tree.child(member, kind: .genericParameterClause),
              tree.children(generics, kind: .genericParameter).contains(where: { tree.name($0) == name }),
              let clause = tree.child(member, kind: .parameterClause) else { return false }
        for parameter in tree.children(clause, kind: .parameter) {
            guard var type = tree.children(parameter).first(where: { tree.kind($0) != .attribute }) else { continue }
            if tree.kind(type) == .attributedType, let inner = tree.children(type).first(where: { tree.kind($0) != .attribute }) { type = inner }
            if tree.kind(type) == .functionType { continue }
            var mentions = false
            tree.walk(from: type) { id, _ in
                if tree.kind(id) == .simpleType, tree.typeName(of: id) == name { mentions = true; return .stop }
                return .visitChildren
            }
            if mentions { return false }
        }
        return true
    }

    /// The value an erasure wraps: `AnyView(x)`'s argument, `x.eraseToAnyView()`'s receiver.
    static func wrappedValue(of call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        if tree.isMethodCall(call) {
            return tree.firstChild(call).flatMap { tree.memberBase($0) }
        }
        return tree.firstUnlabelledArgument(call) ?? tree.argument(call, labelled: "erasing")
    }

    /// Whether a member's code chooses between values anywhere (closures included).
    static func chooses(_ member: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let body = tree.child(member, kind: .codeBlock) else { return true }
        return tree.choosesBetweenValues(under: body)
    }

    /// `self.icon = …` or `icon = …` (possibly inside an enum case, a call or a closure stored
    /// there) in an initializer, where `icon` is a plain stored property (a `@State`'s value can
    /// be replaced later; a plain property only by a new construction).
    static func storesInPlainProperty(_ call: SyntaxTree.NodeID, member: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var node = call
        while let parent = tree.parent(node), parent != member {
            if tree.kind(parent) == .sequenceExpr {
                guard let store = assignment(parent, in: tree), store.value == node,
                      let typeDecl = tree.enclosingTypeDeclaration(member) else { return false }
                return plainStoredProperty(store.field, in: typeDecl, tree: tree) != nil
            }
            if [.codeBlock, .returnStmt, .variableDecl].contains(tree.kind(parent)) { return false }
            node = parent
        }
        return false
    }

    /// `self.field = value` or `field = value`.
    static func assignment(_ statement: SyntaxTree.NodeID, in tree: SyntaxTree) -> (field: String, value: SyntaxTree.NodeID)? {
        guard let (target, value) = tree.assignment(statement), let path = tree.memberPath(target),
              path.count == 1 || path.count == 2 && path[0] == "self" else { return nil }
        return (path[path.count - 1], value)
    }

    /// The declaration (its `variableDecl`) of a stored property of `typeDecl` with no property
    /// wrapper.
    static func plainStoredProperty(_ field: String, in typeDecl: SyntaxTree.NodeID, tree: SyntaxTree) -> SyntaxTree.NodeID? {
        guard let binding = StoredArgumentFact.storedDeclaration(field, in: typeDecl, tree: tree),
              let variable = tree.parent(binding), tree.children(variable, kind: .attribute).isEmpty else { return nil }
        return variable
    }
}

/// The static type of a value in one member, when the code fixes it at each call: a generic
/// parameter, an element of a `TupleView` of generic parameters, a closure parameter's result of
/// a generic type, or a view built here. Nil for anything else (never guessed).
struct FixedTypeReader {
    let tree: SyntaxTree
    let member: SyntaxTree.NodeID
    /// Generic parameters of the member and of the types around it.
    let genericNames: Set<String>
    /// Where a property's declared type is looked up (`widget.image`); nil: not looked up.
    let index: ProjectModel?

    init(tree: SyntaxTree, member: SyntaxTree.NodeID, index: ProjectModel? = nil) {
        self.tree = tree
        self.member = member
        self.index = index
        var names = Set<String>()
        var current: SyntaxTree.NodeID? = member
        while let id = current {
            if let clause = tree.child(id, kind: .genericParameterClause) {
                for parameter in tree.children(clause, kind: .genericParameter) { names.insert(tree.name(parameter)) }
            }
            current = tree.parent(id)
        }
        genericNames = names
    }

    func fixedType(of expression: SyntaxTree.NodeID) -> String? {
        switch tree.kind(expression) {
        case .identifier:
            switch declaration(of: tree.name(expression), at: expression) {
            case .type(let type)?: return typeName(valueOf: type)
            case .built(let name)?: return name
            case nil: return nil
            }
        case .memberAccess:
            // `content.value.1` on a `TupleView<(C0, C1)>`.
            guard let index = Int(tree.name(expression)), let value = tree.memberBase(expression),
                  tree.kind(value) == .memberAccess, tree.nameEquals(value, "value"),
                  let base = tree.memberBase(value), tree.kind(base) == .identifier,
                  case .type(let type)? = declaration(of: tree.name(base), at: base),
                  tree.kind(type) == .simpleType, tree.typeName(of: type) == "TupleView",
                  let tuple = tree.child(type, kind: .genericArgumentClause).flatMap(tree.firstChild),
                  tree.kind(tuple) == .tupleType else { return nil }
            let elements = Array(tree.children(tuple))
            guard elements.indices.contains(index) else { return nil }
            return typeName(valueOf: elements[index])
        case .call:
            // `content()` or `makeBody($0)`: a closure parameter returning a generic type.
            guard let callee = tree.firstChild(expression), tree.kind(callee) == .identifier else {
                return AnyViewRule.wrappedRootName(expression, in: tree)
            }
            if case .type(let type)? = declaration(of: tree.name(callee), at: callee) {
                guard tree.kind(type) == .functionType, let result = tree.children(type).last else { return nil }
                return typeName(valueOf: result)
            }
            return AnyViewRule.wrappedRootName(expression, in: tree)
        default:
            return nil
        }
    }

    /// `fixed` as the evidence names it: "a modifier chain on `Image`" where the wrapped value
    /// (or the local it reads) adds modifiers to that view, so a developer does not go to return
    /// `Image` where a `ModifiedContent<…>` is made (review s16 M6); "`Image`" otherwise.
    func shown(_ fixed: String, of expression: SyntaxTree.NodeID) -> String {
        var value = expression
        if tree.kind(value) == .identifier, case .local(let bound?)? = LocalName(tree.name(value), at: value, in: tree) { value = bound }
        let chained = tree.kind(value) == .call && tree.isMethodCall(value) && tree.modifiedView(value) != value
        return chained ? "a modifier chain on `\(fixed)`" : "`\(fixed)`"
    }

    /// A generic parameter's name, or the view a `TupleView<(…)>` of generic parameters is.
    private func typeName(valueOf type: SyntaxTree.NodeID) -> String? {
        guard tree.kind(type) == .simpleType else { return nil }
        let name = tree.typeName(of: type)
        if genericNames.contains(name), tree.child(type, kind: .genericArgumentClause) == nil { return name }
        if name == "TupleView", let tuple = tree.child(type, kind: .genericArgumentClause).flatMap(tree.firstChild),
           tree.kind(tuple) == .tupleType, tree.children(tuple).allSatisfy({ typeName(valueOf: $0) != nil }) {
            return tree.text(type)
        }
        return nil
    }

    enum Declaration {
        /// A parameter's type, or the result type of the closure parameter a local is called from.
        case type(SyntaxTree.NodeID)
        /// A local bound to a view built here (`let icon = Image(…).resizable()`).
        case built(String)
    }

    /// What `name` is where `use` reads it (`LocalName`: a local declared before it shadows a
    /// parameter): a function parameter's type, the result type of the closure parameter a
    /// local is the call of (`let content = content()`), or a view a local holds. Nil for a
    /// local with a declared type (`let v: any View`) or anything else.
    private func declaration(of name: String, at use: SyntaxTree.NodeID) -> Declaration? {
        switch LocalName(name, at: use, in: tree) {
        case .parameter(let parameter?)?:
            guard var type = tree.children(parameter).first(where: { [.simpleType, .functionType, .attributedType].contains(tree.kind($0)) })
            else { return nil }
            // `@escaping (Content) -> Body`: the function type under the attribute.
            if tree.kind(type) == .attributedType {
                guard let inner = tree.children(type).first(where: { tree.kind($0) != .attribute }) else { return nil }
                type = inner
            }
            return .type(type)
        case .local(let value?)? where tree.parent(value).map({ tree.kind($0) == .optionalBinding }) == true:
            // `if let view = content(key)` with `content: (String) -> Content?`: a `Content`.
            guard let bound = tree.parent(value), tree.children(bound).count == 2,  // no written type
                  tree.kind(value) == .call, let callee = tree.firstChild(value), tree.kind(callee) == .identifier,
                  tree.child(value, kind: .trailingClosure) == nil,
                  case .type(let function)? = declaration(of: tree.name(callee), at: callee),
                  tree.kind(function) == .functionType, let result = tree.children(function).last,
                  tree.kind(result) == .optionalType, let wrapped = tree.firstChild(result) else { return nil }
            return .type(wrapped)
        case .local(let value?)?:
            guard let clause = tree.parent(value), let binding = tree.parent(clause), tree.kind(binding) == .patternBinding,
                  tree.child(binding, kind: .typeAnnotation) == nil else { return nil }
            if tree.kind(value) == .call, tree.arguments(value).isEmpty, tree.child(value, kind: .trailingClosure) == nil,
               let callee = tree.firstChild(value), tree.kind(callee) == .identifier,
               case .type(let function)? = declaration(of: tree.name(callee), at: callee) {
                guard tree.kind(function) == .functionType, let result = tree.children(function).last else { return nil }
                return .type(result)
            }
            return (AnyViewRule.wrappedRootName(value, in: tree) ?? declaredViewType(rootOf: value)).map(Declaration.built)
        default:
            return nil
        }
    }

    /// `widget.image.resizable()…` with `widget` a parameter of a written, non-generic project
    /// type whose `image` is declared as a concrete view type (`var image: Image`): that type,
    /// which the modifiers after it build on statically. Nil for an existential or generic
    /// declared type, a type declared more than once, or an erasure on the way.
    private func declaredViewType(rootOf value: SyntaxTree.NodeID) -> String? {
        guard let index else { return nil }
        var current = value
        while tree.kind(current) == .call, let callee = tree.firstChild(current), tree.kind(callee) == .memberAccess,
              let base = tree.memberBase(callee) {
            let name = tree.name(callee)
            guard name != "AnyView", !index.isAnyViewEraser(named: name) else { return nil }
            current = base
        }
        guard tree.kind(current) == .memberAccess, let base = tree.memberBase(current), tree.kind(base) == .identifier,
              case .parameter(let parameter?)? = LocalName(tree.name(base), at: base, in: tree),
              let written = tree.children(parameter).first(where: { tree.kind($0) == .simpleType }),
              tree.child(written, kind: .genericArgumentClause) == nil else { return nil }
        let holder = tree.typeName(of: written)
        guard !genericNames.contains(holder), let declared = index.declaredType(named: holder), declared.kind != nil,
              declared.declarationCount == 1, case .named(let type)? = declared.properties[tree.name(current)],
              !genericNames.contains(type), type != "AnyView" else { return nil }
        if SwiftUICatalog.views.contains(type) { return type }
        guard let viewType = index.declaredType(named: type), viewType.kind != nil, viewType.declarationCount == 1,
              index.isViewType(named: type) else { return nil }
        return type
    }
}
