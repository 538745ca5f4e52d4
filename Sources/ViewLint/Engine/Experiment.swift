// An experiment on lowered programs, as rules' scenarios run it: the same steps on the program
// as written and with the fix, a count read from each run, and the verdict. Inconclusive when a
// cap is hit, when something opaque sits on the way to what is counted, or when what is counted
// was never installed (a branch the engine cannot choose): evidence is never invented.

public struct Experiment: Sendable {
    public var setup: [ScenarioStep]
    public var steps: [ScenarioStep]
    public var options: EngineOptions
    /// Counter names (view types, built-ins, probe owners) the count depends on.
    public var dependsOn: [String]
    /// When set, only opaque sites with these reasons make the evidence inconclusive: what the
    /// lowering found on the way to the flagged code (enclosing conditions, ForEach data, the
    /// site's own expressions). Opaque code elsewhere in the same body cannot change the count.
    public var relevantOpaque: Set<String>?

    public init(setup: [ScenarioStep] = [], steps: [ScenarioStep], options: EngineOptions, dependsOn: [String],
                relevantOpaque: Set<String>? = nil) {
        self.setup = setup; self.steps = steps; self.options = options; self.dependsOn = dependsOn
        self.relevantOpaque = relevantOpaque
    }

    public func run(_ program: ViewProgram) -> RunResult {
        Engine(options: options).run(program, setup: setup, steps: steps)
    }

    /// A cap, or an opaque site at or above a counted node.
    public func inconclusiveReason(_ r: RunResult) -> String? {
        if case .capReached(let reason) = r.outcome { return "cap reached (\(reason))" }
        let counted = r.typesByPath.filter { dependsOn.contains($0.value) }.map(\.key)
        for site in r.opaqueSites {
            if let relevantOpaque {
                if relevantOpaque.contains(site.reason) || site.nodePath.isEmpty {
                    return "it depends on something the engine cannot model (\(site.reason) in `\(site.type)`)"
                }
                continue
            }
            let prefix = site.nodePath
            if prefix.isEmpty || counted.contains(where: { $0 == prefix || $0.hasPrefix(prefix + "/") }) {
                return "it depends on something the engine cannot model (\(site.reason) in `\(site.type)`)"
            }
        }
        return nil
    }

    /// Runs both programs; `count` reads the compared quantity, `describe` phrases one run.
    /// Confirmed when the fix lowers the count; refuted when it does not.
    public func evidence(asWritten: ViewProgram, withFix: ViewProgram, fix: String,
                         installed: (RunResult) -> Bool,
                         count: (Measurement) -> Int, describe: (Measurement) -> String,
                         describeFix: ((Measurement) -> String)? = nil) -> Evidence {
        evidence(runs: (run(asWritten), run(withFix)), fix: fix, installed: installed, count: count, describe: describe,
                 describeFix: describeFix)
    }

    /// The same verdict from runs already made (scenarios that also read other counters).
    public func evidence(runs: (asWritten: RunResult, withFix: RunResult), fix: String,
                         installed: (RunResult) -> Bool,
                         count: (Measurement) -> Int, describe: (Measurement) -> String,
                         describeFix: ((Measurement) -> String)? = nil) -> Evidence {
        let (a, f) = runs
        let trace = a.trace + ["-- with \(fix)"] + f.trace
        if let reason = inconclusiveReason(a) ?? inconclusiveReason(f).map({ "with \(fix): " + $0 }) {
            return Evidence(status: .inconclusive, summary: "inconclusive: " + reason, asWritten: a.measured, withFix: f.measured, trace: trace)
        }
        guard installed(a) else {
            return Evidence(status: .inconclusive,
                            summary: "inconclusive: the flagged code sits in a branch or row the engine never built with the values it could vary",
                            asWritten: a.measured, withFix: f.measured, trace: trace)
        }
        let before = count(a.measured), after = count(f.measured)
        let fixed = describeFix.map { $0(f.measured) } ?? describe(f.measured)
        let summary = describe(a.measured) + "; with \(fix): " + fixed
        return Evidence(status: before > after ? .confirmed : .refuted, summary: summary,
                        asWritten: a.measured, withFix: f.measured, trace: trace)
    }

