import ViewLint

/// The experiment for a `Binding(get:set:)` a view's initializer builds from the binding it is
/// given and stores (`self._value = .init(get: { .known(sort.wrappedValue) }, set: { … })`).
/// The engine runs no initializer, so the view whose init makes it (the receiver) is hosted
/// where the project builds it: each parent that constructs it with this initializer has its
/// `body` lowered, the construction carrying the binding the initializer would make (a new box
/// per construction whose closures capture what the parent passed, docs/SWIFTUI-MODEL.md rules
/// 9, 24, 25). A parent update that leaves what the binding reads alone is driven, and the
/// receiver's body runs are counted as written and with the parent's binding passed on as it
/// is (a `$` projection stays equal across updates, rules 22–23; another closure binding is
/// compared as SwiftUI compares it).
extension ClosureBindingRule {
    /// At most this many constructions are hosted: each is one lowering and one experiment.
    static let hostedConstructions = 4

    /// Evidence for `binding` when an initializer of a project view builds it; nil when it is no
    /// such binding (the usual experiment, or its reason, applies).
    func confirmInInitializer(_ binding: ClosureBindingSite, in file: LintFile, context: ConfirmationContext) -> Evidence? {
        let tree = file.tree
        let path = file.source.path
        guard let (view, initializer, built) = context.lowering(for: path).initializerBinding(at: binding.call, in: path) else { return nil }
        let spelledInit = Self.spelledInitializer(initializer, of: view, in: tree)
        let parameterNodes = tree.child(initializer, kind: .parameterClause).map { Array(tree.children($0, kind: .parameter)) } ?? []
        let used = built.parameters.map(\.name)
        guard used.count == 1, let parameterIndex = built.parameters[0].position, parameterIndex < parameterNodes.count,
              Self.isBindingParameter(parameterNodes[parameterIndex], in: tree) else {
            let names = InitArgumentsHost.listed(used)
            return .inconclusive("`\(spelledInit)` builds the binding from \(names), not from one binding it is given: there is no binding to pass on as it is to compare it with")
        }
        let parameter = used[0]
        let constructions = (context.index.viewType(named: view)?.instantiations ?? []).filter { site in
            guard !context.index.isPreview(site), let construction = ConstructionCall(site) else { return false }
            let labels = construction.tree.arguments(construction.call).map { construction.tree.label($0) }
            let trailing = construction.tree.trailingClosures(construction.call).count
            return context.lowering(for: site.path).construction(of: view, labels: labels, trailing: trailing, calls: initializer, in: path)
        }.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        guard !constructions.isEmpty else {
            if let shared = Self.overloadedConstructions(of: view, calling: initializer, context: context) {
                return .inconclusive(shared.reason, dependencies: shared.paths)
            }
            return .inconclusive("no view of this project builds `\(view)` with `\(spelledInit)`, so there is no parent whose updates the engine can run")
        }
        if !built.genericContext, let places = Self.placesPassingClosureBindings(constructions, for: parameterNodes[parameterIndex], in: tree) {
            return .refutedByStaticFact("every construction of `\(view)` passes its own `Binding(get:set:)` for `\(parameter)` (\(places)), and the binding built here compares equal exactly when that one does: passing `\(parameter)` on as it is would run `\(view).body` as often",
                                        dependencies: Array(Set(constructions.map(\.path))).sorted())
        }
        var results: [(site: InstantiationSite, evidence: Evidence)] = []
        for site in constructions.prefix(Self.hostedConstructions) {
            let evidence = hostedConstruction(site, of: view, field: built.field, parameter: parameter, context: context)
            if evidence.status == .confirmed { return evidence }
            results.append((site, evidence))
        }
        if let open = results.first(where: { $0.evidence.status == .inconclusive }) {
            return open.evidence
        }
        guard constructions.count <= Self.hostedConstructions else {
            return .inconclusive("`\(view)` is built in \(constructions.count) places and the engine ran the first \(Self.hostedConstructions), each refuting it: the others are not known",
                                 dependencies: results[0].evidence.dependencies)
        }
        var refuted = results[0].evidence
        if results.count > 1 {
            refuted.summary += "; the same with \(InitArgumentsHost.listed(results.dropFirst().map(\.site.enclosingDeclaration))) building it"
            refuted.dependencies = Array(Set(results.flatMap(\.evidence.dependencies))).sorted()
        }
        return refuted
    }

