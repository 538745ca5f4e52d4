import ViewLint

/// The parent both equality experiments host (`unenforced_equatable`, `equatable_ignores_input`):
/// one state per plain value or binding it gives the view, and a body showing the view at mark 0,
/// wrapped in `.equatable()` when asked.
struct EqualityHost {
    var fields: [Field] = []
    var arguments: [String: Expr] = [:]
    /// Each state's first value.
    var start: [String: Value] = [:]

    /// `passes`: whether the parent gives a plain field (one with a default may be left out).
    init(for view: ViewType, info: ViewTypeInfo?, passes: (Field, StoredProperty?) -> Bool) {
        for field in view.fields {
            let declared = info?.storedProperties.first { $0.name == field.name }
            switch field.kind {
            case .plain:
                guard passes(field, declared) else { continue }
                add(field.name, UnenforcedEquatableRule.initialValue(declared?.typeText ?? ""), as: .read(field.name))
            case .binding:
                add(field.name, UnenforcedEquatableRule.initialValue(declared?.typeText ?? ""), as: .binding(field.name))
            default:
                continue
            }
        }
    }

    private mutating func add(_ name: String, _ value: Value, as argument: Expr) {
        fields.append(.state(name, value)); start[name] = value
        arguments[name] = argument
    }

    /// The host showing `child` (the view called `name`), with `.equatable()` or without.
    func program(showing child: ViewType, named name: String, equatable: Bool) -> ViewProgram {
        let use = ViewTemplate.custom(name, arguments)
        let host = ViewType(Lowering.hostName, fields: fields, isPOD: false, body: .marked(0, equatable ? use.equatable() : use))
        var p = ViewProgram(root: Lowering.hostName, types: [host, child])
        p.marks = [SiteMark(name)]
        return p
    }
}
