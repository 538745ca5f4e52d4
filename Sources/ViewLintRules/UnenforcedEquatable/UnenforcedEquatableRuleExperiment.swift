import ViewLint

/// The experiment (docs/SWIFTUI-MODEL.md rules 4–7, E12, E13, §3c): a parent gives the view
/// successive values that its `==` calls equal (a field `==` ignores changes, or a compared field
/// moves by a step `==` does not see); count the view's body runs at that one use, without and with
/// `.equatable()`. A POD view is compared bit by bit, so its `==` is ignored without
/// `.equatable()`; a non-POD view's `==` is already used, so the fix changes nothing — decided from
/// the view's fields, without evaluating `==`.
extension UnenforcedEquatableRule {
    static let updates = 10

    public func confirm(_ site: UnenforcedEqualitySite, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let name = site.typeName
        switch context.index.podness(typeNamed: name) {
        case .nonPOD(let reason):
            return .refutedByStaticFact(
                "`\(name)` is not a plain-data view (it holds \(Self.spelled(reason))), so SwiftUI already calls its `==` without `.equatable()`: the fix changes nothing")
        case .unknown(let type):
            return .inconclusive("whether `\(name)` is compared bit by bit depends on `\(type)`, which the project does not declare")
        case .pod:
            break
        }
        let lowering = context.lowering(for: file.source.path)
        guard let view = lowering.readOnlyType(named: name) else {
            return .inconclusive("`\(name)` could not be read")
        }
        guard let equality = lowering.equalityModel(ofType: name) else {
            return .inconclusive("`\(name).==` is not something the engine can evaluate, so which values it calls equal is unknown")
        }
        let info = context.index.viewType(named: name)
        // The parent holds one state per value it gives the view.
        let parent = EqualityHost(for: view, info: info) { field, declared in field.defaultValue == nil || declared?.isLet == false }
        let hostFields = parent.fields, start = parent.start
        // Values `==` calls equal: change a field it ignores; else step a compared field by the
        // smallest amount (1…10; 0.01…10 for decimals) that it calls equal.
        var changed: String?, steps: [ScenarioStep] = []
        var searchedAll = true
        if let ignored = hostFields.map(\.name).first(where: { !equality.fields.contains($0) }) {
            changed = "`\(ignored)` changes, which `==` does not compare"
            let first = start[ignored] ?? .int(0)
            steps = (1...Self.updates).map { .perform(on: .root, [.set(ignored, .literal(Self.next(first, $0, ignored)))]) }
        } else {
            search: for field in hostFields.map(\.name) {
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
                        let first = start[field]!
                        steps = (1...Self.updates).map { k in
                            .perform(on: .root, [.set(field, .literal((0..<k).reduce(first) { v, _ in Self.adding(delta, to: v) }))])
                        }
                        break search
                    }
                }
            }
        }
        if changed == nil, searchedAll, !equality.fields.isEmpty {
            // `==` compares every field and, on every step tried, only equal values: it agrees
            // with the bit-by-bit comparison there, so `.equatable()` changes nothing.
            return Evidence(status: .refuted,
                            summary: "`\(name).==` compares every field (\(equality.fields.sorted().map { "`\($0)`" }.joined(separator: ", "))) and called no different value equal (steps of 1…10 tried): `.equatable()` changes nothing",
                            siteAsWritten: nil, siteWithFix: nil, updates: nil, driver: nil, held: [], dependencies: [], trace: [])
        }
        guard let changed, !steps.isEmpty else {
            return .inconclusive("the engine found no new values that `\(name).==` calls equal")
        }
        func program(equatable: Bool) -> ViewProgram { parent.program(showing: view, named: name, equatable: equatable) }
        let driver = Driver("the parent giving values `==` calls equal: \(changed)", kind: .argument, field: nil,
                            steps: steps, semantics: [.v17plus])
        let experiment = SiteExperiment(program: program(equatable: false), fixed: program(equatable: true), drivers: [driver],
                                        site: 0, counted: 0, options: context.options, measure: { $0.updatesWithBodyRun })
        let lowered = LoweredSite(program: experiment.program, owner: name, hosting: .body(of: name), drivers: [driver],
                                  heldConstants: [], assumptions: [], dependencies: info.map { [$0.path] }?.filter { $0 != file.source.path } ?? [])
        let wording = EvidenceWording(
            fix: "`.equatable()`",
            asWritten: { c, n in "`\(name)` is plain data, so SwiftUI compares it bit by bit and ignores `==`: `\(name).body` ran \(c.updatesWithBodyRun) of \(n) updates" },
            withFix: { c, _, n in "\(c.updatesWithBodyRun) of \(n)" },
            refuted: { runs in "`\(name).==` agrees with the bit-by-bit comparison for the values tried (\(driverList(runs))): `.equatable()` changes nothing" })
        return context.evidence(of: experiment, wording, lowered: lowered)
    }

    /// "a `String`" from a POD classifier's reason (`title: String`).
    static func spelled(_ reason: String) -> String {
        let parts = reason.split(separator: ":").map { $0.filter { $0 != " " } }
        guard parts.count >= 2 else { return "`\(reason)`" }
        return "a `\(parts.last!)` in `\(parts[parts.count - 2])`"
    }

    static func adding(_ delta: Value, to value: Value) -> Value {
        switch (value, delta) {
        case (.int(let a), .int(let d)): return .int(a + d)
        case (.double(let a), .double(let d)): return .double(a + d)
        default: return value
        }
    }

    static func next(_ value: Value, _ k: Int, _ name: String) -> Value {
        switch value {
        case .bool(let b): return .bool(k % 2 == 1 ? !b : b)
        case .int(let i): return .int(i + k)
        case .double(let d): return .double(d + Double(k))
        default: return .symbol(name, k)
        }
    }

    /// A first value of a declared type the engine can then change; payload-free enums are
    /// integers to a bit-by-bit comparison (rule 5).
    static func initialValue(_ typeText: String) -> Value {
        switch String(typeText.filter { $0 != " " }) {
        case "Bool": return .bool(false)
        case "Double", "CGFloat", "Float", "TimeInterval": return .double(0)
        default: return .int(0)
        }
    }
}

extension UnenforcedEquatableRule {
    /// A refuted finding keeps what the code does and drops the effect the evidence did not see.
    /// (A view SwiftUI already compares with `==` is worded that way from the start.)
    public func refutedMessage(at site: UnenforcedEqualitySite, evidence: Evidence) -> String? {
        guard site.holdsOnlyPlainValues else { return nil }
        return "`\(site.typeName)` holds only plain values, so SwiftUI never calls its custom `==`, but that `==` compares every field anyway: `.equatable()` changes nothing"
    }
}
