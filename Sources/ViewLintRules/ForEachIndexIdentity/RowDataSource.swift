import ViewLint

/// Where the rows' collection lives, and how the experiment edits it.
struct DataSource {
    var field: String
    var kind: Driver.Kind
    /// How the owner reads it.
    var read: Expr
    /// The host's state that feeds it (arguments and bindings).
    var hostField: String?
    var property: String?
    /// For a value the parent passes, the member holding the collection (`items` of `state.items`).
    var member: String?
    var owner: String

    static let standInField = "‹rows›"

    /// A state of the view standing in for a collection the engine cannot edit where it lives.
    static func standIn(owner: String, in program: inout ViewProgram) -> DataSource {
        if var type = program.type(named: owner) {
            type.fields.append(.state(standInField, .array([])))
            program = program.replacing(type)
        }
        return DataSource(field: standInField, kind: .state, read: .read(standInField), hostField: nil, property: nil,
                          member: nil, owner: owner)
    }

    init(field: String, kind: Driver.Kind, read: Expr, hostField: String?, property: String?, member: String?, owner: String) {
        self.field = field; self.kind = kind; self.read = read; self.hostField = hostField
        self.property = property; self.member = member; self.owner = owner
    }

    init?(path: [String], owner: String, in program: ViewProgram) {
        guard let root = path.first, let type = program.type(named: owner),
              let field = type.fields.first(where: { $0.name == root }) else { return nil }
        self.field = root
        self.owner = owner
        let host = program.type(named: Lowering.hostName)
        let holdsObject: Bool = {
            switch field.kind {
            case .stateObject, .environmentObject, .state(.newObject): return true
            default: return host?.fields.contains { $0.name == "object " + root } ?? false
            }
        }()
        switch (field.kind, path.count) {
        case (.state(.newObject), _):
            guard path.count == 2 else { return nil }
            kind = .observable; read = .property(root, path[1]); property = path[1]
        case (_, 2) where holdsObject:
            kind = .observable; read = .property(root, path[1]); property = path[1]
        case (.state, 1):
            kind = .state; read = .read(root)
        case (.plain, 1) where field.defaultValue == nil:
            kind = .argument; read = .read(root); hostField = "argument " + root
        case (.binding, 1):
            kind = .binding; read = .read(root); hostField = "bound " + root
        case (.plain, 2) where field.defaultValue == nil:
            // `state.items` of a value the parent passes.
            kind = .argument; read = .member(.read(root), path[1]); hostField = "argument " + root; member = path[1]
        default:
            return nil
        }
    }

    /// Gives the collection its first value.
    func seed(_ program: inout ViewProgram, _ value: Value) {
        let value = member.map { Value.record([$0: value]) } ?? value
        if let hostField, var host = program.type(named: Lowering.hostName),
           let i = host.fields.firstIndex(where: { $0.name == hostField }) {
            host.fields[i] = .state(hostField, value)
            program = program.replacing(host)
        } else if property == nil, var type = program.type(named: owner), let i = type.fields.firstIndex(where: { $0.name == field }) {
            type.fields[i] = .state(field, value)
            program = program.replacing(type)
        } else if let property {
            for m in program.models.indices {
                program.models[m].properties.removeAll { $0.name == property }
                program.models[m].properties.append(ModelType.Property(property, value, observed: true))
            }
        }
    }

    /// One edit: the collection set to `value` where it lives.
    func step(_ value: Value) -> ScenarioStep {
        if let hostField { return .perform(on: .root, [.set(hostField, .literal(member.map { Value.record([$0: value]) } ?? value))]) }
        if let property { return .perform(on: .hosted, [.setProperty(field, property, .literal(value))]) }
        return .perform(on: .hosted, [.set(field, .literal(value))])
    }
}
