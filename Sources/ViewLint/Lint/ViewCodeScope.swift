/// Which code in a file is "view code": code SwiftUI runs while it evaluates views, where the
/// rules' patterns cost something. Computed once per file, top-down, one byte per node.
///
/// View code: members of types conforming to View or another view-family protocol (App, Scene,
/// ViewModifier, the *Style protocols, the Representables, ToolbarContent, project protocols
/// refining View), `extension View` and extensions of view types, functions and properties
/// returning `some View` or marked `@ViewBuilder`, and inits of view types.
/// Never view code, whatever is inside: previews (`#Preview`, `PreviewProvider`), tests
/// (`XCTestCase` subclasses, `@Test` functions), `extension Binding`.
public struct ViewCodeScope: Sendable {
    private static let inView: UInt8 = 1
    private static let excluded: UInt8 = 2

    /// Per node: bit 1 = inside view code, bit 2 = inside an excluded region.
    private let state: [UInt8]

    public init(tree: SyntaxTree, index: ProjectModel) {
        var state = [UInt8](repeating: 0, count: tree.nodes.count)
        // A file that imports a test framework is test code: helpers there build views to
        // inspect or snapshot them, not to show them.
        if ViewCodeScope.importsTestFramework(tree) {
            self.state = state
            return
        }
        tree.walk { id, _ in
            var value: UInt8 = tree.parent(id).map { state[Int($0)] } ?? 0
            if value & Self.excluded == 0 {
                switch ViewCodeScope.decision(for: id, in: tree, index: index) {
                case .viewCode: value = Self.inView
                case .notViewCode: value = 0
                case .excluded: value = Self.excluded
                case .inherit: break
                }
            }
            state[Int(id)] = value
            return .visitChildren
        }
        self.state = state
    }

    /// Whether `node` lies in view code.
    public func contains(_ node: SyntaxTree.NodeID) -> Bool {
        state[Int(node)] == Self.inView
    }

    enum Decision { case viewCode, notViewCode, excluded, inherit }

    static let testFrameworks: Set<String> = ["XCTest", "Testing", "SnapshotTesting", "ViewInspector", "Quick", "Nimble"]

    static func importsTestFramework(_ tree: SyntaxTree) -> Bool {
        for item in tree.children(tree.root) where tree.kind(item) == .importDecl {
            if testFrameworks.contains(tree.name(item)) { return true }
        }
        return false
    }

    static let previewAndTestTypes: Set<String> = ["PreviewProvider", "XCTestCase", "PreviewModifier"]

    static func decision(for id: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Decision {
        switch tree.kind(id) {
        case .structDecl, .classDecl, .enumDecl, .actorDecl:
            let inherited = tree.inheritedTypeNames(of: id)
            if inherited.contains(where: previewAndTestTypes.contains) { return .excluded }
            let name = tree.name(id)
            if index.isViewFamily(typeNamed: name) || inherited.contains(where: { index.isViewFamilyProtocol($0) }) {
                return .viewCode
            }
            return .notViewCode
        case .protocolDecl:
            return .notViewCode
        case .extensionDecl:
            let extended = tree.extendedTypeName(of: id)
            if extended == "Binding" || previewAndTestTypes.contains(extended) { return .excluded }
            if extended == "View" || index.isViewFamily(typeNamed: extended) || index.isViewFamilyProtocol(extended)
                || tree.inheritedTypeNames(of: id).contains(where: { index.isViewFamilyProtocol($0) }) {
                return .viewCode
            }
            return .notViewCode
        case .macroExpansionDecl, .macroExpansionExpr:
            return tree.nameEquals(id, "#Preview") ? .excluded : .inherit
        case .funcDecl, .variableDecl, .subscriptDecl:
            if tree.hasAttribute(id, named: "Test") { return .excluded }
            if tree.hasAttribute(id, named: "ViewBuilder") || tree.declaresSomeViewResult(id) { return .viewCode }
            return .inherit
        default:
            return .inherit
        }
    }
}

extension SyntaxTree {
    /// Names of the types in a declaration's inheritance clause (`struct A: View, Equatable`),
    /// the last component for qualified names (`SwiftUI.View` → `View`).
    public func inheritedTypeNames(of declaration: NodeID) -> [String] {
        guard let clause = child(declaration, kind: .inheritanceClause) else { return [] }
        return children(clause).map { typeName(of: $0) }
    }

    /// The simple name of a type node: `Foo` for `Foo`, `Foo<Bar>`, `A.Foo`; "" otherwise.
    public func typeName(of type: NodeID) -> String {
        switch kind(type) {
        case .simpleType: return name(type)
        case .memberType: return name(type)
        case .attributedType, .someType, .anyType:
            return children(type).last.map { typeName(of: $0) } ?? ""
        default: return ""
        }
    }

    /// The name of the type an extension extends (`extension SwiftUI.View` → `View`).
    public func extendedTypeName(of extensionDecl: NodeID) -> String {
        for child in children(extensionDecl) {
            switch kind(child) {
            case .simpleType, .memberType: return typeName(of: child)
            default: continue
            }
        }
        return name(extensionDecl)
    }

    /// Whether a declaration carries `@name` (with or without arguments).
    public func hasAttribute(_ declaration: NodeID, named attributeName: StaticString) -> Bool {
        for child in children(declaration) where kind(child) == .attribute {
            if nameEquals(child, attributeName) { return true }
        }
        return false
    }

    /// Whether a function, subscript or property declares its result as `some View`.
    public func declaresSomeViewResult(_ declaration: NodeID) -> Bool {
        resultType(of: declaration).map { isSomeView($0) } ?? false
    }

    /// The declared result type: a function's return type, a property's (first binding's) type.
    public func resultType(of declaration: NodeID) -> NodeID? {
        switch kind(declaration) {
        case .funcDecl, .subscriptDecl:
            return child(declaration, kind: .returnClause).flatMap { firstChild($0) }
        case .variableDecl:
            guard let binding = child(declaration, kind: .patternBinding),
                  let annotation = child(binding, kind: .typeAnnotation) else { return nil }
            return firstChild(annotation)
        case .patternBinding:
            return child(declaration, kind: .typeAnnotation).flatMap { firstChild($0) }
        default:
            return nil
        }
    }

    /// `some View` (also `some SwiftUI.View`).
    public func isSomeView(_ type: NodeID) -> Bool {
        guard kind(type) == .someType, let inner = children(type).last else { return false }
        return typeName(of: inner) == "View"
    }
}
