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
    @usableFromInline static let inView: UInt8 = 1
    private static let excluded: UInt8 = 2

    /// Per node: bit 1 = inside view code, bit 2 = inside an excluded region.
    @usableFromInline let state: [UInt8]

    public init(tree: SyntaxTree, index: ProjectModel) {
        var state = [UInt8](repeating: 0, count: tree.nodes.count)
        // A file that imports a test framework is test code: helpers there build views to
        // inspect or snapshot them, not to show them.
        if ViewCodeScope.importsTestFramework(tree) {
            self.state = state
            return
        }
        if !ViewCodeScope.decideParentsFirst(&state, tree: tree, index: index) {
            state = [UInt8](repeating: 0, count: tree.nodes.count)
            tree.walk { id, _ in
                state[Int(id)] = ViewCodeScope.value(for: id, under: tree.parent(id).map { state[Int($0)] } ?? 0, in: tree, index: index)
                return .visitChildren
            }
        }
        self.state = state
    }

    /// A node's state from its parent's: an excluded region stays excluded, else the node's own
    /// decision or its parent's state.
    @inline(__always)
    private static func value(for id: SyntaxTree.NodeID, under parent: UInt8, in tree: SyntaxTree, index: ProjectModel) -> UInt8 {
        guard parent & excluded == 0 else { return parent }
        switch decision(for: id, in: tree, index: index) {
        case .viewCode: return inView
        case .notViewCode: return 0
        case .excluded: return excluded
        case .inherit: return parent
        }
    }

    /// Fills `state` by going through the arena from its end, where parents come after their
    /// children (the parser's order), so each node's parent is decided before it: the same
    /// answer as a walk from the root, without one. Nodes the root does not reach stay 0, as a
    /// walk leaves them. False (state unfinished) for a tree not laid out that way.
    private static func decideParentsFirst(_ state: inout [UInt8], tree: SyntaxTree, index: ProjectModel) -> Bool {
        let reached: UInt8 = 0x80
        let root = Int(tree.root)
        return tree.nodes.withUnsafeBufferPointer { nodes in
            state.withUnsafeMutableBufferPointer { state in
                var id = nodes.count - 1
                while id >= 0 {
                    defer { id -= 1 }
                    let parent: UInt8
                    if id == root {
                        parent = 0
                    } else {
                        let up = Int(nodes[id].parent)
                        guard up >= 0 else { continue }
                        guard up > id else { return false }
                        guard state[up] & reached != 0 else { continue }
                        parent = state[up] & ~reached
                    }
                    state[id] = value(for: SyntaxTree.NodeID(id), under: parent, in: tree, index: index) | reached
                }
                for id in 0 ..< state.count { state[id] &= ~reached }
                return true
            }
        }
    }

    /// Whether `node` lies in view code (inlined into the rules, which ask it of every node).
    @inlinable public func contains(_ node: SyntaxTree.NodeID) -> Bool {
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
