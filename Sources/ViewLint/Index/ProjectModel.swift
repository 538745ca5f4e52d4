/// What rules know about the whole project: the index of view types plus the facts about all
/// other declarations. Every cross-file question a rule asks goes through here.
public struct ProjectModel: Sendable {
    /// One reference: rules keep the model in the values they build per call site
    /// (`HelperArgument`, `ConditionConstness`, …), and a copy of the fields themselves would
    /// retain and release some thirty tables each time.
    private final class Storage: Sendable {
        let index: ProjectIndex
        let scopedFacts: ProjectFacts?
        let modules: ModuleFacts?
        let viewpoint: String?
        let lookup: FactsLookup

        init(index: ProjectIndex, scopedFacts: ProjectFacts?, modules: ModuleFacts?, viewpoint: String?, lookup: FactsLookup) {
            self.index = index
            self.scopedFacts = scopedFacts
            self.modules = modules
            self.viewpoint = viewpoint
            self.lookup = lookup
        }
    }

    private let storage: Storage

    public var index: ProjectIndex { _read { yield storage.index } }
    /// The facts as the file the model is `seen(from:)` sees them, else the whole project's,
    /// merged into one value (for the lowering; the questions below look them up instead).
    public var facts: ProjectFacts {
        if let scopedFacts { return scopedFacts }
        guard let modules else { return ProjectFacts() }
        return viewpoint.map { modules.facts(seenFrom: $0) } ?? modules.all
    }
    /// The facts when the project is one module (nil: `modules` holds them).
    private var scopedFacts: ProjectFacts? { _read { yield storage.scopedFacts } }
    /// Facts by module (nil: one module, the facts are everyone's).
    private var modules: ModuleFacts? { storage.modules }
    /// The file the model is seen from, if any.
    private var viewpoint: String? { storage.viewpoint }
    /// The same facts, looked up without a merged copy per point of view.
    var lookup: FactsLookup { _read { yield storage.lookup } }

    public init(index: ProjectIndex, facts: ProjectFacts) {
        // One file's facts (kept numbered) become tables once, not at each question.
        var facts = facts
        facts.usage.makeTables()
        self.init(index: index, scopedFacts: facts, modules: nil, viewpoint: nil, lookup: FactsLookup(facts))
    }

    /// `files`' facts kept apart by the modules `scopes` puts them in (see `ModuleFacts`).
    init(index: ProjectIndex, files: [(path: String, facts: ProjectFacts)], scopes: ModuleScopes?) {
        if let scopes, let modules = ModuleFacts(files: files, scopes: scopes) {
            self.init(index: index, scopedFacts: nil, modules: modules, viewpoint: nil, lookup: modules.lookupAll())
        } else {
            var facts = ProjectFacts()
            for file in files { facts.merge(file.facts) }
            self.init(index: index, facts: facts)
        }
    }

    /// As `init(index:files:scopes:)`, letting each file's facts go as they are merged in: for
    /// a one-shot lint, whose files hold no other copy of them, so that they and the merged
    /// facts are never all held at once.
    init(index: ProjectIndex, consuming files: inout [(path: String, facts: ProjectFacts)], scopes: ModuleScopes?) {
        if let scopes, let modules = ModuleFacts(consuming: &files, scopes: scopes) {
            self.init(index: index, scopedFacts: nil, modules: modules, viewpoint: nil, lookup: modules.lookupAll())
        } else {
            var facts = ProjectFacts()
            for k in files.indices {
                let file = files[k].facts
                files[k].facts = ProjectFacts()
                facts.merge(file)
            }
            self.init(index: index, facts: facts)
        }
    }

    private init(index: ProjectIndex, scopedFacts: ProjectFacts?, modules: ModuleFacts?, viewpoint: String?, lookup: FactsLookup) {
        storage = Storage(index: index, scopedFacts: scopedFacts, modules: modules, viewpoint: viewpoint, lookup: lookup)
    }

