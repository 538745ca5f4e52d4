import ViewLint

/// The experiment (docs/SWIFTUI-MODEL.md rule 15, fact 46): the parent passes new values of the
/// argument the state is seeded from, and each update in which the view's state holds something
/// other than what it was just given is counted — as written, and with the help's fix: the
/// argument read directly (a `let`) for `@State`, the view given `.id(…)` of the argument where it
/// is created for `@StateObject` (a new value makes a new view, and so a new object).
extension StateFromArgumentRule {
    public func confirm(_ seed: SeededState, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        try seed.isCallSite ? confirmAtConstruction(seed, in: file, context: context) : confirmInInit(seed, in: file, context: context)
    }

    /// `_x = State(initialValue: arg)` / `_m = StateObject(wrappedValue: Model(arg))` in `init`.
    func confirmInInit(_ seed: SeededState, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let tree = file.tree
        guard let value = seed.value else { return .inconclusive("the initial value is not an expression the engine can read") }
        // What every construction passes decides it before any run (review s17 §2.5, group E).
        let passed = fixedAtEveryConstruction(seed, in: file, context: context)
        if let refuted = passed.refuted { return refuted }
        var host = try InitArgumentsHost.lower(seed.viewType, in: file, context: context)
        if let assumption = passed.assumption { host.lowered.assumptions.append(assumption) }
        let parameters = seed.arguments
        if let clause = tree.ancestor(of: seed.reported, in: [.initDecl]).flatMap({ tree.child($0, kind: .parameterClause) }) {
            let labels = InitParameter.list(clause, in: tree).filter { parameters.contains($0.localName) && $0.label != "_" }.map(\.label)
            if let unpublished = UnpublishedMember.assumption(for: seed, labels: labels, context: context) {
                host.lowered.assumptions.append(unpublished)
            }
        }
        // Varied: the arguments a parent passes from something that changes; the others are held.
        let varied = seed.changingArguments.isEmpty ? parameters : seed.changingArguments
        host.holdParameters(parameters)
        let reads = parameters.map { Expr.read(InitArgumentsHost.argumentState($0)) }
        let initial: Expr
        if parameters.count == 1, InitArgumentsHost.isBare(value, parameters[0], in: tree) {
            initial = reads[0]
        } else {
            // `track.title`, `Model(id: id)`: only how it follows the arguments matters.
            initial = .function("initial value of `\(seed.property)`", of: reads)
            let listed = InitArgumentsHost.listed(varied)
            host.lowered.assumptions.append(seed.isStateObject ? "a different \(listed) makes a different `\(seed.property)`"
                                                               : "a new \(listed) gives `\(seed.property)` a different initial value")
        }
        // A state object is made at install from what its closure reads: the engine keeps those
        // reads beside it, as the seed the object was made from.
        let seedField = seed.isStateObject ? "‹made from› " + seed.property : seed.property
        host.pass(initial, for: seedField)
        let written = host.program { type in
            if seed.isStateObject { type.fields.append(.state(seedField, initial: .literal(.none))) }
        }
        let fix: String
        let fixed: ViewProgram
        if seed.isStateObject {
            // `.id(arguments)` where the view is created: a new value makes a new view and object.
            fixed = Self.identified(written, mark: host.mark, by: .function("id", of: reads))
            // `.id(x)` compiles only for a `Hashable` `x` (review s17 §2.6): for a type the
            // project declares without it, the fix is said as what it does.
            if let unhashable = Self.unhashableParameterTypes(parameters, of: seed, in: tree, index: context.index).first {
                fix = "a new `\(seed.viewType)` made for each new \(InitArgumentsHost.listed(parameters)) (\(unhashable), so `.id(\(parameters.count == 1 ? parameters[0] : "…"))` would not compile)"
            } else {
                let id = parameters.count == 1 ? "`.id(\(parameters[0]))`" : "`.id(…)` of \(InitArgumentsHost.listed(parameters))"
                fix = "\(id) where `\(seed.viewType)` is created"
            }
        } else {
            fixed = host.program { type in Self.readDirectly(seed.property, in: &type) }
            fix = "`\(seed.property)` read directly (a `let`)"
        }
        let driver = host.parametersChanging(varied, updates: context.updates)
        let experiment = SiteExperiment(program: written, fixed: fixed, drivers: [driver], site: host.mark, counted: host.mark,
                                        options: context.options, measure: { $0.staleStateUpdates })
        let held = seed.isStateObject
            ? "`\(seed.viewType)` kept the `@StateObject` made from the first \(InitArgumentsHost.listed(parameters))"
            : "`\(seed.viewType)` kept showing the first `\(seed.property)`"
        let wording = EvidenceWording(
            fix: fix,
            asWritten: { c, n in "\(held) on \(c.staleStateUpdates) of \(n) updates" },
            withFix: { c, _, n in "\(c.staleStateUpdates) of \(n)" },
            refuted: { runs in "the state always held what the parent last passed (\(driverList(runs)))" })
        return context.evidence(of: experiment, wording, lowered: host.lowered)
    }

