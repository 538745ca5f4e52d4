// The synthetic parent of a site-centred experiment and its drivers. The host holds every input
// the hosted view takes from outside — arguments, bindings, observed objects, environment
// values — as its own state, so an experiment can give the view new inputs the way a parent
// would, and it can re-render without changing anything.

/// Which project classes are models and how they are observed (docs/SWIFTUI-MODEL.md rules 29–30,
/// fact 45).
struct ModelCatalog {
    /// The project as the lowered file sees it. Classes are looked up through its module groups
    /// (`ProjectModel.lookup`), never through `ProjectModel.facts`, which merges a copy of every
    /// group the file sees on each call.
    let project: ProjectModel
    /// Where `modelType(_:kind:)` keeps what it made for the check (nil: nothing kept).
    let memo: SiteLoweringMemo?

    init(_ project: ProjectModel, memo: SiteLoweringMemo? = nil) { self.project = project; self.memo = memo }

    /// What the project declares about the class `name`, as the file sees it.
    func classFacts(_ name: String) -> ClassFacts? {
        project.lookup.classFacts(named: name)
    }

    /// How views observe the class `name`, nil when they do not.
    func observation(ofClass name: String) -> ModelType.Kind? {
        project.observation(ofClass: name)
    }

    /// The model class a stored property holds and how it is observed, if it holds one.
    func model(of property: StoredProperty) -> (name: String, kind: ModelType.Kind)? {
        let className = ModelCatalog.className(of: property)
        switch property.wrapper?.kind {
        case .stateObject?, .observedObject?, .environmentObject?:
            // These wrappers take an `ObservableObject` and nothing else.
            return (className ?? "‹\(property.name)›", .observableObject)
        case .bindable?:
            return (className ?? "‹\(property.name)›", .observable)
        case .environment?:
            let argument = property.wrapper?.arguments ?? ""
            guard argument.hasSuffix(".self") else { return nil }
            return (String(argument.dropLast(5)), .observable)
        case .state?, nil:
            guard let className, let kind = observation(ofClass: className) else { return nil }
            return (className, kind)
        default:
            return nil
        }
    }

    func modelFields(of info: ViewTypeInfo) -> [String: ModelType.Kind] {
        var result: [String: ModelType.Kind] = [:]
        for property in info.storedProperties {
            if let model = model(of: property) { result[property.name] = model.kind }
        }
        return result
    }

    /// The engine's model of a class: its stored properties, observed when `@Published` (an
    /// `ObservableObject`) or not `@ObservationIgnored` (`@Observable`). A class the project
    /// does not declare observes whatever is read of it.
    func modelType(_ name: String, kind: ModelType.Kind) -> ModelType {
        guard let memo else { return modelTypeAnew(name, kind: kind) }
        return memo.modelType(name, observable: kind == .observable) { modelTypeAnew(name, kind: kind) }
    }

    private func modelTypeAnew(_ name: String, kind: ModelType.Kind) -> ModelType {
        guard let declared = classFacts(name) else {
            return ModelType(name, kind: kind, properties: [], observesUndeclared: true)
        }
        let properties = declared.properties.map { p in
            ModelType.Property(p.name, p.initializerText.flatMap(Lowering.literalValue) ?? .symbol("\(name).\(p.name)", 0),
                               observed: kind == .observableObject ? p.isPublished : !p.isObservationIgnored)
        }
        return ModelType(name, kind: kind, properties: properties)
    }