    public static let notReached = inconclusive("the flagged code is not reached from the enclosing view's `body` as the engine built it (an initializer or helper `body` does not call, or a branch or row it could not reach)")

    public static func inconclusive(_ reason: String) -> Evidence {
        Evidence(status: .inconclusive, summary: "inconclusive: " + reason, asWritten: nil, withFix: nil, trace: [])
    }

    // MARK: steps

    /// N updates that re-run `type`'s body: changes to the `@State`s its body reads (round-robin,
    /// minus `excluded`), or else new values for the arguments its parent passes (the host sets
    /// them). Nil with the reason when there is nothing to change.
    public static func reEvaluations(of type: String, in program: ViewProgram, excluding excluded: Set<String> = [],
                                     count: Int) -> (steps: [ScenarioStep], what: String)? {
        guard let viewType = program.type(named: type) else { return nil }
        let read = program.fieldsRead(by: type)
        var skip = excluded
        for field in viewType.fields where !read.contains(field.name) { skip.insert(field.name) }
        let states = ScenarioStep.changeStates(of: type, in: program, excluding: skip, count: count)
        if !states.isEmpty {
            let names = viewType.fields.filter { f in
                if case .state(.literal) = f.kind { return !skip.contains(f.name) }
                return false
            }.map { "`\($0.name)`" }
            return (states, "changing " + names.joined(separator: ", "))
        }
        guard program.root == type else { return nil }
        let arguments = viewType.fields.filter { field in
            guard read.contains(field.name), !excluded.contains(field.name) else { return false }
            if case .plain = field.kind { return true }
            return false
        }.map(\.name)
        guard !arguments.isEmpty else { return nil }
        let steps = (0..<count).map { i -> ScenarioStep in
            let name = arguments[i % arguments.count]
            return .setRootArgument(name, newValue(like: program.rootArguments[name], step: i + 1, name: name))
        }
        return (steps, "giving " + arguments.map { "`\($0)`" }.joined(separator: ", ") + " new values from the parent")
    }
}

/// The k-th new value of the same shape as `value` (arrays grow, Bools alternate, numbers count).
func newValue(like value: Value?, step k: Int, name: String) -> Value {
    switch value {
    case .array(let a)?: return .array(a + (0..<k).map { .record(["id": .string("‹\(name) new \($0)›")]) })
    case .bool(let b)?: return .bool(k % 2 == 1 ? !b : b)
    case .int(let i)?: return .int(i + k)
    case .double(let d)?: return .double(d + Double(k))
    default: return .string("‹\(name)› #\(k)")
    }
}

extension ViewProgram {
    /// Field names the type's body reads (directly, through bindings or in conditions).
    public func fieldsRead(by type: String) -> Set<String> {
        guard let t = self.type(named: type) else { return [] }
        var names = Set<String>()
        t.body.visitExpressions { e in e.collectReads(into: &names) }
        return names.intersection(t.fields.map(\.name))
    }
}

extension ViewTemplate {
    func visitExpressions(_ visit: (Expr) -> Void) {
        switch self {
        case .leaf(_, let args): args.forEach(visit)
        case .control(_, let b): visit(b)
        case .container(_, let c): c.forEach { $0.visitExpressions(visit) }
        case .custom(_, let args): args.values.forEach(visit)
        case .modified(let c, let m):
            c.visitExpressions(visit)
            switch m {
            case .id(let e), .taskID(let e, _), .onChange(let e, _, _), .presentation(_, let e), .environment(_, let e): visit(e)
            case .inert(_, let es): es.forEach(visit)
            default: break
            }
        case .conditional(let e, let a, let b): visit(e); a.visitExpressions(visit); b?.visitExpressions(visit)
        case .switchOn(let e, let cases, let d): visit(e); cases.forEach { $0.content.visitExpressions(visit) }; d?.visitExpressions(visit)
        case .forEach(let f): visit(f.data); f.content.visitExpressions(visit)
        case .anyView(let c): c.visitExpressions(visit)
        case .anyViewChoosing(let e, let a, let b): visit(e); a.visitExpressions(visit); b.visitExpressions(visit)
        case .log(let e): visit(e)
        case .marked(_, let c): c.visitExpressions(visit)
        case .opaque, .writeDuringBody, .empty: break
        }
    }

