// Lowering for a site-centred experiment: find the member that builds the flagged code, host
// it (a view's `body` or helper, a `ViewModifier`'s body on stand-in content, an `extension View`
// member on a stand-in receiver), lower what leads to the site exactly and the rest for what it
// reads, and put a synthetic parent around it whose states are the owner's inputs.

/// What an experiment asks to be lowered: the flagged node, and the syntax nodes to mark.
public struct SiteRequest: Sendable {
    public var path: String
    public var site: SyntaxTree.NodeID
    /// Marks in order: their indices are the marks' indices in the program.
    public var marks: [(node: SyntaxTree.NodeID, mark: SiteMark)]
    /// More code lowered exactly, in the same member: where the site's value goes (the view a
    /// local binding is passed to).
    public var alsoExact: [SyntaxTree.NodeID]
    /// Model what a project container on the way keeps (`Focus.keepsContainerValues`).
    public var keepsContainerValues = false
    /// Hold branches off the way whose condition reads only the view's plain stored fields
    /// (`Focus.holdsConstantBranches`).
    public var holdsConstantBranches = false

    public init(path: String, site: SyntaxTree.NodeID, marks: [(node: SyntaxTree.NodeID, mark: SiteMark)],
                alsoExact: [SyntaxTree.NodeID] = []) {
        self.path = path; self.site = site; self.marks = marks; self.alsoExact = alsoExact
    }
}

/// The lowered experiment: the host program and what can be varied in it.
public struct LoweredSite: Sendable {
    /// Root `‹Host›`, whose body shows the owner.
    public var program: ViewProgram
    /// The view type (or stand-in) whose code builds the site.
    public var owner: String
    /// How the site is hosted ("`Settings.row(_:)`, shown by `body`").
    public var hosting: SiteHosting
    public var drivers: [Driver]
    /// Values the engine held constant inside the flagged code.
    public var heldConstants: [String]
    /// What the experiment assumes beyond held conditions.
    public var assumptions: [String]
    /// Project views on the way to the site that keep the site's values (content stored as a
    /// view value, a closure): the program shows the content in place, so their own `body`
    /// runs for a changed value are not counted.
    public var keptBy: [String] = []
    /// The binding semantics the project can run with (set by the confirmation context).
    public var projectSemantics: Set<Semantics> = [.v17plus, .pre17]
    /// The platforms the Xcode targets compiling the file build for (nil: not known).
    public var targetPlatforms: Set<DeploymentTargets.Platform>?
    /// The conditions of the `#if` clauses the lowering took as compiled, in full (the
    /// assumptions name them shortened).
    public var compiledConditions: [String] = []
    /// The `#available(…)` conditions whose branch the lowering took: on the platforms they
    /// name, the code runs only from those versions on.
    public var availableConditions: [String] = []
    /// Other files whose declarations were read.
    public var dependencies: [String]
    /// The owner's fields its own code writes (assignments, mutating calls, `$x` handed on): a
    /// `@State` not among them keeps its first value, and no experiment may change it.
    public var writtenFields: Set<String> = []
    /// Why the flagged code may not be built by a run, where the syntax around it says so (it
    /// sits in a closure a project representable's own code calls): said instead of the bare
    /// "not built" when no run built it.
    public var unbuiltReason: String?
    /// Why nothing re-runs the code, when the engine does not model what would (a member of an
    /// `App`, `Scene` or `ToolbarContent`): said instead of the bare "none of the changes…".
    public var unrerunReason: String?
    /// A helper lowered where `body` reaches it (rather than hosted on its own).
    var hostedThroughBody = false
    /// The owner's `@Binding` fields the host passes by a choice the verdict must name where
    /// their location reaches a child (`BindingFeed.phrase`).
    public var boundFields: [String: BindingFeed] = [:]

    public init(program: ViewProgram, owner: String, hosting: SiteHosting, drivers: [Driver], heldConstants: [String],
                assumptions: [String], dependencies: [String]) {
        self.program = program; self.owner = owner; self.hosting = hosting; self.drivers = drivers
        self.heldConstants = heldConstants; self.assumptions = assumptions; self.dependencies = dependencies
    }
}

