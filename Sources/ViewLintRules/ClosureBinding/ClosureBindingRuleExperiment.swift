import ViewLint

/// The experiment (docs/SWIFTUI-MODEL.md rules 9–10, 21–26, fact 45, E1, §3a–b): host the code that
/// builds the binding, re-run it with each driver (the view's states, its parent's arguments, its
/// observed models, the parent re-rendering), and count what the binding's receiver does at this
/// site: a project view's `body` runs, a view from outside the project getting a changed input. As
/// written and with the binding's location kept across updates (`$x`, or what a key-path subscript
/// or `$model.p` gives). Built-in controls and presentations only re-check internally: no user
/// `body` runs, so the fix changes nothing a user's code sees. A binding a view's initializer
/// builds is measured where the project builds that view (`confirmInInitializer`).
extension ClosureBindingRule {
    public func confirm(_ binding: ClosureBindingSite, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        if let evidence = confirmInInitializer(binding, in: file, context: context) { return evidence }
        var keptBy: [String] = []
        var evidence = try confirmWhereBuilt(binding, in: file, context: context, keptBy: &keptBy)
        if evidence?.basis(as: OwnUpdates.self) == .noneMade {
            // The view's own updates may come from code under an `if` on what the view is given
            // (`if let onShare { Button … }`): tried again with such branches built, the verdict
            // says when ("when `let onShare`"). Kept only if that decides it.
            var heldKeptBy: [String] = []
            if let held = try? confirmWhereBuilt(binding, in: file, context: context, keptBy: &heldKeptBy, holdingConstantBranches: true),
               held.status != .inconclusive {
                evidence = held
                keptBy = heldKeptBy
            }
        }
        // A project view on the way that keeps the binding (in content it stores as a value, or
        // in a closure) re-runs its own `body` when the binding is new: the program shows that
        // content in place and counts none of those runs, so they cannot be read as absent.
        guard let evidence, evidence.status == .refuted, !keptBy.isEmpty else {
            return evidence.map { StoreDriver.namingAssumed($0, site: binding.call, in: file, context: context) }
        }
        let views = keptBy.prefix(2).map { "`\($0)`" }.joined(separator: " and ")
        let one = keptBy.count == 1
        return .inconclusive("the binding is also in content or a closure that \(views) \(one ? "stores" : "store"): \(one ? "its" : "their") `body` re-runs when that compares unequal, which the engine does not count",
                             held: evidence.held, dependencies: evidence.dependencies)
    }

