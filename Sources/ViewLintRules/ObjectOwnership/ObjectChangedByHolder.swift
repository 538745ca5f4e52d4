import ViewLint

// Whether the code holding a view's own object changes it (review ev20 #1). The index answers
// "does some code change `ads`?" per type (any `NetShieldModel`, or any member so named): a
// fact about the class, not about the one object this view makes. What is lost when the view
// makes a new one is a fact only where code that holds *this* object changes it: the view's
// own code (`vm.count += 1`, `$vm.count` handed to a control or to a view that writes it,
// `vm.reload()` running the class's code that writes it) or a project view it hands the object
// to that writes through it. Anything else is an assumption the summary names.

extension ObjectOwnershipRule {
    /// The `names` (stored `var`s of `model`) that the code of `view` in this file is shown to
    /// change on the object it keeps in `property`.
    static func changedByHolder(_ names: [String], property: String, model: String, view: String,
                                in file: LintFile, context: ConfirmationContext) -> Set<String> {
        let tree = file.tree
        let index = context.index
        let found = context.declarations.declarations(named: view, in: tree)
        var written = Set<String>(), runsClassCode = false, handedToWriter = false
        for root in found.declarations + found.extensionBlocks {
            tree.walk(from: root) { id, _ in
                guard tree.kind(id) == .memberAccess || tree.kind(id) == .identifier else { return .visitChildren }
                guard var path = tree.memberPath(id) else { return .visitChildren }
                if path.first == "self" { path.removeFirst() }
                guard let first = path.first, first == property || first == "$" + property else { return .visitChildren }
                // The whole chain (`vm.items.append`) is what is written, called or handed on.
                var top = id
                while let parent = tree.parent(top), tree.kind(parent) == .memberAccess, tree.memberBase(parent) == top { top = parent }
                let whole = tree.memberPath(top).map { $0.first == "self" ? Array($0.dropFirst()) : $0 } ?? path
                switch use(of: top, path: whole, projected: first != property, in: tree, index: index) {
                // A member that is none of the stored `var`s asked about may be a computed
                // property, whose setter runs the class's code.
                case .writes(let name): if names.contains(name) { written.insert(name) } else { runsClassCode = true }
                case .runsClassCode: runsClassCode = true
                case .handedToWriter: handedToWriter = true
                case .none: break
                }
                return .skipChildren
            }
        }
        // A project view given the object that writes through it holds this very object and
        // changes members of it the engine does not list: nothing is said to be assumed.
        if handedToWriter { return Set(names) }
        let own = classWrites(of: model, in: file, context: context)
        // What closures the object's `init` sets up write (a subscription's `sink`, a timer)
        // runs on this very object, whoever holds it.
        written.formUnion(own.fromInitClosures)
        if runsClassCode { written.formUnion(names.filter { own.outsideInit.contains($0) || index.writes(property: $0, inType: model) }) }
        return written.intersection(names)
    }

    /// The class's own writes of its members (`x = v`, `self.x = v`, `self?.x = v`, `x += v`,
    /// `x.append(…)`, `&x`, `$x`): in closures its `init` sets up (or `$x` handed on there), and
    /// anywhere outside `init`. Read from its declaration, in its own file.
    static func classWrites(of model: String, in file: LintFile, context: ConfirmationContext)
        -> (fromInitClosures: Set<String>, outsideInit: Set<String>) {
        var fromInit = Set<String>(), outside = Set<String>()
        let path = context.index.declaredType(named: model)?.declaringPath
        let tree = path.flatMap { context.trees[$0] } ?? file.tree
        let found = context.declarations.declarations(named: model, in: tree)
        for declaration in found.declarations where tree.kind(declaration) == .classDecl {
            tree.walk(from: declaration) { id, _ in
                let target: SyntaxTree.NodeID, name: String
                switch tree.kind(id) {
                case .identifier:
                    if let parent = tree.parent(id), tree.kind(parent) == .memberAccess, tree.memberBase(parent) != id { return .visitChildren }
                    target = id
                    name = tree.name(id).hasPrefix("$") || tree.name(id).hasPrefix("_") ? String(tree.name(id).dropFirst()) : tree.name(id)
                case .memberAccess:
                    guard let base = tree.memberBase(id), tree.text(base).filter({ $0 != "?" && $0 != "!" }) == "self" else { return .visitChildren }
                    target = id
                    name = tree.name(id)
                default:
                    return .visitChildren
                }
                // `$x` alone is the publisher, read (`$x.sink { … }`); passed `inout`
                // (`.assign(to: &$x)`) it is written.
                let projected = tree.name(target).hasPrefix("$")
                guard isWrite(target, in: tree) else { return .visitChildren }
                if let initializer = tree.ancestor(of: target, in: [.initDecl]) {
                    let inClosure = tree.ancestor(of: target, in: [.closure]).map { tree.ancestor(of: $0, in: [.initDecl]) == initializer } == true
                    if projected || inClosure { fromInit.insert(name) }
                } else {
                    outside.insert(name)
                }
                return .visitChildren
            }
        }
        return (fromInit, outside)
    }

    /// Whether `target` is assigned, compound-assigned, passed `inout` or mutated by a method.
    private static func isWrite(_ target: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let parent = tree.parent(target) else { return false }
        switch tree.kind(parent) {
        case .inoutExpr:
            return true
        case .sequenceExpr:
            let parts = Array(tree.children(parent))
            return parts.count >= 3 && parts[0] == target
                && (tree.kind(parts[1]) == .assignmentOperator || ViewUsage.isCompoundAssignment(parts[1], in: tree))
        case .memberAccess:
            return tree.memberBase(parent) == target && ViewUsage.mutatingMethods.contains(tree.name(parent))
        default:
            return false
        }
    }

    private enum HolderUse { case writes(String), runsClassCode, handedToWriter, none }

    /// What one chain through the view's object does with it.
    private static func use(of top: SyntaxTree.NodeID, path: [String], projected: Bool, in tree: SyntaxTree,
                            index: ProjectModel) -> HolderUse {
        let parent = tree.parent(top)
        let member = path.count > 1 ? path[1] : nil
        // Handed on as an argument: a binding (`$vm.count`) or the object itself (`vm`).
        if let (call, label) = tree.receivingCall(of: top) {
            let callee = tree.calleeName(call)
            let projectView = !tree.isMethodCall(call) && index.viewType(named: callee) != nil
            if projected, let member {
                // A binding handed to a project view is written only where that view's code writes
                // the field it keeps it in; any other API that takes a binding (a control) may.
                return !projectView || index.writes(property: label, inType: callee) ? .writes(member) : .none
            }
            if member == nil, projectView, index.writes(property: label, inType: callee) { return .handedToWriter }
            return .none
        }
        guard let member else { return .none }
        if projected { return .writes(member) }
        if let parent, tree.kind(parent) == .inoutExpr { return .writes(member) }
        if let parent, tree.kind(parent) == .sequenceExpr, let (target, _) = tree.assignment(parent), target == top {
            return .writes(member)
        }
        if let parent, tree.kind(parent) == .sequenceExpr {
            let parts = Array(tree.children(parent))
            if parts.count >= 3, parts[0] == top, ViewUsage.isCompoundAssignment(parts[1], in: tree) { return .writes(member) }
        }
        // Called: a method of the object runs its class's code; a mutating method of a member
        // (`vm.items.append(x)`) writes that member.
        if let parent, tree.kind(parent) == .call, tree.firstChild(parent) == top {
            if path.count == 2 { return .runsClassCode }
            if let last = path.last, ViewUsage.mutatingMethods.contains(last) { return .writes(member) }
        }
        return .none
    }
}