    /// `Row(title: t)` filling a `@State var title` through the memberwise initializer: the
    /// parent's own changes (its state, arguments, models) re-run the construction.
    func confirmAtConstruction(_ seed: SeededState, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let tree = file.tree
        guard let call = tree.ancestor(of: seed.reported, in: [.call]) else {
            return .inconclusive("the construction is not a call the engine can read")
        }
        if let reason = Self.madeByOwnMethod(call, seed: seed, in: tree) { return reason }
        if let value = seed.value, let fixed = FixedArguments.describeWithRows(value, in: tree, index: context.index) {
            return .refutedByStaticFact(
                "this construction gives `\(seed.viewType)`'s `\(seed.property)` a value that stays the same while the view \(fixed.forRow ? "or row " : "")making it lives (\(fixed.reason)): no later construction here gives it anything else",
                dependencies: []).based(on: fixed.forRow ? FixedSeed.thisConstructionInItsRow : FixedSeed.thisConstruction)
        }
        let request = SiteRequest(path: file.source.path, site: call, marks: [(call, SiteMark("`\(seed.viewType)(…)`"))])
        var lowered = try context.lowered(request)
        ImpossibleDrivers.prune(&lowered, in: file, context: context)
        guard lowered.program.type(named: seed.viewType) != nil else {
            return .inconclusive("`\(seed.viewType)` is not a view the engine can lower")
        }
        // Only what the state holds is counted: the child shows its states and nothing else
        // (what else its body does cannot keep the state in step; re-syncs are not flagged).
        var written = Self.showingStates(of: seed.viewType, counting: seed.property, in: lowered.program)
        var drivers = lowered.drivers
        // A row: its element is edited while the row keeps its identity, as a list's rows are
        // when an item changes. Rows keyed by the element itself (`id: \.self`) never do: an
        // edited element is a new row.
        var rowEdits: String?
        let keyedBySelf = Self.rowsKeyedBySelf(around: call, in: tree)
        let keyBesideValue = Self.rowKeyBesideShownValue(around: call, passing: seed.property, in: tree)
        if case .row = seed.source, !keyedBySelf, keyBesideValue == nil,
           let edits = Self.editingHeldRow(&written, owner: lowered.owner, updates: context.updates) {
            drivers.insert(edits, at: 0)
            rowEdits = edits.description
        }
        let fixed = written.replacing(Self.type(seed.viewType, in: written) { Self.readDirectly(seed.property, in: &$0) })
        // A model property the argument reads, set to new values (a publication alone passes
        // the same value again).
        for (holder, property) in Self.propertyReads(passedTo: seed.viewType, at: 0, field: seed.property, in: written) {
            let steps = (1...max(1, context.updates)).map { k in
                ScenarioStep.perform(on: .hosted, [.setProperty(holder, property, .literal(.symbol("\(holder).\(property)", k)))])
            }
            drivers.insert(Driver("`\(holder).\(property)` changing", kind: .observableObject, field: holder, property: property,
                                  steps: steps, semantics: [.v17plus, .pre17]), at: 0)
        }
        var experiment = SiteExperiment(program: written, fixed: fixed, drivers: drivers, site: 0, counted: 0,
                                        options: context.options, measure: { $0.staleStateUpdates })
        // A run exercised the state only when the parent passed it a new value, which as written
        // it then kept out (the fix, a `let`, is never stale): equal counts without that show
        // nothing about the state, so they are no refutation.
        experiment.exercised = .init(shows: { $0.asWritten.staleStateUpdates > 0 }, otherwise: { heldDrivers in
            let held = Set(heldDrivers).sorted().map { "`\($0)`" }.joined(separator: ", ")
            return keyedBySelf
                ? "rows keyed `id: \\.self` make a new row for an edited element, and nothing else the engine can change passes `\(seed.viewType)` a new `\(seed.property)`"
                : held.isEmpty
                ? "none of the changes the engine can make passes `\(seed.viewType)` a new `\(seed.property)`"
                : "no change the engine makes passes `\(seed.viewType)` a new `\(seed.property)`; what might (\(held)) also decides whether it is built, so it is held"
        })
        let wording = EvidenceWording(
            fix: "`\(seed.property)` a `let` in `\(seed.viewType)`",
            asWritten: { c, n in "`\(seed.viewType)` kept showing the first `\(seed.property)` on \(c.staleStateUpdates) of \(n) updates" },
            withFix: { c, _, n in "\(c.staleStateUpdates) of \(n)" },
            refuted: { runs in "the state always held what the parent last passed (\(driverList(runs)))" })
        var outcome = experiment.scoped(to: SemanticsScope(lowered)).run(tracing: context.fullTrace)
        // Without the edit, a row's construction is not run again with a new element: the reason
        // is how the rows are keyed.
        if case .row = seed.source, let keyBesideValue, case .inconclusive = outcome.verdict {
            outcome.verdict = .inconclusive("the rows are keyed by `\(keyBesideValue.key)`, made beside `\(keyBesideValue.value)`: if it is made from what `\(seed.viewType)` shows, an edit of that makes a new row with fresh state")
        }
        // Whether an element can change while keeping its id depends on what the id is made of,
        // which the engine does not see: said whenever the edit is what confirmed.
        if case .confirmed(let run) = outcome.verdict, run.driver.description == rowEdits {
            lowered.assumptions.append("a row's element can change while its id stays the same")
        }
        return outcome.evidence(wording, lowered: lowered)
    }

