import ViewLint

/// How a `ForEach`'s data and key make rows positional, if they do.
struct PositionKeying {
    let explanation: String
    let help: String
    /// The collection whose positions key the rows, when the code names one.
    var collection: SyntaxTree.NodeID?
    var shape: PositionKeyedRows.Shape = .indices
    /// What the collection's elements are, where it is named: the key a help may offer.
    var elementKind: ElementKind = .unknown

    init?(data: SyntaxTree.NodeID, key: SyntaxTree.NodeID?, call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) {
        let keyComponents = key.flatMap { PositionKeying.keyPathComponents($0, in: tree) }
        let keyedBySelfOrRange = key == nil || keyComponents == ["self"]
        let owner = tree.enclosingTypeName(call)

        // `xs.indices` (also `Array(xs.indices)`)
        if let collection = PositionKeying.indicesBase(data, in: tree) {
            guard keyedBySelfOrRange, !PositionKeying.isConstant(collection, owner: owner, in: tree, index: index) else { return nil }
            explanation = tree.quoted(data)
            self.collection = collection
            elementKind = PositionKeying.elementKind(of: collection, at: call, in: tree, index: index)
            switch elementKind {
            case .identifiable:
                help = "Use `ForEach(\(Self.code(collection, in: tree)))`, keyed by the elements' ids (or `ForEach($\(Self.code(collection, in: tree))) { $item in … }` for bindings)."
            case .value where PositionKeying.rowsEdit(collection, in: call, tree: tree):
                help = PositionKeying.editedElementsHelp(collection, in: tree)
            case .keyedByID(let name) where PositionKeying.rowsEdit(collection, in: call, tree: tree):
                help = "The rows edit the values, so a key made of them would change on every edit: key them by the `id` `\(name)` already has, `ForEach($\(Self.code(collection, in: tree)), id: \\.id) { $item in … }`."
            case .keyedByID(let name):
                help = "Use `ForEach(\(Self.code(collection, in: tree)), id: \\.id)`, keyed by the `id` `\(name)` already has (it is only not `Identifiable`), if each element's `id` appears once."
            case .unhashable(let name):
                help = "`\(name)` is neither `Identifiable` nor `Hashable`, so `id: \\.self` would not compile: make `\(name)` `Identifiable` (an `id` each element keeps) and use `ForEach(\(Self.code(collection, in: tree)))`, or make it `Hashable` and use `ForEach(\(Self.code(collection, in: tree)), id: \\.self)` if the values are unique and rows never edit them."
            case .value(let name, let declared):
                help = "Use `ForEach(\(Self.code(collection, in: tree)), id: \\.self)` if the values are unique and rows never edit them"
                    + (declared ? ", or give `\(name)` a stable `id`." : "; otherwise wrap them in an `Identifiable` type.")
            case .unknown:
                help = "If each element appears once: use `ForEach(\(Self.code(collection, in: tree)))` with `Identifiable` elements, or `id: \\.self` for values (or `ForEach($\(Self.code(collection, in: tree))) { $item in … }` for bindings)."
            }
            return
        }
        // `a..<b`, `a...b`. Without `id:` (the Range initializer) rows are offsets and a bound
        // that changes is ignored after the first count. With `id: \.self` the numbers are the
        // data — fine — unless they are positions in a collection (`0..<xs.count`).
        if let (lower, upper) = PositionKeying.rangeBounds(data, in: tree) {
            let constant = PositionKeying.isConstant(lower, owner: owner, in: tree, index: index)
                && PositionKeying.isConstant(upper, owner: owner, in: tree, index: index)
            if constant { return nil }
            if key == nil {
                explanation = tree.quoted(data)
                collection = PositionKeying.countBase(upper, in: tree)
                shape = collection == nil ? .rangeCount(upper) : .constantRange
                elementKind = collection.map { PositionKeying.elementKind(of: $0, at: call, in: tree, index: index) } ?? .unknown
                help = "Iterate the collection itself (`ForEach(items)`), or add `id: \\.self` if the numbers themselves are the data."
                return
            }
            guard keyComponents == ["self"], let collection = PositionKeying.countBase(upper, in: tree),
                  !PositionKeying.isConstant(collection, owner: owner, in: tree, index: index) else { return nil }
            explanation = tree.quoted(data)
            self.collection = collection
            elementKind = PositionKeying.elementKind(of: collection, at: call, in: tree, index: index)
            help = "Iterate `\(Self.code(collection, in: tree))` itself so each row is keyed by its element."
            return
        }
        // `Array(xs.enumerated())`, `xs.enumerated()`, `zip(xs.indices, xs)` keyed by `\.offset` / `\.0`.
        if let collection = PositionKeying.enumeratedCollection(data, in: tree) {
            guard keyComponents == ["offset"] || keyComponents == ["0"],
                  !PositionKeying.isConstant(collection, owner: owner, in: tree, index: index) else { return nil }
            explanation = "`id: \\.\(keyComponents?.first ?? "")`"
            self.collection = collection
            shape = .enumerated
            switch PositionKeying.elementKind(of: collection, at: call, in: tree, index: index) {
            case .identifiable: help = "Key by the element instead: `id: \\.element.id`, if each element appears once (repeated ids leave rows' identity undefined)."
            case .value where PositionKeying.rowsEdit(collection, in: call, tree: tree):
                help = PositionKeying.editedElementsHelp(collection, in: tree)
            case .keyedByID(let name):
                help = "Key by the element's `id` instead: `id: \\.element.id` (`\(name)` already has one; it is only not `Identifiable`), if each element's `id` appears once."
            case .unhashable(let name):
                help = "`\(name)` is neither `Identifiable` nor `Hashable`, so `id: \\.element` would not compile: make `\(name)` `Identifiable` (an `id` each element keeps) and key by `id: \\.element.id`, or make it `Hashable` and key by `id: \\.element` if the values are unique and rows never edit them."
            case .value(let name, let declared):
                help = "Key by the element instead: `id: \\.element` if the values are unique and rows never edit them"
                    + (declared ? ", or give `\(name)` a stable `id`." : "; otherwise wrap them in an `Identifiable` type.")
            case .unknown: help = "If each element appears once, key by it instead: `id: \\.element.id` for `Identifiable` elements, `id: \\.element` for values."
            }
            return
        }
        return nil
    }

