/// Walks declarations (not bodies) of one tree.
struct SummaryCollector {
    typealias NodeID = SyntaxTree.NodeID

    /// The types around a declaration, as its qualified name needs them. The count is kept
    /// apart from the joined prefix because a nameless type still adds a (empty) component.
    struct Scope {
        var prefix: String
        var depth: Int
        static let topLevel = Scope(prefix: "", depth: 0)

        /// `prefix.name`, written into one new String (`prefix + "." + name` made two, and
        /// growing a reserved String still cost more than the copy).
        func qualified(_ name: String) -> String {
            guard depth > 0 else { return name }
            return .concatenation(prefix, ".", name)
        }

        /// The scope inside a type whose qualified name (`qualified(name)`) is `qualifiedName`.
        func entering(qualifiedName: String) -> Scope { Scope(prefix: qualifiedName, depth: depth + 1) }
    }

    let tree: FlatTree
    /// The file's bytes, shared by the stored properties' lazily read texts.
    let source: SummaryText
    var declarations: [TypeDeclarationSummary] = []
    /// `Dictionary()`, not `[:]`: the literal is built through `init(dictionaryLiteral:)`,
    /// ~40 instructions a file for an empty dictionary.
    var typealiases = [String: TypeShape]()
    /// Every `typealias` declaration (named in the types around it), for the index's table of
    /// what each alias names where (`FileSummary.typeAliasDeclarations`).
    var aliasDeclarations: [(qualifiedName: String, id: NodeID)] = []
    /// The file's top-level `import`s (in `#if` clauses too): which modules it sees.
    var imports: [ImportedModule] = []
    /// The line of the previous declaration: members come in source order.
    private var typeLine = 0

    init(tree: FlatTree, source: SummaryText) {
        self.tree = tree
        self.source = source
    }