    /// `func image(_:) -> ImageView<…> { ImageView<…>(sources: sources, …) }`: a method of the
    /// view that returns a copy of it, the way modifiers of a view type are written. Its callers
    /// are other views, elsewhere, and the engine hosting the view itself would be hosting the
    /// copy's own type: why it stays open, said with the method's name. Passing on the view's own
    /// state decides it: called on a view not yet shown (`ImageView(x).image { … }`), that state
    /// reads the value the chain was started with, so nothing enters here that the construction
    /// starting the chain did not give, where the finding is decided (model rule 15).
    static func madeByOwnMethod(_ call: SyntaxTree.NodeID, seed: SeededState, in tree: SyntaxTree) -> Evidence? {
        guard let method = tree.ancestor(of: call, in: [.funcDecl, .initDecl, .variableDecl, .closure]), tree.kind(method) == .funcDecl,
              tree.enclosingTypeName(method) == seed.viewType,
              let result = tree.child(method, kind: .returnClause).flatMap({ tree.firstChild($0) }),
              [seed.viewType, "Self"].contains(tree.typeName(of: result)) else { return nil }
        let labels = tree.child(method, kind: .parameterClause).map { tree.children($0, kind: .parameter).map { tree.name($0) + ":" } } ?? []
        let name = "`\(seed.viewType).\(tree.name(method))(\(labels.joined()))`"
        let passed = tree.argument(call, labelled: seed.property).map { tree.textWithoutSpaces($0) }
        let own = passed == seed.property || passed == "self." + seed.property
        if own, !seed.isStateObject {
            return .refutedByStaticFact("\(name) makes the new `\(seed.viewType)` from this one's own `@State` `\(seed.property)`, which, on a view not yet shown, holds the value the chain was started with: no value enters the state here that the construction starting the chain did not give, and that construction is where later values would be ignored (assuming \(name) is called on a view being built, as a modifier chain `\(seed.viewType)(…).\(tree.name(method)) { … }` is, not on one kept in a state)")
                .based(on: OwnStateCopy.passedOn)
        }
        return .inconclusive("the construction is in \(name), a method that returns a new `\(seed.viewType)` made from this one"
            + (own ? ", passing on its own `\(seed.property)`" : "")
            + ": the views that call it, and what they gave the `\(seed.viewType)` it is called on, are elsewhere, which the engine does not follow")
    }

    /// Whether the construction is the content of a `ForEach`/`List` keyed `id: \.self`.
    static func rowsKeyedBySelf(around call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let closure = tree.ancestor(of: call, in: [.closure]), let (container, _) = tree.receivingCall(of: closure),
              let id = tree.argument(container, labelled: "id") else { return false }
        return tree.text(id).filter { !$0.isWhitespace } == "\\.self"
    }

