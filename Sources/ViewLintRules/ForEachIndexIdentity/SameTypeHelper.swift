import ViewLint

/// A call to a helper method of the caller's own type (`row(for: track, at: i)`,
/// `self.meridiem(offset: o)`), resolved to its one declaration in the file with each argument
/// bound to the parameter it fills (parameters with a default skipped when left out). What rows
/// do with their element or position is read one level down through it.
struct SameTypeHelper {
    let name: String
    let body: SyntaxTree.NodeID
    /// Each argument with the parameter it fills, in order.
    let bound: [(argument: SyntaxTree.NodeID, parameter: SyntaxTree.NodeID)]

    init?(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) {
        guard let callee = tree.firstChild(call), tree.kind(callee) == .identifier
                || tree.kind(callee) == .memberAccess && tree.memberBase(callee).map({ tree.nameEquals($0, "self") }) == true,
              let type = tree.enclosingTypeName(call) else { return nil }
        let name = tree.calleeName(call)
        let arguments = tree.arguments(call)
        // The one overload the call fits; none or several: not read.
        var fits: [(SyntaxTree.NodeID, [(SyntaxTree.NodeID, SyntaxTree.NodeID)])] = []
        for function in tree.descendants(kind: .funcDecl) where tree.name(function) == name && tree.enclosingTypeName(function) == type {
            guard let clause = tree.child(function, kind: .parameterClause), let body = tree.child(function, kind: .codeBlock),
                  let bound = Self.bind(arguments, to: tree.children(clause, kind: .parameter), in: tree) else { continue }
            fits.append((body, bound))
        }
        guard fits.count == 1 else { return nil }
        self.name = name
        self.body = fits[0].0
        self.bound = fits[0].1.map { (argument: $0.0, parameter: $0.1) }
    }

    /// The name the parameter filled by `argument` has inside the body.
    func parameterName(for argument: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        bound.first { $0.argument == argument }.map { tree.parameterLocalName($0.parameter) }
    }

    private static func bind(_ arguments: [SyntaxTree.NodeID], to parameters: [SyntaxTree.NodeID],
                             in tree: SyntaxTree) -> [(SyntaxTree.NodeID, SyntaxTree.NodeID)]? {
        var result: [(SyntaxTree.NodeID, SyntaxTree.NodeID)] = []
        var next = 0
        for parameter in parameters {
            let label = tree.name(parameter) == "_" ? "" : tree.name(parameter)
            if next < arguments.count, tree.label(arguments[next]) == label {
                result.append((arguments[next], parameter))
                next += 1
            } else if tree.child(parameter, kind: .initializerClause) == nil {
                return nil
            }
        }
        return next == arguments.count ? result : nil
    }
}