    /// The help for rows whose use of their position says what they mean: rows that read only
    /// their position want `id: \.self` over a range; rows that use it as data may mean it.
    func help(for position: RowPosition, in tree: SyntaxTree) -> String {
        if shape == .constantRange, !position.readsElement {
            let use = position.usedAsData.map { " (\($0))" } ?? ""
            return "Add `id: \\.self`: the rows read only their position\(use), so the numbers themselves are the data."
        }
        guard let use = position.usedAsData else { return help }
        // Keying by the element must keep the position the rows use.
        let byElement: String
        if let collection, shape != .enumerated {
            let enumerated = "ForEach(Array(\(Self.code(collection, in: tree)).enumerated())"
            switch elementKind {
            case .identifiable, .keyedByID:
                byElement = "key it by the element and keep the position: `\(enumerated), id: \\.element.id) { index, element in … }`."
            case .value:
                byElement = "key it by the element and keep the position: `\(enumerated), id: \\.element) { index, element in … }` if the values are unique."
            case .unhashable(let name):
                byElement = "make `\(name)` `Identifiable` (an `id` each element keeps), then key it by the element and keep the position: `\(enumerated), id: \\.element.id) { index, element in … }`."
            case .unknown:
                byElement = "key it by the element and keep the position: `\(enumerated), id: \\.element.id) { index, element in … }` (`\\.element` for unique values)."
            }
        } else {
            byElement = help.prefix(1).lowercased() + help.dropFirst()
        }
        return "The rows use their position as data (\(use)): if each row means its position, keying by it is right "
            + "(say so with `// viewlint:disable:next foreach_index_identity`); if it stands for an element, \(byElement)"
    }

    /// Whether the rows edit the elements in place through a binding (`$names[index]`): a key
    /// made of the value (`\.self`, `\.element`) would then change on every keystroke.
    static func rowsEdit(_ collection: SyntaxTree.NodeID, in call: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        let projected = "$" + tree.text(collection)
        var found = false
        tree.walk(from: call) { id, _ in
            if tree.kind(id) == .subscriptCall, let base = tree.firstChild(id), tree.text(base) == projected { found = true }
            return found ? .stop : .visitChildren
        }
        return found
    }

