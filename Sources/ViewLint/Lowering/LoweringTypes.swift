// Lowering one view type: its stored fields (from the index), its custom `==` when it is a
// plain comparison of fields, and its body (LoweringViews.swift).

extension Lowering {
    struct LoweredType {
        var type: ViewType
        /// Project view types the body constructs, in order met.
        var constructed: [String]
        var unmodelled: [String]
    }

    func lowerType(_ name: String) -> LoweredType? {
        guard let info = index.index.viewType(named: name), let (tree, decl) = declaration(of: name) else { return nil }
        let members = self.members(of: name, declaration: decl, in: tree)
        guard let body = members["body"] else { return nil }
        let fields = info.storedProperties.map { Lowering.field(for: $0) }
        var builder = BodyLowering(lowering: self, tree: tree, typeName: name, members: members,
                                   fieldKinds: Dictionary(fields.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a }))
        let template = builder.lowerMember(body)
        var type = ViewType(name, fields: fields, equality: nil, isPOD: info.pod.isPOD, body: template)
        if info.customEquality != nil && info.isEquatable {
            type.equality = equality(of: info)
            if type.equality == nil {
                builder.unmodelled.append("`\(name).==` is not a plain comparison of fields")
            }
        }
        return LoweredType(type: type, constructed: builder.constructed, unmodelled: builder.unmodelled)
    }

    /// docs/SWIFTUI-MODEL.md rules 5–6 need the field kinds; `@State` initial values are literals
    /// where written as literals. Other initial values get a placeholder: the engine only needs to
    /// tell a state's successive values apart, and scenarios change states by writing new values.
    static func field(for property: StoredProperty) -> Field {
        let initial = property.initializerText.flatMap(literalValue)
        switch property.wrapper?.kind {
        case .state?, .appStorage?, .sceneStorage?, .focusState?, .gestureState?:
            if let text = property.initializerText, FreshValue.describe(initializer: text) != nil {
                return Field(property.name, .state(initial: .fresh(.uuid)))
            }
            return Field(property.name, .state(initial: .literal(initial ?? placeholder(for: property))))
        case .binding?:
            return Field(property.name, .binding)
        case .environment?:
            return Field(property.name, .environment(key: property.wrapper?.arguments ?? property.name))
        case .stateObject?, .observedObject?, .environmentObject?, .bindable?, .fetchRequest?, .query?:
            // Model objects are kept as one stable reference: scenarios change `@State`, not
            // models, and reads of their properties are functions of this reference.
            return Field(property.name, .environment(key: "‹object \(property.name)›"))
        case .namespace?, .scaledMetric?, .published?, .custom?:
            return Field(property.name, .plain(isPOD: false), default: .literal(.string("‹\(property.name)›")))
        case nil:
            if case .function? = property.shape { return Field(property.name, .closure) }
            let def: Expr? = property.initializerText.map { text in
                initial.map(Expr.literal) ?? (FreshValue.describe(initializer: text) != nil ? .fresh(.uuid) : .literal(.string("‹\(text)›")))
            }
            return Field(property.name, .plain(isPOD: property.pod.isPOD), default: def)
        }
    }

    /// A stand-in value of the declared type for a property whose value the code does not show:
    /// collections get three distinct elements (so rows exist), scalars a typed value. Only its
    /// changes matter to the engine; scenarios never claim anything about the value itself.
    static func placeholder(for property: StoredProperty) -> Value {
        if property.isCollection {
            return .array((0..<3).map { .record(["id": .string("‹\(property.name) \($0)›")]) })
        }
        switch property.typeText.filter({ $0 != " " && $0 != "?" }) {
        case "Bool": return .bool(false)
        case "Int": return .int(0)
        case "Double", "CGFloat", "Float": return .double(0)
        default: return .string("‹\(property.name)›")
        }
    }

    /// `true`, `3`, `2.5`, `"text"` (without interpolation), `[]`, `nil`, `.caseName`.
    public static func literalValue(_ text: String) -> Value? {
        let t = text.trimmingWhitespace
        if t == "true" { return .bool(true) }
        if t == "false" { return .bool(false) }
        if t == "nil" { return Value.none }
        if t == "[]" || t == "[:]" { return .array([]) }
        let number = t.replacingUnderscores
        if let i = Int(number) { return .int(i) }
        if let d = Double(number) { return .double(d) }
        if t.count >= 2, t.first == "\"", t.last == "\"", !t.contains("\\("), !t.dropFirst().dropLast().contains("\"") {
            return .string(String(t.dropFirst().dropLast()))
        }
        if t.first == ".", t.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), t.count > 1 {
            return .string(t)
        }
        return nil
    }

    /// A custom `==` the engine can evaluate (EqualityModel), as the engine's `ViewEquality`.
    func equality(of info: ViewTypeInfo) -> ViewEquality? {
        guard let model = equalityModel(of: info) else { return nil }
        // Nil for values the model cannot compare: the run answers and records it, and a verdict
        // resting on the answer says so (SiteExperiment.equalityReading).
        return { a, b in model.evaluate(a, b) }
    }

    /// The view type's custom `==`, when the engine can evaluate it.
    public func equalityModel(ofType name: String) -> EqualityModel? {
        index.index.viewType(named: name).flatMap(equalityModel)
    }

    func equalityModel(of info: ViewTypeInfo) -> EqualityModel? {
        guard let location = info.customEquality, let tree = trees[location.path] else { return nil }
        var function: SyntaxTree.NodeID?
        tree.walk { id, _ in
            if function != nil { return .skipChildren }
            if tree.kind(id) == .funcDecl, tree.nameEquals(id, "=="),
               tree.byteRange(id).contains(location.offset) || tree.byteRange(id).lowerBound == location.offset {
                function = id
                return .skipChildren
            }
            return .visitChildren
        }
        guard let function, let block = tree.child(function, kind: .codeBlock) else { return nil }
        let parameters = tree.child(function, kind: .parameterClause).map { tree.children($0, kind: .parameter).map(tree.parameterLocalName) } ?? []
        guard parameters.count == 2 else { return nil }
        var items = Array(tree.children(block))
        if items.count == 1, tree.kind(items[0]) == .returnStmt, let value = tree.firstChild(items[0]) { items = [value] }
        guard items.count == 1 else { return nil }
        // The type's computed properties in this file, for `lhs.band`-style comparisons.
        var computed: [String: SyntaxTree.NodeID] = [:]
        if let (declTree, decl) = declaration(of: info.name), declTree.file.path == tree.file.path {
            for (name, member) in members(of: info.name, declaration: decl, in: tree) where tree.kind(member) == .patternBinding {
                if tree.child(member, kind: .codeBlock) != nil || tree.child(member, kind: .accessorBlock) != nil { computed[name] = member }
            }
        }
        return EqualityModel(items[0], in: tree, lhs: parameters[0], rhs: parameters[1],
                             fields: Set(info.storedProperties.map(\.name)), computed: computed)
    }
}

