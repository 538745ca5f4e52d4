import ViewLint

/// What a view type's members read of its stored properties, from the code of one file: its
/// declaration and the extensions there. A member's reads include those of the type's members it
/// calls (`body` → `header` → `title`), so a property `body` shows through a helper counts.
struct ViewMemberReads {
    let tree: SyntaxTree
    /// Computed properties (their bindings) and functions by name, the first of a name.
    let members: [String: SyntaxTree.NodeID]
    let stored: Set<String>
    /// The type's initializers in this file.
    let initializers: [SyntaxTree.NodeID]

    init(typeName: String, declaration: SyntaxTree.NodeID, in file: LintFile, stored: Set<String>) {
        let tree = file.tree
        var blocks: [SyntaxTree.NodeID] = tree.child(declaration, kind: .memberBlock).map { [$0] } ?? []
        for ext in file.nodes(.extensionDecl) where tree.extendedTypeName(of: ext) == typeName {
            if let block = tree.child(ext, kind: .memberBlock) { blocks.append(block) }
        }
        var members: [String: SyntaxTree.NodeID] = [:]
        var initializers: [SyntaxTree.NodeID] = []
        for block in blocks {
            for member in Self.declarations(in: block, of: tree) {
                switch tree.kind(member) {
                case .variableDecl:
                    for binding in tree.children(member, kind: .patternBinding) where !stored.contains(tree.name(binding)) {
                        if members[tree.name(binding)] == nil { members[tree.name(binding)] = binding }
                    }
                case .funcDecl:
                    if members[tree.name(member)] == nil { members[tree.name(member)] = member }
                case .initDecl:
                    initializers.append(member)
                default:
                    break
                }
            }
        }
        self.tree = tree
        self.members = members
        self.stored = stored
        self.initializers = initializers
    }

    /// Whether an initializer of the type assigns the property (`self.title = …`, `_title = …`).
    func initializersAssign(_ property: String) -> Bool {
        initializers.contains { initializer in
            tree.descendants(of: initializer, kind: .sequenceExpr).contains { sequence in
                guard let (target, _) = tree.assignment(sequence), let path = tree.memberPath(target) else { return false }
                let name = path.count == 2 && path[0] == "self" ? path[1] : path.count == 1 ? path[0] : ""
                return Self.propertyName(name) == property
            }
        }
    }

    /// The argument labels a construction sets the property through: its own name for a
    /// memberwise initializer; otherwise the labels of the initializer parameters the value
    /// assigned to it reads (`self.title = customTitle` → `customTitle`, `self.postID = post.id`
    /// → `post`). Empty when an initializer sets it from no parameter.
    func labels(setting property: String) -> [String] {
        guard !initializers.isEmpty else { return [property] }
        var labels: [String] = []
        for initializer in initializers {
            guard let clause = tree.child(initializer, kind: .parameterClause) else { continue }
            let parameters = tree.children(clause, kind: .parameter)
            for sequence in tree.descendants(of: initializer, kind: .sequenceExpr) {
                guard let (target, value) = tree.assignment(sequence), let path = tree.memberPath(target) else { continue }
                let name = path.count == 2 && path[0] == "self" ? path[1] : path.count == 1 ? path[0] : ""
                guard Self.propertyName(name) == property else { continue }
                let read = Set(tree.referencedNames(in: value))
                for parameter in parameters where read.contains(tree.parameterLocalName(parameter)) {
                    let label = tree.name(parameter)
                    if !labels.contains(label) { labels.append(label) }
                }
            }
        }
        return labels
    }

    /// Member declarations of a block, looking into `#if` clauses (every clause: a property
    /// read under any build is shown by some build).
    static func declarations(in block: SyntaxTree.NodeID, of tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        var result: [SyntaxTree.NodeID] = []
        for member in tree.children(block) {
            if tree.kind(member) == .ifConfig {
                for clause in tree.children(member) { result += tree.children(clause).filter { tree.kind($0) != .ifConfig } }
            } else {
                result.append(member)
            }
        }
        return result
    }

