import ViewLint

/// A switch in a view property of a plain value (a navigation route: a struct or enum that is no
/// view) whose condition reads only the value's own members. SwiftUI keeps no state for such a
/// value: the view is built for whatever value the code holding it hands on (a navigation
/// path's entry, a presented item), and the condition changes on screen only if that holder puts
/// another value in the first one's place, which the engine does not follow. Flipping the
/// condition directly would assume exactly that, so the finding stays undecided and says why.
enum PlainValueSwitch {
    static func undecided(at site: IdentitySwitch, conditions: [SyntaxTree.NodeID], in tree: SyntaxTree,
                          context: ConfirmationContext) -> String? {
        let node: SyntaxTree.NodeID
        switch site {
        case .inline(let statement): node = statement
        case .helper(let call): node = call
        }
        guard !conditions.isEmpty, let declaration = tree.enclosingTypeDeclaration(node),
              [.structDecl, .enumDecl].contains(tree.kind(declaration)),
              let owner = tree.enclosingTypeName(node), !context.index.isViewFamily(typeNamed: owner) else { return nil }
        let members = context.declarations.members(of: owner, in: tree)
        var read: [String] = []
        for condition in conditions {
            // `case let .zoom(id, space) = style`, `let x = value`: the value matched, not the names bound.
            var names: [String]
            let parts = Array(tree.children(condition))
            switch tree.kind(condition) {
            case .optionalBinding where parts.count <= 1: names = [tree.name(condition)]
            case .optionalBinding, .caseCondition: names = parts.last.map { tree.referencedNames(in: $0) } ?? []
            default: names = tree.referencedNames(in: condition)
            }
            for name in names where name.first?.isUppercase != true {
                guard LocalName(name, at: condition, in: tree) == nil, members[name] != nil else { return nil }
                if !read.contains(name) { read.append(name) }
            }
        }
        guard !read.isEmpty else { return nil }
        let named = read.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
        return "the condition reads only \(named) of a `\(owner)` value, which is not a view: the view is built for the value the code holding it hands on (a navigation path's entry, a presented item), so the condition changes on screen only if that holder puts another `\(owner)` in its place, which the engine does not follow"
    }
}