    /// `files`' facts as `init(index:files:scopes:)` merges them, over `index`, reusing what this
    /// model merged for the modules that hold none of the `changed` files (the same files and
    /// scopes this model was built from): for an edit to one file's facts.
    func replacingFacts(index: ProjectIndex, files: [(path: String, facts: ProjectFacts)], changed: Set<String>,
                        scopes: ModuleScopes?) -> ProjectModel {
        guard let scopes, let modules, let updated = ModuleFacts(updating: modules, files: files, changed: changed, scopes: scopes) else {
            return ProjectModel(index: index, files: files, scopes: scopes)
        }
        return ProjectModel(index: index, scopedFacts: nil, modules: updated, viewpoint: nil, lookup: updated.lookupAll())
    }

    /// The same facts (module-scoped as they are) over another index: for an edit that moved
    /// declarations without changing them.
    public func replacingIndex(_ index: ProjectIndex) -> ProjectModel {
        ProjectModel(index: index, scopedFacts: scopedFacts, modules: modules, viewpoint: viewpoint, lookup: lookup)
    }

    public init(trees: [SyntaxTree]) {
        self.init(index: ProjectIndex(trees: trees), facts: ProjectFacts(trees: trees))
    }

    /// The project as code in the file at `path` sees it: type lookups by name and the facts
    /// resolve within the file's module and the modules it imports (`ProjectIndex.seen(from:)`,
    /// `ModuleFacts`). The Linter gives each file's rules this view, so a `Stepper` means
    /// SwiftUI's unless a project `Stepper` is visible from the file, and another app's
    /// `View.if` helper is not this one's.
    public func seen(from path: String) -> ProjectModel {
        guard let modules else {
            return ProjectModel(index: index.seen(from: path), scopedFacts: scopedFacts, modules: nil, viewpoint: path, lookup: lookup)
        }
        return ProjectModel(index: index.seen(from: path), scopedFacts: nil, modules: modules, viewpoint: path,
                            lookup: modules.lookup(seenFrom: path))
    }

    /// The view type called `name` as the file at `path` sees it (for code that follows
    /// declarations across files, such as lowering: ask from the file being lowered).
    public func viewType(named name: String, from path: String) -> ViewTypeInfo? {
        index.viewType(named: name, from: path)
    }

    /// A project type conforming to `View` (directly, by extension or via a project protocol).
    public func isViewType(named name: String) -> Bool {
        index.viewTypeIndex(named: name).map { index.viewTypes[$0].isView } ?? false
    }

    /// A project type of any view family (View, ViewModifier, App, Scene, styles, …).
    public func isViewFamily(typeNamed name: String) -> Bool {
        index.isViewType(name)
    }

    /// A SwiftUI view-family protocol, or a project protocol refining one.
    public func isViewFamilyProtocol(_ name: String) -> Bool {
        // Most names asked are no protocol the project declares: answered without the walk's set.
        if ViewFamily.of(protocolName: name) != nil { return true }
        guard lookup.protocolParents(of: name) != nil else { return false }
        var seen = Set<String>()
        var pending = [name]
        while let next = pending.popLast() {
            if ViewFamily.of(protocolName: next) != nil { return true }
            guard seen.insert(next).inserted else { continue }
            pending += lookup.protocolParents(of: next) ?? []
        }
        return false
    }

    /// The wrapper attribute (`State`, `ObservedObject`, …) of a view's stored property, "" for
    /// a plain property, nil when the type or property is unknown.
    public func propertyWrapper(ofProperty property: String, inType typeName: String) -> String? {
        guard let type = index.viewType(named: typeName),
              let stored = type.storedProperties.first(where: { $0.name == property }) else { return nil }
        return stored.wrapper?.name ?? ""
    }

    /// What makes a stored property's initial value fresh (`UUID()`), if it is.
    public func freshInitializer(ofProperty property: String, inType typeName: String) -> String? {
        lookup.freshInitializer(ofProperty: property, inType: typeName)
    }

    /// Whether two instances built the same way still differ: a stored property defaults to a
    /// fresh value, or the type is a class identified by the object itself.
    public func instancesDiffer(typeNamed name: String) -> Bool {
        lookup.hasFreshProperties(typeNamed: name) || lookup.isIdentityIdentifiedClass(name)
    }

    public func isConstantProperty(_ property: String, inType typeName: String) -> Bool {
        lookup.isConstantProperty(property, inType: typeName)
    }

    /// A project helper that erases to `AnyView` (`.eraseToAnyView()`).
    public func isAnyViewEraser(named name: String) -> Bool {
        lookup.isAnyViewEraser(named: name)
    }

