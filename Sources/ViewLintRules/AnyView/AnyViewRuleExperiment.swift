import ViewLint

/// The experiment (docs/SWIFTUI-MODEL.md rules 35, 43; §3e; E15): host the code around the erasure,
/// re-run it with each driver, and count at the erased view how often its content was replaced, the
/// state lost with it, and the times a lazy container had to build rows to count their views — as
/// written, and as the `@ViewBuilder` equivalent (the content itself, or a conditional where the
/// erasure chose between views). The same counts mean the erasure cost no identity.
extension AnyViewRule {
    public func confirm(_ erasure: ErasureSite, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let evidence: Evidence?
        do { evidence = try confirmRunning(erasure, in: file, context: context) } catch {
            evidence = .inconclusive(error.reason)
        }
        // Made in a type's static helper: no `body` here builds it as this view's code.
        guard let found = evidence, found.status == .inconclusive,
              let member = file.tree.staticMemberName(around: erasure.node) else { return evidence }
        return .inconclusive("the erasure is made in the static `\(member)`: which types it erases, and where they are shown, depends on its callers",
                             dependencies: found.dependencies)
    }

    func confirmRunning(_ erasure: ErasureSite, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let tree = file.tree
        var erasing: [SyntaxTree.NodeID] = []
        // What is counted: the erasure itself, or the result of a declaration typed `AnyView`.
        var counted: SyntaxTree.NodeID
        // `extension View { func erased() -> AnyView { AnyView(self) } }`: the erased type is the
        // type it is called on, one static type at each call (a static fact, not a run).
        let erasesReceiver = Evidence.refutedByStaticFact(
            "it erases the view it is called on, whose type is fixed at each use: identity is kept here; each use in view code is reported where it is")
        switch erasure {
        case .construction(let call):
            if Self.erasesOnlySelf(call, in: tree) { return erasesReceiver }
            erasing = [call]
            counted = call
            // `c ? AnyView(A()) : AnyView(B())`: one erased view whose type the condition chooses;
            // counted at the choice, so the experiment varies the condition instead of holding it.
            if let choice = Self.erasingTernary(of: call, in: tree) { counted = choice }
            // Returned from a plain function or property (not a view builder) that erases on
            // several paths: the function's result is one `AnyView` whose type it chooses.
            if let member = Self.returningMember(of: call, in: tree) {
                counted = member
                erasing = Self.erasures(in: member, tree: tree, context: context)
            }
        case .declaration(let type):
            if let stored = Self.storedErasure(type, in: tree) {
                return try confirmStored(stored, declaration: type, in: file, context: context)
            }
            // A declaration typed `AnyView`: the erasures that make its value.
            guard let declaration = tree.ancestor(of: type, in: [.funcDecl, .patternBinding]),
                  tree.kind(declaration) == .funcDecl || tree.child(declaration, kind: .codeBlock) != nil
                    || tree.child(declaration, kind: .accessorBlock) != nil else {
                return fixedAtConstructionFact(erasure, in: tree, context: context)
                    ?? .inconclusive("the engine follows `AnyView` declarations only into functions and computed properties")
            }
            counted = declaration
            erasing = Self.erasures(in: declaration, tree: tree, context: context)
            if !erasing.isEmpty, erasing.allSatisfy({ Self.erasesOnlySelf($0, in: tree) }) { return erasesReceiver }
        }
        guard !erasing.isEmpty else {
            return .inconclusive("no `AnyView(…)` is built here; the erased views come from elsewhere")
        }
        // `Tile(kind: Int.self)` against `Tile(kind: String.self)`: two specializations the
        // engine would take for one type.
        var compared = erasing
        if case .construction(let call) = erasure { compared += Self.competingErasures(call, in: tree, context: context) }
        if let root = Self.genericViewChoice(compared, in: tree, context: context) {
            return .inconclusive("`\(root)` is a generic view, and whether the erasures here wrap the same specialization of it is not known")
        }
        // Mark 0 is what is counted; the erasures after it are what the fix unwraps.
        var marks = [(node: counted, mark: SiteMark("erased view"))]
        marks += erasing.filter { $0 != counted }.map { (node: $0, mark: SiteMark("AnyView")) }
        let request = SiteRequest(path: file.source.path, site: counted, marks: marks)
        var lowered: LoweredSite
        do { lowered = try context.lowered(request) } catch {
            return fixedTypeFact(erasure, in: tree) ?? fixedAtConstructionFact(erasure, in: tree, context: context)
                ?? choiceFact(erasure, in: tree, context: context) ?? .inconclusive(error.reason)
        }
        ImpossibleDrivers.prune(&lowered, in: file, context: context)
        // `AnyView(selection.current.makeView())`: what is erased is a view the engine could not
        // build, so "the type stayed the same" would be its own invention.
        if marks.indices.contains(where: { lowered.program.erasesUnknownView(at: $0) }) {
            return fixedTypeFact(erasure, in: tree)
                ?? .inconclusive("the engine cannot tell which view type is erased here, so not whether it changes",
                                 held: [], dependencies: lowered.dependencies)
        }
        var fixed = lowered.program
        for mark in marks.indices { fixed = fixed.rewritingView(at: mark) { Self.unerased($0) } }
        let measure: @Sendable (SiteCounts) -> Int = { $0.replacements + $0.stateDestroyed + $0.rowsBuiltToCount }
        var experiment = SiteExperiment(program: lowered.program, fixed: fixed, drivers: lowered.drivers, site: 0, counted: 0,
                                        options: context.options, measure: measure)
        // For a declaration, the flagged code is each erasure it makes; for one `AnyView(…)`, that
        // call alone: a run that only took another return path did not exercise it.
        if case .construction(let call) = erasure, let own = marks.firstIndex(where: { $0.node == call }), own > 0 {
            experiment.site = own
        } else if marks.count > 1 {
            experiment.site = 1; experiment.alsoSite = Array(2..<marks.count)
        }
        let outcome = experiment.scoped(to: SemanticsScope(lowered)).run(tracing: context.fullTrace)
        if case .inconclusive = outcome.verdict,
           let fixed = fixedTypeFact(erasure, in: tree) ?? choiceFact(erasure, in: tree, context: context) { return fixed }
        var evidence = outcome.evidence(Self.wording, lowered: lowered)
        // A refutation shows the run with the most replacements, the one its wording is about.
        if case .refuted(let runs) = outcome.verdict, let most = runs.max(by: { $0.asWritten.replacements < $1.asWritten.replacements }) {
            evidence.siteAsWritten = most.asWritten; evidence.siteWithFix = most.withFix; evidence.updates = most.updates
        }
        // Code that erases a different type on each path can only be cleared by a run that took
        // both paths; "the type stayed the same" then means the engine never varied the choice.
        if case .refuted(let runs) = outcome.verdict, runs.allSatisfy({ $0.asWritten.replacements == 0 }),
           erasesDifferentTypes(erasure, in: tree) {
            return choiceFact(erasure, in: tree, context: context)
                ?? .inconclusive("the engine never varied what chooses between the different views erased here",
                                 held: evidence.held, dependencies: evidence.dependencies)
        }
        return evidence
    }

