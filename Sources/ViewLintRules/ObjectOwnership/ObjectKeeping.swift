import ViewLint

/// What an object keeps that a new one made in its place does not have: the stored `var`s the
/// project's code changes after the object is made (a form's edits, a selection, counts a method
/// sets). A `var` set only in `init`, a `let` and a computed property come back with the new
/// object. A `var` changed only through what `init` sets up (`assign(to: &$x)` in `init`) is
/// set up again by the new one, which may or may not bring its value straight back.
enum ObjectKeeping: Equatable {
    /// These `var`s change after it is made: a new object starts them again. `fromInit`: the
    /// class declares an `init` in another file, unread here, which may set up what gives a new
    /// object these values back (an assumption the summary names).
    case keeps([String], fromInit: Bool = false)
    /// Every `var` that changes does so only through what `init` sets up (these).
    case setUpByInit([String])
    /// No stored `var` of its own changes after `init`, but subscriptions (`AnyCancellable`s);
    /// `read`: the class's own code was read (it is declared in this file), so no closure `init`
    /// sets up changes one either. Otherwise only the index's answer, which does not see those.
    case nothing(read: Bool)
    /// What it keeps is not in the project's declarations (why).
    case unknown(String)

    /// Superclasses that add no stored state a subclass keeps.
    static let stateless: Set<String> = ["NSObject", "Codable", "Decodable", "Encodable"]

    init(model: String, in file: LintFile, index: ProjectModel, declarations: TypeDeclarationIndex) {
        guard let facts = index.declaredType(named: model), facts.kind == .class, facts.declarationCount == 1 else {
            self = .unknown("`\(model)` is not a class declared once in the project")
            return
        }
        // Only the first name of the clause can be a superclass.
        if let parent = facts.inherited.first, index.declaredType(named: parent)?.kind == .class
            || !index.declaresProtocol(named: parent) && !ObjectOwnershipRule.addsNoStoredState.contains(parent) && !Self.stateless.contains(parent) {
            self = .unknown("`\(model)` inherits from `\(parent)`, whose state the engine does not read")
            return
        }
        let stored = index.publishedProperties(ofClass: model) + Self.storedNames(of: model, index: index)
        var seen = Set<String>()
        // Subscriptions (`AnyCancellable`s) are set up again by a new object, not state it shows.
        let candidates = stored.filter { name in
            guard seen.insert(name).inserted, !facts.letProperties.contains(name) else { return false }
            guard let property = index.storedProperty(name, ofClass: model) else { return true }
            return !((property.typeText ?? "") + (property.initializerText ?? "")).contains("AnyCancellable")
        }
        // What the index says may change after the object is made (not counting what closures
        // set up in `init` write later).
        let changing = candidates.filter { index.changesOutsideInit($0, ofType: model) }
        // Declared in this file: its own writes are read, so a `var` set by what `init` sets up
        // (a timer, a subscription, `assign(to: &$x)`) is told apart. Elsewhere, the index's answer stands.
        guard let declaration = declarations.declarations(named: model, in: file.tree).declarations.first(where: {
            file.tree.kind($0) == .classDecl
        }) else {
            self = changing.isEmpty ? .nothing(read: false) : .keeps(changing, fromInit: facts.declaresInit)
            return
        }
        var kept: [String] = [], byInit: [String] = []
        for name in candidates {
            switch Self.ownWrites(name, in: declaration, tree: file.tree) {
            case .outsideInit: kept.append(name)
            case .laterFromInit: byInit.append(name)
            // Set only in `init` by its own code, and written elsewhere (a view's `$model.x`).
            case .inInit where changing.contains(name), .none where changing.contains(name): kept.append(name)
            case .inInit, .none: break
            }
        }
        self = !kept.isEmpty ? .keeps(kept) : !byInit.isEmpty ? .setUpByInit(byInit) : .nothing(read: true)
    }

    /// The stored `var`s only code changes (no property wrapper but `@Published`).
    private static func storedNames(of model: String, index: ProjectModel) -> [String] {
        index.declaredType(named: model)?.plainVars.sorted() ?? []
    }

    /// Where the class's own code writes one of its `var`s.
    enum OwnWrites { case none, inInit, laterFromInit, outsideInit }

    /// The class's own writes to `name` (`x = v`, `self.x = v`, `$x`, `&x`, `x.append(…)`):
    /// outside `init`; inside it only, but some in a closure or through `$x` (they happen later,
    /// from what `init` set up); inside it only, directly; or none.
    private static func ownWrites(_ name: String, in declaration: SyntaxTree.NodeID, tree: SyntaxTree) -> OwnWrites {
        var result = OwnWrites.none
        tree.walk(from: declaration) { id, _ in
            // `x`, `$x`, `_x`, or the same after `self.`.
            let target: SyntaxTree.NodeID
            switch tree.kind(id) {
            case .identifier:
                if let parent = tree.parent(id), tree.kind(parent) == .memberAccess, tree.memberBase(parent) != id { return .visitChildren }
                target = id
            case .memberAccess:
                guard let base = tree.memberBase(id), tree.nameEquals(base, "self") else { return .visitChildren }
                target = id
            default:
                return .visitChildren
            }
            let text = tree.name(target)
            let projected = text == "$" + name
            guard projected || text == name || text == "_" + name else { return .visitChildren }
            let parent = tree.parent(target)
            let assigned = parent.map { p in
                let parts = tree.children(p)
                return tree.kind(p) == .sequenceExpr && parts.count >= 3 && parts.first == target
                    && (tree.kind(parts[parts.startIndex + 1]) == .assignmentOperator || ViewUsage.isCompoundAssignment(parts[parts.startIndex + 1], in: tree))
            } ?? false
            let passedInout = parent.map { tree.kind($0) == .inoutExpr } ?? false
            let mutated = parent.map { p in tree.kind(p) == .memberAccess && tree.memberBase(p) == target
                && ViewUsage.mutatingMethods.contains(tree.name(p)) } ?? false
            guard projected || assigned || passedInout || mutated else { return .visitChildren }
            guard let initializer = tree.ancestor(of: target, in: [.initDecl]) else { result = .outsideInit; return .stop }
            let later = projected || tree.ancestor(of: target, in: [.closure]).map { tree.ancestor(of: $0, in: [.initDecl]) == initializer } == true
            if later { result = .laterFromInit } else if result == .none { result = .inInit }
            return .visitChildren
        }
        return result
    }

    /// `total`, `inCollection` as the summary quotes them.
    static func quoted(_ names: [String]) -> String {
        let shown = names.prefix(3).map { "`\($0)`" }
        let list = shown.count <= 1 ? shown.joined() : shown.dropLast().joined(separator: ", ") + " and " + shown.last!
        return names.count > 3 ? "\(shown.joined(separator: ", ")) and \(names.count - 3) more" : list
    }
}
