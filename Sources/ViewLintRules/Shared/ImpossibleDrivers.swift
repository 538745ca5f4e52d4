import ViewLint

/// Changes the lowering offers as drivers that the project's code can never make for the
/// flagged view (docs/EVIDENCE.md, "What the code can change"): a verdict resting on one would
/// be wrong. Every rule prunes them right after lowering its site.
///
/// - A parent passing a new value for a stored property that no initializer takes (`init()`
///   computes it), or that every construction passes as a constant (a literal, an enum case, a
///   `static` member, a constant default).
/// - A parent's body running again, or passing a new argument, when every construction of the
///   view sits in the `body` of a view that keeps nothing (no stored property, so no state,
///   argument, model or environment) and reads nothing from outside it: that body runs once
///   per view (model rules 5–6), and builds the flagged view once, with each argument once.
/// - Both, when every construction sits in an action closure: the view is made when the action
///   runs and handed on (to a navigation stack, a hosting controller), never rebuilt by a body.
/// - Both, when every construction makes the root of a new hosting controller
///   (`UIHostingController(rootView: Stories(…))`, `super.init(rootView: .init(model: m))` in a
///   `UIHostingController<Bookmarks>` subclass, or a local `let` handed only to one): a new
///   controller hosts a new view graph, and no SwiftUI parent makes that root again.
/// - A parent passing a new value chosen by a condition the experiment holds: with `config.kind
///   == .template` held, `keys: model.config.kind == .entity ? model.keys : []` (and `config:
///   $model.config`) is `[]` whenever the flagged code is built. Where the held conditions may fix
///   such a choice but the engine cannot tell how, the summary says it assumes the value changes.
enum ImpossibleDrivers {
    struct Pruned {
        /// "`ContentView.body`" for each parent, when the parent's body running again was removed.
        var parentsRunningOnce: [String] = []
        /// "`SourcesScreen.body`" when every construction sits in an action closure there: the
        /// view is made when the action runs and handed on, never rebuilt by a body, so neither
        /// a parent's run nor a new argument reaches the same view in anything the engine runs.
        var builtOnlyInActions: [String] = []
        /// "`EndOfYear.showStories`", "`BookmarksController`" when every construction makes a
        /// new hosting controller's root there: made once per controller, by code no body runs.
        var builtOnlyAsHostedRoots: [String] = []
        /// The files of those places: what the verdict depends on.
        var hostedRootPaths: [String] = []
    }

    /// Removes the impossible drivers from `lowered.drivers` and says which it removed.
    @discardableResult
    static func prune(_ lowered: inout LoweredSite, in file: LintFile, context: ConfirmationContext) -> Pruned {
        var pruned = Pruned()
        let owner = lowered.owner
        let tree = file.tree
        // Found through the check's declaration index: a site's cost must not grow with its file.
        guard let typeDecl = context.declarations.declarations(named: owner, in: tree).declarations.first(where: {
            [.structDecl, .classDecl].contains(tree.kind($0))
        }) else { return pruned }
        let initializers = context.declarations.initializers(of: owner, in: tree)
        let takesNoArgument = !initializers.isEmpty && initializers.allSatisfy { initializer in
            (tree.child(initializer, kind: .parameterClause).map { tree.children($0, kind: .parameter) } ?? []).isEmpty
        }
        let held = HeldCaseFacts(lowered.program.selectors)
        // With conditions held, a choice they decide for a constant is a constant too (read
        // through the memberwise initializer's labels).
        let heldDecide = !held.isEmpty && initializers.isEmpty
        let fact = heldDecide ? constantOrHeldChoice(held, typeName: owner) : plainConstant
        let path = file.source.path
        lowered.drivers.removeAll { driver in
            guard driver.kind == .argument, let field = driver.field else { return false }
            if takesNoArgument { return true }
            func constant() -> Bool {
                constantAtEveryConstruction(field, of: owner, typeDecl: typeDecl, initializers: initializers,
                                            fact: fact, in: file, context: context)
            }
            // With held conditions deciding, the answer depends on this site's held values.
            return heldDecide ? constant() : context.memo.answer("constantAtEveryConstruction|\(owner)|\(field)|\(path)", constant)
        }
        let actionPlaces = context.memo.answer("builtOnlyInActions|\(owner)|\(path)") {
            builtOnlyInActions(ofViewNamed: owner, path: path, context: context)
        }
        if let places = actionPlaces {
            lowered.drivers.removeAll { $0.kind == .parentRender || $0.kind == .argument }
            pruned.builtOnlyInActions = places
        }
        if lowered.drivers.contains(where: { $0.kind == .parentRender || $0.kind == .argument }),
           let roots = context.memo.answer("builtOnlyAsHostedRoots|\(owner)|\(path)", {
               HostedRoots.places(ofViewNamed: owner, path: path, context: context)
           }) {
            lowered.drivers.removeAll { $0.kind == .parentRender || $0.kind == .argument }
            (pruned.builtOnlyAsHostedRoots, pruned.hostedRootPaths) = roots
        }
        // A body that runs once builds the view once, with each argument once.
        if lowered.drivers.contains(where: { $0.kind == .parentRender || $0.kind == .argument }),
           let parents = context.memo.answer("parentsRunningOnce|\(owner)|\(path)", {
               parentsRunningOnce(ofViewNamed: owner, path: path, context: context)
           }) {
            lowered.drivers.removeAll { $0.kind == .parentRender || $0.kind == .argument }
            pruned.parentsRunningOnce = parents
        }
        if heldDecide { nameUndecidedChoices(&lowered, held: held, in: file, context: context) }
        return pruned
    }

