import ViewLint

/// An object the view creates but does not own or observe correctly: `@ObservedObject var x =
/// Model()`, `@State` holding an `ObservableObject`, and `.environmentObject(Model())` /
/// `.environment(Model())` built while `body` runs.
public struct ObjectOwnershipRule: Rule {
    public static let description = RuleDescription(
        id: "object_ownership",
        name: "Object Ownership",
        summary: "An object the view creates but does not own or observe correctly",
        rationale: """
            SwiftUI re-creates a view's value every time its parent's `body` runs; only property \
            wrappers that own storage keep something across those re-creations. \
            `@ObservedObject var model = Model()` owns nothing: each time the parent updates, a new \
            `Model` is made and observed, and whatever the old one held is gone. The same happens \
            when `init` assigns it a new object (`self.model = Model(…)`). \
            `@State var model = Model()` keeps the first instance, but `@State` does not subscribe \
            to an `ObservableObject`'s `objectWillChange`, so changes to its `@Published` \
            properties never update the view (an `@Observable` class in `@State` is fine: it is \
            observed property by property). `.environmentObject(Model())` or \
            `.environment(Model())` inside `body` hands every descendant a fresh object on each \
            update of this view, dropping their data and subscriptions. An object handed in \
            through `init` and kept in `@State` is the caller's choice; preview helpers \
            (functions and types named for previews) are rebuilt from scratch anyway, and content \
            an `ImageRenderer` draws once never updates, and a view only widgets show is drawn \
            anew into a snapshot for each timeline entry: none of these is reported. A view every \
            construction of which makes the root of a new hosting controller (UIKit code: \
            `super.init(rootView: .init(…))` in a `UIHostingController<Screen>` subclass, \
            `UIHostingController(rootView: Screen(…))` in a method) is made once per controller \
            and never again by a SwiftUI parent: its finding is refuted, the places named.

            The default severity is warning, and the reference engine decides each finding, form \
            by form, against the view owning the object in a `@StateObject`. For \
            `@ObservedObject var x = Model()` the parent builds the view again (its body runs, or \
            it passes new arguments) and the engine counts the times a new object replaced the \
            observed one, naming the parent's body running again first, since any run of it makes \
            the default again; an object `init` makes from its parameters is varied only by the \
            parent's body running again with the same values, since a `@StateObject` keeps the \
            first one (the help says so). For `@State` holding an `ObservableObject` the object publishes changes \
            and the view later updates for another reason; the engine counts the changes whose \
            update the view missed. For an environment object made in `body` the engine re-runs \
            that body and counts the times views below were handed a new object; one that keeps \
            nothing a new one lacks is refuted, and its message says views below still get a new \
            one on each run. A finding is \
            confirmed only when the `@StateObject` lowers the count; where nothing the engine can \
            change re-runs the code, or the view is beyond what it models, the finding is \
            unconfirmed and says why.
            """,
        howToFix: """
            Let the view own the object with `@StateObject private var model = Model()` (or, for \
            an `@Observable` class, `@State private var model = Model()`), or receive it from the \
            owner as `@ObservedObject var model: Model`. Create environment objects once, in the \
            view or `App` that owns them, and pass the stored property: \
            `.environmentObject(model)`.
            """,
        category: .state,
        defaultSeverity: .warning,
        fixSafety: .safe,
        triggeringExamples: ObjectOwnershipRuleExamples.triggering,
        nonTriggeringExamples: ObjectOwnershipRuleExamples.nonTriggering,
        corrections: ObjectOwnershipRuleExamples.corrections
    )

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<OwnershipSite>] {
        let tree = file.tree
        var matches: [RuleMatch<OwnershipSite>] = []
        // A view only widgets show is drawn anew for each entry: no object outlives a value.
        var widgetOnly: [String: Bool] = [:]
        file.walk(.variableDecl, .call) { id in
            guard file.viewCode.contains(id) else { return .visitChildren }
            switch tree.kind(id) {
            case .variableDecl:
                if let match = propertyMatch(id, in: file, context: context),
                   !context.isInWidgetOnlyView(id, in: tree, verdicts: &widgetOnly) { matches.append(match) }
                // Property declarations hold no environment modifiers worth a look, except
                // computed ones (`var body`), whose code the walk still visits.
                return .visitChildren
            case .call:
                if let match = environmentMatch(id, in: file, context: context),
                   !context.isInWidgetOnlyView(id, in: tree, verdicts: &widgetOnly) { matches.append(match) }
            default:
                break
            }
            return .visitChildren
        }
        return matches
    }

    // MARK: Stored properties

    private func propertyMatch(_ declaration: SyntaxTree.NodeID, in file: LintFile, context: LintContext) -> RuleMatch<OwnershipSite>? {
        let tree = file.tree
        guard let attribute = tree.children(declaration, kind: .attribute).first(where: {
                  let name = tree.wrapperName(of: $0)
                  return name == "ObservedObject" || name == "State"
              }),
              let binding = tree.child(declaration, kind: .patternBinding),
              let owner = tree.enclosingTypeDeclaration(declaration) else { return nil }
        let ownerName = tree.enclosingTypeName(declaration) ?? ""
        let property = tree.name(binding)
        let initializer = tree.child(binding, kind: .initializerClause).flatMap { tree.firstChild($0) }
        if tree.wrapperName(of: attribute) == "ObservedObject", initializer == nil || ObjectOwnershipRule.initializerReplaces(property, in: owner, tree: tree) {
            return observedInInitMatch(declaration, attribute: attribute, property: property, owner: owner, in: file, context: context)
        }
        if tree.wrapperName(of: attribute) == "ObservedObject" {
            let site = OwnershipSite.observedDefault(declaration: declaration)
            guard let initializer, let typeName = ObjectOwnershipRule.constructedType(initializer, in: tree),
                  !ObjectOwnershipRule.isBuiltOnce(ownerName, index: context.index),
                  !ObjectOwnershipRule.initializerReplaces(property, in: owner, tree: tree) else { return nil }
            let fix = ObjectOwnershipRule.stateObjectFix(declaration, attribute: attribute, in: tree, index: context.index,
                                                         owner: ownerName, property: property)
            return RuleMatch(finding(
                fittedMessage(
                    "`@ObservedObject var \(property)` creates its own `\(typeName)` but does not own it: each time the parent updates this view, a new one replaces it",
                    "`@ObservedObject var \(property)` creates an object it does not own: each time the parent updates this view, a new one replaces it",
                    "This `@ObservedObject` creates an object it does not own: each time the parent updates this view, a new one replaces it"),
                at: tree.attributeNameRange(attribute), in: file,
                help: "Own it with `@StateObject private var \(property) = \(typeName)(…)`, or pass the object in from its owner.",
                fix: fix), site: site)
        }
        // `@State` holding an ObservableObject: only a problem when this view reads the object.
        // One handed in through `init` (a box kept for its identity) is the caller's choice.
        let constructed = initializer.flatMap { ObjectOwnershipRule.constructedType($0, in: tree) }
        if constructed == nil, ObjectOwnershipRule.initializerReplaces(property, in: owner, tree: tree) { return nil }
        let declared = tree.resultType(of: declaration).map { tree.typeName(of: tree.unwrappingOptional($0)) } ?? ""
        let typeName = declared.isEmpty ? constructed ?? "" : declared
        let site = OwnershipSite.unobservedState(declaration: declaration)
        guard !typeName.isEmpty, context.index.isObservableObjectClass(named: typeName),
              ObjectOwnershipRule.readsMembers(of: property, in: owner, tree: tree, shows: { member in
                  // A stored property that is not `@Published` changes nothing either way;
                  // computed ones may read published ones.
                  guard let stored = context.index.storedProperty(member, ofClass: typeName) else { return true }
                  return stored.isPublished
              }) else { return nil }
        return RuleMatch(finding(
            fittedMessage(
                "`@State var \(property)` holds `\(typeName)`, an `ObservableObject`: `@State` does not observe it, so its `@Published` changes never update this view",
                "`@State var \(property)` holds an `ObservableObject`: `@State` does not observe it, so its `@Published` changes never update this view",
                "This `@State` holds an `ObservableObject`: `@State` does not observe it, so its `@Published` changes never update this view"),
            at: tree.attributeNameRange(attribute), in: file,
            help: "Use `@StateObject` for an `ObservableObject`, or make `\(typeName)` an `@Observable` class."), site: site)
    }

    /// An `App` value, and a view only a host or a preview builds: made once, so what its
    /// properties make is made once too.
    static func isBuiltOnce(_ typeName: String, index: ProjectModel) -> Bool {
        index.viewType(named: typeName)?.families.contains(.app) ?? false || index.isBuiltOnlyOutsideViews(typeNamed: typeName)
    }

    /// `@ObservedObject var x: Model` that every `init` gives a new object (`self.x = Model()`,
    /// `_x = ObservedObject(wrappedValue: Model())`): the same as a default, made each time the
    /// parent builds the view's value.
    private func observedInInitMatch(_ declaration: SyntaxTree.NodeID, attribute: SyntaxTree.NodeID, property: String,
                                     owner: SyntaxTree.NodeID, in file: LintFile, context: LintContext) -> RuleMatch<OwnershipSite>? {
        let tree = file.tree
        let ownerName = tree.enclosingTypeName(declaration) ?? ""
        guard let (typeName, parameters) = ObjectOwnershipRule.constructedInEveryInit(property, in: owner, tree: tree),
              !ObjectOwnershipRule.isBuiltOnce(ownerName, index: context.index) else { return nil }
        // Made from what the parent passes: a `@StateObject` keeps the first one, so a new value
        // from the parent would then be ignored; the help says so.
        let caveat = ObjectOwnershipRule.reKeyCaveat(parameters, owner: owner, in: tree, index: context.index)
        return RuleMatch(finding(
            fittedMessage(
                "`@ObservedObject var \(property)` is given a new `\(typeName)` in `init` but does not own it: each time the parent updates this view, a new one replaces it",
                "`@ObservedObject var \(property)` is given a new object in `init` but does not own it: each time the parent updates this view, a new one replaces it",
                "This `@ObservedObject` is given a new object in `init` but does not own it: each time the parent updates this view, a new one replaces it"),
            at: tree.attributeNameRange(attribute), in: file,
            help: "Own it with `@StateObject` (`_\(property) = StateObject(wrappedValue: \(typeName)(…))` in `init`), or pass the object in from its owner." + caveat),
            site: .observedInInit(declaration: declaration, model: typeName, madeFrom: parameters))
    }

    /// The type every initializer of `owner` constructs for `property` (`self.x = Model(…)`,
    /// `_x = ObservedObject(wrappedValue: Model(…))`, `_x = .init(wrappedValue: …)`), and the
    /// initializers' parameters the construction reads; nil when some initializer assigns
    /// anything else (an object passed in) or none assigns it.
    static func constructedInEveryInit(_ property: String, in owner: SyntaxTree.NodeID, tree: SyntaxTree) -> (String, [String])? {
        var made: Set<String> = [], other = false
        var parameters: [String] = []
        tree.walk(from: owner) { id, _ in
            switch tree.kind(id) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                return id == owner ? .visitChildren : .skipChildren
            case .initDecl:
                for sequence in tree.descendants(of: id, kind: .sequenceExpr) {
                    guard let (target, value) = tree.assignment(sequence) else { continue }
                    let names = tree.memberNames(in: target).filter { $0 != "self" }
                    guard names.count == 1, names[0] == property || names[0] == "_" + property else { continue }
                    var made1 = value
                    if tree.kind(value) == .call, tree.calleeName(value) == "ObservedObject" || tree.isImplicitMemberCall(value),
                       let wrapped = tree.argument(value, labelled: "wrappedValue") ?? tree.argument(value, labelled: "initialValue") {
                        made1 = wrapped
                    }
                    if let type = constructedType(made1, in: tree) { made.insert(type) } else { other = true }
                    let given = tree.child(id, kind: .parameterClause).map { tree.children($0, kind: .parameter).map(tree.parameterLocalName) } ?? []
                    for name in tree.referencedNames(in: made1) where given.contains(name) && !parameters.contains(name) {
                        parameters.append(name)
                    }
                }
                return .skipChildren
            default:
                return .visitChildren
            }
        }
        return !other && made.count == 1 ? made.first.map { ($0, parameters) } : nil
    }

    /// `Model()`, `Model(…)`, `Model.init(…)`, `.init(…)` with a declared type: the type made.
    /// Static members and factories (`Model.shared`, `Model.make()`) may return one shared object.
    static func constructedType(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        var node = expression
        while [.tryExpr, .awaitExpr].contains(tree.kind(node)), let inner = tree.firstChild(node) { node = inner }
        guard tree.kind(node) == .call, let callee = tree.firstChild(node) else { return nil }
        switch tree.kind(callee) {
        case .identifier, .specializeExpr:
            let name = tree.calleeName(node)
            return name.first?.isUppercase == true ? name : nil
        case .memberAccess:
            guard tree.nameEquals(callee, "init"), let base = tree.memberBase(callee) else { return nil }
            let name = tree.calleeName(node)
            return tree.kind(base) == .identifier && name.first?.isUppercase == true ? name : nil
        default:
            return nil
        }
    }

    /// An initializer of the type that assigns the property (`_model = ObservedObject(…)` or
    /// `self.model = model`): the default is then only a placeholder.
    static func initializerReplaces(_ property: String, in owner: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        var replaced = false
        tree.walk(from: owner) { id, _ in
            switch tree.kind(id) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                return id == owner ? .visitChildren : .skipChildren
            case .initDecl:
                for assignment in tree.descendants(of: id, kind: .assignmentOperator) {
                    guard let sequence = tree.parent(assignment), let target = tree.firstChild(sequence) else { continue }
                    let names = tree.memberNames(in: target).filter { $0 != "self" }
                    if names.first == property || names.first == "_" + property { replaced = true }
                }
                return .skipChildren
            default:
                return .visitChildren
            }
        }
        return replaced
    }

    /// `@ObservedObject var x = Model()` → `@StateObject private var x = Model()`, when nothing
    /// outside the type can set `x`: no access modifier wider than `fileprivate`, and no
    /// construction of the view passes `x:`.
    static func stateObjectFix(_ declaration: SyntaxTree.NodeID, attribute: SyntaxTree.NodeID, in tree: SyntaxTree,
                               index: ProjectModel, owner: String, property: String) -> Fix? {
        let modifiers = tree.children(declaration, kind: .modifier)
        let access = modifiers.first { ["public", "internal", "package", "open", "private", "fileprivate"].contains(tree.name($0)) }
        if let access, tree.name(access) != "private", tree.name(access) != "fileprivate" { return nil }
        if let view = index.viewType(named: owner),
           view.instantiations.contains(where: { $0.passesArgument(labelled: property) }) { return nil }
        var edits = [TextEdit(range: tree.attributeNameRange(attribute), replacement: "StateObject")]
        if access == nil, let keyword = tree.variableKeywordRange(declaration) {
            edits.append(TextEdit(range: keyword.lowerBound ..< keyword.lowerBound, replacement: "private "))
        }
        return Fix(title: "Own the object with `@StateObject private`", safety: .safe, edits: edits)
    }

    /// Whether the type's view code reads a member of the property to show it (`model.name`,
    /// `$model.name`, `self.model.items` in `body` or a view helper) that `shows` accepts. Writes, reads in actions
    /// (`onAppear`, button actions) and in plain functions, and subscriptions the view makes
    /// itself (`onReceive(model.$flag)`) need no observation, nor does handing the object on.
    static func readsMembers(of property: String, in owner: SyntaxTree.NodeID, tree: SyntaxTree,
                             shows: (String) -> Bool = { _ in true }) -> Bool {
        var reads = false
        tree.walk(from: owner) { id, _ in
            switch tree.kind(id) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl:
                return id == owner ? .visitChildren : .skipChildren
            case .funcDecl, .initDecl:
                return tree.hasAttribute(id, named: "ViewBuilder") || tree.declaresSomeViewResult(id) ? .visitChildren : .skipChildren
            case .closure:
                return ViewCodeClosure.isAction(id, in: tree) ? .skipChildren : .visitChildren
            case .sequenceExpr:
                // Only the right-hand side of an assignment is read.
                let parts = Array(tree.children(id))
                if parts.count == 3, tree.kind(parts[1]) == .assignmentOperator {
                    if readsMembers(of: property, in: parts[2], tree: tree, shows: shows) { reads = true; return .stop }
                    return .skipChildren
                }
                return .visitChildren
            case .memberAccess:
                guard var base = tree.memberBase(id), !tree.name(id).hasPrefix("$") else { return .visitChildren }
                while tree.kind(base) == .postfixOperatorExpr, let inner = tree.firstChild(base) { base = inner }
                let path = tree.memberNames(in: base).drop(while: { $0 == "self" })
                if path.count == 1, path.first == property || path.first == "$" + property, shows(tree.name(id)) {
                    reads = true
                    return .stop
                }
                return .visitChildren
            default:
                return .visitChildren
            }
        }
        return reads
    }

    // MARK: Environment objects

    /// Content an `ImageRenderer` draws once (`ImageRenderer(content: shareCard)` with the
    /// construction inside `var shareCard`): it never updates, so a fresh object loses nothing.
    static func isRenderedOnce(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let member = tree.ancestor(of: node, in: [.variableDecl, .funcDecl]),
              let type = tree.enclosingTypeDeclaration(member) else { return false }
        let name = tree.kind(member) == .variableDecl ? tree.child(member, kind: .patternBinding).map { tree.name($0) } ?? "" : tree.name(member)
        guard !name.isEmpty, name != "body" else { return false }
        var found = false
        tree.walk(from: type) { id, _ in
            if tree.kind(id) == .call, !tree.isMethodCall(id), tree.calleeName(id) == "ImageRenderer",
               tree.referencedNames(in: id).contains(name) { found = true }
            return found ? .stop : .visitChildren
        }
        return found
    }

    /// Code in a function or type named for previews (`withPreviewsEnv()`, `PreviewContainer`):
    /// a preview is rebuilt from scratch anyway, so a fresh object there loses nothing.
    static func isPreviewCode(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var current = tree.parent(node)
        while let id = current {
            switch tree.kind(id) {
            case .funcDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl:
                let name = tree.kind(id) == .extensionDecl ? tree.extendedTypeName(of: id) : tree.name(id)
                if name.lowercased().contains("preview") { return true }
            default:
                break
            }
            current = tree.parent(id)
        }
        return false
    }

    private func environmentMatch(_ call: SyntaxTree.NodeID, in file: LintFile, context: LintContext) -> RuleMatch<OwnershipSite>? {
        let tree = file.tree
        let name = file.calleeName(call)
        guard name == "environmentObject" || name == "environment" else { return nil }
        // `.environment(…)` on a view, or `environment(…)` on `self` in a view or `View` helper.
        guard tree.isMethodCall(call) || tree.isImplicitMemberCall(call)
                || tree.firstChild(call).map({ tree.kind($0) == .identifier }) == true else { return nil }
        let arguments = tree.arguments(call)
        guard arguments.count == 1, tree.label(arguments[0]).isEmpty, let value = tree.value(arguments[0]),
              let typeName = ObjectOwnershipRule.constructedType(value, in: tree),
              !(tree.enclosingTypeName(call).map { context.index.isBuiltOnlyInPreviews(typeNamed: $0) } ?? false),
              !ObjectOwnershipRule.isPreviewCode(call, in: tree), !ObjectOwnershipRule.isRenderedOnce(call, in: tree) else { return nil }
        // Under `.allowsHitTesting(false)` no tap changes the object: its loss rests on other writes.
        let untouchable = ObjectOwnershipRule.hitTestingOff(around: call, in: tree) != nil
        let effect = untouchable ? "get a fresh object each time, though no tap reaches them" : "get a fresh object, losing its state"
        return RuleMatch(finding(
            fittedMessage(
                "`.\(name)(\(typeName)(…))` makes a new `\(typeName)` every time this view updates: views reading it \(effect)",
                "`.\(name)(…)` makes a new object every time this view updates: views reading it \(effect)"),
            at: tree.nameRange(ofCallee: value), in: file,
            help: Self.environmentHelp(typeName, construction: value, modifier: name, in: tree, index: context.index)),
            site: .environment(call: call, construction: value))
    }
}

/// Where a view creates an object it does not own: a stored property, or an environment
/// modifier's argument.
public enum OwnershipSite: Sendable {
    /// `@ObservedObject var x = Model()`.
    case observedDefault(declaration: SyntaxTree.NodeID)
    /// `@ObservedObject var x: Model` given a new `Model` by every `init`.
    /// `madeFrom`: the initializer's parameters the construction reads.
    case observedInInit(declaration: SyntaxTree.NodeID, model: String, madeFrom: [String])
    /// `@State var x = Model()` holding an `ObservableObject` the view reads.
    case unobservedState(declaration: SyntaxTree.NodeID)
    case environment(call: SyntaxTree.NodeID, construction: SyntaxTree.NodeID)
}
