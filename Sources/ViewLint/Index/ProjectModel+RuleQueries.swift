// The questions rules ask of the project, typed: rules never read the index's arrays or the
// facts' tables themselves (LayerTests checks this), so both can change shape behind these.

extension ProjectModel {
    /// The view type called `name`, as the whole project declares it (the first of that name).
    public func viewType(named name: String) -> ViewTypeInfo? {
        index.viewType(named: name)
    }

    /// Every project view type called `name` (nested types may share a simple name).
    public func viewTypes(named name: String) -> [ViewTypeInfo] {
        let types = index.viewTypes
        return types.indices.filter { types[$0].name == name }.map { types[$0] }
    }

    /// The stored property `name` of the project class `className`, nil when either is unknown.
    public func storedProperty(_ name: String, ofClass className: String) -> ClassFacts.Property? {
        lookup.classFacts(named: className)?.properties.first { $0.name == name }
    }

    /// How the project class `className`'s `init` fills `name` again from a publisher that
    /// replays its value, if it does (`InitRefill`).
    public func initRefill(_ name: String, ofClass className: String) -> InitRefill? {
        lookup.classFacts(named: className)?.refilled[name]
    }

    /// Whether the project type `name` has one `id`, a `let` set to a new `UUID()` whenever a
    /// value is made: two values never share it (as `Date()` or a random number may), and a value
    /// keeps it for life, so whatever is keyed by it shows only the one value made with it.
    public func makesFreshUUIDIdentity(typeNamed name: String) -> Bool {
        guard let declared = declaredType(named: name), declared.idDeclarations == 1,
              declared.letProperties.contains("id") else { return false }
        return freshInitializer(ofProperty: "id", inType: name) == "UUID()"
    }

    /// Whether every declaration of the instance method `method` in the project class or actor
    /// `typeName` runs to its end without suspending (`ClassFacts.methodsEndingAtOnce`); false
    /// when either is unknown.
    public func methodEndsAtOnce(_ method: String, ofType typeName: String) -> Bool {
        lookup.classFacts(named: typeName)?.methodsEndingAtOnce.contains(method) ?? false
    }

    /// The `@Published` stored properties of the project class `className`, in declaration order.
    public func publishedProperties(ofClass className: String) -> [String] {
        lookup.classFacts(named: className)?.properties.filter(\.isPublished).map(\.name) ?? []
    }

    /// Whether the project declares a protocol called `name`.
    public func declaresProtocol(named name: String) -> Bool {
        lookup.protocolParents(of: name) != nil
    }

    /// Whether `name` is one project `@resultBuilder` whose every result is an `AnyView` and
    /// whose built code cannot choose between views (`ResultBuilderShape`): each closure or
    /// function it builds then erases one static type wherever it is written.
    /// The files that say so (its declaration, extensions with build methods); nil when it is not.
    public func singleTypeErasingBuilder(named name: String) -> [String]? {
        guard let declared = lookup.declaredType(named: name), declared.declarationCount == 1,
              let builder = declared.resultBuilder, builder.alwaysReturns("AnyView") else { return nil }
        return builder.files.sorted()
    }

    /// The project `@resultBuilder` called `name` (the only type of that name), nil otherwise.
    public func resultBuilder(named name: String) -> ResultBuilderShape? {
        guard let declared = lookup.declaredType(named: name), declared.declarationCount == 1,
              let builder = declared.resultBuilder, builder.isDeclaredBuilder else { return nil }
        return builder
    }

    /// The method SwiftUI calls on the project representable `name` when its value changed
    /// (`updateUIView` for a `UIViewRepresentable`…); nil for any other type.
    public func representableUpdateMethod(ofType name: String) -> String? {
        guard viewType(named: name)?.families.contains(.representable) == true else { return nil }
        let methods = [("UIViewRepresentable", "updateUIView"), ("UIViewControllerRepresentable", "updateUIViewController"),
                       ("NSViewRepresentable", "updateNSView"), ("NSViewControllerRepresentable", "updateNSViewController"),
                       ("WKInterfaceObjectRepresentable", "updateWKInterfaceObject")]
        return methods.first { conforms(typeNamed: name, to: $0.0) }?.1 ?? "update method"
    }

    /// How views observe the project class `className`, nil when they do not.
    public func classObservation(ofClass className: String) -> ClassObservation? {
        ClassObservation.of(className, classes: lookup.classFacts(named:), parents: lookup.protocolParents(of:))
    }
}
