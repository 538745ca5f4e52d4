/// Facts about every declared type (not only views) that rules need across files: which
/// types mint a fresh identity per instance, which properties are constant or freshly
/// initialised, which helpers erase to `AnyView`, which protocols refine a view protocol.
/// Collected per file from declarations only, then merged.
public struct ProjectFacts: Sendable {
    /// Type → stored instance properties initialised with a fresh value (`let id = UUID()`),
    /// with what makes them fresh.
    public private(set) var freshProperties: [String: [String: String]] = [:]
    /// Type → `static let` properties and instance `let` properties initialised with a literal.
    public private(set) var constantProperties: [String: Set<String>] = [:]
    /// Classes conforming to `Identifiable` without an `id` property: identity is the object.
    public private(set) var identityIdentifiedClasses: Set<String> = []
    /// Functions returning `AnyView` declared in extensions (`func eraseToAnyView() -> AnyView`).
    public private(set) var anyViewErasers: Set<String> = []
    /// Project protocols and what they inherit from.
    public private(set) var protocolParents: [String: [String]] = [:]
    /// Project protocols' requirements as written (`ProtocolRequirements`).
    public private(set) var protocolRequirements: [String: ProtocolRequirements] = [:]
    /// Classes by name: what they inherit and their stored properties, for telling
    /// `ObservableObject` models from `@Observable` ones (docs/SWIFTUI-MODEL.md rules 29–30, fact 45).
    public private(set) var classes: [String: ClassFacts] = [:]
    /// Every declared type name (views and models alike): kind, conformances, property types.
    public internal(set) var declaredTypes: [String: DeclaredType] = [:]
    /// `extension View` helpers that switch identity on a condition, by name.
    public internal(set) var conditionalHelpers: [String: ConditionalHelper] = [:]
    /// Static members (functions, properties, enum cases) by name → the types they are declared
    /// to give, as written without spaces ("" when not written): what `.name(…)` can be.
    public internal(set) var staticMemberTypes: [String: Set<String>] = [:]
    /// How view code uses types: rows, screens, re-syncs, identities, written properties.
    public internal(set) var usage = ViewUsage()

    public init() {}

    public init(trees: [SyntaxTree]) {
        for tree in trees { merge(ProjectFacts(tree: tree)) }
    }

