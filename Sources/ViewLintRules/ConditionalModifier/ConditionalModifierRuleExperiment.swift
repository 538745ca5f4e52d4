import ViewLint

/// The experiment (docs/SWIFTUI-MODEL.md rule 32, fact 51, E16): host the code around the switch,
/// flip its condition, and count the identities made anew under it — as written, two branches (an
/// inline `if`/`else`, or a helper's `if cond { transform(self) } else { self }`), and as one view
/// whose modifier reads the condition (the inert form of the fix). The rule has already established
/// that the condition can change on screen; the drivers that vary the view's inputs cannot always
/// make it flip (an optional the parent never sets to nil), so the condition is flipped directly.
extension ConditionalModifierRule {
    public func confirm(_ flagged: FlaggedSwitch, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let tree = file.tree, site = flagged.place
        let request: SiteRequest, condition: ConditionName
        switch site {
        case .inline(let statement):
            guard let branches = SyntaxTree.ConditionalBranches(statement, in: tree),
                  let a = tree.singleItem(branches.then), let b = tree.singleItem(branches.otherwise) else {
                return .inconclusive("the `if` does not build one view on each side")
            }
            request = SiteRequest(path: file.source.path, site: statement, marks: [(a, SiteMark("then")), (b, SiteMark("else"))])
            condition = tree.child(statement, kind: .conditionList).map { .code(Self.describeConditions($0, in: tree)) } ?? .phrase("the condition")
        case .helper(let call):
            request = SiteRequest(path: file.source.path, site: call, marks: [(call, SiteMark(".\(tree.calleeName(call))"))])
            // One argument decides: named as written (`favicon.isUsingBorder`).
            let arguments = context.index.conditionalHelper(named: tree.calleeName(call))
                .map { Self.conditionArguments(of: call, helper: $0, in: tree) } ?? []
            if arguments.count == 1, tree.kind(arguments[0]) != .closure {
                condition = .code(MessageText.excerpt(tree.text(arguments[0]), limit: 60))
            } else {
                condition = .phrase("the condition of `.\(tree.calleeName(call))(…)`")
            }
        }
        // Which function the call reaches, and whether its arguments already pick one branch.
        if case .helper(let call) = site, let helper = context.index.conditionalHelper(named: tree.calleeName(call)) {
            let arguments = HelperArgument(tree: tree, index: context.index, at: call)
            let constness = ConditionConstness(tree: tree, index: context.index, owner: tree.enclosingTypeName(call))
            if let why = arguments.decidedBranch(of: call, helper: helper, constness: constness) { return .refutedByStaticFact(why) }
            if let why = arguments.undecidedOverload(of: call, helper: helper) { return .inconclusive(why) }
        }
        // Before flipping it: can the code flip it at all?
        let conditions = Self.conditions(of: site, in: tree, index: context.index)
        let possibility = Self.possibility(of: site, conditions: conditions, in: tree, index: context.index)
        if case .fixed(let why) = possibility {
            return .refutedByStaticFact("the code never changes the condition while the view is on screen: \(why)")
        }
        // A menu's item loses nothing to a flip, whatever changes the condition.
        if let menuItem = MenuItemSwitch.refutation(at: site, in: tree, context: context) { return menuItem }
        if let why = PlainValueSwitch.undecided(at: site, conditions: conditions, in: tree, context: context) { return .inconclusive(why) }
        switch possibility {
        case .fixed:
            break
        case .undecided(let why):
            return .inconclusive(why)
        case .once, .changes, .changesThrough, .onLifecycle, .fromParent:
            break
        }
        var lowered = try context.lowered(request)
        ImpossibleDrivers.prune(&lowered, in: file, context: context)
        // A helper's condition is evaluated inside the flagged call, so the lowering held what it
        // reads; the experiment flips it instead. An `if`'s condition sits outside the marks:
        // what the lowering held there, the branches read, and the run still holds.
        if case .helper = site {
            let flipped = Self.readValues(conditions, in: tree)
            lowered.heldConstants.removeAll { flipped.contains($0) }
        }
        guard var owner = lowered.program.type(named: lowered.owner) else {
            return .inconclusive("the engine could not host the view around the condition")
        }
        // Flipped once per view (one-way values), or back and forth.
        var once: (start: Bool, change: String, because: String)?
        if case .once(let start, let change, let because) = possibility { once = (start, change, because) }
        // Written only where the view appears or goes: one write, one flip.
        if case .onLifecycle(let change, let because) = possibility { once = (true, change, because) }
        let start = once?.start ?? true
        owner.fields.append(.state(Self.flip, .bool(start)))
        lowered.program = lowered.program.replacing(owner)
        let programs: (written: ViewProgram, fixed: ViewProgram, counted: Int)?
        switch site {
        case .inline: programs = Self.inlinePrograms(&lowered.program)
        case .helper: programs = Self.helperPrograms(lowered.program)
        }
        // A summary quote: room for a member chain whole (`settings.swipes.trailing.isEmpty`).
        let shown = condition.excerpt(limit: 60).quoted
        guard let programs else {
            return .inconclusive(Self.unfollowedReason(at: site, condition: shown, in: tree))
        }
        let driver: Driver
        if let once {
            // The code can flip it once per view, not back and forth: one step.
            lowered.assumptions.append(once.because)
            driver = Driver(once.change, kind: .state, field: Self.flip,
                            steps: [.perform(on: .hosted, [.set(Self.flip, .literal(.bool(!start)))])], semantics: [.v17plus, .pre17])
        } else {
            // Whether the app ever flips it is not something the run shows: named, and when the
            // rest of it moves one way, through what it must change.
            if case .changesThrough(let open, let because) = possibility {
                lowered.assumptions.append("\(open) changes while the view is on screen; \(because)")
            } else if case .fromParent(let assumption) = possibility {
                lowered.assumptions.append(assumption)
            } else {
                lowered.assumptions.append("\(shown) changes while the view is on screen")
            }
            let flips = (1...max(1, context.updates)).map { k in
                ScenarioStep.perform(on: .hosted, [.set(Self.flip, .literal(.bool(k % 2 == 0)))])
            }
            driver = Driver("the condition set directly", kind: .state, field: Self.flip,
                            steps: flips, semantics: [.v17plus, .pre17])
        }
        let flipsOnce = once != nil
        // Counted per flip: every step of the run flips the condition.
        let flipped = "\(shown) flipped"
        let fix = Self.modifiersWithoutNeutralValue(at: site, in: tree).map { "one view, were \($0) to take an argument that turns it off" }
            ?? Self.unwritableFix(at: site, in: tree) ?? "one view with a conditional modifier argument"
        var experiment = SiteExperiment(program: programs.written, fixed: programs.fixed, drivers: [driver], site: 0,
                                        counted: programs.counted, options: context.options, measure: { $0.replacements })
        if case .inline = site { experiment.alsoSite = [1] }
        let wording = EvidenceWording(
            fix: fix,
            asWritten: { c, n in
                (flipsOnce ? "the view was made anew \(c.replacements == 1 ? "once" : "\(c.replacements) times")"
                           : c.replacements == n ? "each of the \(n) times \(flipped), the view was made anew"
                           : "the view was made anew on \(c.replacements) of the \(n) times \(flipped)")
                    + (c.stateDestroyed > 0 ? ", its state destroyed \(c.stateDestroyed) times" : "")
                    + (c.taskStarts > 0 ? ", tasks restarted \(c.taskStarts) times" : "")
            },
            withFix: { c, _, _ in c.replacements == 0 ? "never" : c.replacements == 1 ? "once" : "\(c.replacements) times" },
            refuted: { _ in "flipping the condition never made the view anew" })
        let evidence = context.evidence(of: experiment, wording, lowered: lowered)
        // The run hosts only so deep: state kept further down is named from the code.
        if evidence.status == .confirmed, flagged.claim.cost == .stateAndTasks, let counts = evidence.siteAsWritten,
           counts.stateDestroyed == 0, counts.taskStarts == 0, counts.appearances == 0 {
            let holders = KeptState(context: context).holders(under: Self.switchedRoots(at: site, in: tree), in: tree)
            if !holders.isEmpty { return evidence.based(on: UncountedKeptState(views: holders)) }
        }
        return evidence
    }

