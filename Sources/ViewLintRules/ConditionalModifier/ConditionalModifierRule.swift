import ViewLint

/// A condition that switches structural identity around the same content: `if c { x.mod() }
/// else { x }` written inline, or a call of an `extension View` helper shaped that way
/// (`.if(c) { $0.mod() }`), where `c` can change while the view is on screen.
public struct ConditionalModifierRule: Rule {
    public static let description = RuleDescription(
        id: "conditional_modifier",
        name: "Conditional Modifier",
        summary: "A modifier applied under `if`/`else` (or an `.if` helper) instead of a conditional argument",
        rationale: """
            `if c { content.padding() } else { content }` does not build one view with an \
            optional modifier: it builds a `_ConditionalContent` with two branches, and SwiftUI \
            gives each branch its own identity. When `c` flips, the view in the old branch is \
            removed and a new one is inserted: its `@State` is reset, `onDisappear` and \
            `onAppear` run, `.task` is cancelled and restarted, and the change animates as a \
            removal plus an insertion instead of a smooth change. Helpers such as \
            `.if(condition) { $0.modifier() }` hide the same `if`/`else` inside an \
            `extension View`. Conditions that cannot change while the app runs (`#available`, \
            the device idiom, build settings, constants, but not a `static var` the code \
            writes) pick one branch for good and are not reported, nor are conditions made of \
            such constants and pure functions of a row's own element (`isMenuButton(button)`).

            A finding starts as a note and becomes a warning only when the reference engine \
            confirms it, because what the switch costs depends on what the branches hold, which \
            reading the `if` cannot tell: the engine flips the condition and counts the views made \
            anew, as written and as one view whose modifier argument reads the condition. A \
            confirmed finding is a warning; one where flipping makes nothing anew is refuted, and \
            it and one the engine cannot decide stay notes. The rule has already \
            checked that the condition is not a constant, so the experiment flips it directly \
            rather than guessing which input flips it, and its summary names that assumption. \
            Before that it asks whether the code can flip it at all: a condition read from a \
            model a `@State` holds for the view's life, through members nothing writes, is \
            refuted as a static fact; one whose private `@State` the code sets only one way \
            (only a value, only `true`) is flipped once, and so is one made of such states, or \
            of a model's properties that every write in the project sets one way, when however \
            their changes interleave it changes at most once. A `@State` written only in \
            `onAppear`, `onDisappear` or a `.task` without a loop (directly, inside \
            `withAnimation`, or in a private function only they call; not `.task(id:)`, which runs \
            again when its id changes) is flipped once, as the view appears, and a condition on `let`s the parent passes is named as changing only when \
            the parent passes another value. A switch among a `Menu`'s items or an alert's \
            actions that holds no project state is refuted: SwiftUI shows them as platform menu \
            items, which keep no state and do not animate. One in a view property of a plain \
            value (a navigation route, no view) whose condition reads only that value's members \
            is left undecided: it changes only if the code holding the value puts another in its \
            place. A helper that only tests its \
            argument for nil, given a value that is never nil (`.tint(.accent(4))` with \
            `tint(_: Accent?)`), takes one branch for good and is refuted; a call whose argument \
            has a type the helper cannot take (a `Color`) reaches SwiftUI's own modifier of that \
            name and is not reported. A switch that only adds `onAppear`, \
            `onDisappear` or `.task` is not reported: there the new identity is the point. A \
            confirmed finding's message says what the run found each flip resets: state and \
            tasks where the switched part holds them, else only its identity (a removal and an \
            insertion instead of an animated change).
            """,
        howToFix: """
            Keep one view and make the modifier's argument depend on the condition: \
            `.opacity(isHidden ? 0 : 1)`, `.foregroundStyle(isSelected ? .red : .primary)`, \
            `.padding(isCompact ? 4 : 12)`, `.disabled(!canEdit)`, `.overlay { if showsBadge { Badge() } }`. \
            Modifiers without such an argument often accept a neutral value (`.blur(radius: 0)`, \
            `.scaleEffect(1)`); `.hidden()` becomes `.opacity(isSelected ? 1 : 0)`, which keeps the \
            space as `.hidden()` does. A style modifier (`.buttonStyle`) takes one style type, so \
            no ternary switches it to the default. A modifier with no neutral value (`.drawingGroup()`) cannot be \
            made conditional without a new identity: keep the `if` only where resetting the view \
            is acceptable (giving both branches the same `.id` does not help: they stay two \
            branches, each with its own identity).
            """,
        category: .identity,
        defaultSeverity: .note, confirmedSeverity: .warning,
        triggeringExamples: ConditionalModifierRuleExamples.triggering,
        nonTriggeringExamples: ConditionalModifierRuleExamples.nonTriggering
    )

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<FlaggedSwitch>] {
        let tree = file.tree
        // Widgets and complications render snapshots: no state survives to be lost.
        if tree.children(tree.root).contains(where: { tree.kind($0) == .importDecl && tree.nameEquals($0, "WidgetKit") }) { return [] }
        // So do views of a widget extension in files that do not import WidgetKit (fact 57):
        // a file whose every type is a view only widgets show.
        let types = tree.children(tree.root).filter { [.structDecl, .extensionDecl].contains(tree.kind($0)) }
        if !types.isEmpty, types.allSatisfy({ type in
            context.index.isShownOnlyByWidgets(viewNamed: tree.kind(type) == .extensionDecl ? tree.extendedTypeName(of: type) : tree.name(type),
                                               from: file.source.path)
        }) { return [] }
        var matches: [RuleMatch<FlaggedSwitch>] = []
        file.walk(.ifStmt, .call, .funcDecl) { id in
            guard file.viewCode.contains(id) else { return .visitChildren }
            switch tree.kind(id) {
            case .ifStmt:
                if let match = inlineMatch(id, in: file, context: context) { matches.append(match) }
            case .call:
                if let match = helperMatch(id, in: file, context: context) { matches.append(match) }
            case .funcDecl:
                // The helpers' own `if` is their definition, reported at each call instead.
                if let owner = tree.enclosingTypeDeclaration(id), tree.kind(owner) == .extensionDecl,
                   context.index.conditionalHelper(named: tree.name(id)) != nil, tree.extendedTypeName(of: owner) == "View" {
                    return .skipChildren
                }
            default:
                break
            }
            return .visitChildren
        }
        return matches
    }

    /// One help for both forms: which modifier differs, and its neutral value, is the author's call.
    static let help = "Keep one view and pass the condition into the differing modifier's argument, with a value that changes nothing on the other side (`.padding(isCompact ? 0 : 8)`); a modifier with no such value cannot be made conditional this way."

    /// The help where every modifier the switch adds has no argument that turns it off: no
    /// conditional argument exists to offer.
    static func help(at site: IdentitySwitch, in tree: SyntaxTree, index: ProjectModel) -> String {
        if let special = specialHelp(at: site, in: tree, index: index) { return special }
        guard let shown = modifiersWithoutNeutralValue(at: site, in: tree) else { return help }
        return "\(shown) takes no argument that turns it off, so no one-view form exists: keep the switch only where making this view anew on each flip is acceptable."
    }

    /// Modifiers with no argument or value that leaves the view as it was.
    static let withoutNeutralValue: Set<String> = ["drawingGroup", "compositingGroup", "geometryGroup"]

    /// "`.drawingGroup()`" when every modifier the switch adds is one `withoutNeutralValue`.
    static func modifiersWithoutNeutralValue(at site: IdentitySwitch, in tree: SyntaxTree) -> String? {
        let names = addedModifiers(at: site, in: tree)
        guard !names.isEmpty, names.allSatisfy(withoutNeutralValue.contains) else { return nil }
        var unique: [String] = []
        for name in names.reversed() where !unique.contains(name) { unique.append(name) }
        return unique.map { "`.\($0)()`" }.joined(separator: " and ")
    }

    /// The names of the modifiers the switch adds on one side (outermost first).
    static func addedModifiers(at site: IdentitySwitch, in tree: SyntaxTree) -> [String] {
        var names: [String] = []
        switch site {
        case .inline(let statement):
            guard let branches = SyntaxTree.ConditionalBranches(statement, in: tree),
                  let a = tree.singleItem(branches.then), let b = tree.singleItem(branches.otherwise) else { return [] }
            var node = modifierBase(a, in: tree) == a ? b : a
            while tree.kind(node) == .call, tree.isMethodCall(node), let callee = tree.firstChild(node), let base = tree.memberBase(callee) {
                names.append(tree.calleeName(node))
                node = base
            }
        case .helper(let call):
            // The transform closure's modifier calls.
            for closure in tree.descendants(of: call, kind: .closure) {
                for inner in tree.descendants(of: closure, kind: .call) where tree.isMethodCall(inner) {
                    names.append(tree.calleeName(inner))
                }
            }
        }
        return names
    }

    // MARK: Inline `if`/`else`

    private func inlineMatch(_ statement: SyntaxTree.NodeID, in file: LintFile, context: LintContext) -> RuleMatch<FlaggedSwitch>? {
        let tree = file.tree
        guard isViewContent(statement, in: tree, index: context.index),
              let branches = SyntaxTree.ConditionalBranches(statement, in: tree),
              let a = tree.singleItem(branches.then), let b = tree.singleItem(branches.otherwise),
              let head = ConditionalModifierRule.sharedHead(a, b, in: tree),
              !ConditionalModifierRule.onlyLifecycleModifiers(a, b, in: tree),
              !ConditionalModifierRule.startsRepeatingAnimation(in: [ConditionalModifierRule.modifierBase(a, in: tree) == a ? b : a], in: tree),
              let conditions = tree.child(statement, kind: .conditionList),
              !ConditionalModifierRule.isHelperDefinition(statement, conditions: conditions, in: tree),
              let changing = ConditionConstness(tree: tree, index: context.index, owner: tree.enclosingTypeName(statement))
                .changingPart(of: conditions) else { return nil }
        let headName = ConditionalModifierRule.describe(head, in: tree)
        let place = IdentitySwitch.inline(statement: statement)
        let claim = SwitchClaim(phrasings: ["`if \(changing)` switches between two \(headName) views that differ only in modifiers",
                                            "This `if` switches between two \(headName) views that differ only in modifiers",
                                            "This `if` switches between two views that differ only in modifiers"],
                                cost: ConditionalModifierRule.claimedCost(at: place, in: tree, index: context.index), plural: true)
        return RuleMatch(finding(claim.message, at: tree.firstTokenRange(statement), in: file,
                                 help: ConditionalModifierRule.help(at: place, in: tree, index: context.index)),
                         site: FlaggedSwitch(place: place, claim: claim))
    }

    /// An `if` in a function of an extension whose condition reads the function's parameters:
    /// a modifier helper's definition. Its callers decide the condition.
    static func isHelperDefinition(_ statement: SyntaxTree.NodeID, conditions: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let function = tree.ancestor(of: statement, in: [.funcDecl]),
              let owner = tree.enclosingTypeDeclaration(function), tree.kind(owner) == .extensionDecl,
              let clause = tree.child(function, kind: .parameterClause) else { return false }
        let parameters = Set(tree.children(clause, kind: .parameter).map { tree.parameterLocalName($0) })
        return !parameters.isDisjoint(with: tree.referencedNames(in: conditions))
    }

    /// Whether the `if` is a statement of view content (a `body`, a view builder, a builder
    /// closure), not control flow in an action or a plain function.
    private func isViewContent(_ statement: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        guard let container = tree.ancestor(of: statement, in: [.closure, .funcDecl, .variableDecl, .initDecl, .accessorDecl, .subscriptDecl])
        else { return false }
        switch tree.kind(container) {
        case .closure:
            return isViewBuilderClosure(container, in: tree, index: index)
        case .funcDecl, .variableDecl, .subscriptDecl:
            return tree.hasAttribute(container, named: "ViewBuilder") || tree.declaresSomeViewResult(container)
                || tree.kind(container) == .variableDecl && tree.child(container, kind: .patternBinding).map { tree.name($0) == "body" } == true
        case .accessorDecl:
            return true
        default:
            return false
        }
    }

    static let contentModifiers: Set<String> = [
        "overlay", "background", "sheet", "fullScreenCover", "popover", "toolbar", "safeAreaInset", "mask",
        "contextMenu", "navigationDestination", "inspector", "overlayPreferenceValue", "backgroundPreferenceValue",
        "searchSuggestions", "swipeActions", "alert", "confirmationDialog", "clipShape",
    ]
    static let contentLabels: Set<String> = ["content", "label", "header", "footer", "placeholder", "destination", "detail", "sidebar"]

    /// A closure whose statements are view content: the content of a view (`VStack { … }`,
    /// `ForEach(…) { … }`, `NavigationLink { … } label: { … }`), of a modifier that takes views
    /// (`.overlay { … }`, `.sheet { … }`) or of a project helper (`.modify { view in … }`).
    /// Actions (`Button`'s action, `onAppear`, `withAnimation`, `forEach`) are not.
    func isViewBuilderClosure(_ closure: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        guard let (call, label) = tree.receivingCall(of: closure), !ViewCodeClosure.isAction(closure, in: tree) else { return false }
        if ConditionalModifierRule.contentLabels.contains(label) { return true }
        let name = tree.calleeName(call)
        if tree.isMethodCall(call) || tree.isImplicitMemberCall(call) {
            return ConditionalModifierRule.contentModifiers.contains(name) || index.conditionalHelper(named: name) != nil
        }
        return name.first?.isUppercase == true && label.isEmpty
    }

    /// The view both branches build when one side applies modifiers to it and the other is
    /// the view alone: `Text(t).bold()` and `Text(t)`, `content.padding()` and `content`.
    static func sharedHead(_ a: SyntaxTree.NodeID, _ b: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        // One side is the view itself, the other the same view with modifiers.
        let headA = modifierBase(a, in: tree), headB = modifierBase(b, in: tree)
        guard (headA == a) != (headB == b), tree.sameTokens(headA, headB) else { return nil }
        // A view's head is a construction or a value (`content`, `self`, `$0`, `Color.red`);
        // a bare type name (`NSCursor.pop()`) heads static calls, not modifiers.
        switch tree.kind(headA) {
        case .call:
            return tree.isMethodCall(headA) || tree.isImplicitMemberCall(headA) ? nil : headA
        case .identifier:
            return tree.name(headA).first?.isUppercase == false ? headA : nil
        case .memberAccess:
            return tree.memberBase(headA) == nil ? nil : headA
        default:
            return nil
        }
    }

    /// Whether the side with modifiers adds only lifecycle actions (`LifecycleClosure.modifiers`)
    /// to the shared head: actions a new identity is there to trigger (`if tags.isEmpty { field }
    /// else { field.onAppear { focus = .new } }`), so the switch is the point, not an accident.
    static func onlyLifecycleModifiers(_ a: SyntaxTree.NodeID, _ b: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var node = modifierBase(a, in: tree) == a ? b : a
        var names: [String] = []
        while tree.kind(node) == .call, tree.isMethodCall(node), let callee = tree.firstChild(node), let base = tree.memberBase(callee) {
            names.append(tree.calleeName(node))
            node = base
        }
        return !names.isEmpty && names.allSatisfy { LifecycleClosure.modifiers.contains($0) }
    }

    /// Whether the side that adds modifiers starts an endless animation (`.repeatForever()`):
    /// SwiftUI keeps such an animation running until the animated value changes in another
    /// transaction, and neither a `nil` animation nor an inert modifier argument stops one in
    /// flight, so taking the view out and back (a new identity) is how the code stops it (fact 56).
    static func startsRepeatingAnimation(in sides: [SyntaxTree.NodeID], in tree: SyntaxTree) -> Bool {
        sides.contains { side in
            tree.descendants(of: side, kind: .call).contains { tree.isMethodCall($0) && tree.calleeName($0) == "repeatForever" }
        }
    }

    /// The expression under its modifier calls: `Text(t)` of `Text(t).bold().padding()`,
    /// `Color.red` of `Color.red.opacity(0.5)`.
    static func modifierBase(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID {
        var node = expression
        while true {
            if tree.kind(node) == .call, tree.isMethodCall(node), let callee = tree.firstChild(node), let base = tree.memberBase(callee) {
                node = base
            } else if tree.kind(node) == .postfixOperatorExpr || tree.kind(node) == .postfixIfConfig, let base = tree.firstChild(node) {
                node = base
            } else {
                return node
            }
        }
    }

    static func describe(_ head: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        if tree.kind(head) == .call { return "`\(tree.calleeName(head))`" }
        return "`\(tree.memberNames(in: head).joined(separator: "."))`"
    }

    // MARK: Helper calls

    private func helperMatch(_ call: SyntaxTree.NodeID, in file: LintFile, context: LintContext) -> RuleMatch<FlaggedSwitch>? {
        let tree = file.tree
        guard tree.isMethodCall(call) || tree.isImplicitMemberCall(call) else { return nil }
        let name = file.calleeName(call)
        guard let helper = context.index.conditionalHelper(named: name),
              !ConditionalModifierRule.startsRepeatingAnimation(in: tree.arguments(call).compactMap { tree.value($0) }
                                                                  + tree.trailingClosures(call).compactMap { tree.value($0) }, in: tree)
        else { return nil }
        // An argument of a type the helper cannot take: Swift calls another `name` (SwiftUI's own).
        let arguments = HelperArgument(tree: tree, index: context.index, at: call)
        if HelperArgument.pairs(of: call, helper: helper, in: tree).contains(where: { pair in
            pair.value.map { arguments.excludes(pair.parameter, value: $0) } ?? false
        }) { return nil }
        let constness = ConditionConstness(tree: tree, index: context.index, owner: tree.enclosingTypeName(call))
        var changing: String?
        for value in ConditionalModifierRule.conditionArguments(of: call, helper: helper, in: tree) {
            if tree.kind(value) == .closure {
                // `.modify { if c { $0.glass() } }`: the closure's own `if` decides. With an
                // `else` it is the inline form, reported there.
                if let part = constness.changingClosureCondition(value) { changing = part; break }
                continue
            }
            if !constness.isFixed(value) { changing = tree.text(value).singleLine; break }
        }
        guard let changing else { return nil }
        let place = IdentitySwitch.helper(call: call)
        let claim = SwitchClaim(phrasings: ["`.\(name)(…)` builds a different view for each value of `\(changing)`",
                                            "`.\(name)(…)` builds a different view for each value of its condition",
                                            "This helper builds a different view for each value of its condition"],
                                cost: ConditionalModifierRule.claimedCost(at: place, in: tree, index: context.index), plural: false)
        return RuleMatch(finding(claim.message, at: tree.nameRange(ofCallee: call), in: file,
                                 help: ConditionalModifierRule.help(at: place, in: tree, index: context.index)),
                         site: FlaggedSwitch(place: place, claim: claim))
    }
}

extension ConditionalModifierRule {
    /// The arguments a helper call passes for the parameters its condition reads (a parameter
    /// left out takes its default, a constant).
    static func conditionArguments(of call: SyntaxTree.NodeID, helper: ConditionalHelper, in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        helper.conditionParameters.compactMap { conditionArgument(of: call, for: $0, in: tree) }
    }

    /// The argument a helper call passes for one parameter; nil when it is left out.
    static func conditionArgument(of call: SyntaxTree.NodeID, for parameter: HelperParameter, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        if !parameter.label.isEmpty { return tree.argument(call, labelled: parameter.label) }
        let unlabelled = tree.arguments(call).filter { tree.label($0).isEmpty }
        if parameter.unlabelledPosition < unlabelled.count { return tree.value(unlabelled[parameter.unlabelledPosition]) }
        // An unlabelled closure parameter given as the trailing closure.
        return tree.trailingClosures(call).first.flatMap { tree.label($0).isEmpty ? tree.value($0) : nil }
    }
}

/// Where a condition switches identity: an inline `if`/`else`, or a helper call.
public enum IdentitySwitch: Sendable {
    case inline(statement: SyntaxTree.NodeID)
    case helper(call: SyntaxTree.NodeID)
}