    /// The facts one file declares.
    public init(tree: SyntaxTree) {
        tree.walk { id, _ in
            switch tree.kind(id) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                collectMembers(of: id, in: tree)
                return .visitChildren
            case .protocolDecl:
                protocolParents[tree.name(id)] = tree.inheritedTypeNames(of: id)
                protocolRequirements[tree.name(id)] = ProtocolRequirements(id, in: tree)
                return .skipChildren
            case .funcDecl, .variableDecl, .initDecl, .subscriptDecl, .closure, .codeBlock:
                // Types declared inside function bodies are not visible to other files.
                return .skipChildren
            default:
                return .visitChildren
            }
        }
        usage = ViewUsage(tree: tree)
    }

    public mutating func merge(_ other: ProjectFacts) {
        mergeDeclarations(other)
        usage.merge(other.usage)
    }

    /// Adds what `other` declares (not how its code uses types). Facts already here win where
    /// both have one. Type names in `shadowed` are left out of `other`'s type facts: a module's
    /// own `Item` hides an imported module's `Item`, as in Swift.
    mutating func mergeDeclarations(_ other: ProjectFacts, shadowed: Set<String> = []) {
        let other = shadowed.isEmpty ? other : other.hiding(types: shadowed)
        freshProperties.absorb(other.freshProperties) { $0.merge($1) { old, _ in old } }
        constantProperties.absorbUnion(other.constantProperties)
        identityIdentifiedClasses.formUnion(other.identityIdentifiedClasses)
        protocolParents.merge(other.protocolParents) { old, _ in old }
        protocolRequirements.merge(other.protocolRequirements) { old, _ in old }
        classes.merge(other.classes) { old, _ in old }
        declaredTypes.absorb(other.declaredTypes) { $0.merge($1) }
        mergeExtensionMembers(other)
    }

    /// Adds the functions `other` declares in extensions (`View` helpers, `AnyView` erasers),
    /// where facts already here win.
    mutating func mergeExtensionMembers(_ other: ProjectFacts) {
        anyViewErasers.formUnion(other.anyViewErasers)
        conditionalHelpers.merge(other.conditionalHelpers) { old, _ in old }
        staticMemberTypes.absorbUnion(other.staticMemberTypes)
    }

    /// These facts without those about the types called `names`.
    private func hiding(types names: Set<String>) -> ProjectFacts {
        var copy = self
        copy.freshProperties = freshProperties.filter { !names.contains($0.key) }
        copy.constantProperties = constantProperties.filter { !names.contains($0.key) }
        copy.identityIdentifiedClasses = identityIdentifiedClasses.subtracting(names)
        copy.protocolParents = protocolParents.filter { !names.contains($0.key) }
        copy.protocolRequirements = protocolRequirements.filter { !names.contains($0.key) }
        copy.classes = classes.filter { !names.contains($0.key) }
        copy.declaredTypes = declaredTypes.filter { !names.contains($0.key) }
        return copy
    }

    /// The type names these facts declare (types and protocols, not extensions): what hides
    /// an imported module's types of the same names.
    var declaredTypeNames: Set<String> {
        var names = Set(protocolParents.keys)
        for (name, type) in declaredTypes where type.kind != nil { names.insert(name) }
        return names
    }

    private mutating func collectMembers(of declaration: SyntaxTree.NodeID, in tree: SyntaxTree) {
        let isExtension = tree.kind(declaration) == .extensionDecl
        let typeName = isExtension ? tree.extendedTypeName(of: declaration) : tree.name(declaration)
        guard let members = tree.child(declaration, kind: .memberBlock) else { return }
        var hasIDProperty = false
        let scan = MemberScan(ProjectFacts.memberDeclarations(members, in: tree), in: tree)
        let declared = ProjectFacts.declaredType(declaration, members: scan, in: tree)
        addDeclaredType(declared, named: typeName)
        // A nested type (`Game.State`) also under its qualified name: every reducer's `State`
        // shares the simple one.
        if let qualified = ProjectFacts.qualifiedTypeName(of: declaration, in: tree), qualified != typeName {
            addDeclaredType(declared, named: qualified)
        }
        collectStaticMembers(scan, of: declaration, named: typeName, in: tree)
        // Gathered here and added under the type's name once, not looked up per property.
        var constants = Set<String>(), freshByName: [String: String] = [:]
        for scanned in scan.members {
            let member = scanned.id
            switch scanned.kind {
            case .variableDecl:
                let variable = scanned.variable!
                let isStatic = variable.isStatic
                let isLet = variable.isLet
                let hasWrapper = variable.attributes.contains { ProjectFacts.isWrapperAttribute($0, in: tree) }
                for (binding, name) in variable.bindings.lazy.map({ ($0.id, $0.name) }) {
                    if name == "id" { hasIDProperty = true }
                    if tree.isComputed(binding) {
                        // `var weekDays: [String] { ["S", "M", …] }`: a getter returning a literal.
                        if let body = tree.child(binding, kind: .codeBlock), ProjectFacts.returnsLiteral(body, in: tree) {
                            constants.insert(name)
                        }
                        continue
                    }
                    let initializer = tree.child(binding, kind: .initializerClause).flatMap { tree.firstChild($0) }
                    if isStatic, isLet {
                        constants.insert(name)
                    } else if isLet, !hasWrapper, let initializer, FreshValue.describe(initializer, in: tree) == nil {
                        // A stored property's default cannot read the instance, so a `let` with
                        // one (`let pages = [Page(…), …]`, `let sizes = Size.allCases`) holds the
                        // same value for every instance the parent creates.
                        constants.insert(name)
                    }
                    if !isStatic, !hasWrapper, let initializer, let fresh = FreshValue.describe(initializer, in: tree) {
                        freshByName[name] = fresh
                    }
                }
            case .funcDecl:
                if isExtension, let type = tree.resultType(of: member), tree.typeName(of: type) == "AnyView",
                   tree.child(member, kind: .parameterClause).map({ tree.children($0, kind: .parameter).isEmpty }) ?? true,
                   typeName == "View" || ProjectFacts.erasesReceiver(member, in: tree) {
                    anyViewErasers.insert(tree.name(member))
                }
                if isExtension, typeName == "View", let helper = ProjectFacts.conditionalHelper(member, in: tree) {
                    conditionalHelpers[tree.name(member)] = conditionalHelpers[tree.name(member)] ?? helper
                }
            default:
                break
            }
        }
        if !constants.isEmpty { constantProperties[typeName, default: []].formUnion(constants) }
        if !freshByName.isEmpty { freshProperties[typeName, default: [:]].merge(freshByName) { _, new in new } }
        if tree.kind(declaration) == .classDecl, !hasIDProperty, tree.inheritedTypeNames(of: declaration).contains("Identifiable") {
            identityIdentifiedClasses.insert(typeName)
        }
        if tree.kind(declaration) == .classDecl || tree.kind(declaration) == .actorDecl {
            classes[typeName] = ClassFacts(class: declaration, members: scan, in: tree)
        } else if isExtension, var existing = classes[typeName] {
            existing.inherited += tree.inheritedTypeNames(of: declaration)
            classes[typeName] = existing
        }
    }

    /// Adds one declaration's facts under `name`: a name seen first takes them as they are
    /// (what merging them into an empty `DeclaredType` gives, without rebuilding each set and
    /// dictionary), a name seen again merges them in place.
    mutating func addDeclaredType(_ declared: DeclaredType, named name: String) {
        if let entry = declaredTypes.index(forKey: name) {
            declaredTypes.values[entry].merge(declared)
        } else {
            declaredTypes[name] = declared.asFirstDeclaration
        }
    }

    /// `Outer.Inner` for a type declared inside another (or an extension of `Outer.Inner`);
    /// nil for a type declared at the top level, or inside a function.
    static func qualifiedTypeName(of declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        if tree.kind(declaration) == .extensionDecl {
            guard let extended = tree.children(declaration).first(where: { tree.kind($0) == .memberType }) else { return nil }
            let path = tree.textWithoutSpaces(extended)
            return path.contains("<") ? nil : path
        }
        var names = [tree.name(declaration)]
        var current = declaration
        while let outer = tree.enclosingTypeDeclaration(current) {
            if tree.kind(outer) == .extensionDecl {
                names.insert(qualifiedTypeName(of: outer, in: tree) ?? tree.extendedTypeName(of: outer), at: 0)
                break
            }
            names.insert(tree.name(outer), at: 0)
            current = outer
        }
        return names.count > 1 ? names.joined(separator: ".") : nil
    }

    /// The static members a declaration or extension adds, with the types they give.
    private mutating func collectStaticMembers(_ scan: MemberScan, of declaration: SyntaxTree.NodeID, named typeName: String,
                                               in tree: SyntaxTree) {
        func note(_ name: String, _ type: SyntaxTree.NodeID?) {
            staticMemberTypes[name, default: []].insert(type.map { tree.textWithoutSpaces($0) } ?? "")
        }
        for scanned in scan.members {
            let member = scanned.id
            switch scanned.kind {
            case .funcDecl where scanned.isStatic:
                note(tree.name(member), tree.resultType(of: member))
            case .variableDecl where scanned.isStatic:
                for binding in scanned.variable!.bindings {
                    if let annotation = tree.child(binding.id, kind: .typeAnnotation), let type = tree.firstChild(annotation) {
                        note(binding.name, type)
                    } else if let initializer = tree.child(binding.id, kind: .initializerClause).flatMap({ tree.firstChild($0) }),
                              case .named(let made)? = ProjectFacts.inferredPropertyType(initializer, in: tree) {
                        // `static let shared = Model()`: a `Model`, or nil if that `init` is failable.
                        staticMemberTypes[binding.name, default: []].insert(made + "?")
                    } else {
                        note(binding.name, nil)
                    }
                }
            case .enumCaseDecl where tree.kind(declaration) == .enumDecl:
                for element in tree.children(member, kind: .enumCaseElement) {
                    staticMemberTypes[tree.name(element), default: []].insert(typeName)
                }
            default:
                break
            }
        }
    }

    /// Member declarations, looking into `#if` clauses.
    static func memberDeclarations(_ members: SyntaxTree.NodeID, in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        var result: [SyntaxTree.NodeID] = []
        for member in tree.children(members) {
            if tree.kind(member) == .ifConfig {
                for clause in tree.children(member) {
                    result += tree.children(clause).filter { tree.kind($0) != .ifConfig }
                }
            } else {
                result.append(member)
            }
        }
        return result
    }

    /// Whether `function` returns its receiver erased: `AnyView(self)`, `AnyView(self.padding())`,
    /// `AnyView(erasing: self)`. An erase helper on a type other than `View` is one only then: a
    /// protocol's default `toPresentable() -> AnyView` that builds some other view (a coordinator's
    /// screen) wraps no receiver, and its callers' receivers are not views.
    static func erasesReceiver(_ function: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let body = tree.child(function, kind: .codeBlock) else { return false }
        for call in tree.descendants(of: body, kind: .call) {
            guard let callee = tree.firstChild(call), tree.kind(callee) == .identifier, tree.name(callee) == "AnyView",
                  let argument = tree.children(call, kind: .argument).first, var root = tree.firstChild(argument) else { continue }
            // Down the chain to what it starts from: `self.padding().frame()` starts from `self`.
            while [.call, .memberAccess].contains(tree.kind(root)), let first = tree.firstChild(root) { root = first }
            if tree.kind(root) == .identifier, tree.name(root) == "self" { return true }
        }
        return false
    }

    /// A getter body that is one literal expression (`{ [1, 2] }` or `{ return "a" }`).
    static func returnsLiteral(_ body: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        let items = Array(tree.children(body))
        guard items.count == 1 else { return false }
        var expression = items[0]
        if tree.kind(expression) == .returnStmt, let value = tree.firstChild(expression) { expression = value }
        return isLiteral(expression, in: tree)
    }

    static func isLiteral(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        switch tree.kind(expression) {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral:
            return true
        case .arrayLiteral, .dictionaryLiteral, .dictionaryElement:
            return tree.children(expression).allSatisfy { isLiteral($0, in: tree) || tree.kind($0) == .memberAccess }
        default:
            return false
        }
    }

    /// `@State`, `@Published`, … (an uppercase attribute on a stored property that is not a
    /// known marker such as `@MainActor`).
    public static func isWrapperAttribute(_ attribute: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        let name = tree.name(attribute)
        guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return false }
        return !["MainActor", "ObservationIgnored", "ViewBuilder", "Sendable", "preconcurrency", "NSManaged", "IBOutlet"].contains(name)
    }
}

