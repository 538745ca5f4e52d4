import ViewLint

/// The host of an experiment on what a view's `init` does with its state: the engine does not
/// run initializers, so the view is hosted on its own (its `body` reduced to what it reads) and
/// the parent passes, for each state, the value the `init` gives it — computed from the `init`'s
/// arguments, which become the parent's own state ("argument title") so drivers can change them.
/// A mark around the hosted view counts what its state holds (`SiteCounts.staleStateUpdates`).
struct InitArgumentsHost {
    var lowered: LoweredSite
    /// The mark around the hosted view.
    let mark: Int
    let owner: String
    /// What the parent passes for the owner's fields, beside what the lowering already passes.
    private var passed: [String: Expr] = [:]

    /// Lowers `owner` (declared in `file`) for an experiment on its `init`.
    static func lower(_ owner: String, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> InitArgumentsHost {
        guard let body = bodyDeclaration(of: owner, in: file.tree) else {
            // `struct Menu: PlatformView`, whose `body` an extension of the protocol gives it.
            let protocols = (context.index.declaredType(named: owner)?.inherited ?? []).filter { context.index.declaresProtocol(named: $0) }
            if !protocols.isEmpty {
                let named = protocols.prefix(2).map { "`\($0)`" }.joined(separator: " or ")
                throw Inconclusive("`\(owner).body` is not declared in this file: it comes from an extension of its protocol \(named), which the engine does not host as `\(owner)`'s body")
            }
            throw Inconclusive("`\(owner).body` is not declared in this file, so the engine cannot host the view")
        }
        // No marks in `body`: nothing in it is flagged; it is kept for what it reads.
        var lowered = try context.lowered(SiteRequest(path: file.source.path, site: body, marks: []))
        ImpossibleDrivers.prune(&lowered, in: file, context: context)
        guard lowered.program.types.contains(where: { $0.name == Lowering.hostName }),
              lowered.program.type(named: owner) != nil else {
            throw Inconclusive("`\(owner)` is not a view the engine can host")
        }
        let mark = lowered.program.marks.count
        lowered.program.marks.append(SiteMark("`\(owner)`"))
        return InitArgumentsHost(lowered: lowered, mark: mark, owner: owner)
    }

    /// The `init` parameter `name` as the parent's state (shared with a field of that name the
    /// parent already passes).
    static func argumentState(_ name: String) -> String { "argument " + name }

    /// Makes the parent hold each parameter as its own state, so a driver can pass new values.
    mutating func holdParameters(_ names: [String]) {
        guard let i = lowered.program.types.firstIndex(where: { $0.name == Lowering.hostName }) else { return }
        for name in names where !lowered.program.types[i].fields.contains(where: { $0.name == Self.argumentState(name) }) {
            lowered.program.types[i].fields.append(.state(Self.argumentState(name), .symbol(name, 0)))
        }
    }

    /// The parent passes `value` for the owner's `field` (the state the `init` seeds or writes).
    mutating func pass(_ value: Expr, for field: String) { passed[field] = value }

    /// The program: the hosted view marked, given what the `init` gives its states, with
    /// `transform` applied to the owner's type (the rule's fix, or how it writes its state).
    func program(_ transform: (inout ViewType) -> Void = { _ in }) -> ViewProgram {
        var program = lowered.program
        if let i = program.types.firstIndex(where: { $0.name == owner }) { transform(&program.types[i]) }
        if let i = program.types.firstIndex(where: { $0.name == Lowering.hostName }) {
            program.types[i].body = program.types[i].body.rewritten { t in
                guard case .custom(let name, var arguments) = t, name == owner else { return t }
                for (field, value) in passed { arguments[field] = value }
                return .marked(mark, .custom(name, arguments))
            }
        }
        return program
    }

    /// The parent passing new values of `parameters`, one new value each per update.
    func parametersChanging(_ parameters: [String], updates: Int) -> Driver {
        let steps = (1...max(1, updates)).map { k in
            ScenarioStep.perform(on: .root, parameters.map { .set(Self.argumentState($0), .literal(.symbol($0, k))) })
        }
        return Driver("the parent passing a new \(Self.listed(parameters))", kind: .argument, field: parameters.first, steps: steps,
                      semantics: [.v17plus, .pre17])
    }

    /// "`a`", "`a` and `b`", "`a`, `b` and `c`".
    static func listed(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        return quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " and " + quoted.last! : quoted.joined()
    }

    /// The parent's body running again with the same arguments: the view value, and so its
    /// `init`, is made again.
    func parentRendering() -> Driver? {
        lowered.drivers.first { $0.kind == .parentRender }
    }

    /// `Owner.body` declared in this file (in the type or an extension of it).
    static func bodyDeclaration(of owner: String, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var found: SyntaxTree.NodeID?
        tree.walk { id, _ in
            if found != nil { return .stop }
            guard tree.kind(id) == .patternBinding, tree.name(id) == "body", let decl = tree.parent(id),
                  tree.isMemberOrTopLevel(decl), tree.enclosingTypeName(id) == owner else { return .visitChildren }
            found = id
            return .stop
        }
        return found
    }

    /// The `init` parameters `expression` reads.
    static func parametersRead(by expression: SyntaxTree.NodeID, of parameters: [String], in tree: SyntaxTree) -> [String] {
        let read = Set(tree.referencedNames(in: expression))
        return parameters.filter(read.contains)
    }

    /// `name` alone (a parameter passed through unchanged).
    static func isBare(_ expression: SyntaxTree.NodeID, _ name: String, in tree: SyntaxTree) -> Bool {
        tree.kind(expression) == .identifier && tree.name(expression) == name
    }
}