    public func hasCustomEquality(typeNamed name: String) -> Bool {
        guard let k = index.viewTypeIndex(named: name) else { return false }
        return index.viewTypes[k].customEquality != nil && index.viewTypes[k].isEquatable
    }

    /// Whether the index records constructions of a type of this name: not of a project view
    /// named like one of SwiftUI's (`ActionSheet`, `Section`), whose `Name(…)` calls the index
    /// takes for SwiftUI's and drops unread.
    public func recordsConstructions(ofTypeNamed name: String) -> Bool {
        !SiteCollector.builtins.contains(name)
    }

    public func hasInstantiationSites(typeNamed name: String) -> Bool {
        !(index.viewType(named: name)?.instantiations.isEmpty ?? true)
    }

    /// What the project declares about a type name (any type, not only views).
    public func declaredType(named name: String) -> DeclaredType? {
        lookup.declaredType(named: name)
    }

    /// Whether some project type or extension names `name` in its inheritance clause (a
    /// subclass of a class, a conformer of a protocol).
    public func isInherited(_ name: String) -> Bool {
        facts.declaredTypes.values.contains { $0.inherited.contains(name) }
    }

    /// Whether a construction is in a preview (`#Preview`, a `PreviewProvider`): a canvas's
    /// value, not one the running app makes.
    public func isPreview(_ site: InstantiationSite) -> Bool {
        site.enclosingType.isEmpty ? site.enclosingMember == "#Preview" : conforms(typeNamed: site.enclosingType, to: "PreviewProvider")
    }

    /// Whether a project type conforms to `protocolName`, through its declarations, extensions,
    /// superclasses and project protocols. False for types the project does not declare.
    public func conforms(typeNamed name: String, to protocolName: String) -> Bool {
        var seen = Set<String>()
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            let parents = (lookup.declaredType(named: next)?.inherited ?? []) + (lookup.protocolParents(of: next) ?? [])
            if parents.contains(protocolName) { return true }
            pending += parents
        }
        return false
    }

    /// A class observed only through `objectWillChange` (`ObservableObject`): not `@Observable`,
    /// not `Observable` or `Perceptible` (swift-perception) by extension, and the only type of
    /// its name.
    public func isObservableObjectClass(named name: String) -> Bool {
        guard lookup.declaredType(named: name)?.declarationCount == 1, classObservation(ofClass: name) == .observableObject,
              !conforms(typeNamed: name, to: "Observable"), !conforms(typeNamed: name, to: "Perceptible") else { return false }
        return true
    }

    /// A project `extension View` helper that switches identity on a condition.
    public func conditionalHelper(named name: String) -> ConditionalHelper? {
        lookup.conditionalHelper(named: name)
    }

    /// The types the project's static members called `name` are declared to give, as written
    /// (`ThemedColor`, `Color?`; "" where no type is written): empty when it declares none.
    public func staticMemberTypes(named name: String) -> Set<String> {
        lookup.staticMemberTypes(named: name)
    }

    /// The names a type's view code watches with `.onChange(of:)`, `.task(id:)` or `.onReceive`.
    public func resyncedNames(inType typeName: String) -> Set<String> {
        lookup.resyncedNames(inType: typeName)
    }

    /// The names a type's view code passes to `.id(…)`.
    public func identityNames(inType typeName: String) -> Set<String> {
        lookup.identityNames(inType: typeName)
    }

    /// Whether a type's code writes its property `name` (assigns, mutates, binds with `$`).
    public func writes(property name: String, inType typeName: String) -> Bool {
        lookup.writes(property: name, inType: typeName)
    }

    /// A type built as a pushed or presented screen somewhere in the project.
    public func isDestination(typeNamed name: String) -> Bool {
        lookup.isDestination(typeNamed: name)
    }

    /// A type built as `ForEach`/`List` row content somewhere in the project.
    public func isRowContent(typeNamed name: String) -> Bool {
        lookup.isRowContent(typeNamed: name)
    }

    public func podness(typeNamed name: String) -> PODness {
        index.viewType(named: name)?.pod ?? .unknown(type: name)
    }
}

extension PODness {
    public var isPOD: Bool {
        if case .pod = self { return true }
        return false
    }
}