    func confirmWhereBuilt(_ binding: ClosureBindingSite, in file: LintFile, context: ConfirmationContext,
                           keptBy: inout [String], holdingConstantBranches: Bool = false) throws(Inconclusive) -> Evidence? {
        let tree = file.tree
        var request = SiteRequest(path: file.source.path, site: binding.call,
                                  marks: [(binding.call, SiteMark("Binding(get:set:)"))],
                                  alsoExact: binding.receivingCalls(in: tree))
        request.keepsContainerValues = true
        request.holdsConstantBranches = holdingConstantBranches
        var lowered = try context.lowered(request)
        keptBy = lowered.keptBy
        ImpossibleDrivers.prune(&lowered, in: file, context: context)
        ModalDrivers.prune(&lowered, in: file, context: context)
        if let member = binding.staticMember(in: tree), lowered.hosting.kind != .helperShownByBody {
            // A type's static helper reads no view's fields and no `body` here calls it: it runs
            // when its callers call it (a model storing the view it makes, say), not on updates.
            return .inconclusive("the binding is built in the static `\(member)`, which no `body` here calls: when it is built again depends on its callers",
                                 dependencies: lowered.dependencies)
        }
        let receiverMark = lowered.program.marks.count
        lowered.program.marks.append(SiteMark("receiver"))
        // A built-in control runs no `body` of the project's for a new binding; a project
        // container keeping it in content it stores as a value does: that container is counted.
        var keeper: String?
        var keeperIsPartial = false
        var withReceivers = lowered.program
        let found = withReceivers.markReceivers(of: 0, with: receiverMark)
        switch found {
        case .control?, .presentation?:
            let kept = lowered.program.markKeeperLeaf(of: 0, with: receiverMark, among: lowered.keptBy)
            keeper = kept?.container
            keeperIsPartial = kept?.partial ?? false
            if keeper == nil { lowered.program = withReceivers }
        default:
            lowered.program = withReceivers
        }
        lowered.program = lowered.program.removingPartialKeepers()
        if let keeper {
            let before = keptBy
            let kept = confirmKept(binding, in: file, context: context, lowered: lowered, receiverMark: receiverMark, keeper: keeper,
                                   keptBy: &keptBy)
            // A keeper holding only part of its content shows only that the fix spares it
            // nothing (what it left out can only make it unequal more often); else as if none.
            guard keeperIsPartial, kept.status != .refuted else { return kept }
            keptBy = before
            lowered.program = withReceivers.removingPartialKeepers()
        }
        guard var receiver = found else {
            // Where the code hands the binding on, classified once for both questions below.
            let uses = binding.uses(in: tree, index: context.index, declarations: context.declarations,
                                    lowering: context.lowering(for: file.source.path))
            if let uses = binding.usesOutsideViews(uses, in: tree) {
                // Only read or written in actions: no view is given it, so none re-runs for it.
                return .refutedByStaticFact(
                    uses == 0 ? "the binding is never given to a view: no view body runs because of it"
                        : "the binding is given to no view: its \(uses) use\(uses == 1 ? " only reads or writes" : "s only read or write") `.wrappedValue`, so no view body runs because of the binding itself",
                    dependencies: lowered.dependencies)
            }
            // Where the code hands it on decides it, or is named.
            return Self.decideFromUses(uses, dependencies: lowered.dependencies)
                ?? .inconclusive("the binding goes somewhere the engine does not follow (not a view, control or presentation it can see)",
                                 dependencies: lowered.dependencies)
        }
        if case .view(let name) = receiver,
           let rebuilt = RebuiltCollectionInput.find(
               view: name, constructions: RebuiltCollectionInput.constructions(of: name, receiving: binding.call, alsoVia: binding.receivingCalls(in: tree), in: tree),
               in: tree, index: context.index, trees: context.trees) {
            return Evidence.refutedByStaticFact(rebuilt.fact, dependencies: lowered.dependencies)
                .based(on: RebuiltCollectionBasis(rebuilt, minted: MintedField.of(rebuilt.element, nestedIn: name, index: context.index, trees: context.trees)))
        }
        // A view from a package is modelled like a control; no SwiftUI control, what it does
        // with a changed binding is unknown: what is counted is its input changing.
        let fromPackage = Self.isFromPackage(receiver, index: context.index)
        if fromPackage, case .control(let name) = receiver { receiver = .external(name) }
        if !fromPackage, case .external(let name) = receiver, var fact = Self.emptyUpdateFact(of: name, context: context) {
            fact.dependencies = Array(Set(lowered.dependencies + fact.dependencies)).sorted()
            return fact
        }
        let projection = binding.projection(in: tree, index: context.index)
        var fixName = binding.fixName(projection: projection, in: tree, index: context.index)
        let ownerFields = lowered.program.type(named: lowered.owner)?.fields ?? []
        let heldReads = HeldMemberReads(owner: lowered.owner, fields: ownerFields, tree: tree, declarations: context.declarations)
        if projection == nil { Self.nameUnresolvedSources(&lowered, fields: ownerFields, held: heldReads) }
        // Other closure bindings given to the same view would re-run it on their own: measured
        // with them fixed in both programs, so the count says what this binding alone costs.
        let (program, siblings) = Self.fixingSiblings(receivedWith: receiverMark, in: lowered.program, fields: ownerFields, held: heldReads)
        lowered.program = program
        let withSiblings = siblings.map { " with the other closure binding\($0.count == 1 ? "" : "s") to `\($0.receiver)` fixed too" } ?? ""
        // A key-path subscript's arguments are part of its location: with other arguments it is
        // another binding (`$x[thatSubscript: mode]` as `mode` changes, review ev20 #3).
        let subscriptKeys = binding.fixSubscriptArguments(projection: projection, in: tree, index: context.index)
            .filter { name in ownerFields.contains { $0.name == name } }.map { Expr.read($0) }
        var fixed = lowered.program.rewritingExpression(at: 0) { written in
            Self.stableBinding(for: written, projection: projection, fields: ownerFields, held: heldReads, keyedAlsoBy: subscriptKeys)
        }
        if case .view(let name) = receiver, tree.closureItems(binding.setter).isEmpty,
           let passed = Self.passingTheValue(to: name, receivedWith: receiverMark, in: lowered.program) {
            // A `set` that does nothing: the help's fix is the receiver taking the value itself
            // (`ClosureBindingRule.finding`), measured as that, never as some `$` projection with
            // its own OS floor (review s16 M7: HomeAssistant FolderEditView:110).
            fixed = passed
            fixName = "`\(name)` taking the value itself"
        }
        let fixNamed = fixName
        let measure: @Sendable (SiteCounts) -> Int
        var wording: EvidenceWording
        switch receiver {
        case .view(let name):
            measure = { $0.updatesWithBodyRun }
            // Another argument new on every body run keeps the view unequal either way: named.
            let always = Self.closureArguments(receivedWith: receiverMark, in: lowered.program)
            let shown = always.prefix(2).map { "`\($0.label)`" }.joined(separator: " and ")
            let what = always.allSatisfy(\.opaque) ? (always.count == 1 ? "a closure SwiftUI cannot compare, never equal to the last one" : "closures SwiftUI cannot compare, never equal to the last ones")
                : "\(always.count == 1 ? "a closure" : "closures") capturing this view, unequal whenever this view's data changes"
            let why = always.isEmpty ? "" : ": `\(name)` also stores \(shown), \(what), so it compares unequal on those updates whatever the binding"
            wording = Self.countWording("`\(name).body` ran", fix: fixNamed, withSiblings: withSiblings, sameCountMeans: why,
                                        receiver: name, newer: SemanticsScope(lowered).newerPhrase) { $0.updatesWithBodyRun }
            if let wrapped = Self.wrappedByInitializer(binding, receiver: name, in: tree, context: context) {
                // The view stores a binding its initializer makes around this one, in code the
                // engine does not run: the count with the fix would be of a binding it never
                // stores, so it is not given (review s18 §2.6).
                wording.withFix = { _, _, _ in wrapped }
            }
        case .external(let name):
            measure = { $0.inputChanges }
            if let update = context.index.representableUpdateMethod(ofType: name) {
                // The project's representable: a changed value runs its update method, project
                // code, whichever of its inputs changed.
                wording = Self.countWording("SwiftUI called `\(name).\(update)`", on: " on", fix: fixNamed, withSiblings: withSiblings,
                                            sameCountMeans: ": its other inputs change it as often") { $0.inputChanges }
                break
            }
            wording = EvidenceWording(
                fix: fixNamed,
                asWritten: { c, n in "`\(name)`, whose body the engine does not run, got a changed binding on \(c.inputChanges) of \(n) updates\(withSiblings)" },
                withFix: { c, _, n in "\(c.inputChanges) of \(n)" },
                refuted: { runs in "`\(name)` got a changed binding no more often than with \(fixNamed)\(withSiblings) (\(driverList(runs)))" })
        case .control(let name), .presentation(let name):
            // What a user's code sees is body runs below the receiver: none, either way.
            measure = { $0.bodyRuns }
            let scope = SemanticsScope(lowered)
            let (newer, older) = (scope.newerPhrase, scope.olderPhrase)
            let spelled = Self.spelled(receiver: name)
            wording = EvidenceWording(
                fix: fixNamed,
                asWritten: { c, n in "a view body below \(spelled) ran \(c.updatesWithBodyRun) of \(n) updates" },
                withFix: { c, _, n in "\(c.updatesWithBodyRun) of \(n)" },
                refuted: { runs in
                    let run = Self.mostRecheckedRun(runs)!
                    // Counts that hold only under one SwiftUI behaviour say which versions they are
                    // of: they differ under the other, or the other was not run with this driver
                    // (an `@Observable` model's changes exist from iOS 17 on) though the project
                    // deploys to both.
                    let other: Semantics = run.semantics == .v17plus ? .pre17 : .v17plus
                    let holdsUnderOther = runs.contains { $0.driver.description == run.driver.description && $0.semantics == other
                        && $0.asWritten.internalUpdates == run.asWritten.internalUpdates && $0.withFix.internalUpdates == run.withFix.internalUpdates }
                    let versions = holdsUnderOther || !scope.semantics.contains(other) ? "" : run.semantics == .v17plus ? newer : older
                    return "no view body runs because of it; \(spelled) re-checks its binding on \(run.asWritten.internalUpdates) of \(run.updates) updates\(versions.isEmpty ? "" : " " + versions) (\(run.driver.description); with \(fixNamed): \(run.withFix.internalUpdates))"
                },
                quoted: { Self.mostRecheckedRun($0) })
        }
        // A fixed sibling still passes its value: changing it updates the receiver either way.
        let drivers = Self.driversTestingTheBinding(binding, in: tree, lowered: lowered,
                                                    alsoChanged: siblings?.fields ?? [], alsoRead: siblings?.properties ?? [])
        var experiment = SiteExperiment(program: lowered.program, fixed: fixed, drivers: drivers, site: 0,
                                        counted: receiverMark, options: context.options, measure: measure)
        switch receiver {
        case .control, .presentation:
            // With no view below the built-in that has a `body`, no run can confirm: the
            // refutation quotes the run that re-checked most, and one re-checking on every update
            // as written and never with the fix cannot be outdone.
            if !lowered.program.holdsViewWithBody(at: receiverMark), !fixed.holdsViewWithBody(at: receiverMark) {
                experiment.settledBy = { $0.asWritten.internalUpdates >= $0.updates && $0.withFix.internalUpdates == 0 }
            }
        case .view, .external:
            break
        }
        var receiverView: String?
        if case .view(let name) = receiver { receiverView = name }
        let evidence = Self.evidence(of: experiment, wording, lowered: lowered, context: context, receiver: receiverView)
        if fromPackage, case .external(let name) = receiver,
           evidence.status == .confirmed || (evidence.siteAsWritten?.inputChanges ?? 0) == 0 {
            // A changed binding reaches a view from a package: whether that re-runs a `body`, an
            // update method that re-applies the value, or nothing, is in code the engine cannot
            // read. A refutation that saw its input change as often either way does not depend on it.
            return .inconclusive("`\(name)` comes from a package the engine cannot read: what a changed binding makes it do is unknown",
                                 held: evidence.held, dependencies: evidence.dependencies)
        }
        guard evidence.status == .inconclusive else { return evidence }
        switch receiver {
        case .control(let name), .presentation(let name):
            // What the runs could not show is a fact of SwiftUI: a built-in control or presentation
            // re-checks a new binding itself, and runs no body of the project's views for it (§3a).
            let spelled = Self.spelled(receiver: name)
            return .refutedByStaticFact("the binding goes to \(spelled), built into SwiftUI, which re-checks a new binding itself: no view body of yours runs because of it",
                                        dependencies: lowered.dependencies)
        case .view(let name), .external(let name):
            // Every change to the view's own data feeds the binding, and the parent's re-render
            // left nothing to compare: say so, rather than that nothing re-runs the code.
            if drivers.count < lowered.drivers.count, drivers.allSatisfy({ $0.field == nil }) {
                // Such a change may leave the bound value as it was (a new selection leaves
                // `picked == row` false in most rows, review s14: CodeEdit
                // HistoryInspectorItemView:16), where the fix would spare the receiver an update,
                // or change it, where it would not: which, the engine does not compute.
                var seen = Set<String>()
                let fields = lowered.drivers.compactMap(\.field).filter { seen.insert($0).inserted }
                // Three named at most, and how many more, as the driver lists elsewhere say.
                let more = fields.count > 3 ? " and \(fields.count - 3) more" : ""
                let named = fields.isEmpty ? "" : " (" + fields.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + more + ")"
                return .inconclusive("the only changes the engine can make to this view's data\(named) change what the binding reads or writes; "
                                     + "such a change may leave the bound value as it was, where a binding with a stable location would spare `\(name)` an update, "
                                     + "or change it, where `\(name)` updates with either binding, and the engine does not compute which, so none tests the claim",
                                     dependencies: lowered.dependencies)
            }
            return evidence
        }
    }