    /// A refuted finding says what the code does and what was found instead.
    public func refutedMessage(at site: FlaggedSwitch, evidence: Evidence) -> String? {
        if let menuItem = evidence.basis(as: MenuItemSwitch.self) {
            return "A condition switches this view between two branches, but SwiftUI shows it as \(menuItem.shownAs), which keeps no state and does not animate: a flip loses nothing"
        }
        if evidence.siteAsWritten == nil {
            return "A condition switches this view between two branches, but the code never changes it while the view is on screen"
        }
        return "A condition switches this view between two branches, but flipping it here never made the view anew"
    }

    /// A condition list as a summary names it: `if let x` (or `if let y = x`) is what changes,
    /// `x != nil`, not the binding.
    static func describeConditions(_ conditions: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        let items = Array(tree.children(conditions))
        if items.count == 1, tree.kind(items[0]) == .optionalBinding {
            let parts = tree.children(items[0])
            let value = parts.count > 1 ? parts.last.map { MessageText.excerpt(tree.text($0), limit: 60) } : tree.name(items[0])
            if let value { return "\(value) != nil" }
        }
        return MessageText.excerpt(tree.text(conditions), limit: 60)
    }

    /// What the code can do to the condition (`ConditionPossibility`).
    static func possibility(of site: IdentitySwitch, conditions: [SyntaxTree.NodeID], in tree: SyntaxTree,
                            index: ProjectModel) -> ConditionPossibility {
        let node: SyntaxTree.NodeID
        switch site {
        case .inline(let statement): node = statement
        case .helper(let call): node = call
        }
        guard !conditions.isEmpty, let reader = ConditionPossibility.Reader(at: node, in: tree, index: index) else { return .changes }
        return reader.possibility(of: conditions)
    }

