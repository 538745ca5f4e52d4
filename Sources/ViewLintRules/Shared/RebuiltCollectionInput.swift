import ViewLint

/// A stored input of a project view that is an array or dictionary of elements that are not
/// `Equatable`, made anew every time the view is constructed. SwiftUI compares such a collection
/// by its storage (docs/SWIFTUI-MODEL.md rule 11), and new storage never equals the old one, so
/// the view's `body` runs on every update of its parent whatever else it is given. A rule whose
/// fix only steadies one of the view's other inputs (a binding) cannot lower that count.
struct RebuiltCollectionInput {
    enum Origin { case argument, initializer, defaultValue }

    let view: String
    let property: String
    let element: String
    let origin: Origin

    /// What the code does, for a static fact's summary.
    var fact: String {
        let made: String
        switch origin {
        case .argument: made = "is given a new `[\(element)]` as `\(property)` on every update"
        case .initializer: made = "builds `\(property)`, a `[\(element)]`, in its `init` on every construction"
        case .defaultValue: made = "builds `\(property)`, a `[\(element)]`, as its default on every construction"
        }
        return "`\(view)` \(made); `\(element)` is not `Equatable`, so SwiftUI compares the array by its storage, "
            + "and `\(view).body` runs on every update whatever its binding is (unless the array is empty)"
    }

    /// The first such input of `view`: built by its own code, or passed by one of `constructions`
    /// (calls of `view` in `tree`).
    static func find(view: String, constructions: [SyntaxTree.NodeID], in tree: SyntaxTree,
                     index: ProjectModel, trees: SourceTrees) -> RebuiltCollectionInput? {
        // A view with its own `==` is compared with it, not field by field.
        guard let info = index.viewType(named: view), !info.isEquatable, info.customEquality == nil,
              index.declaredType(named: view)?.declarationCount == 1 else { return nil }
        let declaring = trees[info.path]
        var candidates: [String: String] = [:]
        for property in info.storedProperties where property.wrapper == nil {
            if let element = property.shape.flatMap(Self.collectionElement),
               isNotEquatable(element, nestedIn: view, declaredIn: declaring, index: index) {
                candidates[property.name] = element
            }
        }
        // A plain struct holding such an array (`let menu: MenuContent` with `groups: [Group]`):
        // compared field by field, so the array inside decides.
        var wrappers: [String: (type: String, field: String, element: String)] = [:]
        for property in info.storedProperties where property.wrapper == nil && candidates[property.name] == nil {
            guard case .named(let typeName, let arguments)? = property.shape, arguments.isEmpty,
                  let wrapper = index.declaredType(named: typeName), wrapper.kind == .struct, wrapper.declarationCount == 1,
                  isNotEquatable(typeName, nestedIn: view, declaredIn: declaring, index: index) else { continue }
            for (field, type) in wrapper.properties.sorted(by: { $0.key < $1.key }) where wrapper.letProperties.contains(field) {
                if case .array(let element) = type, isNotEquatable(element, nestedIn: typeName, declaredIn: declaring, index: index) {
                    wrappers[property.name] = (typeName, field, element)
                    break
                }
            }
        }
        guard !candidates.isEmpty || !wrappers.isEmpty else { return nil }
        let initializers = declaring.map { StoredArgumentFact.initializers(of: view, in: $0) } ?? []
        // Built by the view itself: on every construction, whoever constructs it.
        if let declaring {
            for initializer in initializers {
                for (property, value) in assignments(in: initializer, tree: declaring) where candidates[property] != nil {
                    if buildsNewStorage(value, in: declaring) {
                        return RebuiltCollectionInput(view: view, property: property, element: candidates[property]!, origin: .initializer)
                    }
                }
            }
        }
        for property in info.storedProperties where candidates[property.name] != nil {
            if let declaring, let value = defaultValue(of: property, in: declaring), buildsNewStorage(value, in: declaring) {
                return RebuiltCollectionInput(view: view, property: property.name, element: candidates[property.name]!, origin: .defaultValue)
            }
        }
        // Passed anew by this construction: the memberwise initializer's argument, or an `init`
        // parameter stored as it is (`self.options = options`).
        let passedThrough: Set<String>
        if initializers.isEmpty {
            passedThrough = Set(candidates.keys).union(wrappers.keys)
        } else if let declaring {
            passedThrough = Set(initializers.flatMap { assignments(in: $0, tree: declaring) }.compactMap { property, value in
                declaring.memberPath(value) == [property] ? property : nil
            })
        } else {
            passedThrough = []
        }
        for call in constructions {
            for argument in tree.arguments(call) {
                let label = tree.label(argument)
                guard passedThrough.contains(label), let value = tree.value(argument) else { continue }
                if let element = candidates[label], buildsNewStorage(value, in: tree) {
                    return RebuiltCollectionInput(view: view, property: label, element: element, origin: .argument)
                }
                if let wrapper = wrappers[label], buildsWrapper(wrapper.type, field: wrapper.field, value, at: call, in: tree) {
                    return RebuiltCollectionInput(view: view, property: "\(label).\(wrapper.field)", element: wrapper.element, origin: .argument)
                }
            }
        }
        return nil
    }

