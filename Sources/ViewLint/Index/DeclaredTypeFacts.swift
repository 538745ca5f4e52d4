/// What the project declares about one type name, for questions about types that are not
/// views (models, row elements): all declarations and extensions of that simple name merged.
public struct DeclaredType: Sendable, Equatable {
    /// Nil when only extensions of the name were seen.
    public var kind: TypeDeclarationKind?
    /// How many types (not extensions) declare this simple name. More than one (nested types
    /// of the same name in different places) makes what is merged here ambiguous.
    public var declarationCount = 0
    /// The file of its (first) declaration: where a rule reads a value type's defaults and
    /// getters (state_write_in_init's first value of `init`). Nil when only extensions were seen.
    public var declaringPath: String?
    /// Names in the inheritance clauses of its declarations and extensions, in source order.
    public var inherited: [String] = []
    /// Declares a stored instance `var`: its values can be edited in place.
    public var hasMutableStoredProperty = false
    /// Declares an `init` in its own body, so a struct has no memberwise initializer.
    public var declaresInit = false
    /// Declares its own `==`: its author chose what makes two values equal.
    public var definesEquality = false
    /// An enum with a case that carries values (`case one(Editor)`): unlike one whose cases carry
    /// none, it is `Hashable` only where it (or a protocol it adopts) says so.
    public var hasPayloadCases = false
    /// Stored instance `let`s without a property wrapper: set once, when a value is made.
    public var letProperties: Set<String> = []
    /// Declares `id` as a computed property (`var id: Int { hashValue }`): an id derived from
    /// the value may change when a field does. Its getter's one expression, without spaces
    /// (`hashValue`), or "" when the getter is longer.
    public var computedID: String?
    /// How many of its declarations and extensions declare an instance property `id`: with
    /// one, the `id` facts merged under the name (a `let`, a fresh default) are that one's,
    /// whichever same-named type a use means, as long as that type has an `id`.
    public var idDeclarations = 0
    /// Methods taking a view as their first parameter that make it only the root of a new
    /// `UIHostingController` (`hostingMethods(_:in:)`), and those of the same kind that may do
    /// something else with it.
    public var hostingMethods: Set<String> = []
    public var otherViewMethods: Set<String> = []
    /// Every method of this name that takes a view hands it only to a new hosting controller.
    public func handsViewToNewHost(_ method: String) -> Bool {
        hostingMethods.contains(method) && !otherViewMethods.contains(method)
    }
    /// `var id: Int { hashValue }`: an id that is the whole value's hash.
    public var idIsValueHash: Bool { computedID == "hashValue" || computedID == "self.hashValue" }
    /// Instance and static properties (stored or computed) with a declared type.
    public var properties: [String: DeclaredPropertyType] = [:]
    /// Stored `static var`s: `Layout.compact` is no constant when code can assign it.
    public var staticVars: Set<String> = []
    /// Stored instance `var`s that only code changes (no property wrapper but `@Published`).
    public var plainVars: Set<String> = []
    /// Computed instance properties (not views) → the root names their getter reads, without
    /// its own locals and parameters (`MemberChangeFacts`).
    public var computedReads: [String: [String]] = [:]
    /// The generic parameters of its declaration, in order (`Content` of `Config<Content: View>`).
    public var genericParameters: [String] = []
    /// Names its declarations' and extensions' members use other than as the base of a member
    /// type (`ScrollView<Content>.Offset` does not use `Content`): in a declaration its generic
    /// parameters so used, in an extension (which cannot know them) every capitalised name.
    public var namesUsedInMembers: Set<String> = []
    /// Its `build…` methods and `@resultBuilder` attribute, when it has any.
    public var resultBuilder: ResultBuilderShape?
    /// The simple names of the generic arguments of the first name in a class's inheritance
    /// clause (`BookmarksView` of `class Host: UIHostingController<BookmarksView>`): a hosting
    /// controller subclass's root view type (`ProjectModel.hostingSubclasses(rooting:)`).
    public var superclassArguments: [String] = []

    public init() {}

    mutating func merge(_ other: DeclaredType) {
        kind = kind ?? other.kind
        declarationCount += other.declarationCount
        declaringPath = declaringPath ?? other.declaringPath
        for name in other.inherited where !inherited.contains(name) { inherited.append(name) }
        hasMutableStoredProperty = hasMutableStoredProperty || other.hasMutableStoredProperty
        declaresInit = declaresInit || other.declaresInit
        definesEquality = definesEquality || other.definesEquality
        hasPayloadCases = hasPayloadCases || other.hasPayloadCases
        computedID = computedID ?? other.computedID
        idDeclarations += other.idDeclarations
        hostingMethods.formUnion(other.hostingMethods)
        otherViewMethods.formUnion(other.otherViewMethods)
        letProperties.formUnion(other.letProperties)
        plainVars.formUnion(other.plainVars)
        computedReads.merge(other.computedReads) { old, _ in old }
        properties.merge(other.properties) { old, _ in old }
        staticVars.formUnion(other.staticVars)
        if genericParameters.isEmpty { genericParameters = other.genericParameters }
        if superclassArguments.isEmpty { superclassArguments = other.superclassArguments }
        namesUsedInMembers.formUnion(other.namesUsedInMembers)
        if let builder = other.resultBuilder {
            if resultBuilder == nil { resultBuilder = builder } else { resultBuilder?.merge(builder) }
        }
    }