    /// The stored properties `member` reads, each with its first read, following the type's
    /// members it uses. `$name` and `_name` read `name`; a name a closure, a function or a local
    /// declares in between is not the property.
    func reads(of member: String) -> [String: SyntaxTree.NodeID] {
        var found: [String: SyntaxTree.NodeID] = [:]
        var visited: Set<String> = []
        var pending = [member]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted, let node = members[next] else { continue }
            tree.walk(from: node) { id, _ in
                let name: String
                switch tree.kind(id) {
                case .identifier:
                    name = tree.name(id)
                    guard name != "self", LocalName(name, at: id, in: tree) == nil else { return .visitChildren }
                case .memberAccess:
                    guard let base = tree.memberBase(id), tree.kind(base) == .identifier, tree.nameEquals(base, "self") else {
                        return .visitChildren
                    }
                    name = tree.name(id)
                default:
                    return .visitChildren
                }
                let property = Self.propertyName(name)
                if stored.contains(property) {
                    if found[property] == nil || tree.byteRange(id).lowerBound < tree.byteRange(found[property]!).lowerBound {
                        found[property] = id
                    }
                } else if members[name] != nil {
                    pending.append(name)
                }
                return tree.kind(id) == .memberAccess ? .skipChildren : .visitChildren
            }
        }
        return found
    }

    /// `title` for `$title` and `_title`.
    static func propertyName(_ name: String) -> String {
        if name.hasPrefix("$") || name.hasPrefix("_") { return String(name.dropFirst()) }
        return name
    }
}

/// What a custom `static func ==` compares: the stored properties it reads of either value, and
/// whether it reads each only in part (`lhs.posts?.count`, `lhs.item.id`). Nil when it uses the
/// values any other way (passes `lhs` on, reads a member the file does not declare): what it
/// compares then is not known.
struct EqualityReads {
    /// Every stored property `==` reads, through the type's computed properties and methods.
    var compared: Set<String> = []
    /// Stored properties `==` reads only through a member of theirs, each with its first such
    /// read (`lhs.posts?.count`).
    var partly: [String: SyntaxTree.NodeID] = [:]

    init?(_ function: SyntaxTree.NodeID, reads: ViewMemberReads) {
        let tree = reads.tree
        guard let block = tree.child(function, kind: .codeBlock),
              let clause = tree.child(function, kind: .parameterClause) else { return nil }
        let sides = tree.children(clause, kind: .parameter).map { tree.parameterLocalName($0) }
        guard sides.count == 2 else { return nil }
        var whole: Set<String> = []
        var readable = true
        tree.walk(from: block) { id, _ in
            guard readable else { return .stop }
            guard tree.kind(id) == .identifier, sides.contains(tree.name(id)) else { return .visitChildren }
            // Each side is read only as `lhs.member`.
            guard let access = tree.parent(id), tree.kind(access) == .memberAccess, tree.memberBase(access) == id else {
                readable = false
                return .stop
            }
            let name = ViewMemberReads.propertyName(tree.name(access))
            if reads.stored.contains(name) {
                compared.insert(name)
                if Self.readsInPart(access, in: tree) {
                    if partly[name] == nil { partly[name] = access }
                } else {
                    whole.insert(name)
                }
            } else if reads.members[tree.name(access)] != nil {
                // A computed property or method of the type: what it reads is compared.
                for property in reads.reads(of: tree.name(access)).keys {
                    compared.insert(property)
                    whole.insert(property)
                }
            } else {
                readable = false
                return .stop
            }
            return .visitChildren
        }
        guard readable else { return nil }
        for name in whole { partly[name] = nil }
    }

    /// `lhs.posts?.count`, `lhs.item.id`, `lhs.items.map(…)`: a member of the property, not the
    /// property itself (`lhs.posts!` and `lhs.posts` are the whole).
    static func readsInPart(_ access: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var node = access
        while let parent = tree.parent(node), tree.kind(parent) == .postfixOperatorExpr { node = parent }
        guard let parent = tree.parent(node) else { return false }
        switch tree.kind(parent) {
        case .memberAccess: return tree.memberBase(parent) == node
        case .subscriptCall: return tree.firstChild(parent) == node
        default: return false
        }
    }
}
