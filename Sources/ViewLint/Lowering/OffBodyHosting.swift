// How the evidence names a helper hosted on its own because the run of `body` does not build
// the way to it: the branches of `body`'s code that show it.

extension Lowering {
    /// "`Row.badge` on its own: `body` shows it only where `#available(iOS 26, *)` does not
    /// hold, through code the run of `body` does not build": a helper `body` calls but whose way
    /// there the run does not build (a branch it does not take, a wrapper it does not follow),
    /// hosted on its own, said with the branches that show it rather than as a helper no `body`
    /// calls.
    func offBodyHosting(_ typeName: String, member: HostedMember, tree: SyntaxTree) -> String {
        let shown = "`\(typeName).\(member.displayName)` on its own"
        let members = declarations.members(of: typeName, in: tree)
        guard let calls = bodyCallPath(ofType: typeName, to: member.name, members: members, tree: tree) else {
            return shown
        }
        var branches: [String] = []
        for call in calls {
            // Outermost first within each step, as the code reads from `body` down.
            var step: [String] = []
            defer { branches += step.reversed() }
            // The step's other uses of the same member (`propertyView` in both arms of an `if`):
            // a branch restricts where the member is shown only if every use sits in it.
            let uses = Self.usesOfSameMember(as: call, in: tree)
            var node = call
            while let parent = tree.parent(node), ![.variableDecl, .funcDecl, .patternBinding].contains(tree.kind(parent)) {
                let branch = tree.byteRange(node)
                let everyUseInBranch = uses.allSatisfy { branch.contains($0.lowerBound) }
                if tree.kind(parent) == .ifStmt, let conditions = tree.child(parent, kind: .conditionList), node != conditions,
                   everyUseInBranch {
                    let holds = tree.children(parent, kind: .codeBlock).first == node
                    let condition = tree.textOnOneLine(conditions)
                    step.append("`\(condition)` \(holds ? "holds" : "does not hold")")
                }
                node = parent
            }
        }
        let more = branches.count > 2 ? " and \(branches.count - 2) more condition\(branches.count == 3 ? "" : "s")" : ""
        let where_ = branches.isEmpty ? "" : " only where " + branches.prefix(2).joined(separator: " and ") + more + ","
        return "\(shown): `body` shows it\(where_) through code the run of `body` does not build"
    }

    /// Where the declaration holding `call` (one step of a call path) names the same member
    /// again: its identifiers and `self.` accesses of that name, as byte ranges.
    static func usesOfSameMember(as call: SyntaxTree.NodeID, in tree: SyntaxTree) -> [Range<Int>] {
        let name = tree.kind(call) == .call ? tree.calleeName(call) : tree.name(call)
        guard let declaration = tree.ancestor(of: call, in: [.funcDecl, .patternBinding]) else { return [] }
        var uses: [Range<Int>] = []
        tree.walk(from: declaration) { id, _ in
            switch tree.kind(id) {
            case .identifier where tree.name(id) == name:
                uses.append(tree.byteRange(id))
            case .memberAccess where tree.name(id) == name:
                if let base = tree.memberBase(id), tree.kind(base) == .identifier, tree.nameEquals(base, "self") { uses.append(tree.byteRange(id)) }
            default:
                break
            }
            return .visitChildren
        }
        return uses
    }
}
