// An `if #available` whose two arms both reach the site, each through members of its own
// (review s16 M1). `Focus.spine` holds one call path from `body` to the site, so only one arm
// looked as if it led there and the clause was held as one the site sits under: named, never
// run on the other OS. The other arm's way to the site joins the spine, so the clause takes
// the both-arms path and `AvailabilityArms` runs the other OS, dropping the name when the
// verdict holds there too.

extension BodyLowering {
    /// Joins to the spine the way from the arm of `parts` (an `if`'s condition list, then
    /// block, else part) that is not on it to the site, when that arm reaches the site through
    /// the type's members and the condition list holds an availability clause.
    mutating func joinOtherArmToSite(_ parts: [NodeID]) {
        guard parts.count >= 3, focused, exact == 0, tree.children(parts[0]).contains(where: isAvailabilityClause) else { return }
        let thenLeads = leadsToSite(parts[1]), elseLeads = leadsToSite(parts[2])
        guard thenLeads != elseLeads, let target = siteMemberName else { return }
        let other = thenLeads ? parts[2] : parts[1]
        var joined = Set<NodeID>()
        for (callee, node) in memberReferences(in: other) {
            guard let calls = callsLeading(from: callee, to: target) else { continue }
            joined.formUnion(HostedMember.ancestorsUpToMember(of: node, in: tree))
            for call in calls { joined.formUnion(HostedMember.ancestorsUpToMember(of: call, in: tree)) }
        }
        if !joined.isEmpty { focus!.spine.formUnion(joined) }
    }

    /// The member of this type (in this file) whose code holds the site's marks.
    private var siteMemberName: String? {
        guard let focus else { return nil }
        for mark in focus.marks.keys {
            if let member = HostedMember(enclosing: mark, in: tree), members[member.name] == member.node { return member.name }
        }
        return nil
    }

    /// The calls leading from member `start` to member `target` (none when they are the same),
    /// shortest first; nil when `start`'s code never reaches `target`.
    private func callsLeading(from start: String, to target: String) -> [NodeID]? {
        if start == target { return [] }
        var previous: [String: (from: String, node: NodeID)] = [:]
        var queue = [start]
        var seen: Set<String> = [start]
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard let declaration = members[name] else { continue }
            for (callee, node) in memberReferences(in: declaration) where seen.insert(callee).inserted {
                previous[callee] = (name, node)
                guard callee == target else { queue.append(callee); continue }
                var calls: [NodeID] = []
                var current = target
                while let step = previous[current] { calls.insert(step.node, at: 0); current = step.from }
                return calls
            }
        }
        return nil
    }

    /// The members of this type `node`'s code names (`name`, `self.name`, `name(…)`), each with
    /// its first use; `body` and `node` itself left out.
    private func memberReferences(in node: NodeID) -> [(String, NodeID)] {
        tree.memberReferences(in: node, to: members).filter { name, _ in name != "body" && members[name] != node }
    }
}