    /// The drivers that can test the claim: a change to what the getter reads or the setter
    /// writes (or to `alsoChanged`, `alsoRead`) changes the bound value, so the receiver updates
    /// with either binding.
    static func driversTestingTheBinding(_ binding: ClosureBindingSite, in tree: SyntaxTree, lowered: LoweredSite,
                                         alsoChanged: Set<String> = [], alsoRead: Set<String> = []) -> [Driver] {
        let (fieldsRead, ownPropertiesRead) = inputs(of: lowered.program, mark: 0)
        var changed = fieldsRead.union(alsoChanged)
        if let written = writtenRoot(binding.setter, in: tree) { changed.insert(written) }
        let propertiesRead = ownPropertiesRead.union(alsoRead)
        return lowered.drivers.filter { driver in
            guard let field = driver.field else { return true }
            if let property = driver.property { return !propertiesRead.contains(field + "." + property) }
            return driver.kind == .observableObject || !changed.contains(field)
        }
    }

    /// A view (`DisclosureGroup`, `TabView`) is spelled as one; a presenting modifier with its dot.
    /// "`Child.body` ran 10 of 10 updates" and its refutation ("… no more often than with `$x`
    /// (…: at most 3 of 10 updates either way)"), for a count `count` takes from each run.
    /// `sameCountMeans` follows a refutation whose count was not zero.
    /// `receiver` (a project view, with `newer`, the versions phrase of the iOS 17 behaviour)
    /// words a refutation where it never compared unequal as written.
    static func countWording(_ subject: String, on: String = "", fix: String, withSiblings: String = "", sameCountMeans: String = "",
                             receiver: String? = nil, newer: String = "",
                             count: @escaping @Sendable (SiteCounts) -> Int) -> EvidenceWording {
        EvidenceWording(
            fix: fix,
            asWritten: { c, n in "\(subject)\(on) \(count(c)) of \(n) updates\(withSiblings)" },
            withFix: { c, _, n in "\(count(c)) of \(n)" },
            refuted: { runs in
                let most = runs.map { count($0.asWritten) }.max() ?? 0
                if runs.allSatisfy(receiverUnchanged), let receiver {
                    // Never unequal as written, every run with the iOS 17 behaviour (the others
                    // are left open by `evidence(of:)`): the new binding itself compared equal.
                    return "`\(receiver)` compared equal to the last one on every update as written (\(driverList(runs))): the binding is new each time, "
                        + "but \(newer.isEmpty ? "" : newer + " ")a `Binding(get:set:)` equals the last one while what its closures capture and what its `get` returns stay the same, and here they did, so it cost `\(receiver)` no update"
                }
                return "\(subject) no more often than with \(fix)\(withSiblings) (\(driverList(runs)): at most \(most) of \(runs.first?.updates ?? 0) updates either way)"
                    + (most > 0 ? sameCountMeans : "")
            })
    }

