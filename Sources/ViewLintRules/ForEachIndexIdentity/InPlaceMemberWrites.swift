import ViewLint

/// The project's in-place writes of a collection kept under a name (`CollectionEdits.Kind.inPlace`,
/// which the index records without saying what was written), read again in the files that make
/// them: each one changing a member of an element (`xs[i].state = …`, `$model.xs[i].first`
/// handed to a `TextField`), not its `id`, leaves every element where it was and the element it
/// was. Rows keyed by position then keep showing the elements they were made for (fact 59; review s18 §3:
/// DDGMac DataBrokerRunCustomJSONView:34/51). A whole element put at a place (`xs[i] = v`), a
/// binding to a whole element (`$xs[i]`) or a method called on one (`xs[i].reset()`) may make
/// it another: then nothing is claimed.
enum InPlaceMemberWrites {
    /// The first such write's text when every subscripted write of `name` in `paths` changes
    /// only members of the element; nil when one may replace it, or none is found.
    static func onlyMembers(of name: String, in paths: [String], trees: SourceTrees) -> String? {
        var first: String?
        for path in paths {
            guard let tree = trees[path] else { return nil }
            for subscripted in tree.descendants(of: tree.root, kind: .subscriptCall) {
                guard let base = tree.firstChild(subscripted), let projected = Self.names(base, name, in: tree) else { continue }
                switch write(at: subscripted, projected: projected, of: name, in: tree) {
                case .read: continue
                case .replacing: return nil
                case .member(let statement): first = first ?? tree.excerpt(statement)
                }
            }
        }
        return first
    }

    enum Write { case read, member(SyntaxTree.NodeID), replacing }

    /// What the code does at `xs[i]` (`subscripted`): reads it, changes a member of the element
    /// (the statement doing it), or may put another element there.
    static func write(at subscripted: SyntaxTree.NodeID, projected: Bool, of name: String, in tree: SyntaxTree) -> Write {
        var element = subscripted
        var members: [String] = []
        while let up = tree.parent(element), tree.kind(up) == .memberAccess, tree.firstChild(up) == element {
            members.append(tree.name(up))
            element = up
        }
        let changesMember = !members.isEmpty && !members.contains("id")
        if projected {
            // `$model.xs[i].first`: a binding to a member of the element; `$xs[i]` to the whole.
            return changesMember ? .member(element) : .replacing
        }
        guard let parent = tree.parent(element) else { return .read }
        if InPlaceWrites.isAssigned(element, in: tree) {
            return InPlaceWrites.keepsElement(parent, of: name, in: tree) ? .member(parent) : .replacing
        }
        if tree.kind(parent) == .inoutExpr { return changesMember ? .member(parent) : .replacing }
        // A method called on the element itself may make it another one; on a member of it,
        // changes that member.
        if tree.kind(parent) == .call, tree.firstChild(parent) == element {
            return members.count >= 2 && !members.contains("id") ? .member(parent) : .replacing
        }
        return .read
    }

    /// Whether `base` names the collection: `xs`, `self.xs`, `model.xs`, or its projection
    /// (`$xs`, `$model.xs`); whether it is projected, or nil when it names something else.
    static func names(_ base: SyntaxTree.NodeID, _ name: String, in tree: SyntaxTree) -> Bool? {
        switch tree.kind(base) {
        case .identifier:
            if tree.name(base) == name { return false }
            if tree.name(base) == "$" + name { return true }
            return nil
        case .memberAccess:
            guard tree.name(base) == name else { return nil }
            var root = base
            while let inner = tree.kind(root) == .memberAccess ? tree.memberBase(root) : nil { root = inner }
            return tree.kind(root) == .identifier && tree.name(root).hasPrefix("$")
        default:
            return nil
        }
    }
}