    static let wording: EvidenceWording = {
        let fixName = "the `@ViewBuilder` equivalent"
        return EvidenceWording(
            fix: fixName,
            asWritten: { c, n in
                c.rowsBuiltToCount > 0
                    ? "a lazy container built its rows to count their views on \(c.rowsBuiltToCount) of \(n) updates"
                    : "the erased content was replaced \(c.replacements) times in \(n) updates, state destroyed \(c.stateDestroyed) times"
            },
            withFix: { c, written, _ in written.rowsBuiltToCount > 0 ? "\(c.rowsBuiltToCount)" : "\(c.replacements) and \(c.stateDestroyed)" },
            refuted: { runs in
                let most = runs.map { $0.asWritten.replacements }.max() ?? 0
                return most == 0
                    ? "the erased type stayed the same, so identity and state were kept (\(driverList(runs))); only a cheap re-check per update"
                    : "switching what is shown replaced the subtree as often with \(fixName) (\(most) times; \(driverList(runs.filter { $0.asWritten.replacements == most })))"
            })
    }()

    /// A view's stored property (or an initializer parameter stored in one) typed `AnyView`, or a
    /// closure producing one: the parent's erased view, shown where this view uses it. Whether
    /// its erased type can change is decided by what the view's constructions pass (a static
    /// fact); a run at the uses can only show the cost of lazy rows counting it (rule 43), as
    /// written and as if the property were a generic view, since a run cannot know which types
    /// a parent passes.
    func confirmStored(_ stored: (field: String, typeDecl: SyntaxTree.NodeID), declaration type: SyntaxTree.NodeID,
                       in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence {
        let tree = file.tree
        var uses: [SyntaxTree.NodeID] = []
        tree.walk(from: stored.typeDecl) { id, _ in
            switch tree.kind(id) {
            case .initDecl: return .skipChildren
            case .variableDecl where tree.children(id, kind: .patternBinding).contains { tree.name($0) == stored.field }:
                return .skipChildren
            case .identifier where tree.name(id) == stored.field:
                if let parent = tree.parent(id), tree.kind(parent) == .memberAccess, tree.memberBase(parent) != id { return .skipChildren }
                uses.append(id)
            case .memberAccess where tree.name(id) == stored.field && tree.memberBase(id).map({ tree.nameEquals($0, "self") }) == true:
                uses.append(id)
                return .skipChildren
            default: break
            }
            return .visitChildren
        }
        let inRows = uses.contains { isInRowContent($0, in: tree) }
        if !inRows, let fact = initializerStoresFact(stored, in: tree, index: context.index) { return fact }
        var fact = Self.oneTypePerConstruction.fact(stored, declaration: type, in: file, context: context)
        if case .unknown = fact, let reason = Self.setAfterConstruction(stored, in: tree) {
            if !inRows, let fact = oneTypeEverySetFact(stored, in: tree) { return fact }
            fact = .unknown(reason)
        }
        if case .holds(let sites, let files) = fact, !inRows {
            let count = sites == 1 ? "its one construction passes" : "each of its \(sites) constructions passes"
            return .refutedByStaticFact(
                "\(count) one view type for `\(stored.field)` (or none), so the erased type never changes for a view: identity and state are kept; only a cheap type check per update",
                dependencies: files.filter { $0 != file.source.path })
        }
        guard let first = uses.first, let member = Self.enclosingMember(of: first, in: tree) else {
            if case .unknown(let reason) = fact { return .inconclusive(reason) }
            return .inconclusive("the erased view stored in `\(stored.field)` is not shown by this view's own code")
        }
        // A use that is called (`makeHeader()`) shows the call's view.
        let marked = uses.filter { Self.enclosingMember(of: $0, in: tree) == member }.map { use -> SyntaxTree.NodeID in
            if let parent = tree.parent(use), tree.kind(parent) == .call, tree.firstChild(parent) == use { return parent }
            return use
        }
        let request = SiteRequest(path: file.source.path, site: marked[0],
                                  marks: marked.map { (node: $0, mark: SiteMark("`\(stored.field)`")) })
        var lowered: LoweredSite
        do { lowered = try context.lowered(request) } catch {
            if case .unknown(let reason) = fact { return .inconclusive(reason) }
            throw error
        }
        ImpossibleDrivers.prune(&lowered, in: file, context: context)
        var fixed = lowered.program
        for mark in marked.indices { fixed = fixed.rewritingView(at: mark) { Self.unerased($0) } }
        var experiment = SiteExperiment(program: lowered.program, fixed: fixed, drivers: lowered.drivers, site: 0, counted: 0,
                                        options: context.options, measure: { $0.replacements + $0.stateDestroyed + $0.rowsBuiltToCount })
        experiment.alsoSite = Array(marked.indices.dropFirst())
        experiment.alsoCounted = Array(marked.indices.dropFirst())
        // A run shows the stored view as one type: it clears the erasure only together with the
        // constructions' fact (here, rows of a list: the run measures what counting them costs).
        let evidence = context.evidence(of: experiment, Self.wording, lowered: lowered)
        guard evidence.status != .confirmed, case .unknown(let reason) = fact else { return evidence }
        return .inconclusive(reason, held: evidence.held, dependencies: evidence.dependencies)
    }

    /// The stored property a declaration typed `AnyView` is: a stored property of the view, or an
    /// initializer parameter stored under the same name.
    static func storedErasure(_ type: SyntaxTree.NodeID, in tree: SyntaxTree) -> (field: String, typeDecl: SyntaxTree.NodeID)? {
        guard let typeDecl = tree.enclosingTypeDeclaration(type) else { return nil }
        if let parameter = tree.ancestor(of: type, in: [.parameter]), tree.ancestor(of: parameter, in: [.initDecl]) != nil {
            return (tree.parameterLocalName(parameter), typeDecl)
        }
        guard let binding = tree.ancestor(of: type, in: [.patternBinding, .funcDecl]), tree.kind(binding) == .patternBinding,
              tree.child(binding, kind: .codeBlock) == nil, tree.child(binding, kind: .accessorBlock) == nil,
              let declaration = tree.parent(binding), tree.isMemberOrTopLevel(declaration) else { return nil }
        return (tree.name(binding), typeDecl)
    }

    static func enclosingMember(of node: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var current = tree.parent(node)
        while let id = current {
            switch tree.kind(id) {
            case .funcDecl, .initDecl: return id
            case .patternBinding:
                if let decl = tree.parent(id), tree.isMemberOrTopLevel(decl) { return id }
            default: break
            }
            current = tree.parent(id)
        }
        return nil
    }

    /// The ternary an `AnyView(…)` is one branch of, when both branches erase.
    static func erasingTernary(of call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var node = call
        if let parent = tree.parent(node), tree.kind(parent) == .ternaryOperator { node = parent }
        guard let sequence = tree.parent(node), tree.kind(sequence) == .sequenceExpr else { return nil }
        let parts = Array(tree.children(sequence))
        guard let t = parts.firstIndex(where: { tree.kind($0) == .ternaryOperator }), t + 2 == parts.count,
              let then = tree.firstChild(parts[t]) else { return nil }
        let branches = [then, parts[t + 1]]
        guard branches.contains(call),
              branches.allSatisfy({ tree.kind($0) == .call && tree.calleeName($0) == "AnyView" && !tree.isMethodCall($0) }) else { return nil }
        return sequence
    }

    /// `AnyView(self)` (or `AnyView(erasing: self)`) in an extension member: nothing but the
    /// receiver is erased.
    static func erasesOnlySelf(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard tree.calleeName(call) == "AnyView" || isImplicitAnyViewInit(call, in: tree), let argument = tree.arguments(call).first.flatMap(tree.value),
              tree.kind(argument) == .identifier, tree.nameEquals(argument, "self"),
              let declaration = tree.enclosingTypeDeclaration(call), tree.kind(declaration) == .extensionDecl else { return false }
        return true
    }

    /// `.init(view)` returned from a function or property declared `-> AnyView`.
    static func isImplicitAnyViewInit(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard tree.isImplicitMemberCall(call), tree.calleeName(call) == "init", let parent = tree.parent(call),
              tree.kind(parent) == .returnStmt || tree.kind(parent) == .codeBlock && tree.children(parent).count == 1,
              let member = tree.ancestor(of: call, in: [.funcDecl, .patternBinding, .closure]), tree.kind(member) != .closure,
              let result = tree.child(member, kind: .returnClause).flatMap(tree.firstChild)
                ?? tree.child(member, kind: .typeAnnotation).flatMap(tree.firstChild) else { return false }
        return tree.kind(result) == .simpleType && tree.typeName(of: result) == "AnyView"
    }

    /// Every `AnyView(…)` and erase-helper call in a declaration.
    static func erasures(in declaration: SyntaxTree.NodeID, tree: SyntaxTree, context: ConfirmationContext) -> [SyntaxTree.NodeID] {
        erasures(in: declaration, tree: tree, index: context.index)
    }

    static func erasures(in declaration: SyntaxTree.NodeID, tree: SyntaxTree, index: ProjectModel) -> [SyntaxTree.NodeID] {
        var found: [SyntaxTree.NodeID] = []
        tree.walk(from: declaration) { id, _ in
            if tree.kind(id) == .call, tree.calleeName(id) == "AnyView", !tree.isMethodCall(id) { found.append(id) }
            if tree.kind(id) == .call, isImplicitAnyViewInit(id, in: tree) { found.append(id) }
            if tree.kind(id) == .call, tree.isMethodCall(id), index.isAnyViewEraser(named: tree.calleeName(id)) { found.append(id) }
            return .visitChildren
        }
        return found
    }

    /// The function or computed property an erasure is returned from, when it is not a view
    /// builder and erases on more than one path.
    static func returningMember(of call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var node = call
        // Up through the modifier chain an erase helper ends.
        while let parent = tree.parent(node), tree.kind(parent) == .memberAccess || tree.kind(parent) == .call && tree.firstChild(parent) == node {
            node = parent
        }
        guard let parent = tree.parent(node), tree.kind(parent) == .returnStmt,
              let member = tree.ancestor(of: call, in: [.funcDecl, .patternBinding, .closure]), tree.kind(member) != .closure else { return nil }
        let attributes = tree.kind(member) == .funcDecl ? tree.children(member, kind: .attribute)
            : tree.parent(member).map { tree.children($0, kind: .attribute) } ?? []
        if attributes.contains(where: { tree.nameEquals($0, "ViewBuilder") }) { return nil }
        var returns = 0
        tree.walk(from: member) { id, _ in
            if tree.kind(id) == .returnStmt { returns += 1 }
            return tree.kind(id) == .closure ? .skipChildren : .visitChildren
        }
        return returns > 1 ? member : nil
    }

    /// The erased view without `AnyView`: its content, or a conditional where it chose.
    static func unerased(_ t: ViewTemplate) -> ViewTemplate {
        switch t {
        case .anyView(let content): return content
        case .anyViewChoosing(let condition, let a, let b): return .conditional(condition, a, b)
        case .modified(let content, let m): return .modified(unerased(content), m)
        default: return t
        }
    }
}

extension AnyViewRule {
    /// A refuted finding keeps what the code does and drops the effect the evidence did not see.
    public func refutedMessage(at erasure: ErasureSite, evidence: Evidence) -> String? {
        // A static fact (no run): one wrapped type, or a choice a conditional makes as often.
        guard let written = evidence.siteAsWritten else {
            return "This `AnyView` hides the view's type, but here it costs no identity or state that the `@ViewBuilder` equivalent would keep"
        }
        return written.replacements > 0
            ? "This `AnyView` switches what is shown, but a `@ViewBuilder` branch would replace the subtree just as often"
            : "This `AnyView` hides the view's type, but the wrapped type stays the same here, so SwiftUI keeps its identity and state"
    }
}

extension AnyViewRule {
    /// Whether the flagged erasure wraps a different view type on another branch or return path.
    func erasesDifferentTypes(_ erasure: ErasureSite, in tree: SyntaxTree) -> Bool {
        switch erasure {
        case .construction(let call):
            return ternaryErasesDifferentTypes(call, in: tree, by: Self.erasedShape) || returnsEraseDifferentTypes(call, in: tree, by: Self.erasedShape)
        case .declaration(let type):
            guard let declaration = tree.ancestor(of: type, in: [.funcDecl, .patternBinding]) else { return false }
            return branchesEraseDifferentTypes(declaration, in: tree, by: Self.erasedShape)
        }
    }
}

extension AnyViewRule {
    /// The static fact behind most single erasures, used when no run decides: one
    /// `AnyView(view)` wraps `view`'s static type, the same on every evaluation, so where its
    /// value goes straight to one place in the view tree the erased type never changes there.
    /// Not claimed for rows of a lazy container (they cost a count), for values stored and
    /// reassigned (several constructions may feed one place), or for wrapped values whose type
    /// may vary (an `AnyView`, an existential, a value the engine cannot place).
    func fixedTypeFact(_ erasure: ErasureSite, in tree: SyntaxTree) -> Evidence? {
        guard case .construction(let call) = erasure, tree.calleeName(call) == "AnyView", !tree.isMethodCall(call),
              Self.erasingTernary(of: call, in: tree) == nil, Self.returningMember(of: call, in: tree) == nil,
              !isInRowContent(call, in: tree), !erasesDifferentTypes(erasure, in: tree),
              let content = tree.firstUnlabelledArgument(call) ?? tree.argument(call, labelled: "erasing"),
              let root = Self.wrappedRootName(content, in: tree), goesStraightToTheTree(call, in: tree) else { return nil }
        let type = root.hasSuffix("(…)") ? "the `some View` `\(root)` returns" : "`\(root)`…"
        return .refutedByStaticFact(
            "this `AnyView` always wraps the same type (\(type)), so SwiftUI keeps its identity and state here; only a cheap type check per update")
    }