    private static let plainConstant = StoredArgumentFact(settles: { value, tree, index in
        ConstantArgument.isConstant(value, in: tree, index: index)
    })

    /// A constant, or a choice (`kind == .entity ? keys : []`) the held conditions decide for one.
    private static func constantOrHeldChoice(_ held: HeldCaseFacts, typeName owner: String) -> StoredArgumentFact {
        let typeName = String(owner.split(separator: ".").last ?? "")
        return StoredArgumentFact(settles: { value, tree, index in
            if ConstantArgument.isConstant(value, in: tree, index: index) { return true }
            guard let argument = tree.parent(value), tree.kind(argument) == .argument,
                  let call = tree.parent(argument), tree.kind(call) == .call, tree.calleeName(call) == typeName,
                  let branch = held.chosenBranch(of: value, at: call, in: tree) else { return false }
            return ConstantArgument.isConstant(branch, in: tree, index: index)
        })
    }

    /// Names the assumption for each argument driver left (after every pruning) that some
    /// construction passes as a choice reading what the held conditions read, undecided.
    private static func nameUndecidedChoices(_ lowered: inout LoweredSite, held: HeldCaseFacts, in file: LintFile,
                                             context: ConfirmationContext) {
        for driver in lowered.drivers where driver.kind == .argument {
            guard let field = driver.field else { continue }
            let undecided = constructions(ofViewNamed: lowered.owner, path: file.source.path, index: context.index).contains { site in
                guard let tree = context.trees[site.path], let call = tree.innermostNode(of: [.call], containing: site.byteRange),
                      let value = tree.argument(call, labelled: field) else { return false }
                return held.overlaps(value, at: call, in: tree) && held.chosenBranch(of: value, at: call, in: tree) == nil
            }
            let assumption = "the parent can pass a new `\(field)` while the flagged code is shown"
            if undecided, !lowered.assumptions.contains(assumption) { lowered.assumptions.append(assumption) }
        }
    }

    /// Every construction passes a constant for `field`, and a construction leaving it out gets
    /// a constant default.
    private static func constantAtEveryConstruction(_ field: String, of owner: String, typeDecl: SyntaxTree.NodeID,
                                                    initializers: [SyntaxTree.NodeID], fact: StoredArgumentFact,
                                                    in file: LintFile, context: ConfirmationContext) -> Bool {
        let tree = file.tree
        guard let declaration = StoredArgumentFact.storedDeclaration(field, in: typeDecl, tree: tree),
              defaultsAreConstant(field, declaration: declaration, initializers: initializers, in: tree, index: context.index),
              case .holds = fact.fact((field, typeDecl), declaration: declaration, in: file, context: context) else { return false }
        return true
    }

    /// The property's own initializer and every initializer parameter that fills it have no
    /// default, or a constant one (`= false`, not `= Date()`, which is new at each construction).
    private static func defaultsAreConstant(_ field: String, declaration: SyntaxTree.NodeID, initializers: [SyntaxTree.NodeID],
                                            in tree: SyntaxTree, index: ProjectModel) -> Bool {
        var defaults: [SyntaxTree.NodeID] = []
        if let value = tree.child(declaration, kind: .initializerClause).flatMap(tree.firstChild) { defaults.append(value) }
        for initializer in initializers {
            let parameters = tree.child(initializer, kind: .parameterClause).map { tree.children($0, kind: .parameter) } ?? []
            for parameter in parameters where tree.parameterLocalName(parameter) == field {
                if let value = tree.child(parameter, kind: .initializerClause).flatMap(tree.firstChild) { defaults.append(value) }
            }
        }
        return defaults.allSatisfy { ConstantArgument.isConstant($0, in: tree, index: index) }
    }

    /// The constructions of `name` outside previews (`#Preview`, a `PreviewProvider`).
    static func constructions(ofViewNamed name: String, path: String, index: ProjectModel) -> [InstantiationSite] {
        (index.viewType(named: name, from: path)?.instantiations ?? []).filter { site in
            !index.isPreview(site)
        }
    }

    // MARK: Views made in actions

