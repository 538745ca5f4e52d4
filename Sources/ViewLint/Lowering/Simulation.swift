// `viewlint simulate` and `viewlint debug engine`: lower one view of the user's code and run
// actions on it, reporting the trace in `_printChanges()` vocabulary with counters per view.

/// One action of a simulation, as the command line spells it.
public struct SimulationAction: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable { case set, writeSame = "write-same", toggle, increment, insert, remove, move }
    public var kind: Kind
    public var type: String
    public var property: String
    public var value: String?

    /// `set TYPE.prop=VALUE`, `write-same TYPE.prop`, `toggle TYPE.prop`, `increment TYPE.prop[=N]`,
    /// `insert|remove|move TYPE.items`.
    public static func parse(_ text: String) -> Result<SimulationAction, SimulationError> {
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, let kind = Kind(rawValue: words[0]) else {
            return .failure(SimulationError("unknown action '\(text)'; expected one of \(Kind.allCases.map(\.rawValue).joined(separator: ", ")) followed by TYPE.property"))
        }
        var target = words[1], value: String?
        if let eq = target.firstIndex(of: "=") {
            value = String(target[target.index(after: eq)...])
            target = String(target[..<eq])
        }
        guard let dot = target.lastIndex(of: "."), dot != target.startIndex, target.index(after: dot) != target.endIndex else {
            return .failure(SimulationError("action '\(text)' must name TYPE.property"))
        }
        if kind == .set && value == nil { return .failure(SimulationError("'set' needs a value: set TYPE.prop=VALUE")) }
        return .success(SimulationAction(kind: kind, type: String(target[..<dot]), property: String(target[target.index(after: dot)...]), value: value))
    }

    /// The engine step: one transaction on the first live instance of the type.
    public func step(serial: Int) -> Result<ScenarioStep, SimulationError> {
        let action: Action
        switch kind {
        case .set:
            guard let v = value.flatMap(Lowering.literalValue) else {
                return .failure(SimulationError("cannot read '\(value ?? "")' as a literal (true, 3, 2.5, \"text\", .case)"))
            }
            action = .set(property, .literal(v))
        case .writeSame: action = .writeSameValue(property)
        case .toggle: action = .toggle(property)
        case .increment: action = .increment(property, by: value.flatMap { Int($0) } ?? 1)
        case .insert: action = .insert(property, at: 0, .literal(.record(["id": .string("new-\(serial)")])))
        case .remove: action = .remove(property, at: 0)
        case .move: action = .move(property, from: 0, to: Int.max)
        }
        return .success(.perform(on: .first(type), [action]))
    }
}

extension SimulationAction {
    /// Why the action cannot run on `program`: an unknown view, a property that is not a state
    /// or binding of it, or a value or action that does not fit the property's type. A
    /// simulation never drops an action silently and reports counts as if it had run.
    func problem(in program: ViewProgram) -> SimulationError? {
        let spelled = "`\(type).\(property)`"
        if let view = program.types.first(where: { $0.name == type }) {
            guard let field = view.fields.first(where: { $0.name == property }) else {
                let writable = view.fields.filter { if case .state = $0.kind { return true }; if case .binding = $0.kind { return true }; return false }
                return SimulationError("\(spelled): `\(type)` has no property `\(property)`"
                    + (writable.isEmpty ? " (it has no @State or @Binding)" : " (its @State and @Binding: \(writable.map { "`\($0.name)`" }.joined(separator: ", ")))"))
            }
            switch field.kind {
            case .state(initial: .literal(let initial)):
                return fits(initial, spelled)
            case .state, .binding:
                return nil
            default:
                return SimulationError("\(spelled) is not a @State or @Binding, so an action cannot write it")
            }
        }
        if let model = program.models.first(where: { $0.name == type }) {
            guard let stored = model.properties.first(where: { $0.name == property }) else {
                return SimulationError("\(spelled): the model `\(type)` has no property `\(property)`")
            }
            return fits(stored.initial, spelled)
        }
        let views = program.types.map { "`\($0.name)`" }.sorted().joined(separator: ", ")
        return SimulationError("no view or model `\(type)` in the simulated program (its views: \(views))")
    }

    /// Whether this action can act on a property holding `current`.
    private func fits(_ current: Value, _ spelled: String) -> SimulationError? {
        func kindName(_ v: Value) -> String? {
            switch v {
            case .bool: return "Bool"
            case .int: return "Int"
            case .double: return "Double"
            case .string: return "String"
            case .array: return "an array"
            case .symbol: return "an enum case"
            default: return nil
            }
        }
        guard let held = kindName(current) else { return nil }  // a value the engine cannot type
        switch kind {
        case .toggle:
            if case .bool = current { return nil }
            return SimulationError("`toggle` needs a Bool, but \(spelled) holds \(held)")
        case .increment:
            switch current {
            case .int, .double: return nil
            default: return SimulationError("`increment` needs a number, but \(spelled) holds \(held)")
            }
        case .insert, .remove, .move:
            if case .array = current { return nil }
            return SimulationError("`\(kind.rawValue)` needs an array, but \(spelled) holds \(held)")
        case .set:
            guard let given = value.flatMap(Lowering.literalValue), let givenKind = kindName(given) else { return nil }
            switch (current, given) {
            case (.double, .int): return nil
            default:
                return givenKind == held ? nil
                    : SimulationError("`set` gives \(spelled) \(givenKind == "an array" || givenKind == "an enum case" ? givenKind : "a " + givenKind), but it holds \(held)")
            }
        case .writeSame:
            return nil
        }
    }
}

