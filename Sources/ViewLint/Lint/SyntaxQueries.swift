/// The small query vocabulary rules use on call expressions, arguments and member paths.
/// Helpers used by one rule stay in that rule's file; they move here once a second rule needs them.
extension SyntaxTree {
    /// The name a call is made to: `Toggle` for `Toggle(…)`, `Binding` for `Binding<Bool>(…)`,
    /// `Binding<Bool>.init(…)` and `SwiftUI.Binding(…)`, `id` for `x.id(…)`, `init` for `.init(…)`.
    public func calleeName(_ call: NodeID) -> String {
        guard let callee = firstChild(call) else { return "" }
        return calleeName(ofCallee: callee)
    }

    func calleeName(ofCallee callee: NodeID) -> String {
        switch kind(callee) {
        case .identifier:
            return name(callee)
        case .specializeExpr:
            return firstChild(callee).map { calleeName(ofCallee: $0) } ?? ""
        case .memberAccess:
            // `Binding<Bool>.init(…)` and `Binding.init(…)` call Binding's initializer.
            if nameEquals(callee, "init"), let base = memberBase(callee) {
                return calleeName(ofCallee: base)
            }
            return name(callee)
        default:
            return ""
        }
    }

    /// For `base.name`, the base expression; nil for an implicit member `.name`.
    public func memberBase(_ memberAccess: NodeID) -> NodeID? {
        guard kind(memberAccess) == .memberAccess, let first = firstChild(memberAccess),
              kind(first) != .genericArgumentClause else { return nil }
        return first
    }

    /// Whether a call's callee is an implicit member (`.init(…)`, `.random(…)`).
    public func isImplicitMemberCall(_ call: NodeID) -> Bool {
        guard let callee = firstChild(call), kind(callee) == .memberAccess else { return false }
        return memberBase(callee) == nil
    }

    /// The argument nodes of a call or subscript, in order (trailing closures excluded).
    public func arguments(_ call: NodeID) -> [NodeID] { children(call, kind: .argument) }

    /// The trailing closures of a call, in order; the first has no label.
    public func trailingClosures(_ call: NodeID) -> [NodeID] { children(call, kind: .trailingClosure) }

    /// The label of an argument or trailing closure ("" when unlabelled).
    public func label(_ argumentOrClosure: NodeID) -> String { name(argumentOrClosure) }

    /// The expression of an argument, or the closure of a trailing closure.
    public func value(_ argumentOrClosure: NodeID) -> NodeID? { firstChild(argumentOrClosure) }

    /// The value passed for `label` (an argument or a labelled trailing closure).
    public func argument(_ call: NodeID, labelled wanted: String) -> NodeID? {
        for child in children(call) where kind(child) == .argument || kind(child) == .trailingClosure {
            if label(child) == wanted { return value(child) }
        }
        return nil
    }

    /// The first unlabelled argument's expression.
    public func firstUnlabelledArgument(_ call: NodeID) -> NodeID? {
        arguments(call).first { nodes[Int($0)].name < 0 }.flatMap { value($0) }
    }

    /// `a`, `self.a.b`, `model.settings.flag` as `["a"]`, `["self", "a", "b"]`, …; nil for anything
    /// that is not a plain chain of names (calls, subscripts, optional chaining, literals).
    public func memberPath(_ expression: NodeID) -> [String]? {
        switch kind(expression) {
        case .identifier:
            return [name(expression)]
        case .memberAccess:
            guard let base = memberBase(expression), var path = memberPath(base) else { return nil }
            path.append(name(expression))
            return path
        default:
            return nil
        }
    }

    /// The statements and expressions of a closure body (its signature left out).
    public func closureItems(_ closure: NodeID) -> [NodeID] {
        children(closure).filter { kind($0) != .closureSignature }
    }

    /// Names of a closure's parameters (`{ a, b in }`, `{ (a: Int) in }`); empty without a signature.
    public func closureParameterNames(_ closure: NodeID) -> [String] {
        guard let signature = child(closure, kind: .closureSignature) else { return [] }
        if let clause = child(signature, kind: .parameterClause) {
            return children(clause, kind: .parameter).map { parameterLocalName($0) }
        }
        return children(signature, kind: .identifier).map { name($0) }
    }

    /// The name a parameter is known by inside the body (its second name if it has one).
    public func parameterLocalName(_ parameter: NodeID) -> String {
        let node = nodes[Int(parameter)]
        return node.aux >= 0 ? tokenText(node.aux) : name(parameter)
    }