    /// The members (`SourcesScreen.body`) when every construction of `name` outside previews
    /// sits in an action closure (a `Button`'s action, `onTapGesture`, `task`); nil otherwise.
    private static func builtOnlyInActions(ofViewNamed name: String, path: String, context: ConfirmationContext) -> [String]? {
        var places = Set<String>()
        for site in constructions(ofViewNamed: name, path: path, index: context.index) {
            guard let siteTree = context.trees[site.path],
                  let call = siteTree.innermostNode(of: [.call], containing: site.byteRange),
                  inActionClosure(call, in: siteTree) else { return nil }
            places.insert("`\(site.enclosingDeclaration)`")
        }
        return places.isEmpty ? nil : places.sorted()
    }

    /// Inside a closure known to run on an event (`ViewCodeClosure.isAction`). Not
    /// `SyntaxTree.isInActionClosure`, which takes every closure it cannot place as content
    /// (a project modifier's `.paneToolbar { … }`) for one that runs later: right for what the
    /// lowering may leave out, wrong for claiming a view is never rebuilt by a body.
    private static func inActionClosure(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var current = node
        while let up = tree.parent(current) {
            switch tree.kind(up) {
            case .closure where ViewCodeClosure.isAction(up, in: tree): return true
            case .funcDecl, .initDecl, .patternBinding, .subscriptDecl: return false
            default: current = up
            }
        }
        return false
    }

    // MARK: Parents whose body runs once

    /// Closures SwiftUI calls while the container is built, once per build: a view made in
    /// one is made once per run of the enclosing body. Rows (`ForEach`, `List(data)`), lazy
    /// destinations, sheets and readers (`GeometryReader`, `TimelineView`) call theirs again.
    private static let eagerContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "Group", "Section", "Form", "List", "ScrollView", "NavigationView",
        "NavigationStack", "TabView", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
    ]

    /// The parents' bodies (`ContentView.body`) when every construction of `name` outside
    /// previews is in one that runs once per view; nil otherwise.
    private static func parentsRunningOnce(ofViewNamed name: String, path: String, context: ConfirmationContext) -> [String]? {
        let index = context.index
        var parents = Set<String>()
        for site in constructions(ofViewNamed: name, path: path, index: index) {
            guard site.enclosingMember == "body", let parent = index.viewType(named: site.enclosingType, from: site.path),
                  parent.kind == .struct, parent.families.contains(.view), parent.storedProperties.isEmpty,
                  index.declaredType(named: site.enclosingType)?.declarationCount == 1,
                  let siteTree = context.trees[site.path],
                  let call = siteTree.innermostNode(of: [.call], containing: site.byteRange),
                  builtOncePerRun(call, in: siteTree, index: index) else { return nil }
            parents.insert("`\(site.enclosingType).body`")
        }
        return parents.isEmpty ? nil : parents.sorted()
    }

    /// `call` sits in a `body`, inside no closure but eager containers' content, and that body
    /// reads nothing that could change while it builds: no lowercase name (a property, a
    /// global, a closure parameter, a helper) and no project class (`Store.shared`). Closures
    /// SwiftUI calls later (actions, rows, sheets) are not the body's reads.
    private static func builtOncePerRun(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        var node = call
        var body: SyntaxTree.NodeID?
        while body == nil, let up = tree.parent(node) {
            switch tree.kind(up) {
            case .closure:
                guard isEagerContent(up, in: tree) else { return false }
            case .patternBinding:
                guard tree.name(up) == "body" else { return false }
                body = up
            case .funcDecl, .initDecl, .subscriptDecl:
                return false
            default:
                break
            }
            node = up
        }
        guard let body else { return false }
        var readsNothingOutside = true
        tree.walk(from: body) { id, _ in
            switch tree.kind(id) {
            case .closure where !isEagerContent(id, in: tree):
                return .skipChildren
            case .identifier:
                let name = tree.name(id)
                let changes = name.first?.isUppercase == true ? index.declaredType(named: name)?.kind == .class : name != "body"
                if changes { readsNothingOutside = false; return .stop }
            case .memberAccess:
                // `self.x` names a member: a stored one would make the view keep something.
                if let base = tree.memberBase(id), tree.kind(base) == .identifier, tree.nameEquals(base, "self") {
                    readsNothingOutside = false
                    return .stop
                }
            default:
                break
            }
            return .visitChildren
        }
        return readsNothingOutside
    }

    /// The content closure of an eager container (`VStack { … }`, `List { … }` without data).
    static func isEagerContent(_ closure: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let holder = tree.parent(closure), [.trailingClosure, .argument].contains(tree.kind(holder)),
              let container = tree.parent(holder), tree.kind(container) == .call, !tree.isMethodCall(container) else { return false }
        let name = tree.calleeName(container)
        return eagerContainers.contains(name) && !(name == "List" && tree.firstUnlabelledArgument(container) != nil)
    }
}
