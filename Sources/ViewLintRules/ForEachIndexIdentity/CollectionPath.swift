import ViewLint

/// Where the rows' collection lives: the path of names it is read through, and the type that
/// holds its last member.
extension ForEachIndexIdentityRule {
    /// What holds the last member of `a.b.c`, followed from the view's own property (or a
    /// helper's parameter) through the declared property types, array elements (`groups[i]`)
    /// and a generic wrapper's arguments (`Store<Feature.State, Action>`): a project type whose
    /// member keeps the value its holder was made with (`MemberKeeping`), or is another computed
    /// property of a project class (`kept` nil); or a type the project does not declare
    /// (`calendar.shortWeekdaySymbols`), whose member's changes cannot be read.
    static func holder(of collection: SyntaxTree.NodeID, at call: SyntaxTree.NodeID, in tree: SyntaxTree,
                       index: ProjectModel) -> CollectionHolder? {
        guard let (path, subscripted) = storedPathThroughElements(collection, in: tree), path.count >= 2,
              !subscripted.contains(0), !subscripted.contains(path.count - 1), let owner = tree.enclosingTypeName(call) else { return nil }
        var holder: String
        if let function = tree.ancestor(of: call, in: [.funcDecl]), let clause = tree.child(function, kind: .parameterClause),
           let parameter = tree.children(clause, kind: .parameter).first(where: { tree.parameterLocalName($0) == path[0] }) {
            // A helper's parameter (`func layout(zone: TapZone)`): its declared type.
            guard let type = tree.children(parameter).first(where: { tree.kind($0) == .simpleType }) else { return nil }
            holder = tree.typeName(of: type)
        } else if case .named(let name)? = index.declaredType(named: owner)?.properties[path[0]] {
            holder = name
            if index.declaredType(named: name) == nil, path.count == 2,
               let typeText = index.viewType(named: owner)?.storedProperties.first(where: { $0.name == path[0] })?.typeText,
               let argument = genericArguments(typeText).first(where: { index.memberKeeping(path[1], ofType: $0) != nil }) {
                holder = argument
            }
        } else {
            return nil
        }
        for (offset, member) in path.enumerated().dropFirst().dropLast() {
            // `groups[i]` steps into an element of the array `groups`.
            guard let declared = index.declaredType(named: holder) else { return .outside(holder, member: member) }
            switch (declared.properties[member], subscripted.contains(offset)) {
            case (.named(let next)?, false), (.array(let next)?, true): holder = next
            default: return nil
            }
        }
        let member = path[path.count - 1]
        guard let declared = index.declaredType(named: holder) else { return .outside(holder, member: member) }
        if declared.letProperties.contains(member) { return .kept(holder, .letProperty) }
        if let kept = index.memberKeeping(member, ofType: holder) { return .kept(holder, kept) }
        // A class's property that is not stored: a computed one (`var symbols: [String] { … }`).
        // Only for a class of its own name: another `ViewModel`'s facts may be the ones read.
        if declared.kind == .class, declared.declarationCount == 1, declared.properties[member] != nil,
           index.storedProperty(member, ofClass: holder) == nil {
            return .kept(holder, nil)
        }
        return nil
    }

    /// The simple names of a declared type's generic arguments (`Store<Feature.State, Action>`:
    /// `State`, `Action`).
    static func genericArguments(_ typeText: String) -> [String] {
        guard let open = typeText.firstIndex(of: "<"), let close = typeText.lastIndex(of: ">"), open < close else { return [] }
        return typeText[typeText.index(after: open)..<close].split(separator: ",").compactMap { argument in
            let name = argument.filter { !$0.isWhitespace }.split(separator: ".").last.map(String.init) ?? ""
            return name.first?.isUppercase == true && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? name : nil
        }
    }

    /// `model.groups[group].accounts` as `model`, `groups`, `accounts`, with the offsets of the
    /// names subscripted (`groups`); nil through calls. A `$` projection reads as its value.
    static func storedPathThroughElements(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> ([String], Set<Int>)? {
        var text = "", depth = 0
        var subscripted = Set<Int>()
        for character in tree.text(node) {
            switch character {
            case "[":
                if depth == 0 { subscripted.insert(text.split(separator: ".", omittingEmptySubsequences: false).count - 1) }
                depth += 1
            case "]": depth -= 1
            default: if depth == 0 { text.append(character) }
            }
        }
        guard depth == 0 else { return nil }
        var plain = text.filter { !$0.isWhitespace && $0 != "!" && $0 != "?" }
        // `$items` (`ForEach($items)`, `$model.items`): bindings to the same elements, at the
        // same places, so the same stored collection (review ev20 #4).
        if plain.first == "$" { plain.removeFirst() }
        var parts = plain.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.first == "self" {
            parts.removeFirst()
            subscripted = Set(subscripted.map { $0 - 1 })
        }
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        return (parts, subscripted)
    }

    /// `items`, `self.items`, `model.items`, `genres!` as a path of names; nil through calls or
    /// subscripts.
    static func storedPath(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String]? {
        guard let (path, subscripted) = storedPathThroughElements(node, in: tree), subscripted.isEmpty else { return nil }
        return path
    }

    /// Whether what a collection expression starts from can change: a field of the view, or a
    /// name bound inside it (a parameter, a row's element, a local), not a type or a global.
    static func rootCanChange(_ node: SyntaxTree.NodeID, in tree: SyntaxTree, owner: ViewType?) -> Bool {
        var root = tree.text(node).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        if root.hasPrefix("self.") { root = root.dropFirst(5) }
        let name = String(root.prefix { $0 != "." })
        guard let first = name.first, !first.isUppercase else { return false }
        if owner?.fields.contains(where: { $0.name == name }) == true { return true }
        // A name bound in the code around the rows: a closure's or function's parameter.
        var current = tree.parent(node)
        while let id = current {
            if tree.kind(id) == .closure, tree.closureParameterNames(id).contains(name) { return true }
            if tree.kind(id) == .funcDecl, let clause = tree.child(id, kind: .parameterClause),
               tree.children(clause, kind: .parameter).contains(where: { tree.parameterLocalName($0) == name }) { return true }
            current = tree.parent(id)
        }
        return false
    }
}

/// What holds a collection reached through members (`ForEachIndexIdentityRule.holder(of:…)`).
enum CollectionHolder {
    /// A project type whose member keeps the value it was made with (nil: another computed
    /// property of a project class).
    case kept(String, MemberKeeping?)
    /// A type the project does not declare, and its member the path reads first.
    case outside(String, member: String)
}
