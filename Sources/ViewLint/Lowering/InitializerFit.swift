// The one initializer of a project view a construction calls, found from the construction's
// labels and trailing closures: which argument fills which parameter, both ways.

/// The one initializer of a project type a construction fits (`Lowering.fittingInitializer`):
/// what carries an argument of the construction to a parameter, and a parameter back to the
/// argument that fills it.
public struct InitializerFit {
    /// The file declaring the initializer.
    public var tree: SyntaxTree
    public var initializer: SyntaxTree.NodeID
    /// For each parameter, the argument position filling it (the labelled arguments, then the
    /// trailing closures); nil where its default is taken.
    public var filling: [Int?]
    /// The initializer or its type is generic: closures made in it cannot be described and
    /// never compare equal (rule 9).
    public var genericContext: Bool

    /// The initializer's parameters, in order: read once, with the fit.
    public let parameters: [SyntaxTree.NodeID]

    init(tree: SyntaxTree, initializer: SyntaxTree.NodeID, filling: [Int?], genericContext: Bool) {
        self.tree = tree; self.initializer = initializer; self.filling = filling; self.genericContext = genericContext
        parameters = Lowering.parameters(of: initializer, in: tree)
    }

    /// The parameter the construction's argument at `position` fills.
    public func parameter(filledBy position: Int) -> SyntaxTree.NodeID? {
        guard let index = filling.firstIndex(of: position) else { return nil }
        return index < parameters.count ? parameters[index] : nil
    }

    /// What the construction `call` (in `construction`) passes for the parameter the
    /// initializer's code calls `name`: an argument's value or a trailing closure; nil where
    /// the parameter takes its default or none is called so.
    public func argument(passedFor name: String, by call: SyntaxTree.NodeID, in construction: SyntaxTree) -> SyntaxTree.NodeID? {
        guard let index = parameters.firstIndex(where: { tree.parameterLocalName($0) == name }),
              index < filling.count, let position = filling[index] else { return nil }
        let arguments = construction.arguments(call)
        if position < arguments.count { return construction.value(arguments[position]) }
        return construction.trailingClosures(call).dropFirst(position - arguments.count).first
    }
}

extension Lowering {
    /// The one initializer of `typeName` that a construction with these labels and trailing
    /// closures fits; nil when none or several fit.
    public func fittingInitializer(of typeName: String, labels: [String], trailing: Int) -> InitializerFit? {
        guard let (tree, declaration) = declaration(of: typeName) else { return nil }
        let blocks = tree.child(declaration, kind: .memberBlock).map { [$0] } ?? []
        var fitting: [(SyntaxTree.NodeID, [Int?])] = []
        for block in blocks + declarations.entry(named: typeName, in: tree).extensionBlocks {
            for member in ProjectFacts.memberDeclarations(block, in: tree) where tree.kind(member) == .initDecl {
                if let filling = Self.argumentsFilling(member, labels: labels, trailing: trailing, in: tree) {
                    fitting.append((member, filling))
                }
            }
        }
        guard fitting.count == 1 else { return nil }
        let generic = Self.isGeneric(fitting[0].0, in: tree) || Self.isGeneric(declaration, in: tree)
        return InitializerFit(tree: tree, initializer: fitting[0].0, filling: fitting[0].1, genericContext: generic)
    }

    /// Whether a declaration has generic parameters of its own (`init<T>`, `struct V<Content>`).
    static func isGeneric(_ declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        tree.child(declaration, kind: .genericParameterClause) != nil
    }

    /// A function's or initializer's parameters, in order.
    public static func parameters(of function: SyntaxTree.NodeID, in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        tree.child(function, kind: .parameterClause).map { Array(tree.children($0, kind: .parameter)) } ?? []
    }
}