    /// These facts as `DeclaredType().merge(self)` makes them: the same, with an inherited name
    /// written twice kept once.
    var asFirstDeclaration: DeclaredType {
        guard inherited.count > 1, Set(inherited).count < inherited.count else { return self }
        var copy = self
        copy.inherited = []
        for name in inherited where !copy.inherited.contains(name) { copy.inherited.append(name) }
        return copy
    }

    /// Whether a value of this type can never hold or make a value of its generic parameter at
    /// `position`: no member of it, or of an extension, names the parameter except as the base
    /// of a member type. Nil-safe for names declared more than once or not seen declared.
    public func neverHoldsValue(ofGenericParameterAt position: Int) -> Bool {
        guard kind != nil, declarationCount == 1, genericParameters.indices.contains(position) else { return false }
        return !namesUsedInMembers.contains(genericParameters[position])
    }
}

/// A property's declared type, as far as rules ask about it.
public enum DeclaredPropertyType: Sendable, Equatable {
    /// `T`, `T?`, `Module.T`: the simple name.
    case named(String)
    /// `[T]`, `[T]?`, `Array<T>`: the element's simple name.
    case array(element: String)
    /// `Set<T>`, `[K: V]`, `OrderedSet<T>`: no element occurs twice.
    case unique
}

extension ProjectFacts {
    /// The declared-type facts of one type declaration or extension, from its members.
    static func declaredType(_ declaration: SyntaxTree.NodeID, members: [SyntaxTree.NodeID], in tree: SyntaxTree) -> DeclaredType {
        declaredType(declaration, members: MemberScan(members, in: tree), in: tree)
    }

    /// The declared-type facts of one type declaration or extension (`collectMembers` calls it).
    static func declaredType(_ declaration: SyntaxTree.NodeID, members scan: MemberScan, in tree: SyntaxTree) -> DeclaredType {
        let members = scan.ids
        var type = DeclaredType()
        switch tree.kind(declaration) {
        case .structDecl: type.kind = .struct
        case .classDecl: type.kind = .class
        case .enumDecl: type.kind = .enum
        case .actorDecl: type.kind = .actor
        default: break
        }
        if type.kind != nil {
            type.declarationCount = 1
            type.declaringPath = tree.file.path
        }
        type.inherited = tree.inheritedTypeNames(of: declaration)
        if type.kind == .class, let clause = tree.child(declaration, kind: .inheritanceClause), let first = tree.firstChild(clause),
           let arguments = tree.child(first, kind: .genericArgumentClause) {
            type.superclassArguments = tree.children(arguments).map { tree.typeName(of: $0) }
        }
        type.declaresInit = type.kind != nil && members.contains { tree.kind($0) == .initDecl }
        type.definesEquality = members.contains { tree.kind($0) == .funcDecl && tree.nameEquals($0, "==") }
        type.hasPayloadCases = type.kind == .enum && members.contains { member in
            tree.kind(member) == .enumCaseDecl
                && tree.children(member).contains { tree.kind($0) == .enumCaseElement && tree.child($0, kind: .tupleType) != nil }
        }
        (type.genericParameters, type.namesUsedInMembers) = genericParameterUses(of: declaration, in: tree)
        (type.hostingMethods, type.otherViewMethods) = hostingMethods(members, in: tree)
        type.resultBuilder = resultBuilderShape(declaration, members: members, in: tree)
        let isView = type.inherited.contains("View")
        let storeManaged = MemberChange.isStoreManaged(declaration, inherited: type.inherited, in: tree)
        // Most `var`/`let`s declare one property with a type: room for them all at once, not
        // rehashed at each doubling.
        let variables = scan.members.reduce(0) { $1.kind == .variableDecl ? $0 + 1 : $0 }
        if variables > 1 { type.properties.reserveCapacity(variables) }
        for (member, variable) in scan.variables {
            let isStatic = variable.isStatic
            let isVar = variable.isVar
            // A marker (`@ObservationIgnored let id`, `@MainActor`) leaves a `let` a `let`; a
            // property wrapper makes it something else.
            let hasAttribute = variable.attributes.contains { ProjectFacts.isWrapperAttribute($0, in: tree) }
            // Each binding's name is made into a String once, however many facts it goes into.
            for (binding, name) in variable.bindings.lazy.map({ ($0.id, $0.name) }) {
                if !isStatic, name == "id" { type.idDeclarations = 1 }
                if isVar, !isStatic, !tree.isComputed(binding) { type.hasMutableStoredProperty = true }
                if isVar, isStatic, !tree.isComputed(binding) { type.staticVars.insert(name) }
                if !isVar, !isStatic, !hasAttribute, !tree.isComputed(binding) { type.letProperties.insert(name) }
                if isVar, !isStatic, !storeManaged, !tree.isComputed(binding), MemberChange.onlyCodeWrites(member, in: tree) {
                    type.plainVars.insert(name)
                }
                // What a getter reads is asked of models and values, never of a view's own helpers.
                if !isStatic, !isView, tree.isComputed(binding), let reads = MemberChange.getterReads(binding, of: member, in: tree) {
                    type.computedReads[name] = reads
                }
                if !isStatic, tree.isComputed(binding), name == "id" {
                    let items = tree.child(binding, kind: .codeBlock).map { Array(tree.children($0)) } ?? []
                    var expression = items.count == 1 ? items[0] : nil
                    if let statement = expression, tree.kind(statement) == .returnStmt { expression = tree.firstChild(statement) }
                    type.computedID = expression.map { tree.textWithoutSpaces($0) } ?? ""
                }
                if let annotation = tree.child(binding, kind: .typeAnnotation), let declared = tree.firstChild(annotation),
                   let propertyType = declaredPropertyType(declared, in: tree) {
                    type.properties[name] = propertyType
                } else if let initializer = tree.child(binding, kind: .initializerClause).flatMap({ tree.firstChild($0) }),
                          let propertyType = inferredPropertyType(initializer, in: tree) {
                    type.properties[name] = propertyType
                }
            }
        }
        return type
    }

