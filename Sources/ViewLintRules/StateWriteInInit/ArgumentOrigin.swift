import ViewLint

/// Where the argument a write in `init` reads comes from, when every construction of the view
/// passes the same `@State` of its parent (`Child(aps: $aps)`), declared with a value. A view
/// built in its parent's body is first made while that state still holds its declared value:
/// the parent's writes (`.onAppear`, actions) run after, so they reach only later `init`s, and
/// SwiftUI drops those as written and with `State(initialValue:)` alike (review s9: ControlRoom
/// NotificationEditorView:130, filled in the parent's `.onAppear`).
struct ArgumentOrigin: Equatable {
    /// The parent's `@State` and its type.
    let state: String
    let parent: String
    /// Its declared value, as written.
    let start: String

    /// nil unless every (non-preview) construction of `owner` passes the same parent `@State`
    /// for `label`, bare, through `self.` or as a `$` projection (or a member of one), and sees
    /// it as declared (`init(state:at:context:)`).
    static func of(parameter label: String, owner: String, context: ConfirmationContext) -> ArgumentOrigin? {
        guard label != "_" else { return nil }
        let index = context.index
        let sites = (index.viewType(named: owner)?.instantiations ?? []).filter { !index.isPreview($0) }
        var found: ArgumentOrigin?
        for site in sites {
            guard let construction = ConstructionCall(site), let argument = construction.argument(labelled: label),
                  var path = construction.tree.memberPath(argument), !path.isEmpty else { return nil }
            if path.first == "self" { path.removeFirst() }
            guard var name = path.first else { return nil }
            if name.hasPrefix("$") { name.removeFirst() }
            guard let origin = ArgumentOrigin(state: name, at: site, context: context) else { return nil }
            guard found == nil || found == origin else { return nil }
            found = origin
        }
        return found
    }

    init(state: String, parent: String, start: String) {
        self.state = state
        self.parent = parent
        self.start = start
    }

    /// The parent's `@State` named `state`, when the construction at `site` surely sees it as
    /// declared: the parent's `body` makes the view on its first run (no closure but an eager
    /// container's content, no `if` or `switch` between), and nothing but the declaration sets
    /// where the state starts (it is private, or the parent has an `init` of its own, so no
    /// memberwise argument sets it, and no `init` assigns `_state`). Nil otherwise.
    init?(state: String, at site: InstantiationSite, context: ConfirmationContext) {
        guard site.enclosingMember == "body", let parent = context.index.viewType(named: site.enclosingType),
              let stored = parent.storedProperties.first(where: { $0.name == state }), stored.wrapper?.kind == .state,
              let start = stored.initializerText,
              let siteTree = context.trees[site.path],
              let call = siteTree.innermostNode(of: [.call], containing: site.byteRange),
              Self.madeOnFirstRun(call, of: site.enclosingType, in: siteTree),
              let parentTree = context.trees[parent.path],
              Self.startsAsDeclared(state, of: site.enclosingType, in: parentTree, context: context) else { return nil }
        self.init(state: state, parent: site.enclosingType, start: start)
    }

    /// The declared value, computed; nil when the engine cannot.
    func startValue(reader: inout KnownValueReader, context: ConfirmationContext) -> KnownValue? {
        let tree = SyntaxTree.parse(SourceFile(path: "", text: start))
        guard let expression = tree.children(tree.root).first else { return nil }
        return reader.value(of: expression, in: KnownValueReader.Scope(tree: tree, typeContext: parent))
    }

    /// `call` sits in `parent.body` under nothing that defers or chooses it.
    static func madeOnFirstRun(_ call: SyntaxTree.NodeID, of parent: String, in tree: SyntaxTree) -> Bool {
        var node = call
        while let up = tree.parent(node) {
            switch tree.kind(up) {
            case .closure:
                guard ImpossibleDrivers.isEagerContent(up, in: tree) else { return false }
            case .ifStmt, .switchStmt, .guardStmt, .forStmt, .whileStmt, .repeatStmt, .ternaryOperator,
                 .funcDecl, .initDecl, .subscriptDecl, .accessorDecl:
                return false
            case .sequenceExpr:
                // `c ? A(…) : B(…)`: the else side is no child of the operator node.
                if tree.children(up).contains(where: { tree.kind($0) == .ternaryOperator }) { return false }
            case .patternBinding:
                return tree.name(up) == "body" && tree.enclosingTypeName(up) == parent
            default:
                break
            }
            node = up
        }
        return false
    }

    /// Only the declaration gives `state` of `parent` its first value.
    static func startsAsDeclared(_ state: String, of parent: String, in tree: SyntaxTree, context: ConfirmationContext) -> Bool {
        guard let binding = context.declarations.members(of: parent, in: tree)[state], let declaration = tree.parent(binding),
              tree.kind(declaration) == .variableDecl else { return false }
        let isPrivate = tree.hasModifier(declaration, "private") || tree.hasModifier(declaration, "fileprivate")
        guard isPrivate || context.index.declaredType(named: parent)?.declaresInit == true else { return false }
        for initializer in context.declarations.initializers(of: parent, in: tree) {
            var assigns = false
            tree.walk(from: initializer) { id, _ in
                guard tree.kind(id) == .sequenceExpr, let target = tree.firstChild(id), var path = tree.memberPath(target) else {
                    return .visitChildren
                }
                if path.first == "self" { path.removeFirst() }
                if path.first == "_" + state { assigns = true; return .stop }
                return .visitChildren
            }
            if assigns { return false }
        }
        return true
    }
}