    /// One parent's `body` building the receiver, run with each driver that leaves what the
    /// parent passes for `parameter` alone.
    private func hostedConstruction(_ site: InstantiationSite, of view: String, field: String, parameter: String,
                                    context: ConfirmationContext) -> Evidence {
        let place = "`\(site.enclosingDeclaration)` at \(Self.fileName(site.path)):\(site.line)"
        guard let tree = context.trees[site.path], let call = Self.call(at: site.byteRange, in: tree) else {
            return .inconclusive("the engine cannot read \(place), which builds `\(view)`")
        }
        let parentFile = LintFile(tree: tree, comments: [], index: context.index)
        var lowered: LoweredSite
        do {
            lowered = try context.lowered(SiteRequest(path: site.path, site: call, marks: [(call, SiteMark("`\(view)`"))]))
        } catch {
            return .inconclusive("\(place) builds `\(view)`, and the engine cannot host it there: \(error.reason)")
        }
        ImpossibleDrivers.prune(&lowered, in: parentFile, context: context)
        // Mark 0: the receiver as the parent builds it; mark 1: the binding its init makes.
        let siteMark = lowered.program.marks.count
        lowered.program.marks.append(SiteMark("Binding(get:set:)"))
        var passed: Expr?
        func rewrite(_ program: ViewProgram, fixed: Bool) -> ViewProgram {
            program.rewritingViews { t in
                guard case .marked(0, .custom(let name, var arguments)) = t, name == view,
                      case .manualBinding(_, _, let captures)? = arguments[field], let given = captures.values.first else { return t }
                passed = given
                arguments[field] = .marked(siteMark, fixed ? given : arguments[field]!)
                return .marked(0, .custom(name, arguments))
            }
        }
        let written = rewrite(lowered.program, fixed: false)
        let fixedProgram = rewrite(lowered.program, fixed: true)
        guard let passed else {
            return .inconclusive("the engine does not see `\(view)`'s initializer make the binding where \(place) builds it")
        }
        lowered.program = written
        lowered.hosting = SiteHosting(.other, "`\(site.enclosingDeclaration)`, which builds `\(view)` at \(Self.fileName(site.path)):\(site.line)")
        // A change of what the parent passes changes the bound value: the receiver updates with
        // either binding, so such drivers cannot test the claim.
        var fields = Set<String>(), properties = Set<String>()
        Self.collectPassedInputs(passed, fields: &fields, properties: &properties)
        let drivers = lowered.drivers.filter { driver in
            guard let field = driver.field else { return true }
            if let property = driver.property { return !properties.contains(field + "." + property) }
            return driver.kind == .observableObject || !fields.contains(field)
        }
        let fix = "`\(parameter)` passed on as it is"
        let wording = Self.countWording("`\(view).body` ran", fix: fix) { $0.updatesWithBodyRun }
        let experiment = SiteExperiment(program: written, fixed: fixedProgram, drivers: drivers, site: siteMark, counted: 0,
                                        options: context.options, measure: { $0.updatesWithBodyRun })
        let evidence = Self.evidence(of: experiment, wording, lowered: lowered, context: context)
        if evidence.status == .inconclusive, drivers.count < lowered.drivers.count, drivers.allSatisfy({ $0.field == nil }) {
            // Every change to the parent's data feeds what it passes: say so, rather than that
            // nothing re-runs the code.
            return .inconclusive("the only changes the engine can make to `\(site.enclosingType)`'s data change what it passes for `\(parameter)`, so `\(view)` updates with either binding and none tests the claim",
                                 held: evidence.held, dependencies: evidence.dependencies)
        }
        return evidence
    }

    /// Where each construction passes a `Binding(get:set:)` literal of its own for `parameter`
    /// ("A.swift:4, :9, B.swift:2"); nil when one passes anything else. Such a binding is new on
    /// every parent update before iOS 17, and from then on equal exactly when its closures'
    /// captures are (rules 9, 24, 25); the closures built around it in a non-generic initializer
    /// capture only it, so they compare as it does, and so does what `get` returns from it.
    static func placesPassingClosureBindings(_ constructions: [InstantiationSite], for parameter: SyntaxTree.NodeID,
                                             in tree: SyntaxTree) -> String? {
        let label = tree.name(parameter) == "_" ? "" : tree.name(parameter)
        var places: [String] = []
        var lastFile = ""
        for site in constructions {
            guard let construction = ConstructionCall(site) else { return nil }
            let arguments = construction.tree.arguments(construction.call)
            guard let argument = arguments.first(where: { construction.tree.label($0) == label }),
                  let value = construction.tree.value(argument), construction.tree.kind(value) == .call,
                  ClosureBindingSite(call: value, in: construction.tree) != nil else { return nil }
            let file = fileName(site.path)
            places.append(file == lastFile ? ":\(site.line)" : "\(file):\(site.line)")
            lastFile = file
        }
        return places.joined(separator: ", ")
    }

    /// What a parent's argument reads: through a binding it builds itself, what its getter reads.
    static func collectPassedInputs(_ e: Expr, fields: inout Set<String>, properties: inout Set<String>) {
        switch e {
        case .manualBinding(let reads, _, _): reads.forEach { collectPassedInputs($0, fields: &fields, properties: &properties) }
        case .marked(_, let inner): collectPassedInputs(inner, fields: &fields, properties: &properties)
        default: collectInputs(e, fields: &fields, properties: &properties)
        }
    }

    /// `FeedSortPicker.init(sort:showTopTimescaleInIcon:)`.
    static func spelledInitializer(_ initializer: SyntaxTree.NodeID, of view: String, in tree: SyntaxTree) -> String {
        let parameters = tree.child(initializer, kind: .parameterClause).map { Array(tree.children($0, kind: .parameter)) } ?? []
        return "\(view).init(" + parameters.map { tree.name($0) + ":" }.joined() + ")"
    }

    /// A parameter declared `Binding<…>` (the binding the parent hands over).
    static func isBindingParameter(_ parameter: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        let text = tree.text(parameter)
        guard let colon = text.firstIndex(of: ":") else { return false }
        let type = text[text.index(after: colon)...].drop { $0 == " " }
        return type.hasPrefix("Binding<") || type.hasPrefix("SwiftUI.Binding<")
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The call whose bytes are `range` (a construction the index recorded).
    static func call(at range: Range<Int>, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var found: SyntaxTree.NodeID?
        tree.walk { id, _ in
            if found != nil { return .stop }
            let bytes = tree.byteRange(id)
            guard bytes.lowerBound <= range.lowerBound, range.upperBound <= bytes.upperBound else { return .skipChildren }
            if tree.kind(id) == .call, bytes == range { found = id; return .stop }
            return .visitChildren
        }
        return found
    }
}
