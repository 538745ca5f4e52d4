import ViewLint

/// The basis of a refutation because the receiver is given a new array of elements that are not
/// `Equatable` on every update (`RebuiltCollectionInput`): it re-runs whatever the binding is.
struct RebuiltCollectionBasis: Hashable, Sendable {
    let view: String
    let element: String
    /// The view's property holding the array, and whether the view builds it itself.
    let property: String
    let builtByView: Bool
    /// A stored property of the element made anew with each element (`id`, `UUID()`): a
    /// synthesized `==` still differs, so `Equatable` alone does not help (review s11 #6).
    let minted: MintedField?

    init(_ rebuilt: RebuiltCollectionInput, minted: MintedField?) {
        view = rebuilt.view
        element = rebuilt.element
        property = rebuilt.property
        builtByView = rebuilt.origin != .argument
        self.minted = minted
    }
}

/// A stored property of an element type made anew with each value (`var id = UUID()`).
struct MintedField: Hashable, Sendable {
    let name: String
    /// What makes it new (`UUID()`).
    let value: String

    /// The first such property of `element` (its `id` first): a default `FreshValue` recognises,
    /// or an assignment of one in an `init`. Read from the declaration nested in `view` (or the
    /// only one of the name) in `view`'s file, else from the index's defaults.
    static func of(_ element: String, nestedIn view: String, index: ProjectModel, trees: SourceTrees) -> MintedField? {
        let declaredOnce = index.declaredType(named: element)?.declarationCount == 1
        if let path = index.viewType(named: view)?.path, let tree = trees[path],
           let declaration = (tree.descendants(kind: .structDecl) + tree.descendants(kind: .classDecl)).first(where: {
               tree.name($0) == element && (declaredOnce || tree.enclosingTypeName($0) == view)
           }) {
            return minted(in: declaration, tree: tree)
        }
        guard declaredOnce, let properties = index.declaredType(named: element)?.properties.keys else { return nil }
        for name in ["id"] + properties.sorted() where name == "id" || properties.contains(name) {
            if let value = index.freshInitializer(ofProperty: name, inType: element) { return MintedField(name: name, value: value) }
        }
        return nil
    }

    private static func minted(in declaration: SyntaxTree.NodeID, tree: SyntaxTree) -> MintedField? {
        var found: [MintedField] = []
        for binding in tree.descendants(of: declaration, kind: .patternBinding) where tree.enclosingTypeDeclaration(binding) == declaration {
            guard let variable = tree.parent(binding), tree.kind(variable) == .variableDecl, tree.isMemberOrTopLevel(variable),
                  !tree.hasModifier(variable, "static"), !tree.isComputed(binding),
                  let value = tree.child(binding, kind: .initializerClause).flatMap({ tree.firstChild($0) }),
                  let fresh = FreshValue.describe(value, in: tree) else { continue }
            found.append(MintedField(name: tree.name(binding), value: fresh))
        }
        for initializer in tree.descendants(of: declaration, kind: .initDecl) where tree.enclosingTypeDeclaration(initializer) == declaration {
            for sequence in tree.descendants(of: initializer, kind: .sequenceExpr) {
                guard let (target, value) = tree.assignment(sequence), var path = tree.memberPath(target),
                      let fresh = FreshValue.describe(value, in: tree) else { continue }
                if path.first == "self" { path.removeFirst() }
                if path.count == 1 { found.append(MintedField(name: path[0], value: fresh)) }
            }
        }
        return found.first { $0.name == "id" } ?? found.first
    }
}

extension ClosureBindingRule {
    /// What stops the view re-running: equal arrays, which `Equatable` gives only with a stable id.
    static func rebuiltCollectionHelp(_ rebuilt: RebuiltCollectionBasis) -> String {
        let opening = "`\(rebuilt.view)` re-runs on every update whatever its binding is"
        let kept = rebuilt.builtByView
            ? "build `\(rebuilt.property)` once, keep it in state where `\(rebuilt.view)` is made and pass it in"
            : "keep the array it is given in state"
        guard let minted = rebuilt.minted else {
            return "\(opening): make `\(rebuilt.element)` `Equatable` (or \(kept)) first."
        }
        return "\(opening), and making `\(rebuilt.element)` `Equatable` alone would not stop it: its `\(minted.name)` is a new `\(minted.value)` "
            + "each time one is made, so a synthesized `==` still differs. Derive `\(minted.name)` from the element's data (stable across constructions) "
            + "and then make `\(rebuilt.element)` `Equatable`, or \(kept)."
    }
}