    /// `Wrapper(field: <new array>)`, or a computed property of the constructing type whose
    /// getter returns one (`var menu: Menu { var groups = []; groups.append(…); return Menu(groups: groups) }`).
    private static func buildsWrapper(_ type: String, field: String, _ value: SyntaxTree.NodeID, at call: SyntaxTree.NodeID,
                                      in tree: SyntaxTree) -> Bool {
        func construction(_ node: SyntaxTree.NodeID, in scope: SyntaxTree.NodeID?) -> Bool {
            guard tree.kind(node) == .call, !tree.isMethodCall(node) || tree.isImplicitMemberCall(node),
                  tree.calleeName(node) == type || tree.calleeName(node) == "init",
                  let given = tree.argument(node, labelled: field) else { return false }
            if buildsNewStorage(given, in: tree) { return true }
            // A local `var` of the getter made from a literal and appended to.
            guard tree.kind(given) == .identifier, let scope else { return false }
            let name = tree.name(given)
            let made = tree.descendants(of: scope, kind: .patternBinding).contains { binding in
                tree.name(binding) == name && tree.child(binding, kind: .initializerClause).flatMap(tree.firstChild).map { tree.kind($0) == .arrayLiteral } == true
            }
            let appended = tree.descendants(of: scope, kind: .call).contains { appending in
                guard tree.isMethodCall(appending), tree.calleeName(appending) == "append",
                      let callee = tree.firstChild(appending), let base = tree.memberBase(callee) else { return false }
                return tree.memberPath(base) == [name]
            }
            return made && appended
        }
        if construction(value, in: nil) { return true }
        guard let path = tree.memberPath(value), path.count == 1 || path.count == 2 && path[0] == "self",
              let type = tree.enclosingTypeDeclaration(call) else { return false }
        let member = path[path.count - 1]
        guard let getter = tree.descendants(of: type, kind: .patternBinding).first(where: {
            tree.name($0) == member && tree.isComputed($0) && tree.enclosingTypeDeclaration($0) == type
        }) else { return false }
        return tree.descendants(of: getter, kind: .call).contains { construction($0, in: getter) }
    }

    /// The calls of `view` in `tree` that receive what `site` makes: a call around it, one of
    /// `receiving` (calls given a local it was stored in), or a call in the same type passing the
    /// member that builds it (`Picker(selection: binding(for: key))`).
    static func constructions(of view: String, receiving site: SyntaxTree.NodeID, alsoVia receiving: [SyntaxTree.NodeID],
                              in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        func constructs(_ call: SyntaxTree.NodeID) -> Bool {
            tree.kind(call) == .call && !tree.isMethodCall(call) && tree.calleeName(call) == view
        }
        var calls = receiving.filter(constructs)
        var current = tree.parent(site), member: SyntaxTree.NodeID?
        while let node = current {
            if constructs(node) { calls.append(node) }
            if (tree.kind(node) == .funcDecl || tree.kind(node) == .patternBinding), tree.isMemberOrTopLevel(node) { member = node }
            current = tree.parent(node)
        }
        if let member, let type = tree.enclosingTypeDeclaration(member) {
            let name = tree.name(member)
            for call in tree.descendants(of: type, kind: .call) where constructs(call) && !calls.contains(call) {
                let passes = tree.arguments(call).contains { argument in
                    tree.descendants(of: argument, kind: .identifier).contains { tree.name($0) == name }
                        || tree.descendants(of: argument, kind: .memberAccess).contains { tree.name($0) == name }
                }
                if passes { calls.append(call) }
            }
        }
        return calls
    }

