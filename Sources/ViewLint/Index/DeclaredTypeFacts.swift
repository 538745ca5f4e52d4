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

    public init() {}

    mutating func merge(_ other: DeclaredType) {
        kind = kind ?? other.kind
        declarationCount += other.declarationCount
        declaringPath = declaringPath ?? other.declaringPath
        for name in other.inherited where !inherited.contains(name) { inherited.append(name) }
        hasMutableStoredProperty = hasMutableStoredProperty || other.hasMutableStoredProperty
        declaresInit = declaresInit || other.declaresInit
        definesEquality = definesEquality || other.definesEquality
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

/// An `extension View` helper shaped `if condition { transform(self) } else { self }`: its
/// result is `_ConditionalContent`, so flipping the condition switches identity.
public struct ConditionalHelper: Sendable, Equatable {
    /// The parameters the condition reads.
    public var conditionParameters: [HelperParameter]

    public init(conditionParameters: [HelperParameter]) { self.conditionParameters = conditionParameters }
}

/// A parameter of a project function as a call site fills it.
public struct HelperParameter: Sendable, Equatable {
    /// The argument label ("" for `_`).
    public var label: String
    /// How many unlabelled parameters come before it (its place among unlabelled arguments).
    public var unlabelledPosition: Int
    /// A call may leave it out.
    public var hasDefault: Bool
    /// The name the function's body reads it by (`themedColor` of `_ themedColor: ThemedColor?`).
    public var localName: String
    /// Its declared type as written, without spaces (`ThemedColor?`, `Bool`, `Value?`).
    public var typeText: String
    /// How the condition reads it when it only asks whether it is nil; nil otherwise.
    public var nilTest: NilTest?

    /// A condition that reads a parameter only for whether it holds a value.
    public enum NilTest: String, Sendable, Equatable {
        /// `if let p`, `if let x = p`: the first branch when it has a value.
        case bound
        /// `p != nil`.
        case notNil
        /// `p == nil`: the first branch when it is nil.
        case isNil
    }

    public init(label: String, unlabelledPosition: Int, hasDefault: Bool, localName: String = "", typeText: String = "",
                nilTest: NilTest? = nil) {
        self.label = label
        self.unlabelledPosition = unlabelledPosition
        self.hasDefault = hasDefault
        self.localName = localName
        self.typeText = typeText
        self.nilTest = nilTest
    }
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
        type.declaresInit = type.kind != nil && members.contains { tree.kind($0) == .initDecl }
        type.definesEquality = members.contains { tree.kind($0) == .funcDecl && tree.nameEquals($0, "==") }
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
            let hasAttribute = !variable.attributes.isEmpty
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

    /// `func helper(…) -> some View` in `extension View` whose body is one `if` that yields
    /// `self` on one side and something built on `self` on the other, with a condition that
    /// reads a parameter. Nil for other functions (an `if #available` inside is not a flip).
    static func conditionalHelper(_ function: SyntaxTree.NodeID, in tree: SyntaxTree) -> ConditionalHelper? {
        guard tree.hasAttribute(function, named: "ViewBuilder") || tree.declaresSomeViewResult(function),
              let body = tree.child(function, kind: .codeBlock),
              let clause = tree.child(function, kind: .parameterClause) else { return nil }
        var items = Array(tree.children(body))
        if items.count == 1, tree.kind(items[0]) == .returnStmt, let value = tree.firstChild(items[0]) { items = [value] }
        guard items.count == 1, tree.kind(items[0]) == .ifStmt,
              let conditions = tree.child(items[0], kind: .conditionList),
              SyntaxTree.ConditionalBranches(items[0], in: tree).map({ $0.buildOnSelf(in: tree, conditions: conditions) }) == true else { return nil }
        let read = Set(tree.referencedNames(in: conditions))
        var parameters: [HelperParameter] = []
        var unlabelled = 0
        for parameter in tree.children(clause, kind: .parameter) {
            let label = tree.name(parameter)
            let isUnlabelled = label == "_"
            let local = tree.parameterLocalName(parameter)
            if read.contains(local) {
                let type = tree.children(parameter).first { tree.kind($0) != .initializerClause && tree.kind($0) != .attribute }
                parameters.append(HelperParameter(label: isUnlabelled ? "" : label, unlabelledPosition: unlabelled,
                                                  hasDefault: tree.child(parameter, kind: .initializerClause) != nil,
                                                  localName: local, typeText: type.map { tree.textWithoutSpaces($0) } ?? "",
                                                  nilTest: nilTest(of: local, in: conditions, tree: tree)))
            }
            if isUnlabelled { unlabelled += 1 }
        }
        return parameters.isEmpty ? nil : ConditionalHelper(conditionParameters: parameters)
    }

    /// How the conditions read `name` when every condition reading it only asks whether it is
    /// nil, the same way each time (`if let name`, `let x = name`, `name != nil`, `name == nil`).
    static func nilTest(of name: String, in conditions: SyntaxTree.NodeID, tree: SyntaxTree) -> HelperParameter.NilTest? {
        func isName(_ node: SyntaxTree.NodeID?) -> Bool {
            guard let node else { return false }
            return tree.kind(node) == .identifier && tree.name(node) == name
        }
        var found: HelperParameter.NilTest?
        for condition in tree.children(conditions) where tree.referencedNames(in: condition).contains(name) {
            let test: HelperParameter.NilTest
            switch tree.kind(condition) {
            case .optionalBinding:
                let parts = Array(tree.children(condition))
                guard parts.count <= 1 && tree.name(condition) == name || parts.count > 1 && isName(parts.last) else { return nil }
                test = .bound
            case .sequenceExpr:
                let parts = Array(tree.children(condition))
                guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator,
                      isName(parts[0]) && tree.kind(parts[2]) == .nilLiteral || isName(parts[2]) && tree.kind(parts[0]) == .nilLiteral
                else { return nil }
                switch tree.name(parts[1]) {
                case "!=": test = .notNil
                case "==": test = .isNil
                default: return nil
                }
            default:
                return nil
            }
            if let found, found != test { return nil }
            found = test
        }
        return found
    }

}

/// The two sides of `if c { A } else { B }` as view content.
extension SyntaxTree {
    public struct ConditionalBranches {
        public let then: NodeID
        public let otherwise: NodeID

        /// Nil unless the `if` has an `else` block (an `else if` chain is not one flip).
        public init?(_ ifStatement: NodeID, in tree: SyntaxTree) {
            let blocks = tree.children(ifStatement, kind: .codeBlock)
            guard blocks.count == 2 else { return nil }
            then = blocks[0]
            otherwise = blocks[1]
        }

        /// One side is `self` and the other is built on it (`transform(self)`, `self.padding()`,
        /// `padding()`, `Wrapper { self }`, or a name the condition binds to such a value:
        /// `if let view = transform(self) { view } else { self }`).
        func buildOnSelf(in tree: SyntaxTree, conditions: NodeID) -> Bool {
            guard let a = tree.singleItem(then), let b = tree.singleItem(otherwise) else { return false }
            func isSelf(_ node: NodeID) -> Bool { tree.kind(node) == .identifier && tree.nameEquals(node, "self") }
            func mentionsSelf(_ node: NodeID) -> Bool { tree.descendants(of: node, kind: .identifier).contains { isSelf($0) } }
            func builtOnSelf(_ node: NodeID) -> Bool {
                if isSelf(node) { return false }
                if mentionsSelf(node) || tree.kind(node) == .call && tree.isImplicitSelfModifier(node) { return true }
                guard tree.kind(node) == .identifier else { return false }
                return tree.children(conditions, kind: .optionalBinding).contains { binding in
                    tree.name(binding) == tree.name(node) && tree.children(binding).count > 1 && tree.children(binding).last.map(mentionsSelf) == true
                }
            }
            return isSelf(a) && builtOnSelf(b) || isSelf(b) && builtOnSelf(a)
        }
    }

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
