/// What rules know about the whole project: the index of view types plus the facts about all
/// other declarations. Every cross-file question a rule asks goes through here.
public struct ProjectModel: Sendable {
    public let index: ProjectIndex
    /// The facts as the file the model is `seen(from:)` sees them, else the whole project's.
    public var facts: ProjectFacts { scopedFacts ?? modules?.all ?? ProjectFacts() }
    private let scopedFacts: ProjectFacts?
    /// Facts by module (nil: one module, the facts are everyone's).
    private let modules: ModuleFacts?

    public init(index: ProjectIndex, facts: ProjectFacts) {
        self.index = index
        scopedFacts = facts
        modules = nil
    }

    /// `files`' facts kept apart by the modules `scopes` puts them in (see `ModuleFacts`).
    init(index: ProjectIndex, files: [(path: String, facts: ProjectFacts)], scopes: ModuleScopes?) {
        self.index = index
        if let scopes, let modules = ModuleFacts(files: files, scopes: scopes) {
            self.modules = modules
            scopedFacts = nil
        } else {
            var facts = ProjectFacts()
            for file in files { facts.merge(file.facts) }
            self.modules = nil
            scopedFacts = facts
        }
    }

    private init(index: ProjectIndex, scopedFacts: ProjectFacts?, modules: ModuleFacts?) {
        self.index = index
        self.scopedFacts = scopedFacts
        self.modules = modules
    }

    /// `files`' facts as `init(index:files:scopes:)` merges them, over `index`, reusing what this
    /// model merged for the modules that hold none of the `changed` files (the same files and
    /// scopes this model was built from): for an edit to one file's facts.
    func replacingFacts(index: ProjectIndex, files: [(path: String, facts: ProjectFacts)], changed: Set<String>,
                        scopes: ModuleScopes?) -> ProjectModel {
        guard let scopes, let modules, let updated = ModuleFacts(updating: modules, files: files, changed: changed, scopes: scopes) else {
            return ProjectModel(index: index, files: files, scopes: scopes)
        }
        return ProjectModel(index: index, scopedFacts: nil, modules: updated)
    }

    /// The same facts (module-scoped as they are) over another index: for an edit that moved
    /// declarations without changing them.
    public func replacingIndex(_ index: ProjectIndex) -> ProjectModel {
        ProjectModel(index: index, scopedFacts: scopedFacts, modules: modules)
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
        guard let modules else { return ProjectModel(index: index.seen(from: path), scopedFacts: scopedFacts, modules: nil) }
        return ProjectModel(index: index.seen(from: path), scopedFacts: modules.facts(seenFrom: path), modules: modules)
    }

    /// The view type called `name` as the file at `path` sees it (for code that follows
    /// declarations across files, such as lowering: ask from the file being lowered).
    public func viewType(named name: String, from path: String) -> ViewTypeInfo? {
        index.viewType(named: name, from: path)
    }

    /// A project type conforming to `View` (directly, by extension or via a project protocol).
    public func isViewType(named name: String) -> Bool {
        index.viewType(named: name)?.isView ?? false
    }

    /// A project type of any view family (View, ViewModifier, App, Scene, styles, …).
    public func isViewFamily(typeNamed name: String) -> Bool {
        index.isViewType(name)
    }

    /// A SwiftUI view-family protocol, or a project protocol refining one.
    public func isViewFamilyProtocol(_ name: String) -> Bool {
        var seen = Set<String>()
        var pending = [name]
        while let next = pending.popLast() {
            if ViewFamily.of(protocolName: next) != nil { return true }
            guard seen.insert(next).inserted else { continue }
            pending += facts.protocolParents[next] ?? []
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
        facts.freshProperties[typeName]?[property]
    }

    /// Whether two instances built the same way still differ: a stored property defaults to a
    /// fresh value, or the type is a class identified by the object itself.
    public func instancesDiffer(typeNamed name: String) -> Bool {
        !(facts.freshProperties[name]?.isEmpty ?? true) || facts.identityIdentifiedClasses.contains(name)
    }

    public func isConstantProperty(_ property: String, inType typeName: String) -> Bool {
        facts.constantProperties[typeName]?.contains(property) ?? false
    }

    /// A project helper that erases to `AnyView` (`.eraseToAnyView()`).
    public func isAnyViewEraser(named name: String) -> Bool {
        facts.anyViewErasers.contains(name)
    }

    public func hasCustomEquality(typeNamed name: String) -> Bool {
        guard let type = index.viewType(named: name) else { return false }
        return type.customEquality != nil && type.isEquatable
    }

    public func hasInstantiationSites(typeNamed name: String) -> Bool {
        !(index.viewType(named: name)?.instantiations.isEmpty ?? true)
    }

    /// What the project declares about a type name (any type, not only views).
    public func declaredType(named name: String) -> DeclaredType? {
        facts.declaredTypes[name]
    }

    /// Whether a project type conforms to `protocolName`, through its declarations, extensions,
    /// superclasses and project protocols. False for types the project does not declare.
    public func conforms(typeNamed name: String, to protocolName: String) -> Bool {
        var seen = Set<String>()
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            let parents = (facts.declaredTypes[next]?.inherited ?? []) + (facts.protocolParents[next] ?? [])
            if parents.contains(protocolName) { return true }
            pending += parents
        }
        return false
    }

    /// A class observed only through `objectWillChange` (`ObservableObject`): not `@Observable`,
    /// not `Observable` or `Perceptible` (swift-perception) by extension, and the only type of
    /// its name.
    public func isObservableObjectClass(named name: String) -> Bool {
        guard facts.declaredTypes[name]?.declarationCount == 1, facts.classObservation(ofClass: name) == .observableObject,
              !conforms(typeNamed: name, to: "Observable"), !conforms(typeNamed: name, to: "Perceptible") else { return false }
        return true
    }

    /// A project `extension View` helper that switches identity on a condition.
    public func conditionalHelper(named name: String) -> ConditionalHelper? {
        facts.conditionalHelpers[name]
    }

    /// The names a type's view code watches with `.onChange(of:)`, `.task(id:)` or `.onReceive`.
    public func resyncedNames(inType typeName: String) -> Set<String> {
        facts.usage.resynced[typeName] ?? []
    }

    /// The names a type's view code passes to `.id(…)`.
    public func identityNames(inType typeName: String) -> Set<String> {
        facts.usage.identities[typeName] ?? []
    }

    /// Whether a type's code writes its property `name` (assigns, mutates, binds with `$`).
    public func writes(property name: String, inType typeName: String) -> Bool {
        facts.usage.written[typeName]?.contains(name) ?? false
    }

    /// A type built as a pushed or presented screen somewhere in the project.
    public func isDestination(typeNamed name: String) -> Bool {
        facts.usage.destinations.contains(name)
    }

    /// A type built as `ForEach`/`List` row content somewhere in the project.
    public func isRowContent(typeNamed name: String) -> Bool {
        facts.usage.rowContent.contains(name)
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
