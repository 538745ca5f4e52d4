// The member (property, function, initializer) whose code builds a flagged site, how it is
// owned (a view, a modifier, a stand-in), and whether code in it runs while a body runs.

/// The member (property, function, initializer) whose code builds a site.
struct HostedMember {
    let node: SyntaxTree.NodeID
    let name: String
    let displayName: String
    let isInitializer: Bool
    let isStoredDefault: Bool

    init(node: SyntaxTree.NodeID, tree: SyntaxTree) {
        self.node = node
        switch tree.kind(node) {
        case .funcDecl:
            name = tree.name(node)
            let labels = tree.child(node, kind: .parameterClause).map { tree.children($0, kind: .parameter).map { tree.name($0) + ":" } } ?? []
            displayName = "\(name)(\(labels.joined()))"
            isInitializer = false; isStoredDefault = false
        case .initDecl:
            name = "init"; displayName = "init"; isInitializer = true; isStoredDefault = false
        default:
            name = tree.name(node); displayName = name; isInitializer = false
            let computed = tree.child(node, kind: .codeBlock) != nil || tree.child(node, kind: .accessorBlock) != nil
            isStoredDefault = !computed
        }
    }

    /// The nearest enclosing member of a type (or top-level declaration) around `site`.
    init?(enclosing site: SyntaxTree.NodeID, in tree: SyntaxTree) {
        var current: SyntaxTree.NodeID? = site
        while let id = current {
            switch tree.kind(id) {
            case .funcDecl, .initDecl, .subscriptDecl:
                if HostedMember.isMemberOrTopLevel(id, in: tree) { self.init(node: id, tree: tree); return }
            case .patternBinding:
                if let decl = tree.parent(id), HostedMember.isMemberOrTopLevel(decl, in: tree) { self.init(node: id, tree: tree); return }
            default:
                break
            }
            current = tree.parent(id)
        }
        return nil
    }

    static func isMemberOrTopLevel(_ decl: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        tree.isMemberOrTopLevel(decl)
    }