    /// `ForEach(rows, id: \.id) { row in Tile(item: row.item) }`: the view is given one part of
    /// the element and the rows are keyed by another part, made where the rows are built (a tuple,
    /// a wrapper). The engine cannot tell whether that key comes from the part shown; when it does,
    /// editing the part makes a new row (fresh state), so an edit that keeps the row is no longer a
    /// fair assumption. Nil when the view is given the element itself, or the key is not a member.
    static func rowKeyBesideShownValue(around call: SyntaxTree.NodeID, passing property: String,
                                       in tree: SyntaxTree) -> (key: String, value: String)? {
        guard let closure = tree.ancestor(of: call, in: [.closure]), let (container, _) = tree.receivingCall(of: closure),
              let id = tree.argument(container, labelled: "id"),
              let element = tree.closureParameterNames(closure).first,
              let argument = tree.argument(call, labelled: property), let path = tree.memberPath(argument),
              path.count >= 2, path[0] == element else { return nil }
        let key = tree.text(id).filter { !$0.isWhitespace }
        guard key.hasPrefix("\\."), key != "\\.self" else { return nil }
        return (key, path.joined(separator: "."))
    }

    // MARK: program rewrites

    static let rowElement = "‹row element›"

    /// The one row the lowering holds around the construction (a `ForEach` over one unknown
    /// element, keyed by position) made to read its element from a state of `owner`, and the
    /// driver that gives that element new values: the same row showing an edited element.
    static func editingHeldRow(_ program: inout ViewProgram, owner: String, updates: Int) -> Driver? {
        guard var type = program.type(named: owner) else { return nil }
        var element: (name: String, version: Int)?
        func rewrite(_ t: ViewTemplate) -> ViewTemplate {
            switch t {
            case .forEach(var f):
                if element == nil, case .literal(.array(let rows)) = f.data, rows.count == 1, case .symbol(let name, let version) = rows[0],
                   f.content.contains(mark: 0) {
                    element = (name, version)
                    f.data = .read(rowElement)
                    return .forEach(f)
                }
                f.content = rewrite(f.content)
                return .forEach(f)
            case .container(let name, let children): return .container(name, children.map(rewrite))
            case .modified(let content, let modifier): return .modified(rewrite(content), modifier)
            case .conditional(let c, let a, let b): return .conditional(c, rewrite(a), b.map(rewrite))
            case .switchOn(let e, let cases, let fallback):
                return .switchOn(e, cases.map { SwitchCase($0.value, rewrite($0.content)) }, fallback.map(rewrite))
            case .marked(let m, let content): return .marked(m, rewrite(content))
            default: return t
            }
        }
        type.body = rewrite(type.body)
        guard let element else { return nil }
        type.fields.append(.state(rowElement, .array([.symbol(element.name, element.version)])))
        program = program.replacing(type)
        let steps = (1...max(1, updates)).map { k in
            ScenarioStep.perform(on: .hosted, [.set(rowElement, .literal(.array([.symbol(element.name, element.version + k)])))])
        }
        return Driver("the row's element changing while the row stays", kind: .state, field: nil, steps: steps,
                      semantics: [.v17plus, .pre17])
    }

    /// The fix for `@State`: the field is a plain stored property given the argument's value.
    static func readDirectly(_ field: String, in type: inout ViewType) {
        if let i = type.fields.firstIndex(where: { $0.name == field }) { type.fields[i] = .plain(field, pod: false) }
    }

    /// The marked view given `.id(id)`.
    static func identified(_ program: ViewProgram, mark: Int, by id: Expr) -> ViewProgram {
        program.rewritingView(at: mark) { .modified($0, .id(id)) }
    }

    /// The program with `name`'s body showing its `@State`s only.
    /// The view reduced to showing its states. Only `property` stays a state: the others follow
    /// what the parent passes, so a stale update counts the flagged state alone, never a
    /// neighbour the fix leaves as it is.
    static func showingStates(of name: String, counting property: String, in program: ViewProgram) -> ViewProgram {
        program.replacing(type(name, in: program) { type in
            let states = type.fields.filter { if case .state = $0.kind { return true }; return false }
            type.fields = type.fields.map { field in
                guard case .state(let initial) = field.kind, field.name != property else { return field }
                return Field(field.name, .plain(isPOD: false), default: initial)
            }
            type.body = .leaf("‹shows›", states.map { .read($0.name) })
        })
    }

    static func type(_ name: String, in program: ViewProgram, _ change: (inout ViewType) -> Void) -> ViewType {
        var type = program.type(named: name)!
        change(&type)
        return type
    }