    /// `Model` for `Model`, `Model?`, `Model<T>`, `StateObject(wrappedValue: Model(…))`, `Model()`.
    static func className(of property: StoredProperty) -> String? {
        let typeText = property.typeText
        if let name = asciiClassName(typeText) { return name.isEmpty ? nil : name }
        var text = typeText.filter { $0 != " " && $0 != "?" && $0 != "!" }
        if text.isEmpty, let initializer = property.initializerText {
            var t = Substring(initializer.trimmingWhitespace)
            if t.hasPrefix("StateObject(wrappedValue:") || t.hasPrefix(".init(wrappedValue:") {
                t = t.drop { $0 != ":" }.dropFirst().drop { $0 == " " }
            }
            text = String(t.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        }
        if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        guard let first = text.first, first.isUppercase else { return nil }
        return text
    }

    /// `className(of:)` read from a declared type's bytes: nil when it must be read as characters
    /// (a non-ASCII type) or from the initializer (no type written), "" when it names no class.
    static func asciiClassName(_ typeText: String) -> String? {
        var typeText = typeText
        return typeText.withUTF8 { bytes -> String? in
            // The bytes kept: all but spaces, `?` and `!`, up to the first `<`; the name starts
            // after the last `.` among them.
            var start = 0, end = -1, kept = 0
            for (i, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return nil }
                if end >= 0 { continue }
                if byte == 0x3C { end = i; continue }  // <
                if byte == 0x20 || byte == 0x3F || byte == 0x21 { continue }  // space ? !
                kept += 1
                if byte == 0x2E { start = i + 1 }  // .
            }
            // Nothing written at all: the initializer says (the slow path reads it).
            if kept == 0, end < 0 { return nil }
            if end < 0 { end = bytes.count }
            var name: [UInt8] = []
            for byte in bytes[start ..< max(start, end)] where byte != 0x20 && byte != 0x3F && byte != 0x21 { name.append(byte) }
            guard let first = name.first, (0x41 ... 0x5A).contains(first) else { return "" }
            return String(decoding: name, as: UTF8.self)
        }
    }
}

extension Lowering {
    /// A stored property as a site experiment models it: state with its literal or unknown
    /// initial value, model objects of the right kind, constants and closures.
    func siteField(for property: StoredProperty, models: ModelCatalog) -> Field {
        siteField(for: property, name: property.name, model: models.model(of: property), models: models)
    }

    /// `siteField(for:models:)` given the property's name and `models.model(of: property)`.
    func siteField(for property: StoredProperty, name: String, model: (name: String, kind: ModelType.Kind)?,
                   models: ModelCatalog) -> Field {
        let initializerText = property.initializerText
        // Read only by the cases that use them (most fields are bindings, models, environment).
        var literal: Value? { initializerText.flatMap(Lowering.literalValue) }
        var fresh: Bool { initializerText.flatMap(FreshValue.describe(initializer:)) != nil }
        switch property.wrapper?.kind {
        case .state?, .appStorage?, .sceneStorage?, .focusState?, .gestureState?, .fetchRequest?, .query?:
            if let model, initializerText != nil { return Field(name, .state(initial: .newObject(model.name))) }
            if fresh { return Field(name, .state(initial: .fresh(.uuid))) }
            return Field(name, .state(initial: .literal(literal ?? .symbol(name, 0))))
        case .binding?:
            return Field(name, .binding)
        case .environment?:
            if let model { return Field(name, .environment(key: model.name)) }
            return Field(name, .environment(key: property.wrapper?.arguments ?? name))
        case .stateObject?:
            return Field(name, .stateObject(model: model?.name ?? name))
        case .observedObject?:
            // `@ObservedObject var m = Model()` makes a new object with every view value (fact 48).
            let initial: Expr? = initializerText != nil ? .newObject(model?.name ?? name) : nil
            return Field(name, .observedObject, default: initial)
        case .environmentObject?:
            return Field(name, .environmentObject(key: model?.name ?? name))
        case .bindable?:
            return Field(name, .plain(isPOD: false))
        case .namespace?, .scaledMetric?, .published?, .custom?:
            return Field(name, .plain(isPOD: false), default: .symbol(name))
        case nil:
            if case .function? = property.shape { return Field(name, .closure, default: initializerText.map { _ in .symbol(name) }) }
            let defaultValue: Expr? = initializerText.map { text in
                if let literal = Lowering.literalValue(text) { return .literal(literal) }
                if fresh { return .fresh(.uuid) }
                if let model { return .newObject(model.name) }
                // A project class made anew with every view value compares by identity (rule 8).
                if let className = ModelCatalog.className(of: property), models.classFacts(className) != nil,
                   text.hasPrefix(className + "(") { return .fresh(.uuid) }
                return .symbol(name)
            }
            return Field(name, .plain(isPOD: property.pod.isPOD), default: defaultValue)
        }
    }
}

