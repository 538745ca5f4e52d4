/// Whether a file can hold any finding, known from the parse that summarised it, without its
/// tree: a whole lint checks only files that can, and parses no other file a second time.
///
/// Rules that say so (`Rule.findsOnlyInViewCode`) find only in view code (`ViewCodeScope`), and
/// the built-in rules only where the parser skipped code or a `viewlint:` comment is. View code
/// starts only where `ViewCodeScope.decision` says `.viewCode`: at a function, property or
/// subscript marked `@ViewBuilder` or returning `some View` (whatever the project holds), or at
/// a type or extension whose name, extended type or an inherited name the project makes a view
/// type or a view-family protocol. The gate keeps those names and asks the project once it is
/// indexed; it may let through a file without view code (a preview, a test, a `some View`
/// parameter), never the reverse.
public struct CheckGate: Sendable {
    /// The names of the file's types and extensions, the types extended and the names they
    /// inherit.
    let typeNames: [String]
    /// A `@ViewBuilder` attribute or a `some View` type anywhere (every `@ViewBuilder` or
    /// `some View` declaration has one), a parse error or a `viewlint:` comment: checked whatever
    /// the project holds.
    let alwaysChecked: Bool

    public init(tree: SyntaxTree, comments: [TriviaPiece]) {
        if tree.hasErrors || comments.contains(where: { $0.kind.isComment && Suppressions.mayBeDirective($0.byteRange, in: tree.file.bytes) }) {
            (typeNames, alwaysChecked) = ([], true)
            return
        }
        var names: [String] = []
        for index in tree.nodes.indices {
            let id = SyntaxTree.NodeID(index)
            switch tree.kind(id) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                names.append(tree.name(id))
                names += tree.inheritedTypeNames(of: id)
            case .extensionDecl:
                names.append(tree.extendedTypeName(of: id))
                names += tree.inheritedTypeNames(of: id)
            case .attribute where tree.nameEquals(id, "ViewBuilder"), .someType where tree.isSomeView(id):
                (typeNames, alwaysChecked) = ([], true)
                return
            default:
                continue
            }
        }
        (typeNames, alwaysChecked) = (names, false)
    }

    /// Whether the file may hold a finding with `index` as the file sees the project.
    public func mayFind(in index: ProjectModel) -> Bool {
        alwaysChecked || typeNames.contains { $0 == "View" || index.isViewFamily(typeNamed: $0) || index.isViewFamilyProtocol($0) }
    }
}
