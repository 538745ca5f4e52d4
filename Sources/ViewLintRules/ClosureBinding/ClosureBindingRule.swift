import ViewLint

/// `Binding(get:set:)` built in view code: a new location with new closures on every evaluation,
/// so whatever receives it sees a changed value each time its owner's body runs.
public struct ClosureBindingRule: Rule {
    public static let description = RuleDescription(
        id: "closure_binding",
        name: "Closure Binding",
        summary: "`Binding(get:set:)` built in view code instead of a `$` projection",
        rationale: """
            `Binding(get:set:)` wraps its closures in a new location box on every call and runs `get` \
            at once. Built in `body` (or in a helper `body` calls), it is a new binding on every \
            evaluation, and its closures capture `self`, so after any update of the enclosing view \
            the binding compares unequal to the previous one. A custom view that receives it re-runs \
            its `body` on every update of the parent, even when the bound value did not change. A \
            built-in control or a presentation modifier re-checks internally (cheaper, no user \
            `body`), and in every case `get` runs during the parent's `body`, making whatever it \
            reads a dependency of the parent.
            """,
        howToFix: """
            Project the binding from its source: `$flag`, `$settings.darkMode`, `$model.name`. A \
            `$` projection keeps the same location across updates, so receivers only update when \
            the value changes. `$` exists only for stored wrapped properties (`@State`, `@Binding`, \
            `@AppStorage`) and the members of observed models: a value reached through a global, a \
            plain property or a computed property of the view has none until it is kept where `$` \
            reaches it. For derived bindings, add a key-path or subscript on the model type \
            (`$selection[contains: item]`); for `isPresented:` over `x != nil`, present with \
            `.sheet(item: $x)` (an `Identifiable` `x`) or `.alert(_:isPresented:presenting:)`.
            """,
        category: .invalidation,
        defaultSeverity: .warning,
        fixSafety: .safe,
        triggeringExamples: ClosureBindingRuleExamples.triggering,
        nonTriggeringExamples: ClosureBindingRuleExamples.nonTriggering,
        corrections: ClosureBindingRuleExamples.corrections
    )

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<ClosureBindingSite>] {
        let tree = file.tree
        var matches: [RuleMatch<ClosureBindingSite>] = []
        file.walk(.call) { id in
            guard tree.kind(id) == .call, file.viewCode.contains(id), var site = ClosureBindingSite(call: id, in: tree) else {
                return .visitChildren
            }
            let finding = finding(for: &site, in: file, context: context)
            matches.append(RuleMatch(finding, site: site))
            return .visitChildren
        }
        return matches
    }

    private func finding(for site: inout ClosureBindingSite, in file: LintFile, context: LintContext) -> Finding {
        let tree = file.tree
        let destination = BindingDestination(of: site.call, in: tree, index: context.index)
        let replacement = site.projection(in: tree, index: context.index)
        let spelled = "`Binding(get:set:)`"
        let message: String
        switch destination {
        case .customView(let name):
            site.subject = "\(spelled) passed to `\(name)`"
            message = fittedMessage("\(site.subject) is a new binding on every body run, so `\(name).body` re-runs on every update of this view",
                                    "\(site.subject) is a new binding on every body run, so its `body` re-runs on every update of this view",
                                    "\(spelled) is a new binding on every body run, so the view it is passed to re-runs its `body` on every update")
        case .representable(let name):
            site.subject = "\(spelled) passed to `\(name)`"
            message = fittedMessage("\(site.subject) is a new binding on every body run, so SwiftUI updates `\(name)` on every update of this view",
                                    "\(spelled) is a new binding on every body run, so SwiftUI updates the view it is passed to on every update")
        case .control(let name):
            site.subject = "\(spelled) passed to `\(name)`"
            message = fittedMessage("\(site.subject) is rebuilt on every body run: the control updates each time and `get` runs inside this view's body",
                                    "\(spelled) is rebuilt on every body run: the control updates each time and `get` runs inside this view's body")
        case .presentation(let name):
            site.subject = "\(spelled) for `.\(name)`"
            message = "\(site.subject) is rebuilt on every body run and its `get` runs inside this view's body"
        case .other:
            message = "\(spelled) built in view code is a new binding each time it is evaluated: whatever receives it sees a changed input on every update"
        }
        var help = "Project the binding from its source with `$` (for example `$flag` or `$model.flag`) so it keeps one location across updates."
        var fix: Fix?
        if replacement == nil, case .customView(let name) = destination, tree.closureItems(site.setter).isEmpty {
            // A `set` that does nothing: no source to project, and the view only gets a value.
            // Other callers may pass real bindings, so a constant is offered too (fact 25: from
            // iOS 17 a constant location compares its value; before, only a stored one is equal).
            let constant = site.gottenValue(in: tree).map { "`.constant(\($0))`" } ?? "`.constant(…)` of the value"
            help = "Its `set` does nothing, so the binding only carries a value: let `\(name)` take the value itself instead of a `@Binding`; "
                + "if other callers need the binding, pass \(constant) here, equal across updates from iOS 17 (before iOS 17 only a `$` projection of stored state is)."
        } else if replacement == nil, case .presentation(let name) = destination,
                  let presenting = site.presentationHelp(modifier: name, in: tree, index: context.index) {
            help = presenting
        } else if replacement == nil, let derived = site.derivedBindingHelp(in: tree, index: context.index)
                    ?? site.unprojectedSourceHelp(in: tree, index: context.index) {
            help = derived
        }
        if let replacement {
            help = "Use `\(replacement)`: the same binding, without new closures on every update."
            fix = Fix(title: "Replace with `\(replacement)`", safety: .safe,
                      edits: [TextEdit(range: tree.byteRange(site.call), replacement: replacement)])
        }
        return self.finding(message, at: site.reportedRange(in: tree), in: file, help: help, fix: fix)
    }
}

