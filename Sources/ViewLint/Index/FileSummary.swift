/// A type, protocol or extension declared in a file, as the index needs it. A class so that
/// the merge and the POD classifier pass it around with one reference count, not ten.
public final class TypeDeclarationSummary: Sendable {
    public enum Kind: String, Sendable { case `struct`, `class`, `enum`, `actor`, `protocol`, `extension` }
    public let kind: Kind
    /// Declared name (for an extension: the extended type's last name component).
    public let name: String
    public let qualifiedName: String
    /// Inherited / conformed names (last components, generic arguments dropped).
    public let inherited: [String]
    public let storedProperties: [StoredProperty]
    /// Byte offset of a `static func ==` declared in the body.
    public let staticEqualsOffset: Int?
    /// Enums: the payload types of all cases (empty when no case has a payload), and `indirect`.
    public let enumPayloads: [TypeShape]
    public let isIndirect: Bool
    /// Generic parameter names (`Content` in `Card<Content: View>`): not project types.
    public let genericParameters: [String]
    public let offset: Int
    public let line: Int

    init(_ draft: TypeDeclarationDraft) {
        kind = draft.kind
        name = draft.name
        qualifiedName = draft.qualifiedName
        inherited = draft.inherited
        storedProperties = draft.storedProperties
        staticEqualsOffset = draft.staticEqualsOffset
        enumPayloads = draft.enumPayloads
        isIndirect = draft.isIndirect
        genericParameters = draft.genericParameters
        offset = draft.offset
        line = draft.line
    }
}

/// The mutable form of a `TypeDeclarationSummary` while its members are scanned.
struct TypeDeclarationDraft {
    var kind: TypeDeclarationSummary.Kind
    var name: String
    var qualifiedName: String
    var inherited: [String]
    var storedProperties: [StoredProperty]
    var staticEqualsOffset: Int?
    var enumPayloads: [TypeShape]
    var isIndirect: Bool
    var genericParameters: [String]
    var offset: Int
    var line: Int
}

/// Everything the index keeps from one file. Built independently per file (so files can be
/// summarised in parallel), then merged once by `ProjectIndex`. Holds no syntax tree.
public struct FileSummary: Sendable {
    public var path: String
    public var declarations: [TypeDeclarationSummary] = []
    /// `typealias Name = Type` anywhere in the file's member lists.
    public var typealiases: [String: TypeShape] = [:]
    /// Calls that construct a capitalised type that might be a project view.
    public var sites: [InstantiationSite] = []
    public var diagnosticCount: Int

    public init(tree: SyntaxTree) {
        path = tree.file.path
        diagnosticCount = tree.diagnostics.count + tree.lexicalDiagnostics.count
        var collector = SummaryCollector(tree: tree)
        collector.collectMembers(of: tree.root, enclosing: [])
        collector.collectLocalTypes()
        declarations = collector.declarations
        typealiases = collector.typealiases
        sites = SiteCollector(tree: tree).collect()
    }
}

/// Walks declarations (not bodies) of one tree.
struct SummaryCollector {
    let tree: SyntaxTree
    var declarations: [TypeDeclarationSummary] = []
    var typealiases: [String: TypeShape] = [:]