    mutating func collectMembers(of container: NodeID, in scope: Scope) {
        for child in tree.children(container) {
            switch tree.kind(child) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                collectType(child, in: scope)
            case .ifConfig:
                for clause in tree.children(child) { collectMembers(of: clause, in: scope) }
            case .importDecl where scope.depth == 0:
                let name = tree.name(child)
                guard !name.isEmpty else { break }
                let exported = tree.children(child).contains { tree.kind($0) == .attribute && tree.name($0) == "_exported" }
                imports.append(ImportedModule(name: name, exported: exported))
            case .memberBlock:
                collectMembers(of: child, in: scope)
            case .typealiasDecl:
                let name = tree.name(child)
                // The first declaration of a name is kept, as the lowering takes the first
                // `#if` clause (`ResolvedTypeAlias.init(_:declarations:)` says why).
                if typealiases[name] == nil, let type = typeChild(of: child) {
                    typealiases[name] = shape(of: type)
                }
                aliasDeclarations.append((scope.qualified(name), child))
            default:
                break
            }
        }
    }

    /// Whether a type declaration sits in a function body or closure (`#Preview { struct Demo: View … }`).
    func isLocalType(_ id: NodeID) -> Bool {
        var container = tree.parent(id)
        while let node = container, tree.kind(node) == .ifConfigClause || tree.kind(node) == .ifConfig {
            container = tree.parent(node)
        }
        guard let local = container else { return false }
        return tree.kind(local) == .codeBlock || tree.kind(local) == .closure
    }

    /// A type declared in a body: its qualified name includes the enclosing types.
    mutating func collectLocalType(_ id: NodeID) {
        var enclosing: [String] = []
        var ancestor = tree.parent(id)
        while let node = ancestor {
            switch tree.kind(node) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl: enclosing.append(tree.name(node))
            case .extensionDecl:
                if let type = firstTypeChild(of: node) { enclosing.append(lastName(of: type)) }
            default: break
            }
            ancestor = tree.parent(node)
        }
        collectType(id, in: Scope(prefix: enclosing.reversed().joined(separator: "."), depth: enclosing.count))
    }

    /// The last type child of `id` (a typealias's aliased type, an attributed type's type).
    func typeChild(of id: NodeID) -> NodeID? {
        var found: NodeID?
        for child in tree.children(id) where SummaryCollector.isType(tree.kind(child)) { found = child }
        return found
    }

    /// The first type child of `id` (an extension's extended type).
    func firstTypeChild(of id: NodeID) -> NodeID? {
        for child in tree.children(id) where SummaryCollector.isType(tree.kind(child)) { return child }
        return nil
    }

    /// Whether a node kind is a type (a `switch`: a `Set` lookup hashes on every call).
    static func isType(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .simpleType, .memberType, .optionalType, .implicitlyUnwrappedType, .arrayType, .dictionaryType,
             .tupleType, .functionType, .someType, .anyType, .attributedType, .compositionType, .metatypeType:
            return true
        default:
            return false
        }
    }

    mutating func collectType(_ id: NodeID, in scope: Scope) {
        let node = tree[id]
        // The parts the summary needs, found in one pass over the children.
        var firstType: NodeID?, inheritance: NodeID?, genericClause: NodeID?, memberBlock: NodeID?
        var isIndirect = false
        for child in tree.children(id) {
            let kind = tree.kind(child)
            if firstType == nil, SummaryCollector.isType(kind) { firstType = child }
            switch kind {
            case .inheritanceClause: if inheritance == nil { inheritance = child }
            case .genericParameterClause: if genericClause == nil { genericClause = child }
            case .memberBlock: if memberBlock == nil { memberBlock = child }
            case .modifier: if tree.nameEquals(child, "indirect") { isIndirect = true }
            default: break
            }
        }
        let kind: TypeDeclarationSummary.Kind
        var name: String
        switch node.kind {
        case .structDecl: kind = .struct
        case .classDecl: kind = .class
        case .enumDecl: kind = .enum
        case .actorDecl: kind = .actor
        case .protocolDecl: kind = .protocol
        default: kind = .extension
        }
        if kind == .extension, let firstType {
            name = lastName(of: firstType)
        } else {
            name = tree.name(id)
        }
        var firstInherited: Range<UInt32>?, moreInherited: [Range<UInt32>] = []
        if let inheritance {
            let types = tree.children(inheritance)
            if let first = types.first { firstInherited = lastNameRange(of: first).compact }
            if types.count > 1 {
                moreInherited.reserveCapacity(types.count - 1)
                for type in types.dropFirst() { moreInherited.append(lastNameRange(of: type).compact) }
            }
        }
        var genericParameters: [String] = []
        if let genericClause {
            for parameter in tree.children(genericClause) where tree.kind(parameter) == .genericParameter {
                genericParameters.append(tree.name(parameter))
            }
        }
        typeLine = tree.lineIndex(of: Int(node.startOffset), near: typeLine)
        // An extension is named by the type it extends as written (`extension A.B` extends
        // `A.B`, never a `B` nested elsewhere): the merge matches it to that declaration.
        let qualifiedName: String
        if kind == .extension {
            qualifiedName = firstType.flatMap { tree.kind($0) == .memberType ? self.qualifiedName(ofMemberType: $0) : nil } ?? name
        } else {
            qualifiedName = scope.qualified(name)
        }
        var members = MemberFacts(isIndirect: isIndirect)
        if let memberBlock {
            for member in tree.children(memberBlock) where tree.kind(member) == .variableDecl { members.variableCount &+= 1 }
            scanMembers(memberBlock, into: &members)
        }
        // Each array is handed over, not copied: a copy and the draft's destruction cost a
        // retain and a release per array and declaration.
        declarations.append(TypeDeclarationSummary(
            kind: kind, name: name, qualifiedName: qualifiedName, source: source, firstInherited: firstInherited,
            moreInherited: consume moreInherited,
            members: consume members, genericParameters: consume genericParameters,
            offset: Int(node.startOffset), line: typeLine + 1))
        if let memberBlock {
            collectMembers(of: memberBlock, in: kind == .extension ? Scope(prefix: qualifiedName, depth: 1) : scope.entering(qualifiedName: qualifiedName))
        }
    }

    /// Stored properties, `static func ==`, enum payloads.
    func scanMembers(_ container: NodeID, into facts: inout MemberFacts) {
        for member in tree.children(container) {
            switch tree.kind(member) {
            case .ifConfig:
                for clause in tree.children(member) { scanMembers(clause, into: &facts) }
            case .variableDecl:
                if tree.hasStaticModifier(member) { continue }
                appendStoredProperties(of: member, to: &facts.storedProperties, expecting: facts.variableCount)
            case .funcDecl:
                if tree.tokenEquals(tree[member].name, "=="),
                   tree.hasStaticModifier(member) {
                    facts.staticEqualsOffset = facts.staticEqualsOffset ?? Int(tree[member].startOffset)
                }
            case .enumCaseDecl:
                if tree.hasModifier(member, "indirect") { facts.isIndirect = true }
                for element in tree.children(member) where tree.kind(element) == .enumCaseElement {
                    guard let payload = tree.child(element, kind: .tupleType) else { continue }
                    for type in tree.children(payload) where SummaryCollector.isType(tree.kind(type)) { // not default values
                        facts.enumPayloads.append(shape(of: type))
                    }
                }
            default:
                break
            }
        }
    }

    /// Attributes that are not property wrappers. Most are recognised from their bytes by
    /// `AttributeNames`; this String test is for spellings the table does not hold.
    static func isPlainAttribute(_ name: String) -> Bool { AttributeNames.plainNames.contains(name) }

    /// `expected`: how many to make room for at the first (see `MemberFacts.variableCount`).
    func appendStoredProperties(of decl: NodeID, to properties: inout [StoredProperty], expecting expected: Int) {
        var wrapper: PropertyWrapperUse?
        for attribute in tree.children(decl) where tree.kind(attribute) == .attribute {
            guard let nameNode = tree.firstChild(attribute) else { continue }
            // Only a capitalised name can be a wrapper: test the byte before making a String.
            let range = tree.byteRange(nameNode)
            guard !range.isEmpty, tree.bytes[range.lowerBound] >= UInt8(ascii: "A"),
                  tree.bytes[range.lowerBound] <= UInt8(ascii: "Z") else { continue }
            let name: String, kind: PropertyWrapperKind
            switch AttributeNames.shared.use(of: tree.bytes[range]) {
            case .plain?:
                continue
            case .wrapper(let known, let spelled)?:
                (kind, name) = (known, spelled)
            case nil where AttributeNames.isComplete(for: tree.bytes[range]):
                (kind, name) = (.custom, tree.text(range))
            case nil:
                name = tree.text(range)
                guard !SummaryCollector.isPlainAttribute(name) else { continue }
                kind = .of(attributeName: name)
            }
            var firstArgument: NodeID?, lastArgument: NodeID?
            for argument in tree.children(attribute) where tree.kind(argument) == .argument {
                if firstArgument == nil { firstArgument = argument }
                lastArgument = argument
            }
            var argumentText = ""
            if let firstArgument, let lastArgument {
                argumentText = tree.text(Int(tree[firstArgument].startOffset) ..< Int(tree[lastArgument].endOffset))
            }
            wrapper = PropertyWrapperUse(kind: kind, name: name, arguments: argumentText)
            break
        }
        let isLet = tree.tokenEquals(tree[decl].aux, "let")
        let offset = Int(tree[decl].startOffset)
        for binding in tree.children(decl) where tree.kind(binding) == .patternBinding {
            if tree[binding].flags.contains(.computed) { continue }
            var annotation: NodeID?, initializer: NodeID?, hasBody = false
            for part in tree.children(binding) {
                switch tree.kind(part) {
                case .codeBlock: hasBody = true
                case .typeAnnotation: if annotation == nil { annotation = part }
                case .initializerClause: if initializer == nil { initializer = part }
                default: break
                }
            }
            if hasBody { continue }
            var typeTextRange: Range<UInt32>?, shape: TypeShape?
            if let annotation, let type = tree.firstChild(annotation) {
                typeTextRange = tree.byteRange(type).compact
                shape = self.shape(of: type)
            }
            var initializerByteRange: Range<Int>?, initializerTokenRange: Range<Int>?
            if let initializer, let value = tree.firstChild(initializer) {
                let valueNode = tree[value]
                initializerByteRange = tree.byteRange(value)
                initializerTokenRange = Int(valueNode.firstToken) ..< Int(valueNode.endToken)
                if shape == nil { shape = inferredShape(of: value) }
            }
            // Room for the expected count at the first: grown by doubling from a guess, a
            // type's properties (a large struct) were copied and reallocated again.
            if properties.isEmpty { properties.reserveCapacity(max(expected, 1)) }
            properties.append(StoredProperty(
                isLet: isLet, wrapper: wrapper, shape: shape,
                initializerByteRange: initializerByteRange, initializerTokenRange: initializerTokenRange, offset: offset,
                source: source, nameRange: tree.nameRange(binding)?.compact ?? 0 ..< 0, typeTextRange: typeTextRange))
        }
    }
}