    /// The view a wrapped expression starts from, when its static type is fixed by this code:
    /// a view built here (`Text(…)`, `VStack { … }`), `self`, or a modifier's `content`.
    static func wrappedRootName(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        let root = tree.modifiedView(expression)
        switch tree.kind(root) {
        case .call:
            guard let callee = tree.firstChild(root), tree.kind(callee) != .memberAccess else { return nil }
            let name = tree.calleeName(root)
            // `row(for: item)`, a function of this type declared `some View`: one static type.
            if tree.kind(callee) == .identifier, name.first?.isLowercase == true, declaresOpaqueView(name, around: root, in: tree) {
                return name + "(…)"
            }
            // A type's name, possibly with leading underscores (`_GridBody(…)`).
            guard let first = name.first(where: { $0 != "_" }), first.isUppercase, name != "AnyView" else { return nil }
            return name
        case .identifier:
            let name = tree.name(root)
            if name == "self" || declaresOpaqueView(name, around: root, in: tree) { return name }
            // A modifier's `body(content:)` parameter: the content it is applied to.
            if let member = enclosingMember(of: root, in: tree), tree.kind(member) == .funcDecl, tree.name(member) == "body",
               let parameters = tree.child(member, kind: .parameterClause),
               tree.children(parameters, kind: .parameter).contains(where: { tree.parameterLocalName($0) == name }) { return name }
            return nil
        default:
            return nil
        }
    }