/// The synthetic parent: one state per input of the hosted view, and the drivers that vary them.
struct HostBuilder {
    let owner: ViewType
    let modelFields: [String: ModelType.Kind]
    /// The owner's model fields → their model's name.
    let modelNames: [String: String]
    private(set) var type: ViewType
    private(set) var models: [ModelType] = []
    /// Host state → the owner's field it feeds.
    private(set) var fedFields: [(host: String, field: String, kind: Driver.Kind)] = []
    /// `Model.property` → its declared type, for models' properties.
    private(set) var modelPropertyTypes: [String: String] = [:]

    /// `bindingFeeds`: how the project passes each `@Binding` field, where its constructions
    /// say (`Lowering.bindingFeeds(of:in:)`); a field not listed gets a `$` of the host's state.
    init(owner: ViewType, ownerModels: [String: (name: String, kind: ModelType.Kind)], catalog: ModelCatalog,
         declaredTypes: [String: String] = [:], bindingFeeds: [String: BindingFeed] = [:]) {
        self.owner = owner
        self.modelFields = ownerModels.mapValues(\.kind)
        self.modelNames = ownerModels.mapValues(\.name)
        var hostFields: [Field] = [.state(Lowering.parentRenders, .int(0))]
        var arguments: [String: Expr] = [:]
        var environment: [(String, Expr)] = []
        var modelTypes: [String: ModelType] = [:]
        var propertyTypes: [String: String] = [:]
        func addModel(_ name: String, _ kind: ModelType.Kind) {
            guard modelTypes[name] == nil else { return }
            modelTypes[name] = catalog.modelType(name, kind: kind)
            for property in catalog.classFacts(name)?.properties ?? [] {
                if let type = property.typeText { propertyTypes[name + "." + property.name] = type }
            }
        }
        var fed: [(String, String, Driver.Kind)] = []
        for field in owner.fields {
            let model = ownerModels[field.name]
            if let model { addModel(model.name, model.kind) }
            switch field.kind {
            case .state(.newObject(let m)):
                addModel(m, catalog.observation(ofClass: m) ?? .observable)
            case .stateObject(let m):
                if model == nil { addModel(m, .observableObject) }
            case .binding:
                let host = "bound " + field.name
                hostFields.append(.state(host, .symbol(field.name, 0)))
                if case .rebuilt? = bindingFeeds[field.name] {
                    // The parent's own `Binding(get:set:)`: a new location whenever it rebuilds the view.
                    arguments[field.name] = .manualBinding(reads: [.read(host)], writes: host, captures: .wholeSelf)
                } else {
                    arguments[field.name] = .binding(host)
                }
                fed.append((host, field.name, .binding))
            case .plain, .observedObject:
                guard field.defaultValue == nil else { continue }
                if let model {
                    let host = "object " + field.name
                    hostFields.append(Field(host, .stateObject(model: model.name)))
                    arguments[field.name] = .read(host)
                } else {
                    let host = "argument " + field.name
                    hostFields.append(.state(host, HostBuilder.firstValue(of: declaredTypes[field.name], name: field.name)))
                    arguments[field.name] = .read(host)
                    fed.append((host, field.name, .argument))
                }
            case .closure:
                guard field.defaultValue == nil else { continue }
                // The parent's closure literal captures the parent: new whenever it re-renders.
                arguments[field.name] = .closure(site: "‹parent closure› " + field.name, captures: .wholeSelf)
            // An `@EnvironmentObject`, or an `@Environment(Model.self)` holding a model.
            case .environment(let key) where model != nil, .environmentObject(let key):
                let host = "object " + field.name
                hostFields.append(Field(host, .stateObject(model: model?.name ?? key)))
                environment.append((key, .read(host)))
            case .environment(let key):
                let host = "environment " + key
                hostFields.append(.state(host, HostBuilder.environmentValues[key]?.first ?? .symbol(key, 0)))
                environment.append((key, .read(host)))
                fed.append((host, field.name, .environment))
            default:
                continue
            }
        }
        var shown = ViewTemplate.custom(owner.name, arguments)
        for (key, value) in environment { shown = shown.environment(key, value) }
        let body = ViewTemplate.container("‹host›", [.leaf("‹parent›", [.read(Lowering.parentRenders)]), shown])
        self.type = ViewType(Lowering.hostName, fields: hostFields, isPOD: false, body: body)
        self.models = modelTypes.keys.sorted().map { modelTypes[$0]! }
        self.modelPropertyTypes = propertyTypes
        self.fedFields = fed.map { (host: $0.0, field: $0.1, kind: $0.2) }
    }