    /// The program with `receiver`'s `@Binding` field that the flagged binding fills made a
    /// plain stored value, and the binding's value passed to it: nil when the receiver also
    /// projects it (`$field`), so that it cannot simply take the value.
    static func passingTheValue(to receiver: String, receivedWith receiverMark: Int, in program: ViewProgram) -> ViewProgram? {
        guard let typeIndex = program.types.firstIndex(where: { $0.name == receiver }) else { return nil }
        var label: String?
        var value: Expr?
        _ = program.rewritingViews { t in
            guard case .marked(receiverMark, .custom(let name, let arguments)) = t, name == receiver else { return t }
            for (l, argument) in arguments {
                guard case .marked(0, .manualBinding(let reads, _, _)) = argument else { continue }
                label = l
                value = reads.count == 1 ? reads[0] : .derived("get()", reads) { .array($0) }
            }
            return t
        }
        guard let label, let value, let fieldIndex = program.types[typeIndex].fields.firstIndex(where: { $0.name == label }),
              case .binding = program.types[typeIndex].fields[fieldIndex].kind else { return nil }
        var projected = false
        program.types[typeIndex].body.visitAllExpressions { e in
            if case .binding(label, _, _) = e { projected = true }
        }
        guard !projected else { return nil }
        var rewritten = program.rewritingViews { t in
            guard case .marked(receiverMark, .custom(let name, var arguments)) = t, name == receiver else { return t }
            arguments[label] = .marked(0, value)
            return .marked(receiverMark, .custom(name, arguments))
        }
        rewritten.types[typeIndex].fields[fieldIndex].kind = .plain(isPOD: false)
        return rewritten
    }