/// One `Binding(get:set:)` construction, in any spelling.
public struct ClosureBindingSite: Sendable {
    let call: SyntaxTree.NodeID
    let getter: SyntaxTree.NodeID
    let setter: SyntaxTree.NodeID
    /// How the message names the binding and where it goes ("`Binding(get:set:)` passed to
    /// `Toggle`"), for the refuted wording.
    var subject = "`Binding(get:set:)`"

    /// The one expression `get` returns (`{ item }`, `{ return true }`), as code; nil for a
    /// longer getter.
    func gottenValue(in tree: SyntaxTree) -> String? {
        // A `get` takes no parameters: its items are the closure's children.
        guard let value = tree.singleItem(getter),
              ![.ifStmt, .guardStmt, .switchStmt, .forStmt, .whileStmt, .repeatStmt, .doStmt, .variableDecl, .throwStmt,
                .deferStmt].contains(tree.kind(value)) else { return nil }
        // Offered only whole: a value cut short or spread over lines is no code to paste.
        let text = tree.text(value)
        guard !text.isEmpty, !text.contains("\n"), text.count <= 40 else { return nil }
        return text
    }

    init?(call: SyntaxTree.NodeID, in tree: SyntaxTree) {
        guard let callee = tree.firstChild(call) else { return nil }
        let isBinding: Bool
        if tree.isImplicitMemberCall(call) {
            // `.init(get:set:)` where a Binding is expected.
            isBinding = tree.nameEquals(callee, "init")
        } else {
            isBinding = tree.calleeName(call) == "Binding" && ClosureBindingSite.isSwiftUIQualified(callee, in: tree)
        }
        guard isBinding,
              let getter = tree.argument(call, labelled: "get") ?? ClosureBindingSite.firstTrailingClosure(call, in: tree),
              let setter = tree.argument(call, labelled: "set"),
              tree.kind(getter) == .closure, tree.kind(setter) == .closure else { return nil }
        self.call = call
        self.getter = getter
        self.setter = setter
    }