public struct SimulationError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ d: String) { description = d }
}

/// What a simulation produced.
public struct SimulationReport: Sendable {
    public var view: String
    public var semantics: Semantics
    public var updates: Int
    public var unmodelled: [String]
    public var result: RunResult
    public var program: ViewProgram

    /// The trace, then one line per view: body runs, state resets, appear/disappear, tasks.
    public var text: String {
        var out = "simulate \(view) (\(semantics == .pre17 ? "pre17" : "v17plus")), \(result.measured.updates) measured update(s)\n"
        for reason in unmodelled { out += "not modelled: \(reason)\n" }
        out += "\n" + result.trace.joined(separator: "\n") + "\n\n"
        if result.opaqueSites.isEmpty {
            out += "counts (from the first render on):\n"
        } else {
            // Where a comparison could not be evaluated the engine took it as a change; counts
            // that follow from it are an assumption, and say so.
            let reasons = Set(result.opaqueSites.map(\.reason)).sorted().joined(separator: "; ")
            out += "counts (from the first render on; not definite: they take \(reasons) as a change):\n"
        }
        for name in result.total.perType.keys.sorted() where name != "Host" {
            let c = result.total.perType[name]!
            let m = result.measured.counters(of: name)
            var parts: [String] = []
            if program.type(named: name) != nil || c.bodyEvaluations > 0 {
                parts.append("body ran \(c.bodyEvaluations) (\(m.bodyEvaluations) after the first render)")
            }
            if c.stateAllocations + c.stateDestructions > 0 { parts.append("state allocated \(c.stateAllocations), destroyed \(c.stateDestructions)") }
            if c.controlUpdates > 0 { parts.append("control updates \(c.controlUpdates)") }
            if c.appearances + c.disappearances > 0 { parts.append("onAppear \(c.appearances), onDisappear \(c.disappearances)") }
            if c.taskStarts + c.taskCancellations > 0 { parts.append("task started \(c.taskStarts), cancelled \(c.taskCancellations)") }
            if c.onChangeFires > 0 { parts.append("onChange \(c.onChangeFires)") }
            if !parts.isEmpty { out += "  \(name): " + parts.joined(separator: "; ") + "\n" }
        }
        if !result.total.log.isEmpty {
            out += "log: " + result.total.log.joined(separator: " ") + " (joined: " + result.total.log.joined() + ")\n"
        }
        for warning in result.total.warnings { out += "warning: \(warning)\n" }
        for site in result.opaqueSites { out += "opaque: \(site.reason) in `\(site.type)` at \(site.nodePath)\n" }
        if case .capReached(let reason) = result.outcome { out += "cap reached: \(reason)\n" }
        return out
    }
}

extension SimulationReport {
    /// The lowered program: each view type's fields (kind, POD), custom `==`, and body as the
    /// engine's type signature — what `viewlint debug engine` shows before the run.
    public var programDescription: String {
        var out = "program (root \(program.root)):\n"
        for type in program.types {
            out += "  \(type.name)\(type.isPOD ? " [POD]" : "")\(type.equality != nil ? " [custom ==]" : "")\n"
            for field in type.fields {
                out += "    \(field.name): \(SimulationReport.describe(field.kind))\(field.defaultValue.map { _ in " (has default)" } ?? "")\n"
            }
            out += "    body: \(type.body.typeSignature)\n"
        }
        return out + "\n"
    }

    static func describe(_ kind: FieldKind) -> String {
        switch kind {
        case .state(.literal(let v)): return "@State = \(v)"
        case .state: return "@State"
        case .binding: return "@Binding"
        case .stateObject(let m): return "@StateObject \(m)"
        case .observedObject: return "@ObservedObject"
        case .environment(let k): return "@Environment(\(k))"
        case .environmentObject(let k): return "@EnvironmentObject(\(k))"
        case .plain(let pod): return pod ? "let (POD)" : "let"
        case .closure: return "closure"
        }
    }
}

public enum Simulation {
    /// Lowers `view` from `trees` and runs `actions` `repeats` times (each action one update),
    /// then tears the tree down when `tearDown` is set. The whole run is counted from the first
    /// render on, so `_printChanges()` lines and appear events of the install are part of it.
    public static func run(trees: [SyntaxTree], view: String, actions: [SimulationAction], repeats: Int,
                           semantics: Semantics, tearDown: Bool = false) -> Result<SimulationReport, SimulationError> {
        let lowering = Lowering(index: ProjectModel(trees: trees), trees: SourceTrees(trees))
        guard let lowered = lowering.program(root: view) else {
            return .failure(SimulationError("no view type `\(view)` with a readable `body` in the given files"))
        }
        for action in actions {
            if let problem = action.problem(in: lowered.program) { return .failure(problem) }
        }
        var steps: [ScenarioStep] = []
        for round in 0..<max(0, repeats) {
            for (i, action) in actions.enumerated() {
                switch action.step(serial: round * actions.count + i) {
                case .success(let step): steps.append(step)
                case .failure(let error): return .failure(error)
                }
            }
        }
        if tearDown { steps.append(.tearDown) }
        let result = Engine(options: EngineOptions(semantics: semantics)).run(lowered.program, steps: steps)
        return .success(SimulationReport(view: view, semantics: semantics, updates: repeats, unmodelled: lowered.unmodelled,
                                         result: result, program: lowered.program))
    }
}