    /// The help for rows that edit plain values: a value key would follow the edits.
    static func editedElementsHelp(_ collection: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        "The rows edit the values, so a key made of them would change on every edit: give each element an identity "
            + "(a struct with a stored `id`) and write `ForEach($\(Self.code(collection, in: tree))) { $item in … }`."
    }

    static func keyPathComponents(_ keyPath: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String]? {
        guard tree.kind(keyPath) == .keyPath else { return nil }
        return tree.children(keyPath, kind: .keyPathComponent).map { tree.name($0) }
    }

    /// `xs.indices` or `Array(xs.indices)` → `xs`.
    static func indicesBase(_ data: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var expression = data
        if tree.kind(expression) == .call, tree.calleeName(expression) == "Array", !tree.isMethodCall(expression),
           let inner = tree.firstUnlabelledArgument(expression) {
            expression = inner
        }
        guard tree.kind(expression) == .memberAccess, tree.nameEquals(expression, "indices") else { return nil }
        return tree.memberBase(expression)
    }

    /// `a..<b` / `a...b` → (a, b).
    static func rangeBounds(_ data: SyntaxTree.NodeID, in tree: SyntaxTree) -> (SyntaxTree.NodeID, SyntaxTree.NodeID)? {
        var expression = data
        if tree.kind(expression) == .tupleExpr, tree.children(expression).count == 1,
           let argument = tree.firstChild(expression), let inner = tree.value(argument) {
            expression = inner
        }
        guard tree.kind(expression) == .sequenceExpr else { return nil }
        let parts = Array(tree.children(expression))
        guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator,
              tree.nameEquals(parts[1], "..<") || tree.nameEquals(parts[1], "...") else { return nil }
        return (parts[0], parts[2])
    }

    /// `xs.count` / `xs.endIndex` → `xs`.
    static func countBase(_ bound: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        guard tree.kind(bound) == .memberAccess, tree.nameEquals(bound, "count") || tree.nameEquals(bound, "endIndex") else { return nil }
        return tree.memberBase(bound)
    }

    /// An expression as code a help offers to paste: whole, on one line (an excerpt's `…` would not
    /// compile: `viewModel.…[group].accounts`).
    static func code(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        tree.textOnOneLine(expression, joiningChains: true)
    }

    /// The collection enumerated by `Array(xs.enumerated())`, `xs.enumerated()` or
    /// `zip(xs.indices, xs)` (also inside `Array(…)`).
    static func enumeratedCollection(_ data: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var expression = data
        if tree.kind(expression) == .call, tree.calleeName(expression) == "Array", !tree.isMethodCall(expression),
           let inner = tree.firstUnlabelledArgument(expression) {
            expression = inner
        }
        guard tree.kind(expression) == .call else { return nil }
        let name = tree.calleeName(expression)
        if name == "enumerated", tree.isMethodCall(expression), let callee = tree.firstChild(expression) {
            return tree.memberBase(callee)
        }
        if name == "zip", !tree.isMethodCall(expression) {
            // Only positions zipped with the elements: `zip(names, reasons)` keyed by `\.0` is
            // keyed by a name.
            let arguments = tree.arguments(expression)
            guard arguments.count == 2, let first = tree.value(arguments[0]), isPositions(first, in: tree) else { return nil }
            return tree.value(arguments[1])
        }
        return nil
    }

    /// `xs.indices`, `0..<n`, `0...`, `1...`: a sequence of positions.
    static func isPositions(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        if tree.kind(expression) == .memberAccess { return tree.nameEquals(expression, "indices") }
        let text = tree.text(expression).filter { !$0.isWhitespace }
        guard let range = text.firstIndex(where: { !$0.isNumber }), range != text.startIndex else { return false }
        return text[range...].hasPrefix("..<") || text[range...].hasPrefix("...")
    }

