import ViewLint

/// SWIFTUI-FACTS rules 4–7, E12, E13, §3c: a parent gives the view successive values that its
/// `==` calls equal (a field `==` does not compare changes); count the view's body runs without
/// and with `.equatable()`. POD views ignore `==` without it (confirmed); non-POD views already
/// use it (refuted).
extension UnenforcedEquatableRule {
    static let host = "‹Parent›"

    public func confirm(_ site: UnenforcedEqualitySite, in file: LintFile, context: ConfirmationContext) -> Evidence? {
        let name = site.typeName
        let pod = context.index.podness(typeNamed: name)
        if case .unknown(let type) = pod {
            return Experiment.inconclusive("whether `\(type)` is POD (rule 5) cannot be seen from the code")
        }
        let lowering = context.lowering
        guard let lowered = lowering.program(root: name), let view = lowered.program.type(named: name) else {
            return Experiment.inconclusive("`\(name).body` could not be lowered")
        }
        guard let equality = lowering.equalityModel(ofType: name) else {
            return Experiment.inconclusive("`\(name).==` is not something the engine can evaluate, so which values it calls equal is unknown")
        }
        let compared = equality.fields
        let info = context.index.index.viewType(named: name)
        // The parent holds one state per value the view is given; it passes them on.
        var hostFields: [Field] = [], arguments: [String: Expr] = [:]
        for field in view.fields {
            let typeText = info?.storedProperties.first { $0.name == field.name }?.typeText ?? ""
            switch field.kind {
            case .plain:
                guard field.defaultValue == nil || info?.storedProperties.first(where: { $0.name == field.name })?.isLet == false else { continue }
                hostFields.append(.state(field.name, Self.initialValue(typeText)))
                arguments[field.name] = .read(field.name)
            case .binding:
                hostFields.append(.state(field.name, Self.initialValue(typeText)))
                arguments[field.name] = .binding(field.name)
            case .closure:
                arguments[field.name] = .closure(site: "\(field.name)@parent")
            default:
                continue
            }
        }
        func program(equatable: Bool) -> ViewProgram {
            let child = ViewTemplate.custom(name, arguments)
            let host = ViewType(Self.host, fields: hostFields, body: equatable ? child.equatable() : child)
            var p = lowered.program
            p.types.insert(host, at: 0)
            p.root = Self.host
            p.rootArguments = [:]
            return p
        }
        let written = program(equatable: false)
        // Values `==` calls equal: change a field it ignores; else step a field it reads by the
        // smallest amount (1…10) it calls equal (`number % 2 == …`: by 2).
        var changed: String?, steps: [ScenarioStep] = []
        var start: [String: Value] = [:]
        for field in hostFields { if case .state(.literal(let v)) = field.kind { start[field.name] = v } }
        if let ignored = hostFields.map(\.name).first(where: { !compared.contains($0) }) {
            changed = "`\(ignored)` changes"
            let excluded = Set(hostFields.map(\.name)).subtracting([ignored])
            steps = ScenarioStep.changeStates(of: Self.host, in: written, excluding: excluded, count: context.updates)
        } else {
            var searchedAll = true
            search: for field in hostFields.map(\.name) where compared.contains(field) {
                let deltas: [Value]
                switch start[field] {
                case .int?: deltas = (1...10).map { .int($0) }
                case .double?: deltas = [0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10].map { .double($0) }
                default: searchedAll = false; continue
                }
                for delta in deltas {
                    var next = start
                    next[field] = Self.adding(delta, to: start[field]!)
                    if equality.evaluate(a: { start[$0] ?? .none }, b: { next[$0] ?? .none }) == true {
                        changed = "`\(field)` grows by \(delta) each update"
                        steps = Array(repeating: .perform(on: .first(Self.host), [.set(field, .derived("+ \(delta)", [.read(field)]) { Self.adding(delta, to: $0[0]) })]),
                                      count: context.updates)
                        break search
                    }
                }
            }
            if changed == nil, !searchedAll {
                return Experiment.inconclusive("the engine found no new values `\(name).==` calls equal (it reads values it cannot vary)")
            }
            if changed == nil, case .nonPOD(let reason) = pod {
                return Evidence(status: .refuted,
                                summary: "`\(name)` is not POD (\(reason)), so SwiftUI already calls its `==` without `.equatable()` (rule 6)",
                                asWritten: nil, withFix: nil, trace: [])
            }
            if changed == nil {
                return Evidence(status: .refuted,
                                summary: "`\(name).==` reads every stored value (\(compared.sorted().map { "`\($0)`" }.joined(separator: ", "))) and calls no nearby different value equal (steps of 1…10, or 0.01…10 for decimals, tried): it agrees with the bit-by-bit comparison there, so `.equatable()` changes nothing",
                                asWritten: nil, withFix: nil, trace: [])
            }
        }
        guard let changed, !steps.isEmpty else {
            return Experiment.inconclusive("the engine cannot make new values `\(name).==` calls equal")
        }
        let podNote: String
        switch pod {
        case .nonPOD(let reason): podNote = "not POD (\(reason)), so SwiftUI already calls `==` (rule 6)"
        default: podNote = "POD, so SwiftUI compares it bit by bit and ignores `==` (rule 5)"
        }
        let experiment = Experiment(steps: steps, options: context.options, dependsOn: [name])
        return experiment.evidence(
            asWritten: written, withFix: program(equatable: true), fix: "`.equatable()`",
            installed: { $0.total.bodyEvaluations(of: name) > 0 },
            count: { $0.counters(of: name).updatesWithBodyRun },
            describe: { "`\(name)` is \(podNote): given values `==` calls equal (\(changed)), `\(name).body` ran \($0.counters(of: name).updatesWithBodyRun) of \($0.updates) updates" },
            describeFix: { "\($0.counters(of: name).updatesWithBodyRun) of \($0.updates)" })
    }

    static func adding(_ delta: Value, to value: Value) -> Value {
        switch (value, delta) {
        case (.int(let a), .int(let d)): return .int(a + d)
        case (.double(let a), .double(let d)): return .double(a + d)
        default: return value
        }
    }

    /// A first value of a declared type the engine can then change (numbers grow, Bools flip,
    /// strings and arrays grow); payload-free enums are modelled as integers (rule 5).
    static func initialValue(_ typeText: String) -> Value {
        switch String(typeText.filter { $0 != " " }) {
        case "Bool": return .bool(false)
        case "Double", "CGFloat", "Float", "TimeInterval": return .double(0)
        case "String", "LocalizedStringKey": return .string("a")
        case let t where t.hasPrefix("["): return .array([])
        default: return .int(0)
        }
    }
}