extension StoredProperty {
    /// Declared as an array or set (`[T]`, `Array<T>`, `Set<T>`, `IdentifiedArrayOf<T>`…).
    var isCollection: Bool {
        if case .array? = shape { return true }
        let t = typeText.filter { $0 != " " }
        return (t.hasPrefix("[") && !t.contains(":")) || t.hasPrefix("Array<") || t.hasPrefix("Set<") || t.hasPrefix("IdentifiedArray")
    }
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
    var replacingUnderscores: String {
        // No `_` byte, no `_` character: the text as it is, without going through its characters.
        guard utf8.contains(0x5F) else { return self }
        return String(filter { $0 != "_" })
    }

    /// `contains(other)`, comparing bytes when both are ASCII (where bytes and characters agree):
    /// `String.contains` compares characters, which costs far more on every stored property.
    func containsText(_ other: String) -> Bool {
        var text = self, other = other
        let found = text.withUTF8 { haystack in
            other.withUTF8 { needle -> Bool? in
                guard haystack.allSatisfy({ $0 < 0x80 }), needle.allSatisfy({ $0 < 0x80 }) else { return nil }
                guard !needle.isEmpty else { return true }
                guard needle.count <= haystack.count else { return false }
                for start in 0 ... haystack.count - needle.count
                where haystack[start] == needle[0] && needle.indices.allSatisfy({ haystack[start + $0] == needle[$0] }) {
                    return true
                }
                return false
            }
        }
        return found ?? contains(other)
    }
}