    static func spelled(receiver name: String) -> String {
        name.first?.isUppercase == true ? "`\(name)`" : "`.\(name)`"
    }

    /// The fix: the same value through a location that stays the same across updates. A `$`
    /// projection where the rule offers one, else a location keyed by what the closures capture
    /// besides `self` (a key-path subscript such as `$selection[contains: item]` is keyed so).
    static func stableBinding(for written: Expr, projection: String?, fields: [Field], held: HeldMemberReads,
                              keyedAlsoBy subscriptKeys: [Expr] = []) -> Expr {
        guard case .manualBinding(let reads, _, let captures) = written else { return written }
        if let projection {
            let path = projection.dropFirst().split(separator: ".").map(String.init)
            if let root = path.first, let field = fields.first(where: { $0.name == root }) {
                switch field.kind {
                case .state, .binding:
                    return .binding(root, path: path.dropFirst().map { .member($0) }, animated: false)
                case .observedObject, .stateObject, .environmentObject, .plain:
                    // `$model.flag`: an object location, equal across updates from iOS 17 on (§3h).
                    if path.count == 2 { return .modelBinding(root, path[1]) }
                default:
                    break
                }
            }
        }
        if let holder = objectSource(of: reads, fields: fields, held: held) {
            // What the getter reads all comes from an observed object (itself or through the
            // view's computed properties and helpers): the fix is a projection of it
            // (`$model[…]`, `$model.p`), an object location, new before iOS 17 (§3h).
            return .modelBinding(holder, "‹get:set:›")
        }
        let value: Expr = reads.count == 1 ? reads[0] : .derived("get()", reads) { .array($0) }
        return .stableBinding(key: "get:set:", keyedBy: captures.values + subscriptKeys, value: value)
    }

    /// The observed object (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`) every model
    /// read of the getter goes through, when it reads no `@State` or `@Binding` of the view;
    /// what it reads through members the engine holds constant counts as read.
    static func objectSource(of reads: [Expr], fields: [Field], held: HeldMemberReads) -> String? {
        var names = held.fields(readThrough: reads), properties = Set<String>()
        reads.forEach { collectInputs($0, fields: &names, properties: &properties) }
        func kind(_ name: String) -> FieldKind? { fields.first { $0.name == name }?.kind }
        func isObject(_ name: String) -> Bool { isObjectField(kind(name)) }
        // `model.p`, or `model` read whole inside an expression the engine does not compute.
        let holders = Set(properties.compactMap { $0.split(separator: ".").first.map(String.init) } + names.filter(isObject))
        guard holders.count == 1, let holder = holders.first, isObject(holder) else { return nil }
        let storesValues = names.contains { name in
            switch kind(name) {
            case .state?, .binding?: return true
            default: return false
            }
        }
        return storesValues ? nil : holder
    }
}
