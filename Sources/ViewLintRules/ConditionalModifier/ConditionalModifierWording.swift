import ViewLint

/// What a flip costs, as the confirming run found it: a new identity always (a removal and an
/// insertion, not an animated change); lost state and restarted tasks only where the switched
/// part holds them. The check's message claims both, before anything has run (`SwitchClaim`).
extension ConditionalModifierRule {
    public func revise(_ finding: Finding, at site: FlaggedSwitch, evidence: Evidence) -> Finding {
        var revised = finding
        switch evidence.status {
        case .refuted:
            if let message = refutedMessage(at: site, evidence: evidence) { revised.message = message }
        case .confirmed:
            if let counts = evidence.siteAsWritten,
               let message = site.claim.revised(by: counts, uncounted: evidence.basis(as: UncountedKeptState.self)?.views ?? []) {
                revised.message = message
            }
        case .inconclusive:
            break
        }
        return revised
    }

    /// "each flip resets their state and tasks", or, where the run reset and restarted nothing,
    /// what is still lost: the identity.
    static func cost(_ counts: SiteCounts, plural: Bool, uncounted: [String] = []) -> String {
        let state = counts.stateDestroyed > 0
        let tasks = counts.taskStarts > 0 || counts.appearances > 0
        let owner = plural ? "their" : "the view's"
        if !state, !tasks, !uncounted.isEmpty {
            let named = uncounted.prefix(2).joined(separator: " and ") + (uncounted.count > 2 ? " and others" : "")
            return "each flip resets the state and tasks of \(named) in \(plural ? "them" : "it")"
        }
        switch (state, tasks) {
        case (true, true): return "each flip resets \(owner) state and tasks"
        case (true, false): return "each flip resets \(owner) state"
        case (false, true): return "each flip restarts \(owner) tasks"
        case (false, false):
            return plural ? "each flip makes them anew, removed and inserted, not changed (no state or task counted)"
                          : "each flip makes it anew, removed and inserted, not changed (no state or task counted)"
        }
    }
}

// MARK: Help where the usual fix is not a conditional argument of the same modifier

extension ConditionalModifierRule {
    /// SwiftUI's style modifiers: each takes one style type, so a ternary between a style and
    /// the default (another type) does not compile.
    static let styleModifiers: Set<String> = [
        "buttonStyle", "toggleStyle", "pickerStyle", "listStyle", "labelStyle", "textFieldStyle", "menuStyle",
        "tabViewStyle", "datePickerStyle", "progressViewStyle", "gaugeStyle", "controlGroupStyle",
        "disclosureGroupStyle", "formStyle", "groupBoxStyle", "labeledContentStyle", "navigationSplitViewStyle", "tableStyle",
        "navigationTransition",
    ]

    /// What a one-type modifier takes: "style", "transition" (`.zoom(…)` and `.automatic` are
    /// different `NavigationTransition` types).
    static func argumentKind(of modifier: String) -> String {
        modifier == "navigationTransition" ? "transition" : "style"
    }

    /// The fix the experiment measures where no one-view form compiles, in the conditional:
    /// "one view, were `.pickerStyle(_:)` to take both styles as one type". Nil elsewhere.
    static func unwritableFix(at site: IdentitySwitch, in tree: SyntaxTree) -> String? {
        let names = addedModifiers(at: site, in: tree)
        guard let name = names.first, names.count == 1, styleModifiers.contains(name) else { return nil }
        return "one view, were `.\(name)(_:)` to take both \(argumentKind(of: name))s as one type"
    }

    /// `.hidden()` alone: `.opacity` hides the same view in place, as one view. A style modifier
    /// alone: no ternary fits it. Nil for every other switch (the general help).
    static func specialHelp(at site: IdentitySwitch, in tree: SyntaxTree, index: ProjectModel) -> String? {
        let names = addedModifiers(at: site, in: tree)
        if names == ["hidden"] || hidingHelper(at: site, in: tree, index: index) != nil {
            let opacity = hiddenOpacity(at: site, in: tree, index: index) ?? "`.opacity(…)` reading the condition (0 where `.hidden()` applies, 1 elsewhere)"
            return "Keep one view and hide it with \(opacity): like `.hidden()` it keeps the view's space, without a new identity (add `.accessibilityHidden(…)` on the same condition if VoiceOver should skip it)."
        }
        if let name = names.first, names.count == 1, styleModifiers.contains(name) {
            let kind = argumentKind(of: name)
            let own = kind == "style" ? ", or write one style of your own that draws both looks from the condition" : ""
            return "`.\(name)(_:)` takes one \(kind) type, so a ternary between this \(kind) and the default does not compile: keep the switch only where making this view anew on each flip is acceptable\(own)."
        }
        return nil
    }