    /// A parent's first value for an argument: a typed value for `Bool` and numbers (so the
    /// view's conditions on it can be evaluated, and drivers change it as such), else a name.
    static func firstValue(of type: String?, name: String) -> Value {
        type.flatMap(firstTypedValue(of:)) ?? .symbol(name, 0)
    }

    /// The zero value of `Bool` and the number types (`false`, `0`); nil for any other type.
    static func firstTypedValue(of type: String) -> Value? {
        switch type.filter({ $0 != " " }) {
        case "Bool": return .bool(false)
        case "Int": return .int(0)
        case "Double", "CGFloat", "Float": return .double(0)
        default: return nil
        }
    }

    /// What the experiment varies, most common first (a confirming driver ends the search).
    /// `writtenStates`: the states the view's own code changes; only those are varied.
    func drivers(ownerBody: ViewTemplate, updates: Int, writtenStates: Set<String>) -> [Driver] {
        var result: [Driver] = []
        let both: [Semantics] = [.v17plus, .pre17]
        for field in owner.fields where !field.name.hasPrefix("‹") {
            guard case .state(let initial) = field.kind, writtenStates.contains(field.name) else { continue }
            if case .newObject = initial { continue }
            let start: Value
            switch initial {
            case .literal(let v): start = v
            case .fresh: start = .symbol(field.name, 0)
            default: continue
            }
            let steps = (1...max(1, updates)).map { k in
                ScenarioStep.perform(on: .hosted, [.set(field.name, .literal(HostBuilder.value(after: start, step: k, name: field.name)))])
            }
            result.append(Driver("changing `\(field.name)`", kind: .state, field: field.name, steps: steps, semantics: both))
        }
        // Environment values come last, after the models and the parent's body running again:
        // an app changes them rarely (a color scheme, a dismiss action), so those are the
        // likelier triggers to name.
        var environmentDrivers: [Driver] = []
        for fed in fedFields {
            let start = type.fields.first { $0.name == fed.host }.flatMap { field -> Value? in
                if case .state(.literal(let v)) = field.kind { return v }
                return nil
            } ?? .symbol(fed.field, 0)
            let known = fed.kind == .environment ? HostBuilder.environmentValues[String(fed.host.dropFirst("environment ".count))] : nil
            let steps = (1...max(1, updates)).map { k in
                ScenarioStep.perform(on: .root, [.set(fed.host, .literal(known.map { $0[k % $0.count] }
                                                                         ?? HostBuilder.value(after: start, step: k, name: fed.field)))])
            }
            let description: String
            switch fed.kind {
            case .binding: description = "the value bound to `\(fed.field)` changing"
            case .environment: description = "the environment value of `\(fed.field)` changing"
            default: description = "the parent passing a new `\(fed.field)`"
            }
            let driver = Driver(description, kind: fed.kind, field: fed.field, steps: steps, semantics: both)
            if fed.kind == .environment { environmentDrivers.append(driver) } else { result.append(driver) }
        }
        for (field, kind) in modelFields.sorted(by: { $0.key < $1.key }) where kind == .observableObject {
            let steps = Array(repeating: ScenarioStep.perform(on: .hosted, [.notify(field)]), count: max(1, updates))
            // A publish changes no property the body reads (another property changed), so it
            // keeps held conditions on the model; the runtime still checks that they hold.
            var publishing = Driver("`\(field)` publishing a change", kind: .observableObject, field: field, steps: steps, semantics: both)
            publishing.keepsHeldConditions = true
            result.append(publishing)
        }
        // `@Observable` properties the body reads: a change re-runs only what read them, and the
        // view value keeps no seed (fact 45). Such models exist only from iOS 17 on.
        var properties: [(String, String)] = []
        ownerBody.visitExpressions { e in e.collectPropertyReads(into: &properties) }
        var seen = Set<String>()
        for (holder, property) in properties where modelFields[holder] == .observable && seen.insert(holder + "." + property).inserted {
            // A property with a known start moves like a state (a `Bool` alternates), so
            // conditions on it are evaluated. One declared `Bool` or number without a literal
            // start (set in `init`) is unknown at first and then takes values of its type in
            // turn (`false`, `true`, …), so conditions on it flip as the app flips them; any
            // other property gets a new unknown value with each step.
            let model = modelNames[holder]
            let start = model.flatMap { name in models.first { $0.name == name } }?.properties.first { $0.name == property }?.initial
            let typed = model.flatMap { modelPropertyTypes[$0 + "." + property] }.flatMap(HostBuilder.firstTypedValue(of:))
            let steps = (1...max(1, updates)).map { k in
                var next = Value.symbol("\(holder).\(property)", k)
                if let start, start.isExact {
                    next = HostBuilder.value(after: start, step: k, name: "\(holder).\(property)")
                } else if let typed {
                    next = HostBuilder.value(after: typed, step: k - 1, name: "\(holder).\(property)")
                }
                return ScenarioStep.perform(on: .hosted, [.setProperty(holder, property, .literal(next))])
            }
            result.append(Driver("`\(holder).\(property)` changing", kind: .observable, field: holder, property: property,
                                 steps: steps, semantics: [.v17plus]))
        }
        let renders = Array(repeating: ScenarioStep.perform(on: .root, [.increment(Lowering.parentRenders, by: 1)]), count: max(1, updates))
        result.append(Driver("the parent's body running again", kind: .parentRender, field: nil, steps: renders, semantics: both))
        return result + environmentDrivers
    }

    /// The k-th new value after `start`: Bools alternate, numbers count, other values get a
    /// new version of their name (only their change matters).
    static func value(after start: Value, step k: Int, name: String) -> Value {
        switch start {
        case .bool(let b): return .bool(k % 2 == 1 ? !b : b)
        case .int(let i): return .int(i + k)
        case .double(let d): return .double(d + Double(k))
        case .string(let s): return .string(s + String(repeating: "+", count: k))
        default: return .symbol(name, k)
        }
    }
}

extension Expr {
    /// `holder.property` reads of models, for `@Observable` drivers.
    func collectPropertyReads(into reads: inout [(String, String)]) {
        switch self {
        case .property(let holder, let property): reads.append((holder, property))
        case .member(let base, _): base.collectPropertyReads(into: &reads)
        case .derived(_, let inputs, _), .manualBinding(let inputs, _, _): inputs.forEach { $0.collectPropertyReads(into: &reads) }
        case .marked(_, let inner): inner.collectPropertyReads(into: &reads)
        case .stableBinding(_, let keys, let value): keys.forEach { $0.collectPropertyReads(into: &reads) }; value.collectPropertyReads(into: &reads)
        default: break
        }
    }
}