    /// `[T]`, `[T]?`, `[K: T]`: the element compared for the collection.
    private static func collectionElement(_ shape: TypeShape) -> String? {
        switch shape {
        case .array(.named(let name, let arguments)) where arguments.isEmpty: return name
        case .dictionary(_, .named(let name, let arguments)) where arguments.isEmpty: return name
        case .optional(let wrapped): return collectionElement(wrapped)
        default: return nil
        }
    }

    /// A struct or class of the project that says nothing that could make it `Equatable`: its
    /// inheritance clauses name only protocols known not to refine it, and no `==` is declared.
    /// A name declared more than once is read from the declaration nested in `view`, and only if
    /// no declaration or extension of the name says `Equatable`.
    static func isNotEquatable(_ name: String, nestedIn view: String, declaredIn tree: SyntaxTree?, index: ProjectModel) -> Bool {
        guard let declared = index.declaredType(named: name), !declared.definesEquality,
              !declared.inherited.contains(where: refiningEquatable.contains) else { return false }
        if declared.declarationCount == 1 {
            return (declared.kind == .struct || declared.kind == .class) && declared.inherited.allSatisfy(notRefiningEquatable.contains)
        }
        guard let tree, let nested = tree.descendants(kind: .structDecl).first(where: {
            tree.name($0) == name && tree.enclosingTypeName($0) == view
        }) ?? tree.descendants(kind: .classDecl).first(where: { tree.name($0) == name && tree.enclosingTypeName($0) == view }) else { return false }
        return tree.inheritedTypeNames(of: nested).allSatisfy(notRefiningEquatable.contains)
    }

    private static let refiningEquatable: Set<String> = ["Equatable", "Hashable", "Comparable", "Strideable", "BinaryInteger", "StringProtocol"]

    private static let notRefiningEquatable: Set<String> = [
        "Identifiable", "Codable", "Decodable", "Encodable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// `self.p = value` / `p = value` / `_p = value` statements directly in an initializer's body.
    private static func assignments(in initializer: SyntaxTree.NodeID, tree: SyntaxTree) -> [(String, SyntaxTree.NodeID)] {
        tree.descendants(of: initializer, kind: .sequenceExpr).compactMap { sequence in
            guard let (target, value) = tree.assignment(sequence), let path = tree.memberPath(target) else { return nil }
            let names = path.first == "self" ? Array(path.dropFirst()) : path
            guard names.count == 1 else { return nil }
            return (names[0].hasPrefix("_") ? String(names[0].dropFirst()) : names[0], value)
        }
    }

    private static func defaultValue(of property: StoredProperty, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        guard let range = property.initializerByteRange else { return nil }
        return tree.innermostNode(of: [.initializerClause], containing: range).flatMap { tree.firstChild($0) }
    }

    /// Expressions that always allocate a new array when they have elements: a literal with
    /// elements, `map`/`filter`/`sorted`…, and `+` onto such an array. A read of a stored array
    /// (`items`, `model.items`) passes the storage it holds, which compares equal.
    static func buildsNewStorage(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        switch tree.kind(expression) {
        case .arrayLiteral, .dictionaryLiteral:
            return !tree.children(expression).isEmpty
        case .call:
            return tree.isMethodCall(expression) && allocating.contains(tree.calleeName(expression))
        case .sequenceExpr:
            let parts = Array(tree.children(expression))
            guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator, tree.text(parts[1]) == "+" else { return false }
            return buildsNewStorage(parts[0], in: tree)
        default:
            return false
        }
    }

    private static let allocating: Set<String> = ["map", "compactMap", "flatMap", "filter", "sorted", "shuffled"]
}