    /// Literals, `static let` constants and `let` properties initialised with a literal cannot
    /// change while the view lives, so positions over them are stable.
    static func isConstant(_ expression: SyntaxTree.NodeID, owner: String?, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        switch tree.kind(expression) {
        case .integerLiteral, .arrayLiteral, .stringLiteral:
            return true
        case .prefixOperatorExpr:
            return tree.firstChild(expression).map { isConstant($0, owner: owner, in: tree, index: index) } ?? false
        case .identifier:
            let name = tree.name(expression)
            // A local `let` holding a constant (`let days = calendar.shortWeekdaySymbols`).
            if let initializer = localInitializer(named: name, before: expression, in: tree) {
                return isConstant(initializer, owner: owner, in: tree, index: index)
            }
            guard let owner else { return false }
            return index.isConstantProperty(name, inType: owner) || readsNoInstanceState(computed: name, in: expression, tree: tree)
        case .memberAccess:
            // `Self.weekdays`, `Palette.colors`, `Self.columns.count`, `Size.allCases`,
            // `Calendar.current.shortWeekdaySymbols`: data of a type or a global, not the view's.
            guard let base = tree.memberBase(expression) else { return false }
            if tree.nameEquals(expression, "allCases") { return true }
            if tree.nameEquals(expression, "count") { return isConstant(base, owner: owner, in: tree, index: index) }
            if let root = tree.memberPath(expression)?.first, root.first?.isUppercase == true, root != "Self" || true {
                if root == "Self" || root == owner { return index.isConstantProperty(tree.name(expression), inType: owner ?? root) }
                return true
            }
            guard tree.kind(base) == .identifier else { return false }
            if let initializer = localInitializer(named: tree.name(base), before: base, in: tree),
               isConstant(initializer, owner: owner, in: tree, index: index) { return true }
            if tree.nameEquals(base, "self") {
                guard let owner else { return false }
                let name = tree.name(expression)
                return index.isConstantProperty(name, inType: owner) || readsNoInstanceState(computed: name, in: expression, tree: tree)
            }
            let typeName = tree.nameEquals(base, "Self") ? owner : tree.name(base)
            guard let typeName else { return false }
            return index.isConstantProperty(tree.name(expression), inType: typeName)
        default:
            return false
        }
    }

    /// The initializer of a local `let` named `name` declared before `use` in a block around it.
    static func localInitializer(named name: String, before use: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var current = tree.parent(use)
        while let id = current {
            if tree.kind(id) == .codeBlock || tree.kind(id) == .closure {
                for item in tree.children(id) where tree.byteRange(item).upperBound <= tree.byteRange(use).lowerBound {
                    guard tree.kind(item) == .variableDecl, tree.isLetDeclaration(item) else { continue }
                    for binding in tree.children(item, kind: .patternBinding) where tree.name(binding) == name {
                        return tree.child(binding, kind: .initializerClause).flatMap { tree.firstChild($0) }
                    }
                }
            }
            if tree.kind(id) == .funcDecl || tree.kind(id) == .initDecl { return nil }
            if tree.kind(id) == .patternBinding, let declaration = tree.parent(id), tree.isMemberOrTopLevel(declaration) { return nil }
            current = tree.parent(id)
        }
        return nil
    }

    /// A computed property of the enclosing type whose getter reads nothing of the instance
    /// (`var symbols: [String] { Calendar.current.shortWeekdaySymbols }`): its value does not
    /// change with the view's state.
    static func readsNoInstanceState(computed name: String, in use: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        guard let typeDecl = tree.enclosingTypeDeclaration(use), let members = tree.child(typeDecl, kind: .memberBlock) else { return false }
        var stored = Set<String>()
        var getter: SyntaxTree.NodeID?
        for member in tree.children(members) where tree.kind(member) == .variableDecl {
            for binding in tree.children(member, kind: .patternBinding) {
                let computed = tree.child(binding, kind: .codeBlock) ?? tree.child(binding, kind: .accessorBlock)
                if tree.name(binding) == name { getter = computed } else if computed == nil { stored.insert(tree.name(binding)) }
            }
        }
        guard let getter else { return false }
        var readsInstance = false
        tree.walk(from: getter) { id, _ in
            if tree.kind(id) == .identifier {
                let n = tree.name(id)
                if n == "self" || stored.contains(n) || stored.contains(String(n.dropFirst())) { readsInstance = true; return .stop }
            }
            return .visitChildren
        }
        return !readsInstance
    }
}