    /// `Binding`, `SwiftUI.Binding`, not `OtherModule.Binding`.
    private static func isSwiftUIQualified(_ callee: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var node = callee
        if tree.kind(node) == .memberAccess, tree.nameEquals(node, "init"), let base = tree.memberBase(node) { node = base }
        if tree.kind(node) == .specializeExpr, let base = tree.firstChild(node) { node = base }
        guard tree.kind(node) == .memberAccess, let module = tree.memberBase(node) else { return true }
        return tree.kind(module) == .identifier && tree.nameEquals(module, "SwiftUI")
    }

    private static func firstTrailingClosure(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        guard let first = tree.trailingClosures(call).first, tree.label(first).isEmpty else { return nil }
        return tree.value(first)
    }

    /// Findings point at the name (`Binding`, or `init` of `.init(…)`), not the whole call.
    func reportedRange(in tree: SyntaxTree) -> Range<Int> {
        tree.firstChild(call).map { tree.byteRange($0) } ?? tree.byteRange(call)
    }

    /// `$path` when the getter only reads one stored path and the setter only writes it, and the
    /// path's root is a property whose `$` projection is a binding to that same value.
    func projection(in tree: SyntaxTree, index: ProjectModel) -> String? {
        guard let read = singleReadPath(in: tree), let written = singleWritePath(in: tree), read == written else { return nil }
        var path = read
        if path.first == "self" { path.removeFirst() }
        guard let root = path.first, let typeName = tree.enclosingTypeName(call),
              let wrapper = index.propertyWrapper(ofProperty: root, inType: typeName) else { return nil }
        if SwiftUICatalog.valueBindingWrappers.contains(wrapper) {
            return "$" + path.joined(separator: ".")
        }
        if SwiftUICatalog.objectBindingWrappers.contains(wrapper), path.count >= 2 {
            return "$" + path.joined(separator: ".")
        }
        return nil
    }

    /// `{ a.b }` or `{ return a.b }`.
    private func singleReadPath(in tree: SyntaxTree) -> [String]? {
        guard tree.closureParameterNames(getter).isEmpty else { return nil }
        let items = tree.closureItems(getter)
        guard items.count == 1 else { return nil }
        var expression = items[0]
        if tree.kind(expression) == .returnStmt {
            guard let value = tree.firstChild(expression) else { return nil }
            expression = value
        }
        return tree.memberPath(expression)
    }

    /// `{ a.b = $0 }` or `{ v in a.b = v }`.
    private func singleWritePath(in tree: SyntaxTree) -> [String]? {
        let parameters = tree.closureParameterNames(setter)
        let newValueName: String
        switch parameters.count {
        case 0: newValueName = "$0"
        case 1: newValueName = parameters[0]
        default: return nil
        }
        let items = tree.closureItems(setter)
        guard items.count == 1, tree.kind(items[0]) == .sequenceExpr else { return nil }
        let parts = Array(tree.children(items[0]))
        guard parts.count == 3, tree.kind(parts[1]) == .assignmentOperator,
              tree.kind(parts[2]) == .identifier, tree.name(parts[2]) == newValueName else { return nil }
        return tree.memberPath(parts[0])
    }
}

/// Where a binding built in view code goes: it decides what the binding costs.
enum BindingDestination {
    case customView(String)
    /// A project type of another view family (a `UIViewRepresentable`, a style).
    case representable(String)
    case control(String)
    case presentation(String)
    case other

    init(of expression: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) {
        guard let (call, _) = tree.receivingCall(of: expression) else {
            self = .other
            return
        }
        let isMethod = tree.isMethodCall(call) || tree.isImplicitMemberCall(call)
        let name = isMethod ? tree.calleeName(call) : index.typeNamed(tree.calleeName(call), at: call, in: tree)
        if isMethod {
            self = SwiftUICatalog.bindingModifiers.contains(name) ? .presentation(name) : .other
        } else if index.isViewType(named: name) {
            self = .customView(name)
        } else if index.isViewFamily(typeNamed: name) {
            self = .representable(name)
        } else if SwiftUICatalog.bindingControls.contains(name) {
            self = .control(name)
        } else {
            self = .other
        }
    }
}