    /// A project helper whose built side is `self.hidden()` (`.isHidden(c)`): whether it hides
    /// where its condition holds. Nil for other sites.
    static func hidingHelper(at site: IdentitySwitch, in tree: SyntaxTree, index: ProjectModel) -> Bool? {
        guard case .helper(let call) = site else { return nil }
        return index.conditionalHelper(named: tree.calleeName(call))?.hidesWhenTrue
    }

    /// "`.opacity(isSelected ? 1 : 0)`": the condition under which the view is hidden, turned
    /// into the opacity of the one view. Nil when which side hides is not plain from the code.
    static func hiddenOpacity(at site: IdentitySwitch, in tree: SyntaxTree, index: ProjectModel) -> String? {
        var condition: String, hiddenWhenTrue: Bool
        switch site {
        case .inline(let statement):
            guard let list = tree.child(statement, kind: .conditionList), tree.children(list).count == 1,
                  let only = tree.children(list).first, tree.kind(only) != .optionalBinding,
                  let branches = SyntaxTree.ConditionalBranches(statement, in: tree),
                  let a = tree.singleItem(branches.then) else { return nil }
            condition = tree.text(list).singleLine
            hiddenWhenTrue = modifierBase(a, in: tree) != a
        case .helper(let call):
            // `.if(c) { $0.hidden() }` applies its transform when `c` is true; a helper that
            // hides (`.isHidden(c)`) says on which side.
            let hides = hidingHelper(at: site, in: tree, index: index)
            guard tree.calleeName(call) == "if" || hides != nil, let helper = index.conditionalHelper(named: tree.calleeName(call)),
                  helper.conditionParameters.count == 1, helper.conditionParameters[0].typeText == "Bool",
                  helper.conditionParameters[0].nilTest == nil,
                  let argument = conditionArgument(of: call, for: helper.conditionParameters[0], in: tree),
                  tree.kind(argument) != .closure else { return nil }
            condition = tree.text(argument).singleLine
            hiddenWhenTrue = hides ?? true
        }
        // `!isSelected`: read as `isSelected`, the sides swapped.
        if condition.hasPrefix("!"), condition.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
            condition.removeFirst()
            hiddenWhenTrue.toggle()
        } else if condition.contains(where: { " &|?:".contains($0) }) {
            condition = "(\(condition))"
        }
        guard condition.count <= 40 else { return nil }
        return "`.opacity(\(condition) ? \(hiddenWhenTrue ? "0 : 1" : "1 : 0"))`"
    }
}

// MARK: Content the project cannot see

extension ConditionalModifierRule {
    /// What the check's message says a flip costs: state and tasks, or, where the switched view
    /// is content a caller supplies (a `ViewModifier`'s `content`, a generic or closure-built
    /// view), only that it loses whatever it holds: a run of this file cannot look inside it.
    static func claimedCost(at site: IdentitySwitch, in tree: SyntaxTree, index: ProjectModel) -> ClaimedCost {
        // Read in the code: a run that counts none of it does not overrule it.
        if holdsStateOrTasks(at: site, in: tree, index: index) { return .heldInCode }
        // SwiftUI's own views (a `ScrollView`, a `TextField`) keep state no run counts.
        if let builtIn = builtInCost(at: site, in: tree, index: index) { return builtIn }
        return suppliedByCaller(at: site, in: tree, index: index) ? .callerContent : .stateAndTasks
    }