    /// The nearest enclosing type or extension declaration.
    public func enclosingTypeDeclaration(_ node: NodeID) -> NodeID? {
        // Asked for every call and write the index notes: a switch, not a set built per call.
        var current = nodes[Int(node)].parent
        while current >= 0 {
            switch nodes[Int(current)].kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl: return current
            default: current = nodes[Int(current)].parent
            }
        }
        return nil
    }

    /// The name of the type a member belongs to (the extended type for extensions).
    public func enclosingTypeName(_ node: NodeID) -> String? {
        guard let declaration = enclosingTypeDeclaration(node) else { return nil }
        return kind(declaration) == .extensionDecl ? extendedTypeName(of: declaration) : name(declaration)
    }

    /// For an expression passed as an argument, the call receiving it and the argument's label.
    public func receivingCall(of expression: NodeID) -> (call: NodeID, label: String)? {
        guard let argument = parent(expression),
              kind(argument) == .argument || kind(argument) == .trailingClosure,
              let call = parent(argument), kind(call) == .call else { return nil }
        return (call, label(argument))
    }

    /// Whether a call is a modifier (`base.name(…)` or a leading-dot `.name(…)` continuing a chain)
    /// rather than a construction. `SwiftUI.Toggle(…)` names its module, not a receiver: a construction.
    public func isMethodCall(_ call: NodeID) -> Bool {
        guard let callee = firstChild(call), kind(callee) == .memberAccess, let base = memberBase(callee) else { return false }
        return !(kind(base) == .identifier && nameEquals(base, "SwiftUI"))
    }

    /// Whether a call names SwiftUI's module (`SwiftUI.Divider()`): SwiftUI's type, even where
    /// the project declares one of that name (a `struct Divider` wrapping `SwiftUI.Divider()`).
    public func namesSwiftUIModule(_ call: NodeID) -> Bool {
        guard var callee = firstChild(call) else { return false }
        if kind(callee) == .specializeExpr, let inner = firstChild(callee) { callee = inner }
        guard kind(callee) == .memberAccess, let base = memberBase(callee) else { return false }
        return kind(base) == .identifier && nameEquals(base, "SwiftUI")
    }

    /// The byte range of a call's name token: where a finding about the call should point.
    public func nameRange(ofCallee call: NodeID) -> Range<Int> {
        guard let callee = firstChild(call) else { return byteRange(call) }
        if kind(callee) == .memberAccess, nodes[Int(callee)].name >= 0 {
            return tokens[Int(nodes[Int(callee)].name)].byteRange
        }
        return byteRange(callee)
    }

    /// Whether a declaration is a member of a type (or at the top level), not a local inside
    /// a body: `#if` clauses around it are looked through.
    public func isMemberOrTopLevel(_ declaration: NodeID) -> Bool {
        var parent = self.parent(declaration)
        while let p = parent, kind(p) == .ifConfigClause || kind(p) == .ifConfig { parent = self.parent(p) }
        guard let p = parent else { return false }
        return kind(p) == .memberBlock || kind(p) == .sourceFile
    }

    /// What a closure passed to `Button`, `Menu`, `NavigationLink` or `Link` is, by how the
    /// call is written: `Button(action: f) { label }` and `Button { action } label: { … }`,
    /// `NavigationLink(destination: d) { label }` and `NavigationLink { d } label: { … }`.
    public enum ControlClosureRole: Sendable { case label, action, content, destination, other }

    public func controlClosureRole(_ argument: NodeID, in call: NodeID) -> ControlClosureRole {
        let name = calleeName(call)
        let label = self.label(argument)
        if label == "label" { return .label }
        let labelled = Set(children(call).filter { kind($0) == .argument }.map { self.label($0) })
        let unlabelledClosures = children(call).filter { kind($0) == .trailingClosure && self.label($0).isEmpty }
        let isFirstTrailing = unlabelledClosures.first == argument
        switch name {
        case "Button":
            if label == "action" { return .action }
            if !label.isEmpty { return .other }
            // With `action:`/`intent:` given, the trailing closure is the label.
            if labelled.contains("action") || labelled.contains("intent") { return .label }
            return isFirstTrailing ? .action : .label
        case "Menu", "Picker":
            if label == "content" || label.isEmpty && isFirstTrailing { return .content }
            return .other
        case "NavigationLink":
            if label == "destination" { return .destination }
            if labelled.contains("destination") || labelled.contains("value") { return label.isEmpty ? .label : .other }
            return label.isEmpty && isFirstTrailing ? .destination : .other
        case "Link":
            return label.isEmpty ? .label : .other
        default:
            return .other
        }
    }
}

extension SyntaxTree {
    /// A node's source for a message, in backticks: on one line and at most `limit` characters
    /// (see `MessageText.excerpt`).
    public func quoted(_ node: NodeID, limit: Int = 40) -> String {
        "`" + excerpt(node, limit: limit) + "`"
    }

    /// A node's source for a message or help, without backticks (for code inside a longer quote).
    public func excerpt(_ node: NodeID, limit: Int = 40) -> String {
        MessageText.excerpt(text(node), limit: limit)
    }
}

/// The name each call of a file is made to (`SyntaxTree.calleeName`), made once per file for
/// every rule: the rules' walks each asked it of every call, and each answer was a new String.
struct CalleeNames: Sendable {
    /// Per node: the index of its call's name in `names`, -1 for a node that is no call.
    private let slots: [Int32]
    private let names: [String]

    init(tree: SyntaxTree) {
        var slots = [Int32](repeating: -1, count: tree.nodes.count)
        var names: [String] = []
        // A loop, not a walk's closure: through the closure each call copied the tree's value.
        let calls = tree.nodes(ofKind: .call)
        names.reserveCapacity(calls.count)
        for call in calls {
            slots[Int(call)] = Int32(names.count)
            names.append(tree.calleeName(call))
        }
        self.slots = slots
        self.names = names
    }

    /// `tree.calleeName(call)`, for a node of the tree these were read from.
    func name(of call: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        let slot = slots[Int(call)]
        return slot >= 0 ? names[Int(slot)] : tree.calleeName(call)
    }
}