    /// `model.property` reads in what the marked construction of `view` passes for `field`.
    static func propertyReads(passedTo view: String, at mark: Int, field: String, in program: ViewProgram) -> [(String, String)] {
        var found: [(String, String)] = []
        func visit(_ t: ViewTemplate, inside: Bool) {
            switch t {
            case .marked(let m, let content): visit(content, inside: inside || m == mark)
            case .custom(let name, let arguments) where inside && name == view:
                if let value = arguments[field] { collect(value) }
            case .container(_, let children): children.forEach { visit($0, inside: inside) }
            case .modified(let content, _): visit(content, inside: inside)
            case .conditional(_, let a, let b): visit(a, inside: inside); b.map { visit($0, inside: inside) }
            case .switchOn(_, let cases, let fallback): cases.forEach { visit($0.content, inside: inside) }; fallback.map { visit($0, inside: inside) }
            case .forEach(let f): visit(f.content, inside: inside)
            default: break
            }
        }
        func collect(_ e: Expr) {
            switch e {
            case .property(let holder, let property): found.append((holder, property))
            case .member(let base, _): collect(base)
            case .derived(_, let inputs, _): inputs.forEach(collect)
            case .marked(_, let inner): collect(inner)
            default: break
            }
        }
        for type in program.types { visit(type.body, inside: false) }
        return found
    }
}

extension StateFromArgumentRule {
    /// A refuted finding says what the engine found, and offers the change as optional with the
    /// reason: the code behaves here, so the help must not read as an order (review s15
    /// read-through: Swiftfin ImageView:103 was told to make `sources` a `let` in the copy).
    public func revise(_ finding: Finding, at seed: SeededState, evidence: Evidence) -> Finding {
        guard evidence.status == .refuted else { return finding }
        var revised = finding
        if let message = refutedMessage(at: seed, evidence: evidence) { revised.message = message }
        if let fixed = evidence.basis(as: FixedSeed.self) {
            let maker = fixed.inItsRow ? "the view or row" : "the view"
            revised.help = "Optional, since \(fixed.passingValuesThatStay) the same while \(maker) making it lives: no new value is ignored. "
                + "If a parent may one day pass another value, " + (finding.help.map { $0.prefix(1).lowercased() + $0.dropFirst() } ?? "")
        } else if evidence.basis(as: OwnStateCopy.self) == .passedOn {
            // Nothing here decides it, so `.id(…) here` would be the wrong place: the chain's start is.
            revised.help = "Optional, since this copy only passes on the `\(seed.property)` the chain started with: no new value is ignored here. "
                + "If later values must reach `\(seed.viewType)`, make `\(seed.property)` a `let` or `@Binding` in it, or add `.id(…)` where the chain starts."
        } else if let help = finding.help {
            revised.help = "Optional, since here the state always held what the parent last passed: " + help.prefix(1).lowercased() + help.dropFirst()
        }
        return revised
    }

    /// A refuted finding keeps what the code does and drops the effect the evidence did not see.
    public func refutedMessage(at seed: SeededState, evidence: Evidence) -> String? {
        if evidence.basis(as: OwnStateCopy.self) == .passedOn {
            return "`\(seed.viewType)` is built here from its own `\(seed.property)`, the value given where the chain started: no new value is ignored here"
        }
        if let fixed = evidence.basis(as: FixedSeed.self) {
            let maker = fixed.inItsRow ? "its parent or row" : "its parent"
            if seed.isCallSite {
                return fittedMessage(
                    "`\(seed.viewType)` copies this argument into `@\(seed.isStateObject ? "StateObject" : "State") var \(seed.property)` once, but this construction passes a value that never changes while \(maker) lives",
                    "This argument seeds a state once, but this construction passes a value that never changes while \(maker) lives")
            }
            return fittedMessage(
                "`\(seed.property)` is seeded from \(InitArgumentsHost.listed(seed.arguments)) once, but every construction passes values that never change while \(maker) lives",
                "This state is seeded from arguments once, but every construction passes values that never change while \(maker) lives")
        }
        return fittedMessage(
            "`\(seed.property)` is seeded from an argument once, but here its state always held what the parent last passed",
            "This state is seeded from an argument once, but here it always held what the parent last passed")
    }
}

/// Why a construction in a copy method of the view was refuted (`madeByOwnMethod`).
enum OwnStateCopy: Hashable, Sendable {
    /// The method passes the view's own `@State` on to the copy.
    case passedOn
}