    /// Whether the switched view is content a caller supplies: `content`, or a property (or a
    /// local built from one) of a generic or function type.
    static func suppliedByCaller(at site: IdentitySwitch, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        var node: SyntaxTree.NodeID
        switch site {
        case .inline(let statement):
            guard let branches = SyntaxTree.ConditionalBranches(statement, in: tree),
                  let a = tree.singleItem(branches.then) else { return false }
            node = modifierBase(a, in: tree)
        case .helper(let call):
            guard let callee = tree.firstChild(call), let receiver = tree.memberBase(callee) else { return false }
            node = modifierBase(receiver, in: tree)
        }
        if tree.kind(node) == .call, let callee = tree.firstChild(node), tree.kind(callee) == .identifier { node = callee }
        guard tree.kind(node) == .identifier else { return false }
        let name = tree.name(node)
        if name == "content" { return true }
        guard let owner = tree.enclosingTypeName(node), let view = index.viewType(named: owner),
              let declaration = tree.enclosingTypeDeclaration(node) else { return false }
        // The declaration's generic parameters.
        let generics = Set(tree.child(declaration, kind: .genericParameterClause)
            .map { tree.children($0, kind: .genericParameter).map { tree.name($0) } } ?? [])
        // The property's type as declared (the index reads a closure of views as `AnyView`):
        // a function, or one of the generic parameters.
        func supplied(_ property: String) -> Bool {
            guard view.storedProperties.contains(where: { $0.name == property }),
                  let binding = StoredArgumentFact.storedDeclaration(property, in: declaration, tree: tree),
                  let type = tree.child(binding, kind: .typeAnnotation).flatMap({ tree.firstChild($0) }) else { return false }
            if tree.kind(type) == .functionType || !tree.descendants(of: type, kind: .functionType).isEmpty { return true }
            return tree.kind(type) == .simpleType && tree.firstChild(type) == nil && generics.contains(tree.name(type))
        }
        if supplied(name) { return true }
        // `let foreground = foregroundContent()` in the same body.
        guard let body = tree.ancestor(of: node, in: [.funcDecl, .variableDecl, .accessorDecl]),
              let local = tree.descendants(of: body, kind: .patternBinding).first(where: { binding in
                  tree.name(binding) == name && tree.parent(binding).map { tree.isLetDeclaration($0) } == true
              }),
              let value = tree.child(local, kind: .initializerClause).flatMap({ tree.firstChild($0) }) else { return false }
        // What it starts from: the function called, or the name read.
        var root = tree.modifiedView(value)
        if tree.kind(root) == .call, let callee = tree.firstChild(root) { root = callee }
        return tree.kind(root) == .identifier && supplied(tree.name(root))
    }
}

extension ConditionalModifierRule {
    /// The switched view as written, and the local `let` it names in the same body.
    static func switchedRoots(at site: IdentitySwitch, in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        var roots: [SyntaxTree.NodeID] = []
        switch site {
        case .inline(let statement):
            guard let branches = SyntaxTree.ConditionalBranches(statement, in: tree),
                  let a = tree.singleItem(branches.then), let b = tree.singleItem(branches.otherwise) else { return [] }
            roots = [modifierBase(a, in: tree) == a ? a : b]
        case .helper(let call):
            guard let callee = tree.firstChild(call), let receiver = tree.memberBase(callee) else { return [] }
            roots = [receiver]
        }
        // `view` of `let view = SourceImageView(…)…`, in the same body.
        let base = modifierBase(roots[0], in: tree)
        if tree.kind(base) == .identifier, let body = tree.ancestor(of: base, in: [.funcDecl, .variableDecl, .accessorDecl]) {
            roots += tree.descendants(of: body, kind: .patternBinding).filter { tree.name($0) == tree.name(base) }
        }
        return roots
    }

    /// Whether the switched view, as written (through a local `let` it names), builds a project
    /// view with `@State`/`@StateObject`, or has `.task`/`onAppear` of its own.
    static func holdsStateOrTasks(at site: IdentitySwitch, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        let roots = switchedRoots(at: site, in: tree)
        for root in roots {
            for call in [root] + tree.descendants(of: root, kind: .call) where tree.kind(call) == .call {
                let name = tree.calleeName(call)
                if tree.isMethodCall(call), ["task", "onAppear"].contains(name) { return true }
                if name.first?.isUppercase == true, let view = index.viewType(named: name),
                   view.storedProperties.contains(where: { [.state, .stateObject].contains($0.wrapper?.kind) }) { return true }
            }
        }
        return false
    }

    /// What SwiftUI's own views keep that a new identity resets, by view.
    static let keptByBuiltIns: [(view: String, kept: String)] = [
        ("ScrollView", "scroll position"), ("List", "scroll position"), ("Form", "scroll position"), ("Table", "scroll position"),
        ("TextField", "focus and text selection"), ("SecureField", "focus and text selection"),
        ("TextEditor", "focus and text selection"),
    ]

    /// What the `ScrollView` in it keeps (its scroll position) when the switched view, as
    /// written, builds SwiftUI views that keep such state; else nil.
    static func builtInCost(at site: IdentitySwitch, in tree: SyntaxTree, index: ProjectModel) -> ClaimedCost? {
        var views: [String] = [], kept: [String] = []
        for root in switchedRoots(at: site, in: tree) {
            for call in [root] + tree.descendants(of: root, kind: .call) where tree.kind(call) == .call && !tree.isMethodCall(call) {
                let name = tree.calleeName(call)
                guard index.viewType(named: name) == nil, let entry = keptByBuiltIns.first(where: { $0.view == name }) else { continue }
                if !views.contains(name) { views.append(name) }
                if !kept.contains(entry.kept) { kept.append(entry.kept) }
            }
        }
        return views.isEmpty ? nil : .keptByBuiltIns(views: views, kept: kept)
    }
}