    /// The nodes from `node` up to (and including) this member.
    func ancestors(of node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Set<SyntaxTree.NodeID> {
        var result = Set<SyntaxTree.NodeID>()
        var current: SyntaxTree.NodeID? = node
        while let id = current {
            result.insert(id)
            if id == self.node { break }
            current = tree.parent(id)
        }
        return result
    }

    /// The nodes from `node` up to its enclosing member.
    static func ancestorsUpToMember(of node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Set<SyntaxTree.NodeID> {
        guard let member = HostedMember(enclosing: node, in: tree) else { return [node] }
        return member.ancestors(of: node, in: tree)
    }

    /// Whether `site` is inside a closure that runs later (a button's action, `onAppear`, `task`).
    /// A project helper shaped like `.if(c) { $0.mod() }` calls its transform while the
    /// caller's body runs: content, not an action.
    func isInActionClosure(_ site: SyntaxTree.NodeID, tree: SyntaxTree, index: ProjectModel) -> Bool {
        tree.isInActionClosure(site, below: node) { call in
            tree.isMethodCall(call) && index.conditionalHelper(named: tree.calleeName(call)) != nil
        }
    }
}

extension SyntaxTree {
    /// Whether `node` is inside a closure that runs later, not while a body runs: a button's
    /// action, `onAppear`, `task`, a gesture (below `limit` when given). The closure of
    /// `items.map { … }` (`compactMap`, `flatMap`) runs at once, element by element.
    /// `runsInBody`: calls known to run their closures while the body does (a project helper).
    public func isInActionClosure(_ node: NodeID, below limit: NodeID? = nil, runsInBody: (NodeID) -> Bool = { _ in false }) -> Bool {
        let tree = self
        var current = tree.parent(node)
        while let id = current, id != limit {
            if tree.kind(id) == .closure, let holder = tree.parent(id),
               tree.kind(holder) == .argument || tree.kind(holder) == .trailingClosure, let call = tree.parent(holder),
               tree.kind(call) == .call {
                let callee = tree.calleeName(call)
                // `overlay { … }` in a `View` extension is `self.overlay { … }`: a modifier, not a
                // function whose closure runs later.
                let isMethod = tree.isMethodCall(call) || tree.isImplicitSelfContentModifier(call)
                if isMethod, SyntaxTree.collectionTransforms.contains(callee) || runsInBody(call) {
                    // Runs now: look further out.
                } else if ["Button", "Menu", "NavigationLink", "Link"].contains(callee), !tree.isMethodCall(call) {
                    if tree.controlClosureRole(holder, in: call) == .action { return true }
                } else if !BodyLowering.runsContentNow(callee: callee, label: tree.label(holder), isMethod: isMethod),
                          !BodyLowering.buildsContentLater(callee: callee, isMethod: isMethod),
                          !tree.passesViewContent(holder, to: call) {
                    return true
                }
            }
            current = tree.parent(id)
        }
        return false
    }
}

extension SyntaxTree {
    /// `overlay(…) { … }` written without a receiver: a SwiftUI modifier taking view content,
    /// called on `self` (a free function of that name would shadow it, which no app does).
    func isImplicitSelfContentModifier(_ call: NodeID) -> Bool {
        guard let callee = firstChild(call), kind(callee) == .identifier else { return false }
        let name = self.name(callee)
        return EngineCatalog.contentModifiers.contains(name) || EngineCatalog.presentedContentModifiers.contains(name)
    }

    /// Methods whose closure runs while the call does, once per element.
    static let collectionTransforms: Set<String> = ["map", "compactMap", "flatMap"]
}

extension HostedMember {
    enum Owner {
        case view(String)
        case modifier(String)
        case standIn(String)
        case unsupported(String)
    }

    func owner(in tree: SyntaxTree, index: ProjectModel) -> Owner {
        guard let decl = tree.enclosingTypeDeclaration(node) else {
            return tree.kind(node) == .funcDecl ? .standIn("\(displayName)") : .unsupported("the flagged code is not in a view")
        }
        let isExtension = tree.kind(decl) == .extensionDecl
        let typeName = isExtension ? tree.extendedTypeName(of: decl) : tree.name(decl)
        if let info = index.index.viewType(named: typeName) {
            if info.isView { return .view(typeName) }
            if info.families.contains(.viewModifier) { return .modifier(typeName) }
        }
        if isExtension, typeName == "View" || index.isViewFamilyProtocol(typeName) {
            return .standIn("\(typeName).\(displayName)")
        }
        if tree.kind(node) == .funcDecl || tree.child(node, kind: .codeBlock) != nil || tree.child(node, kind: .accessorBlock) != nil {
            return .standIn("\(typeName).\(displayName)")
        }
        return .unsupported("`\(typeName)` is not a view the engine can host")
    }

    /// `body(content:)`'s parameter name.
    func contentParameter(in tree: SyntaxTree) -> String? {
        guard tree.kind(node) == .funcDecl, name == "body",
              let clause = tree.child(node, kind: .parameterClause),
              let parameter = tree.children(clause, kind: .parameter).first else { return nil }
        return tree.parameterLocalName(parameter)
    }

    struct Parameter { var name: String; var isClosure: Bool; var isBinding: Bool }

    func parameters(in tree: SyntaxTree) -> [Parameter] {
        guard tree.kind(node) == .funcDecl, let clause = tree.child(node, kind: .parameterClause) else { return [] }
        return tree.children(clause, kind: .parameter).map { p in
            let text = tree.text(p)
            return Parameter(name: tree.parameterLocalName(p), isClosure: text.contains("->"), isBinding: text.contains("Binding<"))
        }
    }
}

extension BodyLowering {
    /// The hosted member's result: a computed property's getter or a function's body.
    mutating func lowerHostedMember(_ member: HostedMember, in tree: SyntaxTree) -> ViewTemplate {
        if tree.kind(member.node) == .funcDecl, let clause = tree.child(member.node, kind: .parameterClause) {
            for parameter in tree.children(clause, kind: .parameter) {
                let local = tree.parameterLocalName(parameter)
                if locals[local] == nil, fieldKinds[local] == nil { locals[local] = .symbol(local) }
            }
        }
        return lowerMember(member.node)
    }

    /// Modifiers whose closures are presented content, built later while something is shown.
    static func buildsContentLater(callee: String, isMethod: Bool) -> Bool {
        isMethod && EngineCatalog.presentedContentModifiers.contains(callee)
            || !isMethod && (callee == "ForEach" || callee == "List" || callee == "Table" || callee == "LazyVStack")
    }}