    /// The expressions that decide the switch: an `if`'s conditions (`#available` left out), or
    /// the arguments a helper's condition reads.
    static func conditions(of site: IdentitySwitch, in tree: SyntaxTree, index: ProjectModel) -> [SyntaxTree.NodeID] {
        switch site {
        case .inline(let statement):
            return tree.child(statement, kind: .conditionList).map { list in
                tree.children(list).filter { tree.kind($0) != .macroExpansionExpr }
            } ?? []
        case .helper(let call):
            guard let helper = index.conditionalHelper(named: tree.calleeName(call)) else { return [] }
            return ConditionalModifierRule.conditionArguments(of: call, helper: helper, in: tree)
        }
    }

    /// The values a condition reads (`Layout.compact`, `model.flag`): the experiment flips the
    /// condition itself, so none of them is held constant.
    static func readValues(_ conditions: [SyntaxTree.NodeID], in tree: SyntaxTree) -> Set<String> {
        var texts: Set<String> = []
        for condition in conditions {
            tree.walk(from: condition) { id, _ in
                if [.identifier, .memberAccess, .call].contains(tree.kind(id)) { texts.insert(tree.text(id).singleLine) }
                return .visitChildren
            }
        }
        return texts
    }

    /// The state standing for the condition.
    static let flip = "‹condition›"

    /// Why neither side of the switch was built, said from where it sits (review s14: HomeAssistant
    /// KioskView:70's `if` is in `.modify { view in … }` among modifiers under a `#if` written after
    /// a view, which the lowering reads only for the values they read, `LoweringViews.plainView`).
    static func unfollowedReason(at site: IdentitySwitch, condition: String, in tree: SyntaxTree) -> String {
        let lead = "the engine could not follow both sides of \(condition)"
        guard case .inline(let statement) = site else { return lead }
        var closure: String?
        if let node = tree.ancestor(of: statement, kind: .closure), let (call, _) = tree.receivingCall(of: node) {
            closure = tree.isMethodCall(call) ? "`.\(tree.calleeName(call)) { … }`" : "`\(tree.calleeName(call)) { … }`"
        }
        if let clause = tree.ancestor(of: statement, kind: .ifConfigClause), let config = tree.parent(clause),
           let postfix = tree.parent(config), tree.kind(postfix) == .postfixIfConfig {
            let clauseText = tree.nameEquals(clause, "#else") ? "`#else`"
                : "`#if \(MessageText.excerpt(tree.firstChild(clause).map { tree.text($0) } ?? "", limit: 40))`"
            return lead + ": it sits \(closure.map { "in \($0), " } ?? "")among the modifiers under \(clauseText) written after a view, "
                + "which the engine reads only for the values they read and does not build"
        }
        if let closure { return lead + ": it sits in the closure given to \(closure), which the engine did not build as two branches" }
        return lead
    }

    /// `if c { x.mod() } else { x }` (marks 0 and 1 on the two sides) under a new mark counted
    /// as written, and one view reading the condition as the fix.
    static func inlinePrograms(_ program: inout ViewProgram) -> (written: ViewProgram, fixed: ViewProgram, counted: Int)? {
        let around = program.marks.count
        program.marks.append(SiteMark("if"))
        var found = false
        let written = program.rewritingViews { t in
            guard case .conditional(_, let then, let otherwise?) = t, then.unmarked.mark == 0, otherwise.unmarked.mark == 1 else { return t }
            found = true
            return .marked(around, .conditional(.read(flip), then, otherwise))
        }
        guard found else { return nil }
        let fixed = program.rewritingViews { t in
            guard case .conditional(_, let then, let otherwise?) = t, then.unmarked.mark == 0, otherwise.unmarked.mark == 1 else { return t }
            return .marked(around, .modified(then, .inert("modifier reading the condition", [.read(flip)])))
        }
        return (written, fixed, around)
    }

    /// `x.helper(c) { $0.mod() }` (mark 0, lowered as `x` with the helper as a modifier): the
    /// helper's shape, `if c { transform(x) } else { x }`, as written, and `x` with a modifier
    /// reading the condition as the fix.
    static func helperPrograms(_ program: ViewProgram) -> (written: ViewProgram, fixed: ViewProgram, counted: Int)? {
        var found = false
        let written = program.rewritingView(at: 0) { t in
            guard case .modified(let receiver, .inert(let name, let values)) = t else { return t }
            found = true
            return .conditional(.read(flip), .modified(receiver, .inert(name, values)), receiver)
        }
        guard found else { return nil }
        let fixed = program.rewritingView(at: 0) { t in
            guard case .modified(let receiver, .inert(let name, let values)) = t else { return t }
            return .modified(receiver, .inert(name, values + [.read(flip)]))
        }
        return (written, fixed, 0)
    }
}