    /// Whether `name` is a computed property or function of the enclosing type declared
    /// `some View`: one static type, whatever it builds.
    static func declaresOpaqueView(_ name: String, around node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let type = tree.enclosingTypeDeclaration(node) else { return false }
        var found = false
        tree.walk(from: type) { id, _ in
            if found { return .stop }
            if id == type { return .visitChildren }
            switch tree.kind(id) {
            case .funcDecl, .patternBinding:
                guard tree.name(id) == name else { return .skipChildren }
                let text = tree.text(id)
                let signature = text[..<(text.firstIndex(of: "{") ?? text.endIndex)]
                found = signature.contains("some View")
                return .stop
            case .structDecl, .classDecl, .enumDecl, .closure, .codeBlock:
                return .skipChildren  // nested types and bodies declare nothing of this type
            default:
                return .visitChildren
            }
        }
        return found
    }

    /// Whether the erasure's value goes straight into the view tree: a view-builder statement,
    /// the one `return` of a member, an argument of a view or modifier; never a stored value,
    /// an assignment, an initializer or an action closure.
    func goesStraightToTheTree(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        if tree.isInActionClosure(call) { return false }
        var current = tree.parent(call)
        while let id = current {
            switch tree.kind(id) {
            case .patternBinding:
                // A computed property's getter is a member like a function; a stored value is not.
                return tree.child(id, kind: .codeBlock) != nil || tree.child(id, kind: .accessorBlock) != nil
            case .initDecl, .deinitDecl: return false
            case .sequenceExpr where tree.children(id).contains(where: { tree.kind($0) == .assignmentOperator || tree.nameEquals($0, "=") }):
                return false
            case .funcDecl: return true
            default: break
            }
            current = tree.parent(id)
        }
        return true
    }
}