/// How a site is hosted: the words a summary names it by, and which way it is, for code that
/// decides by it (a summary leaves the usual hosting, a view's own `body`, unsaid).
public struct SiteHosting: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// A view's `body` (a `ViewModifier`'s on stand-in content): "`Row.body`".
        case body
        /// A helper lowered where `body` reaches it: "`Row.badge`, shown by `body`".
        case helperShownByBody
        /// A helper no `body` here reaches, hosted on its own: "`Row.badge`".
        case helperAlone
        /// An `extension View` member or a style's function: "`x` on a stand-in view".
        case standIn
        /// Another place a rule's experiment hosts the site in, as the rule words it.
        case other
    }

    public var kind: Kind
    public var description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind; self.description = description
    }

    /// "`Row.body`".
    public static func body(of typeName: String) -> SiteHosting { SiteHosting(.body, "`\(typeName).body`") }
}

/// Why a site cannot be lowered: the reason, in a SwiftUI developer's words.
public struct Inconclusive: Error, Sendable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}

extension Lowering {
    public static let hostName = "‹Host›"
    static let parentRenders = "‹parent›"

    /// Lowers the experiment around `request.site`; `updates` steps per driver.
    public func site(_ request: SiteRequest, updates: Int) -> Result<LoweredSite, Inconclusive> {
        guard let tree = trees[request.path] else { return .failure(Inconclusive("the file is not part of the analysed project")) }
        guard let member = HostedMember(enclosing: request.site, in: tree) else {
            return .failure(Inconclusive("the flagged code is not in a property or function the engine can host"))
        }
        if member.isInitializer {
            return .failure(Inconclusive("the flagged code runs in an initializer, which the engine does not run"))
        }
        if member.isStoredDefault {
            return .failure(Inconclusive("the flagged code is a stored property's default value, which the engine does not evaluate"))
        }
        if member.isInActionClosure(request.site, tree: tree, index: index) {
            return .failure(Inconclusive("the flagged code runs in an action closure, not while a view's body runs"))
        }
        var marks: [SyntaxTree.NodeID: Int] = [:]
        for (i, m) in request.marks.enumerated() { marks[m.node] = i }
        var spine = Set<SyntaxTree.NodeID>()
        for m in request.marks { spine.formUnion(member.ancestors(of: m.node, in: tree)) }
        for node in request.alsoExact { spine.formUnion(HostedMember.ancestorsUpToMember(of: node, in: tree)) }

        switch member.owner(in: tree, index: index) {
        case .view(let typeName):
            let shown = hostView(typeName, member: member, tree: tree, spine: spine, marks: marks, request: request, updates: updates)
            // A helper `body` reaches only through code the engine cannot follow (a custom
            // container's content closure with parameters): hosted on its own instead, when
            // that builds the flagged code and the way through `body` does not.
            if case .success(let lowered) = shown, lowered.hostedThroughBody, !Self.buildsAMark(lowered.program),
               case .success(var own) = hostView(typeName, member: member, tree: tree, spine: spine, marks: marks, request: request,
                                                 updates: updates, throughBody: false),
               Self.buildsAMark(own.program) {
                own.hosting = SiteHosting(.other, offBodyHosting(typeName, member: member, tree: tree))
                return .success(own)
            }
            return shown
        case .modifier(let typeName):
            let body = declarations.members(of: typeName, in: tree)["body"]
            let content = body.flatMap { HostedMember(node: $0, tree: tree).contentParameter(in: tree) } ?? "content"
            return hostView(typeName, member: member, tree: tree, spine: spine, marks: marks, request: request, updates: updates,
                            content: content)
        case .standIn(let label):
            let hosted = hostStandIn(label, member: member, tree: tree, spine: spine, marks: marks, request: request, updates: updates)
            guard case .success(var lowered) = hosted, let why = unmodelledBody(around: member, in: tree) else { return hosted }
            lowered.unrerunReason = why
            return .success(lowered)
        case .unsupported(let reason):
            return .failure(Inconclusive(reason))
        }
    }

