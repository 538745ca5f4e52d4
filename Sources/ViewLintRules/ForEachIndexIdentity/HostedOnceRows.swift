import ViewLint

/// A view every construction of which (outside previews) is made in an action and handed
/// straight to a project method that makes it the root of a new `UIHostingController` and
/// nothing else (`path.push(SeriesList(series: found))`, `DeclaredType.handsViewToNewHost`):
/// each run of the action makes another controller, and no controller is given another root
/// view, so a shown view keeps every argument it was made with.
struct HostedOnceRows {
    /// "`path.push(…)` in `SourcesScreen.body`", one per place, sorted.
    let handOffs: [String]
    /// The files of the constructions.
    let paths: [String]

    /// Asked only of a view `ImpossibleDrivers` found built only in action closures.
    init?(ofViewNamed owner: String, path: String, context: ConfirmationContext) {
        let sites = ImpossibleDrivers.constructions(ofViewNamed: owner, path: path, index: context.index)
        guard !sites.isEmpty else { return nil }
        var handOffs = Set<String>(), paths = Set<String>()
        for site in sites {
            guard let tree = context.trees[site.path],
                  let call = tree.innermostNode(of: [.call], containing: site.byteRange),
                  tree.calleeName(call) == owner,
                  let handOff = Self.hostingCall(passing: call, from: site.enclosingType, in: tree, index: context.index) else { return nil }
            handOffs.insert("`\(tree.excerpt(handOff.callee)).\(handOff.method)(…)` in `\(site.enclosingDeclaration)`")
            paths.insert(site.path)
        }
        self.handOffs = handOffs.sorted()
        self.paths = paths.sorted()
    }

    /// The method call `base.method(construction, …)` that takes `construction` as its first
    /// argument, where `base` is a property of `type` whose declared type's methods of that
    /// name hand a view only to a new hosting controller.
    private static func hostingCall(passing construction: SyntaxTree.NodeID, from type: String, in tree: SyntaxTree,
                                    index: ProjectModel) -> (callee: SyntaxTree.NodeID, method: String)? {
        guard let argument = tree.parent(construction), tree.kind(argument) == .argument, tree.label(argument).isEmpty,
              let call = tree.parent(argument), tree.kind(call) == .call, tree.isMethodCall(call),
              tree.arguments(call).first == argument,
              let callee = tree.firstChild(call), let base = tree.memberBase(callee) else { return nil }
        var name: String
        switch tree.kind(base) {
        case .identifier:
            name = tree.name(base)
            // A local or parameter of that name is not the property.
            guard LocalName(name, at: base, in: tree) == nil else { return nil }
        case .memberAccess:
            guard let root = tree.memberBase(base), tree.nameEquals(root, "self") else { return nil }
            name = tree.name(base)
        default:
            return nil
        }
        guard case .named(let holder)? = index.declaredType(named: type)?.properties[name],
              let declared = index.declaredType(named: holder), declared.declarationCount == 1,
              declared.handsViewToNewHost(tree.name(callee)), declared.kind != nil,
              // A subclass could override the method: none may be declared.
              !index.isInherited(holder) else { return nil }
        return (base, tree.name(callee))
    }

    /// Why the rows never move, for a collection that is the argument `shown` (quoted).
    func why(owner: String, shown: String) -> String {
        "`\(owner)` is made only in actions, each time handed to \(handOffs.joined(separator: ", ")), which makes it the root view of a new `UIHostingController` and never gives that controller another: a shown `\(owner)` keeps the \(shown) it was made with, so its rows never move"
    }
}
