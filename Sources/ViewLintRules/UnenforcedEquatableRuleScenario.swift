import ViewLint

/// SWIFTUI-FACTS rules 4–7, E12, E13, §3c: a parent gives the view successive values that its
/// `==` calls equal (a field `==` does not compare changes); count the view's body runs without
/// and with `.equatable()`. POD views ignore `==` without it (confirmed); non-POD views already
/// use it (refuted).
extension UnenforcedEquatableRule: ConfirmableRule {
    static let host = "‹Parent›"

    public func confirm(_ finding: Finding, in file: LintFile, context: ConfirmationContext) -> Evidence {
        let tree = file.tree
        let name: String
        if let call = tree.innermostNode(of: [.call], containing: finding.range), tree.nameRange(ofCallee: call) == finding.range {
            name = tree.calleeName(call)
        } else if let function = tree.innermostNode(of: [.funcDecl], containing: finding.range), let owner = tree.enclosingTypeName(function) {
            name = owner
        } else {
            return Experiment.inconclusive("the flagged view could not be found again")
        }
        let pod = context.index.podness(typeNamed: name)
        if case .unknown(let type) = pod {
            return Experiment.inconclusive("whether `\(type)` is POD (rule 5) cannot be seen from the code")
        }
        let lowering = context.lowering
        guard let lowered = lowering.program(root: name), let view = lowered.program.type(named: name) else {
            return Experiment.inconclusive("`\(name).body` could not be lowered")
        }
        guard let compared = lowering.comparedFields(ofType: name) else {
            return Experiment.inconclusive("`\(name).==` is not a plain comparison of fields, so which values it calls equal is unknown")
        }
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
        let changeable = hostFields.map(\.name).filter { !compared.contains($0) }
        guard let changed = changeable.first else {
            return Evidence(status: .refuted,
                            summary: "`\(name).==` compares every stored value (\(compared.map { "`\($0)`" }.joined(separator: ", "))): bit-by-bit and `==` agree, so `.equatable()` changes nothing",
                            asWritten: nil, withFix: nil, trace: [])
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
        let excluded = Set(hostFields.map(\.name)).subtracting([changed])
        let steps = ScenarioStep.changeStates(of: Self.host, in: written, excluding: excluded, count: context.updates)
        guard !steps.isEmpty else {
            return Experiment.inconclusive("the engine cannot make new values of `\(changed)`")
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
            describe: { "`\(name)` is \(podNote): given values `==` calls equal (only `\(changed)` changes), `\(name).body` ran \($0.counters(of: name).updatesWithBodyRun) of \($0.updates) updates" },
            describeFix: { "\($0.counters(of: name).updatesWithBodyRun) of \($0.updates)" })
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