    /// Whether the first render of a lowered site evaluates any marked code.
    static func buildsAMark(_ program: ViewProgram) -> Bool {
        // The first render is the install's: nothing run after it, no counters per view filed.
        Engine(options: EngineOptions(countsPerView: false), tracing: false).install(program).evaluatedAMark
    }

    // MARK: hosting a view (or modifier) type

    private func hostView(_ typeName: String, member: HostedMember, tree: SyntaxTree, spine: Set<SyntaxTree.NodeID>,
                          marks: [SyntaxTree.NodeID: Int], request: SiteRequest, updates: Int,
                          content: String? = nil, throughBody: Bool = true) -> Result<LoweredSite, Inconclusive> {
        guard let info = index.index.viewType(named: typeName) else {
            return .failure(Inconclusive("`\(typeName)` is not a view type the project declares"))
        }
        let members = declarations.members(of: typeName, in: tree)
        var spine = spine
        var hosting = SiteHosting.body(of: typeName)
        var hosted = member.node
        let models = ModelCatalog(index, memo: memo)
        if member.name != "body" {
            // A helper: lowered where `body` reaches it (the calls on the way join the spine);
            // otherwise hosted on its own.
            if throughBody, let body = members["body"],
               let calls = bodyCallPath(ofType: typeName, to: member.name, members: members, tree: tree) {
                for call in calls { spine.formUnion(HostedMember.ancestorsUpToMember(of: call, in: tree)) }
                spine.insert(body)
                hosted = body
                if content == nil { hosting = SiteHosting(.helperShownByBody, "`\(typeName).\(member.displayName)`, shown by `body`") }
            } else if content == nil {
                hosting = SiteHosting(.helperAlone, "`\(typeName).\(member.displayName)`")
            }
        }
        var builder = BodyLowering(lowering: self, tree: tree, typeName: typeName, members: members,
                                   fieldKinds: [:])
        let ownerFacts = self.ownerFacts(typeName, info: info, models: models)
        let fields = ownerFacts.fields
        builder.fieldKinds = Dictionary(fields.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a })
        builder.modelFields = ownerFacts.modelFields
        builder.forwardedMembers = ownerFacts.forwardedMembers
        builder.anyViewNames = ownerFacts.anyViewNames
        builder.focus = Focus(path: tree.file.path, spine: spine, marks: marks, keepsContainerValues: request.keepsContainerValues,
                              constantBranchesOf: request.holdsConstantBranches ? typeName : nil)
        // The modified content of a `ViewModifier`: a stand-in view.
        if let content { builder.locals[content] = .literal(.string("‹content›")) }
        var body: ViewTemplate
        if hosted == member.node, member.name != "body" {
            // Hosted on its own: the rest of `body` still reads what it reads.
            let rest = members["body"].map { builder.sink($0) } ?? .empty
            body = .container("‹body›", [rest, builder.lowerHostedMember(member, in: tree)])
        } else {
            body = builder.lowerHostedMember(HostedMember(node: hosted, tree: tree), in: tree)
        }
        var owner = ViewType(typeName, fields: fields + builder.choiceStates,
                             isPOD: info.pod.isPOD, body: body)
        configureEquality(&owner, info: info)
        let throughBodyHosting = hosted != member.node
        return finish(owner: owner, info: info, builder: builder, hosting: hosting, request: request, models: models,
                      updates: updates).map { site in
            var site = site
            site.hostedThroughBody = throughBodyHosting
            return site
        }
    }

    /// What hosting `typeName` (declared as `info`) reads of its stored properties, the same
    /// for every site in it: worked out once per check when the lowering keeps a memo.
    private func ownerFacts(_ typeName: String, info: ViewTypeInfo, models: ModelCatalog) -> SiteLoweringMemo.Owner {
        let make = { () -> SiteLoweringMemo.Owner in ownerFactsAnew(info, models: models) }
        guard let memo else { return make() }
        return memo.owner(typeName, make: make)
    }

    /// `ownerFacts` worked out: one pass, each property's texts and model found once (a
    /// property's name and type are read from the file's bytes on every ask).
    func ownerFactsAnew(_ info: ViewTypeInfo, models: ModelCatalog) -> SiteLoweringMemo.Owner {
        var owner = SiteLoweringMemo.Owner(fields: [], modelFields: [:], anyViewNames: [], models: [:], declaredTypes: [:])
        owner.fields.reserveCapacity(info.storedProperties.count)
        for property in info.storedProperties {
            let name = property.name, typeText = property.typeText
            let model = models.model(of: property)
            if let model {
                owner.models[name] = model
                owner.modelFields[name] = model.kind
                if let facts = models.classFacts(model.name), let through = facts.dynamicMembersReadThrough {
                    owner.forwardedMembers[name] = .init(through: through, declared: facts.declaredMembers)
                }
            }
            owner.declaredTypes[name] = typeText
            if typeText.containsText("AnyView") { owner.anyViewNames.insert(name) }
            owner.fields.append(siteField(for: property, name: name, model: model, models: models))
        }
        return owner
    }

    // MARK: hosting a stand-in (an `extension View` member, a style's function)

    /// The member is in an `App`, `Scene`, `ToolbarContent` or `Commands`: hosted on a stand-in
    /// view, but what runs that type's `body` again (an `App`'s state, a toolbar's view) is not
    /// modelled, so a run that re-runs nothing shows nothing (review s14: IceCubesApp
    /// ToolbarItems:257, IceCubesApp+Scene:109).
    func unmodelledBody(around member: HostedMember, in tree: SyntaxTree) -> String? {
        guard let decl = tree.enclosingTypeDeclaration(member.node) else { return nil }
        let typeName = tree.kind(decl) == .extensionDecl ? tree.extendedTypeName(of: decl) : tree.name(decl)
        guard let families = index.index.viewType(named: typeName)?.families, !families.contains(.view) else { return nil }
        let kind: String
        if families.contains(.app) { kind = "an `App`" }
        else if families.contains(.scene) { kind = "a `Scene`" }
        else if families.contains(.toolbarContent) { kind = "a `ToolbarContent`" }
        else if families.contains(.commands) { kind = "a `Commands`" }
        else { return nil }
        return "`\(typeName)` is \(kind), not a view: the engine does not model when SwiftUI runs its `body` again, so it cannot re-run the code around the flagged site"
    }

    private func hostStandIn(_ label: String, member: HostedMember, tree: SyntaxTree, spine: Set<SyntaxTree.NodeID>,
                             marks: [SyntaxTree.NodeID: Int], request: SiteRequest, updates: Int) -> Result<LoweredSite, Inconclusive> {
        let models = ModelCatalog(index, memo: memo)
        let parameters = member.parameters(in: tree)
        var builder = BodyLowering(lowering: self, tree: tree, typeName: label, members: [:], fieldKinds: [:])
        var fields: [Field] = []
        for p in parameters {
            let kind: FieldKind = p.isClosure ? .closure : p.isBinding ? .binding : .plain(isPOD: false)
            fields.append(Field(p.name, kind))
        }
        builder.fieldKinds = Dictionary(fields.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a })
        builder.focus = Focus(path: tree.file.path, spine: spine, marks: marks, keepsContainerValues: request.keepsContainerValues)
        builder.locals["self"] = .literal(.string("‹self›"))
        // In an `extension View` member, `self` and the modifiers called on it (`padding()`,
        // written without `self.`) are the stand-in view's.
        if let decl = tree.enclosingTypeDeclaration(member.node), tree.kind(decl) == .extensionDecl,
           tree.extendedTypeName(of: decl) == "View" || index.isViewFamilyProtocol(tree.extendedTypeName(of: decl)) {
            builder.receiver = .leaf("‹self›", [.literal(.string("‹self›"))])
        }
        let body = builder.lowerHostedMember(member, in: tree)
        let owner = ViewType(label, fields: fields + builder.choiceStates, isPOD: false, body: body)
        return finish(owner: owner, info: nil, builder: builder, hosting: SiteHosting(.standIn, "`\(label)` on a stand-in view"), request: request,
                      models: models, updates: updates)
    }

    // MARK: the host and the drivers

    /// The availability clauses the site's assumptions name, noted for `AvailabilityArms`.
    private func namedAvailability(_ builder: BodyLowering) -> [String] {
        let named = builder.availableAssumptions
        guard !named.isEmpty else { return [] }
        guard let arms = availabilityArms else { return named }
        arms.noteClause()
        return arms.mode == .named ? named : []
    }

    private func finish(owner ownerType: ViewType, info: ViewTypeInfo?, builder: BodyLowering, hosting: SiteHosting,
                        request: SiteRequest, models: ModelCatalog, updates: Int) -> Result<LoweredSite, Inconclusive> {
        var owner = ownerType
        var types: [ViewType] = []
        var dependencies = Set<String>()
        if let info, info.path != request.path { dependencies.insert(info.path) }
        // The project views built inside the marked code: lowered for their fields and reads,
        // so their body runs, state and events are counted.
        var expanded = Set<String>([owner.name])
        for name in builder.constructed where !expanded.contains(name) {
            expanded.insert(name)
            guard let receiver = lowerReadOnly(name, models: models) else { continue }
            types.append(receiver.type)
            if receiver.path != request.path { dependencies.insert(receiver.path) }
        }
        // Views these build are not followed further: leaves of the same name.
        owner.body = Lowering.flattenCustom(owner.body, keep: expanded)
        for i in types.indices { types[i].body = Lowering.flattenCustom(types[i].body, keep: expanded) }
        let ownerFacts = info.map { self.ownerFacts(owner.name, info: $0, models: models) }
        let ownerModels = ownerFacts?.models ?? [:]
        let declaredTypes = ownerFacts?.declaredTypes ?? [:]
        // The owner's `@Binding` fields, passed as the project's constructions pass them.
        var bindingFeeds: [String: BindingFeed] = [:]
        if info != nil {
            let bound = owner.fields.compactMap { field -> String? in
                if case .binding = field.kind { return field.name }
                return nil
            }
            bindingFeeds = self.bindingFeeds(of: bound, in: owner.name)
        }
        let host = HostBuilder(owner: owner, ownerModels: ownerModels, catalog: models, declaredTypes: declaredTypes,
                               bindingFeeds: bindingFeeds)
        // Models the views below the site create or observe themselves.
        var modelTypes = host.models
        for type in types {
            for field in type.fields {
                var name: String?
                switch field.kind {
                case .stateObject(let m), .state(.newObject(let m)): name = m
                case .observedObject: if case .newObject(let m)? = field.defaultValue { name = m }
                default: break
                }
                if let name, !modelTypes.contains(where: { $0.name == name }) {
                    modelTypes.append(models.modelType(name, kind: models.observation(ofClass: name) ?? .observableObject))
                }
            }
        }
        var program = ViewProgram(root: Lowering.hostName, types: [host.type, owner] + types, models: modelTypes)
        program.selectors = builder.selectors
        program.marks = request.marks.map(\.mark)
        let written = writtenFields(of: owner)
        let drivers = siteDrivers(host: host, owner: owner, choices: builder.flippedChoices, written: written,
                                  ownerModels: ownerModels, updates: updates)
        var site = LoweredSite(program: program, owner: owner.name, hosting: hosting, drivers: drivers,
                               heldConstants: builder.heldConstants, assumptions: builder.assumptions + namedAvailability(builder),
                               dependencies: dependencies.sorted())
        site.writtenFields = written
        site.boundFields = bindingFeeds.filter { $0.value != .stable }
        site.keptBy = builder.keptBy
        site.compiledConditions = builder.compiledConditions
        site.availableConditions = builder.availableConditions
        return .success(site)
    }
}