/// What a class declares that the engine needs to model it: `@Observable`, what it inherits
/// (`ObservableObject` directly or through a superclass), and its stored properties with
/// `@Published` / `@ObservationIgnored`.
public struct ClassFacts: Sendable {
    public struct Property: Sendable {
        public var name: String
        public var isPublished: Bool
        public var isObservationIgnored: Bool
        public var initializerText: String?
        /// The declared type (`Bool`), when annotated: how a property without a literal start
        /// changes (a `Bool` alternates).
        public var typeText: String?
    }
    public var isObservableMacro: Bool
    public var inherited: [String]
    public var properties: [Property]
    /// The `var`s `init` fills again from a publisher that replays its value (`InitRefill`).
    public var refilled: [String: InitRefill] = [:]
    /// For `@dynamicMemberLookup` with a subscript reading one stored property by key path
    /// (`DynamicMemberFacts.swift`): that property, and the names the class declares itself.
    public var dynamicMembersReadThrough: String?
    public var declaredMembers: Set<String> = []
    /// Its instance methods: `model.send(…)` names no property that changes.
    public var methods: Set<String> = []
    /// Its instance methods every declaration of which in the class body runs to its end without
    /// suspending: not `async` (an `await` of one is an actor hop), or `async` with no `await` of
    /// its own outside nested closures (a `Task { … }` it starts runs apart from it).
    public var methodsEndingAtOnce: Set<String> = []

