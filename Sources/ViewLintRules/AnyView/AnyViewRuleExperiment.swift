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
        case .construction(let call, _):
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
            if let fact = builderFact(type, in: file, context: context) { return fact }
            // `extension AnyView: PlatformView { … }`: the type extended, not a value made.
            if let parent = tree.parent(type), tree.kind(parent) == .extensionDecl {
                return .refutedByStaticFact(
                    "`extension AnyView` adds to the type itself and erases nothing: each `AnyView` its members are used on is made where an erasure is written, and that erasure is what decides its type")
            }
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
            if erasing.isEmpty { return .inconclusive(Self.madeElsewhereReason(type, in: tree, index: context.index)) }
        }
        guard !erasing.isEmpty else {
            return .inconclusive(Self.madeElsewhere)
        }
        // `Tile(kind: Int.self)` against `Tile(kind: String.self)`: two specializations the
        // engine would take for one type.
        var compared = erasing
        if case .construction(let call, _) = erasure { compared += Self.competingErasures(call, in: tree, context: context) }
        if let root = Self.genericViewChoice(compared, in: tree, context: context) {
            return .inconclusive("`\(root)` is a generic view, and whether the erasures here wrap the same specialization of it is not known")
        }
        // `_poster.posterLabel.eraseToAnyView()` with `_poster: any Poster`: a run holding the
        // value would find one type only because it never changes the value's dynamic type.
        if let existential = erasing.lazy.compactMap({ AnyViewExistentialErasure.find($0, in: tree, index: context.index) }).first {
            return .inconclusive(existential.reason)
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
        if case .construction(let call, _) = erasure, let own = marks.firstIndex(where: { $0.node == call }), own > 0 {
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
                // "itself": the site's counts are the erasure's own; a branch flipping above it
                // may still replace the whole subtree, as often with the fix.
                let most = runs.map { $0.asWritten.replacements }.max() ?? 0
                return most == 0
                    ? "the erased type stayed the same, so the erasure itself replaced nothing (\(driverList(runs))); only a cheap re-check per update"
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
        } else if case .holds = fact, let reason = Self.setAfterConstruction(stored, in: tree, evenIfInitStores: true) {
            // The view's own code sets it after it is made too (review s19: ProtonVPN
            // SettingsView:26): the constructions alone do not decide which types it erases.
            fact = .unknown(reason)
        }
        if case .holds(let sites, let files, let passing) = fact, !inRows {
            let field = "`\(stored.field)`"
            let count = passing == 0 ? (sites == 1 ? "its one construction does not pass \(field)" : "none of its \(sites) constructions passes \(field)")
                + " (an initializer without it, or its default)"
                : passing == sites ? (sites == 1 ? "its one construction passes" : "each of its \(sites) constructions passes") + " one view type for \(field) (or none)"
                : "of its \(sites) constructions, \(passing) pass\(passing == 1 ? "es" : "") one view type for \(field) and the others do not pass it"
            return .refutedByStaticFact(
                "\(count), so the erased type never changes for a view: identity and state are kept; only a cheap type check per update",
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
}

extension AnyViewRule {
    /// A refuted finding's help: the `@ViewBuilder` rewrite the default help suggests keeps no
    /// more identity here, so it says what would.
    public func revise(_ finding: Finding, at erasure: ErasureSite, evidence: Evidence) -> Finding {
        guard evidence.status == .refuted else { return finding }
        var revised = finding
        if let message = refutedMessage(at: erasure, evidence: evidence) { revised.message = message }
        if case .construction(_, let field?) = erasure, (evidence.siteAsWritten?.replacements ?? 0) == 0 {
            revised.help = field.help(refuted: true)
            return revised
        }
        revised.help = (evidence.siteAsWritten?.replacements ?? 0) > 0
            ? "A `@ViewBuilder` would not keep this view's identity either: to keep its state, build one view every time and vary its modifiers' arguments instead of choosing between views."
            : "The erasure itself costs no identity or state here; returning `some View` (or a generic `Content: View`) still spares SwiftUI a type check per update."
        return revised
    }

    /// A refuted finding keeps what the code does and drops the effect the evidence did not see.
    public func refutedMessage(at erasure: ErasureSite, evidence: Evidence) -> String? {
        // A static fact (no run): one wrapped type, or a choice a conditional makes as often.
        guard let written = evidence.siteAsWritten else {
            if case .construction(_, let field?) = erasure {
                return "This `AnyView` is what \(field.spelled) takes, and here it costs no identity or state"
            }
            return "This `AnyView` hides the view's type, but here it costs no identity or state that the `@ViewBuilder` equivalent would keep"
        }
        return written.replacements > 0
            ? "This `AnyView` switches what is shown, but a `@ViewBuilder` branch would replace the subtree just as often"
            : "This `AnyView` hides the view's type, but the wrapped type stays the same here, so the erasure costs no identity or state"
    }
}