    /// Whether an `AnyView` whose erased type depends on a value is inside (`c ? AnyView(A()) :
    /// AnyView(B())`).
    public var choosesErasedType: Bool {
        switch self {
        case .anyViewChoosing: return true
        case .container(_, let c): return c.contains { $0.choosesErasedType }
        case .modified(let c, _), .anyView(let c): return c.choosesErasedType
        case .conditional(_, let a, let b): return a.choosesErasedType || (b?.choosesErasedType ?? false)
        case .switchOn(_, let cases, let d): return cases.contains { $0.content.choosesErasedType } || (d?.choosesErasedType ?? false)
        case .forEach(let f): return f.content.choosesErasedType
        default: return false
        }
    }

    /// The reasons of every opaque view or expression inside.
    public var opaqueReasons: Set<String> {
        var reasons = Set<String>()
        collectOpaqueReasons(into: &reasons)
        return reasons
    }

    func collectOpaqueReasons(into reasons: inout Set<String>) {
        if case .opaque(let r) = self { reasons.insert(r) }
        var found = Set<String>()
        visitExpressions { $0.collectOpaqueReasons(into: &found) }
        reasons.formUnion(found)
        switch self {
        case .container(_, let c): c.forEach { $0.collectOpaqueReasons(into: &reasons) }
        case .modified(let c, _), .anyView(let c): c.collectOpaqueReasons(into: &reasons)
        case .conditional(_, let a, let b): a.collectOpaqueReasons(into: &reasons); b?.collectOpaqueReasons(into: &reasons)
        case .switchOn(_, let cases, let d): cases.forEach { $0.content.collectOpaqueReasons(into: &reasons) }; d?.collectOpaqueReasons(into: &reasons)
        case .forEach(let f): f.content.collectOpaqueReasons(into: &reasons)
        case .anyViewChoosing(_, let a, let b): a.collectOpaqueReasons(into: &reasons); b.collectOpaqueReasons(into: &reasons)
        default: break
        }
    }
}

extension Expr {
    func collectReads(into names: inout Set<String>) {
        switch self {
        case .read(let n): names.insert(n)
        case .member(let b, _): b.collectReads(into: &names)
        case .property(let h, _), .modelBinding(let h, _): names.insert(h)
        case .binding(let n, let path, _):
            names.insert(n)
            for step in path {
                switch step {
                case .index(let e), .contains(let e): e.collectReads(into: &names)
                case .member: break
                }
            }
        case .manualBinding(let reads, _, _): reads.forEach { $0.collectReads(into: &names) }
        case .derived(_, let reads, _): reads.forEach { $0.collectReads(into: &names) }
        default: break
        }
    }

    func collectOpaqueReasons(into reasons: inout Set<String>) {
        switch self {
        case .opaque(let r): reasons.insert(r)
        case .member(let b, _): b.collectOpaqueReasons(into: &reasons)
        case .manualBinding(let reads, _, _), .derived(_, let reads, _): reads.forEach { $0.collectOpaqueReasons(into: &reasons) }
        case .binding(_, let path, _):
            for step in path {
                switch step {
                case .index(let e), .contains(let e): e.collectOpaqueReasons(into: &reasons)
                case .member: break
                }
            }
        default: break
        }
    }

    public var opaqueReasons: Set<String> {
        var reasons = Set<String>()
        collectOpaqueReasons(into: &reasons)
        return reasons
    }
}