    /// `members`: the class's member block scanned (`MemberScan`).
    init(class declaration: SyntaxTree.NodeID, members: MemberScan, in tree: SyntaxTree) {
        isObservableMacro = tree.children(declaration, kind: .attribute).contains { tree.nameEquals($0, "Observable") }
        inherited = tree.inheritedTypeNames(of: declaration)
        var properties: [Property] = []
        for (_, variable) in members.variables where !variable.isStatic {
            let published = variable.attributes.contains { tree.nameEquals($0, "Published") }
            let ignored = variable.attributes.contains { tree.nameEquals($0, "ObservationIgnored") }
            for binding in variable.bindings {
                if tree.isComputed(binding.id) { continue }
                let initializer = tree.child(binding.id, kind: .initializerClause).flatMap { tree.firstChild($0) }
                let type = tree.child(binding.id, kind: .typeAnnotation).flatMap { tree.firstChild($0) }
                properties.append(Property(name: binding.name, isPublished: published, isObservationIgnored: ignored,
                                           initializerText: initializer.map { tree.text($0) },
                                           typeText: type.map { tree.text($0) }))
            }
        }
        self.properties = properties
        refilled = Self.refills(class: declaration, members: members.ids, in: tree)
        (methods, methodsEndingAtOnce) = Self.instanceMethods(members, in: tree)
        (dynamicMembersReadThrough, declaredMembers) = Self.dynamicMembers(of: declaration, members: members, stored: Set(properties.map(\.name)), in: tree)
    }

}

extension SyntaxTree {
    /// Whether a declaration carries the modifier `text` (`static`, `private`, …).
    public func hasModifier(_ declaration: NodeID, _ text: StaticString) -> Bool {
        children(declaration).contains { kind($0) == .modifier && nameEquals($0, text) }
    }

    /// Whether a pattern binding computes its value (a getter, or a bare block) rather than
    /// storing it; `didSet`/`willSet` alone observe a stored property (the parser decides).
    public func isComputed(_ binding: NodeID) -> Bool {
        self[binding].flags.contains(.computed)
    }
}
