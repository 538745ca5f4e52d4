import ViewLint

/// Why a declaration typed `AnyView` that builds no `AnyView(…)` itself stays open, named so a
/// developer can go where the erasures are: a protocol requirement (each conforming type makes
/// them), a parameter (its callers pass them; those in this file are named), or a result builder
/// whose code can choose between views (the engine does not run a builder's branches).
extension AnyViewRule {
    static let madeElsewhere = "no `AnyView(…)` is built here; the erased views come from elsewhere"

    static func madeElsewhereReason(_ type: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> String {
        let owner = tree.ancestor(of: type, in: [.parameter, .funcDecl, .initDecl, .variableDecl, .subscriptDecl])
        let member = owner.flatMap { tree.kind($0) == .parameter ? tree.ancestor(of: $0, in: [.funcDecl, .initDecl, .subscriptDecl]) : $0 }
        if let member, let container = tree.ancestor(of: member, in: [.protocolDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl]),
           tree.kind(container) == .protocolDecl {
            return "`\(displayName(of: member, in: tree))` is a requirement of the protocol `\(tree.name(container))`: the views it erases are made by each conforming type's implementation, which the engine does not host from here"
        }
        if let owner, tree.kind(owner) == .parameter, let member {
            let name = tree.parameterLocalName(owner)
            let passed = argumentsPassed(to: owner, of: member, in: tree)
            let callers = "`\(displayName(of: member, in: tree))`'s callers"
            guard !passed.isEmpty else {
                return "`\(name)` is a parameter: the views it erases are what \(callers) pass, and no call in this file passes one the engine can follow"
            }
            return "`\(name)` is a parameter: the views it erases are what \(callers) pass (\(passed.joined(separator: ", "))), which the engine does not follow to where they are made"
        }
        if let owner, let (builder, choosers) = choosingBuilder(of: owner, in: tree, index: index) {
            return "`\(displayName(of: owner, in: tree))` is built by `@\(builder)`, whose code can choose between views (\(choosers)): the engine does not run a builder's branches, so not which type each erases"
        }
        return madeElsewhere
    }

    /// A project builder on `declaration` that lets its code choose, with the methods that do.
    static func choosingBuilder(of declaration: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> (String, String)? {
        for attribute in tree.children(declaration) where tree.kind(attribute) == .attribute {
            let name = tree.name(attribute)
            guard let shape = index.resultBuilder(named: name), !shape.choosers.isEmpty else { continue }
            return (name, shape.choosers.sorted().map { "`\($0)`" }.joined(separator: ", "))
        }
        return nil
    }

    /// `learnMoreModal(_:)`, `init(title:details:)`, `badge`.
    static func displayName(of member: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        switch tree.kind(member) {
        case .funcDecl, .initDecl, .subscriptDecl:
            let labels = tree.child(member, kind: .parameterClause).map { tree.children($0, kind: .parameter).map { tree.name($0) + ":" } } ?? []
            let name = tree.kind(member) == .funcDecl ? tree.name(member) : tree.kind(member) == .initDecl ? "init" : "subscript"
            return "\(name)(\(labels.joined()))"
        case .variableDecl:
            return tree.children(member, kind: .patternBinding).first.map { tree.name($0) } ?? tree.name(member)
        default:
            return tree.name(member)
        }
    }

    /// What the calls of the function `member` in this file pass for `parameter`, quoted with
    /// their lines (up to two, then how many more); calls by the function's name on `self` or bare.
    static func argumentsPassed(to parameter: SyntaxTree.NodeID, of member: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String] {
        guard tree.kind(member) == .funcDecl, let clause = tree.child(member, kind: .parameterClause) else { return [] }
        let parameters = Array(tree.children(clause, kind: .parameter))
        guard let position = parameters.firstIndex(of: parameter) else { return [] }
        let labels = parameters.map { tree.name($0) == "_" ? "" : tree.name($0) }
        let name = tree.name(member)
        var found: [String] = []
        var count = 0
        tree.walk { id, _ in
            guard tree.kind(id) == .call, let callee = tree.firstChild(id) else { return .visitChildren }
            let named = tree.kind(callee) == .identifier && tree.name(callee) == name
                || tree.kind(callee) == .memberAccess && tree.name(callee) == name
                    && (tree.memberBase(callee).map { tree.nameEquals($0, "self") } ?? false)
            let arguments = tree.arguments(id)
            guard named, arguments.count == labels.count, arguments.map({ tree.label($0) }) == labels,
                  let value = tree.value(arguments[position]) else { return .visitChildren }
            count += 1
            if found.count < 2 { found.append("\(tree.quoted(value, limit: 40)) at line \(tree.location(value).line)") }
            return .visitChildren
        }
        if count > found.count { found.append("\(count - found.count) more") }
        return found
    }
}