    mutating func collectMembers(of container: SyntaxTree.NodeID, enclosing: [String]) {
        for child in tree.children(container) {
            let node = tree[child]
            switch node.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                collectType(child, enclosing: enclosing)
            case .ifConfig:
                for clause in tree.children(child) { collectMembers(of: clause, enclosing: enclosing) }
            case .memberBlock:
                collectMembers(of: child, enclosing: enclosing)
            case .typealiasDecl:
                if let type = typeChild(of: child) { typealiases[tree.name(child)] = shape(of: type) }
            default:
                break
            }
        }
    }

    /// Types declared inside function bodies and closures (`#Preview { struct Demo: View … }`),
    /// found by one pass over the node arena. Their qualified name includes the enclosing types.
    mutating func collectLocalTypes() {
        for index in tree.nodes.indices {
            switch tree.nodes[index].kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl: break
            default: continue
            }
            let id = SyntaxTree.NodeID(index)
            var container = tree.parent(id)
            while let node = container, tree.kind(node) == .ifConfigClause || tree.kind(node) == .ifConfig {
                container = tree.parent(node)
            }
            guard let local = container, tree.kind(local) == .codeBlock || tree.kind(local) == .closure else { continue }
            var enclosing: [String] = []
            var ancestor = tree.parent(local)
            while let node = ancestor {
                switch tree.kind(node) {
                case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl: enclosing.append(tree.name(node))
                case .extensionDecl:
                    if let type = tree.children(node).first(where: { SummaryCollector.isType(tree.kind($0)) }) {
                        enclosing.append(lastName(of: type))
                    }
                default: break
                }
                ancestor = tree.parent(node)
            }
            collectType(id, enclosing: enclosing.reversed())
        }
    }

    func typeChild(of id: SyntaxTree.NodeID) -> SyntaxTree.NodeID? {
        tree.children(id).last { SummaryCollector.isType(tree.kind($0)) }
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

    mutating func collectType(_ id: SyntaxTree.NodeID, enclosing: [String]) {
        let node = tree[id]
        let kind: TypeDeclarationSummary.Kind
        var name = tree.name(id)
        switch node.kind {
        case .structDecl: kind = .struct
        case .classDecl: kind = .class
        case .enumDecl: kind = .enum
        case .actorDecl: kind = .actor
        case .protocolDecl: kind = .protocol
        default:
            kind = .extension
            if let type = tree.children(id).first(where: { SummaryCollector.isType(tree.kind($0)) }) {
                name = lastName(of: type)
            }
        }
        var inherited: [String] = []
        if let clause = tree.child(id, kind: .inheritanceClause) {
            inherited = tree.children(clause).map { lastName(of: $0) }
        }
        let qualified = kind == .extension ? name : (enclosing + [name]).joined(separator: ".")
        var summary = TypeDeclarationDraft(
            kind: kind, name: name, qualifiedName: qualified, inherited: inherited, storedProperties: [],
            staticEqualsOffset: nil, enumPayloads: [], isIndirect: hasModifier(id, "indirect"),
            genericParameters: tree.child(id, kind: .genericParameterClause).map { clause in
                tree.children(clause, kind: .genericParameter).map { tree.name($0) }
            } ?? [],
            offset: Int(node.startOffset), line: tree.file.lineIndex(of: Int(node.startOffset)) + 1)
        if let members = tree.child(id, kind: .memberBlock) {
            scanMembers(members, into: &summary)
        }
        declarations.append(TypeDeclarationSummary(summary))
        if let members = tree.child(id, kind: .memberBlock) {
            collectMembers(of: members, enclosing: kind == .extension ? [name] : enclosing + [name])
        }
    }

    /// Stored properties, `static func ==`, enum payloads.
    func scanMembers(_ container: SyntaxTree.NodeID, into summary: inout TypeDeclarationDraft) {
        for member in tree.children(container) {
            switch tree.kind(member) {
            case .ifConfig:
                for clause in tree.children(member) { scanMembers(clause, into: &summary) }
            case .variableDecl:
                if hasModifier(member, "static") || hasModifier(member, "class") { continue }
                summary.storedProperties += storedProperties(of: member)
            case .funcDecl:
                if tree.tokenEquals(tree[member].name, "=="), hasModifier(member, "static") || hasModifier(member, "class") {
                    summary.staticEqualsOffset = summary.staticEqualsOffset ?? Int(tree[member].startOffset)
                }
            case .enumCaseDecl:
                if hasModifier(member, "indirect") { summary.isIndirect = true }
                for element in tree.children(member, kind: .enumCaseElement) {
                    if let payload = tree.child(element, kind: .tupleType) {
                        summary.enumPayloads += tree.children(payload)
                            .filter { SummaryCollector.isType(tree.kind($0)) } // not default values
                            .map { shape(of: $0) }
                    }
                }
            default:
                break
            }
        }
    }

    func hasModifier(_ id: SyntaxTree.NodeID, _ text: StaticString) -> Bool {
        tree.children(id).contains { tree.kind($0) == .modifier && tree.nameEquals($0, text) }
    }

    /// Attributes that are not property wrappers.
    static let plainAttributes: Set<String> = [
        "MainActor", "ViewBuilder", "Sendable", "MainActor.preconcurrency", "preconcurrency", "ToolbarContentBuilder",
        "SceneBuilder", "CommandsBuilder", "ObservationIgnored", "ObservationTracked", "Transient", "Attribute",
        "Relationship", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable", "TableColumnBuilder",
    ]

    func storedProperties(of decl: SyntaxTree.NodeID) -> [StoredProperty] {
        var wrapper: PropertyWrapperUse?
        for attribute in tree.children(decl, kind: .attribute) {
            guard let nameNode = tree.firstChild(attribute) else { continue }
            let name = tree.text(nameNode)
            guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
                  !SummaryCollector.plainAttributes.contains(name) else { continue }
            let arguments = tree.children(attribute, kind: .argument)
            var argumentText = ""
            if let firstArgument = arguments.first, let lastArgument = arguments.last {
                argumentText = tree.file.text(Int(tree[firstArgument].startOffset) ..< Int(tree[lastArgument].endOffset))
            }
            wrapper = PropertyWrapperUse(kind: .of(attributeName: name), name: name, arguments: argumentText)
            break
        }
        let isLet = tree.tokenEquals(tree[decl].aux, "let")
        var result: [StoredProperty] = []
        for binding in tree.children(decl, kind: .patternBinding) {
            let node = tree[binding]
            if node.flags.contains(.computed) { continue }
            if tree.child(binding, kind: .codeBlock) != nil { continue }
            var property = StoredProperty(name: tree.name(binding), isLet: isLet, wrapper: wrapper, typeText: "",
                                          shape: nil, initializerText: nil, initializerByteRange: nil,
                                          initializerTokenRange: nil, offset: Int(tree[decl].startOffset))
            if let annotation = tree.child(binding, kind: .typeAnnotation), let type = tree.firstChild(annotation) {
                property.typeText = tree.text(type)
                property.shape = shape(of: type)
            }
            if let clause = tree.child(binding, kind: .initializerClause), let value = tree.firstChild(clause) {
                let valueNode = tree[value]
                property.initializerByteRange = tree.byteRange(value)
                property.initializerTokenRange = Int(valueNode.firstToken) ..< Int(valueNode.endToken)
                property.initializerText = tree.text(value)
                if property.shape == nil { property.shape = inferredShape(of: value) }
            }
            result.append(property)
        }
        return result
    }

    /// The last name component of a type node (`SwiftUI.View` → `View`), generic arguments dropped.
    func lastName(of type: SyntaxTree.NodeID) -> String {
        switch tree.kind(type) {
        case .simpleType, .memberType, .metatypeType: return tree.name(type)
        case .attributedType:
            // `@unchecked Sendable`, `@MainActor View`
            if let inner = tree.children(type).last(where: { SummaryCollector.isType(tree.kind($0)) }) {
                return lastName(of: inner)
            }
            return tree.text(type)
        default: return tree.text(type)
        }
    }

    func shape(of type: SyntaxTree.NodeID) -> TypeShape {
        let kids = tree.children(type).filter { SummaryCollector.isType(tree.kind($0)) || tree.kind($0) == .genericArgumentClause }
        switch tree.kind(type) {
        case .simpleType, .memberType:
            let name = tree.name(type)
            var arguments: [TypeShape] = []
            if let clause = tree.child(type, kind: .genericArgumentClause) {
                arguments = tree.children(clause).map { shape(of: $0) }
            }
            switch (name, arguments.count) {
            case ("Optional", 1): return .optional(arguments[0])
            case ("Array", 1): return .array(arguments[0])
            case ("Dictionary", 2): return .dictionary(arguments[0], arguments[1])
            case ("Any", 0), ("AnyObject", 0): return .existential(name)
            default: return .named(name, arguments)
            }
        case .optionalType, .implicitlyUnwrappedType:
            return kids.first.map { .optional(shape(of: $0)) } ?? .unknown(tree.text(type))
        case .arrayType:
            return kids.first.map { .array(shape(of: $0)) } ?? .unknown(tree.text(type))
        case .dictionaryType:
            return kids.count == 2 ? .dictionary(shape(of: kids[kids.startIndex]), shape(of: kids[kids.startIndex + 1])) : .unknown(tree.text(type))
        case .tupleType:
            let elements = kids.map { shape(of: $0) }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        case .functionType: return .function
        case .attributedType:
            return kids.last.map { shape(of: $0) } ?? .unknown(tree.text(type))
        case .anyType, .compositionType: return .existential(tree.text(type))
        default: return .unknown(tree.text(type))
        }
    }

    /// What a stored property's type is when only its initializer says (`var n = 0`).
    func inferredShape(of value: SyntaxTree.NodeID) -> TypeShape? {
        switch tree.kind(value) {
        case .integerLiteral: return .named("Int", [])
        case .floatLiteral: return .named("Double", [])
        case .booleanLiteral: return .named("Bool", [])
        case .stringLiteral: return .named("String", [])
        case .arrayLiteral: return .array(.unknown("element"))
        case .dictionaryLiteral: return .dictionary(.unknown("key"), .unknown("value"))
        case .closure: return .function
        case .call:
            guard let callee = tree.firstChild(value) else { return nil }
            switch tree.kind(callee) {
            case .identifier:
                let name = tree.name(callee)
                if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") { return .named(name, []) }
            case .specializeExpr:
                if let base = tree.firstChild(callee), tree.kind(base) == .identifier { return .named(tree.name(base), []) }
            default: break
            }
            return nil
        default: return nil
        }
    }
}