    static let uniqueCollectionNames: Set<String> = ["Set", "Dictionary", "OrderedSet", "OrderedDictionary", "IdentifiedArray", "IdentifiedArrayOf"]

    static func declaredPropertyType(_ type: SyntaxTree.NodeID, in tree: SyntaxTree) -> DeclaredPropertyType? {
        switch tree.kind(type) {
        case .optionalType, .implicitlyUnwrappedType, .attributedType:
            return tree.children(type).last.flatMap { declaredPropertyType($0, in: tree) }
        case .arrayType:
            return tree.firstChild(type).map { tree.typeName(of: $0) }.flatMap { $0.isEmpty ? nil : .array(element: $0) }
        case .dictionaryType:
            return .unique
        case .simpleType, .memberType:
            let name = tree.typeName(of: type)
            if uniqueCollectionNames.contains(name) { return .unique }
            if name == "Array" || name == "ContiguousArray" || name == "ArraySlice",
               let arguments = tree.child(type, kind: .genericArgumentClause), let element = tree.firstChild(arguments) {
                let elementName = tree.typeName(of: element)
                return elementName.isEmpty ? nil : .array(element: elementName)
            }
            return name.isEmpty ? nil : .named(name)
        default:
            return nil
        }
    }

    /// `= Model()`, `= [Item]()`, `= Set<String>()`: the type the initializer constructs.
    static func inferredPropertyType(_ initializer: SyntaxTree.NodeID, in tree: SyntaxTree) -> DeclaredPropertyType? {
        guard tree.kind(initializer) == .call, !tree.isMethodCall(initializer), !tree.isImplicitMemberCall(initializer),
              let callee = tree.firstChild(initializer) else { return nil }
        // `[Item]()`
        if tree.kind(callee) == .arrayLiteral, let element = tree.firstChild(callee), tree.kind(element) == .identifier {
            return .array(element: tree.name(element))
        }
        let name = tree.calleeName(initializer)
        guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return nil }
        return uniqueCollectionNames.contains(name) ? .unique : .named(name)
    }
}

extension SyntaxTree {
    /// The one statement or expression of a block (`return x` read as `x`), or nil.
    public func singleItem(_ block: NodeID) -> NodeID? {
        let items = children(block)
        guard items.count == 1, let item = items.first else { return nil }
        if kind(item) == .returnStmt { return firstChild(item) }
        return item
    }

    /// `padding()` or `modifier(M())` called with an implicit `self` in a View extension.
    func isImplicitSelfModifier(_ call: NodeID) -> Bool {
        guard let callee = firstChild(call), kind(callee) == .identifier else { return false }
        let name = self.name(callee)
        guard let first = name.unicodeScalars.first else { return false }
        return first.properties.isLowercase
    }

    /// Root names an expression reads (`a` of `a.b.c`, `self.a` read as `a`), skipping closures'
    /// own parameters and member names.
    public func referencedNames(in expression: NodeID) -> [String] {
        var names: [String] = []
        walk(from: expression) { id, _ in
            switch kind(id) {
            case .identifier:
                if !nameEquals(id, "self") { names.append(name(id)) }
            case .memberAccess:
                if let base = memberBase(id), kind(base) == .identifier, nameEquals(base, "self") {
                    names.append(name(id))
                    return .skipChildren
                }
            default:
                break
            }
            return .visitChildren
        }
        return names
    }
}
