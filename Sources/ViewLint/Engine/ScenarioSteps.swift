// Ready-made scenario steps for the experiments the rules run most: "change each other @State of
// the enclosing view N times" (DESIGN §7).

extension ScenarioStep {
    /// `count` updates, each changing one `@State` of the first `type` instance (round-robin
    /// over its states, minus `excluded`) to a new value: Bools toggle, numbers grow, strings
    /// and arrays get a new element. States whose initial value is not of those kinds are
    /// skipped; with none left the result is empty.
    public static func changeStates(of type: String, in program: ViewProgram, excluding excluded: Set<String> = [],
                                    count: Int) -> [ScenarioStep] {
        guard let viewType = program.type(named: type) else { return [] }
        let actions: [Action] = viewType.fields.compactMap { field in
            guard !excluded.contains(field.name), case .state(.literal(let initial)) = field.kind else { return nil }
            return change(field.name, from: initial)
        }
        guard !actions.isEmpty else { return [] }
        return (0..<count).map { .perform(on: .first(type), [actions[$0 % actions.count]]) }
    }

    static func change(_ name: String, from initial: Value) -> Action? {
        switch initial {
        case .bool: return .toggle(name)
        case .int: return .increment(name, by: 1)
        case .double:
            return .set(name, .derived("+ 1", [.read(name)]) {
                if case .double(let d) = $0[0] { return .double(d + 1) }
                return $0[0]
            })
        case .string:
            return .set(name, .derived("+ \"x\"", [.read(name)]) {
                if case .string(let s) = $0[0] { return .string(s + "x") }
                return $0[0]
            })
        case .array:
            return .set(name, .derived("append", [.read(name)]) {
                .array(($0[0].arrayValue ?? []) + [.int($0[0].arrayValue?.count ?? 0)])
            })
        default:
            return nil
        }
    }
}
