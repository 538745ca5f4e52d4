/// Answers what a point of view sees of the project's facts by looking a name up in the module
/// groups it takes facts from, instead of merging those groups into a copy per point of view
/// (the merges were a tenth of a lint's CPU on six apps). Every answer is the one the merged
/// copy (`ModuleFacts.facts(seenFrom:)`) gives: the same groups, the same order, the same
/// "facts already there win" and shadowing rules as `ModuleFacts.merge`.
struct FactsLookup: Sendable {
    /// How one group's facts reach the point of view.
    struct Role: Sendable {
        /// Merge order: own groups, then imported, then loaded, then users; the facts of files no
        /// scope covers last (`ModuleFacts.merge`). Ties go to the lower group index.
        var rank: UInt8
        /// Type facts (properties, classes, protocols, declared types).
        var declarations = false
        /// Type facts of names the point of view's own modules declare are hidden (an imported
        /// module's `Item` behind the module's own `Item`).
        var shadowable = false
        /// `AnyView` erasers and `View` helpers.
        var extensionMembers = false
        /// Rows, screens, re-syncs, identities, writes.
        var usage = false

        static let own = Role(rank: 0, declarations: true, extensionMembers: true, usage: true)
        static let imported = Role(rank: 1, declarations: true, shadowable: true, extensionMembers: true, usage: true)
        static let everywhere = Role(rank: 4, declarations: true, extensionMembers: true, usage: true)
    }

    /// Facts by group; the last is the facts of files no scope covers.
    let groups: [ProjectFacts]
    /// Name → the groups whose facts mention it, ascending.
    let names: FactsNames
    /// Role by group index; nil where the point of view takes nothing from the group.
    let roles: [Role?]
    /// What `ProjectModel.writesMember` answers from, shared by every point of view on `groups`.
    let writtenMembers: WrittenMembers

    init(groups: [ProjectFacts], names: FactsNames, writtenMembers: WrittenMembers, roles: [Role?]) {
        self.groups = groups
        self.names = names
        self.writtenMembers = writtenMembers
        self.roles = roles
    }

    /// One module's facts: everything is its own.
    init(_ facts: ProjectFacts) {
        self.init(groups: [facts], names: FactsNames([facts]), writtenMembers: WrittenMembers(), roles: [.own])
    }

    /// The groups that mention `name` and reach this point of view, in merge order.
    private func candidates(_ name: String) -> [(group: Int, role: Role)] {
        guard let groups = names.groups[name] else { return [] }
        var found: [(group: Int, role: Role)] = []
        found.reserveCapacity(groups.count)
        for group in groups {
            if let role = roles[Int(group)] { found.append((Int(group), role)) }
        }
        if found.count > 1 { found.sort { ($0.role.rank, $0.group) < ($1.role.rank, $1.group) } }
        return found
    }

    /// Whether the point of view's own modules declare a type or protocol called `name`
    /// (`ProjectFacts.declaredTypeNames` of the own groups).
    private func ownDeclares(_ name: String, among candidates: [(group: Int, role: Role)]) -> Bool {
        candidates.contains { candidate in
            guard candidate.role.rank == Role.own.rank else { return false }
            let facts = groups[candidate.group]
            return facts.protocolParents[name] != nil || facts.declaredTypes[name]?.kind != nil
        }
    }

    /// The groups whose type facts about `name` this point of view sees, in merge order.
    private func declaring(_ name: String) -> [Int] {
        let found = candidates(name)
        var shadowed: Bool?
        var result: [Int] = []
        for candidate in found where candidate.role.declarations {
            if candidate.role.shadowable {
                if shadowed == nil { shadowed = ownDeclares(name, among: found) }
                if shadowed == true { continue }
            }
            result.append(candidate.group)
        }
        return result
    }

    func protocolParents(of name: String) -> [String]? {
        for group in declaring(name) { if let parents = groups[group].protocolParents[name] { return parents } }
        return nil
    }

    func protocolRequirements(of name: String) -> ProtocolRequirements? {
        for group in declaring(name) { if let requirements = groups[group].protocolRequirements[name] { return requirements } }
        return nil
    }

    func classFacts(named name: String) -> ClassFacts? {
        for group in declaring(name) { if let facts = groups[group].classes[name] { return facts } }
        return nil
    }

    func declaredType(named name: String) -> DeclaredType? {
        var merged: DeclaredType?
        for group in declaring(name) {
            guard let type = groups[group].declaredTypes[name] else { continue }
            if merged == nil { merged = type } else { merged!.merge(type) }
        }
        return merged
    }

    func freshInitializer(ofProperty property: String, inType typeName: String) -> String? {
        for group in declaring(typeName) { if let fresh = groups[group].freshProperties[typeName]?[property] { return fresh } }
        return nil
    }

    func hasFreshProperties(typeNamed name: String) -> Bool {
        declaring(name).contains { !(groups[$0].freshProperties[name]?.isEmpty ?? true) }
    }

    func isIdentityIdentifiedClass(_ name: String) -> Bool {
        declaring(name).contains { groups[$0].identityIdentifiedClasses.contains(name) }
    }

    func isConstantProperty(_ property: String, inType typeName: String) -> Bool {
        declaring(typeName).contains { groups[$0].constantProperties[typeName]?.contains(property) ?? false }
    }

    func isAnyViewEraser(named name: String) -> Bool {
        candidates(name).contains { $0.role.extensionMembers && groups[$0.group].anyViewErasers.contains(name) }
    }

    func conditionalHelper(named name: String) -> ConditionalHelper? {
        for candidate in candidates(name) where candidate.role.extensionMembers {
            if let helper = groups[candidate.group].conditionalHelpers[name] { return helper }
        }
        return nil
    }

    /// The types every static member called `name` this point of view sees is declared to give.
    func staticMemberTypes(named name: String) -> Set<String> {
        var types: Set<String> = []
        for candidate in candidates(name) where candidate.role.declarations {
            if let found = groups[candidate.group].staticMemberTypes[name] { types.formUnion(found) }
        }
        return types
    }

    /// The union over the groups whose usage facts this point of view sees.
    private func usage(_ name: String, _ read: (ViewUsage) -> Set<String>?) -> Set<String> {
        var union: Set<String> = []
        for candidate in candidates(name) where candidate.role.usage {
            if let names = read(groups[candidate.group].usage) { union.formUnion(names) }
        }
        return union
    }

    func resyncedNames(inType typeName: String) -> Set<String> { usage(typeName) { $0.resynced[typeName] } }
    func identityNames(inType typeName: String) -> Set<String> { usage(typeName) { $0.identities[typeName] } }

    func writes(property name: String, inType typeName: String) -> Bool {
        candidates(typeName).contains { $0.role.usage && (groups[$0.group].usage.written[typeName]?.contains(name) ?? false) }
    }

    func isDestination(typeNamed name: String) -> Bool {
        candidates(name).contains { $0.role.usage && groups[$0.group].usage.destinations.contains(name) }
    }

    func isRowContent(typeNamed name: String) -> Bool {
        candidates(name).contains { $0.role.usage && groups[$0.group].usage.rowContent.contains(name) }
    }
}

/// Every name the facts of each group mention (as a key or a member of a set), with the groups
/// that mention it: what `FactsLookup` starts each question from.
struct FactsNames: Sendable {
    private(set) var groups: [String: [Int32]] = [:]

    init(_ facts: [ProjectFacts]) {
        for (index, group) in facts.enumerated() { add(group, as: Int32(index)) }
    }

    /// `previous` with the facts of the groups in `changed` (now `facts[k]`, before `old[k]`)
    /// taken out and in again.
    init(updating previous: FactsNames, old: [ProjectFacts], facts: [ProjectFacts], changed: Set<Int>) {
        groups = previous.groups
        for k in changed.sorted() {
            for name in Self.names(in: old[k]) {
                groups[name]?.removeAll { $0 == Int32(k) }
                if groups[name]?.isEmpty == true { groups[name] = nil }
            }
        }
        for k in changed.sorted() { add(facts[k], as: Int32(k)) }
    }

    /// One hash per name met (a name a group mentions under several facts is met again and
    /// found already listed): no set of the group's names is built first.
    private mutating func add(_ facts: ProjectFacts, as index: Int32) {
        Self.forEachName(in: facts) { name in Self.insert(index, into: &groups[name, default: []]) }
    }

    /// Puts `index` into the ascending `list` unless it is there: at the end when groups are
    /// added in order, in place when one is added again after an update.
    private static func insert(_ index: Int32, into list: inout [Int32]) {
        guard let last = list.last, last >= index else {
            list.append(index)
            return
        }
        guard last != index else { return }
        let at = list.firstIndex { $0 >= index } ?? list.endIndex
        if list[at] != index { list.insert(index, at: at) }
    }

    private static func names(in facts: ProjectFacts) -> Set<String> {
        var names = Set<String>()
        forEachName(in: facts) { names.insert($0) }
        return names
    }

    /// Every name the facts mention, as a key or a member of a set (a name may come more than once).
    private static func forEachName(in facts: ProjectFacts, _ body: (String) -> Void) {
        for name in facts.freshProperties.keys { body(name) }
        for name in facts.constantProperties.keys { body(name) }
        for name in facts.identityIdentifiedClasses { body(name) }
        for name in facts.anyViewErasers { body(name) }
        for name in facts.protocolParents.keys { body(name) }
        for name in facts.protocolRequirements.keys { body(name) }
        for name in facts.classes.keys { body(name) }
        for name in facts.declaredTypes.keys { body(name) }
        for name in facts.conditionalHelpers.keys { body(name) }
        for name in facts.staticMemberTypes.keys { body(name) }
        for name in facts.usage.resynced.keys { body(name) }
        for name in facts.usage.identities.keys { body(name) }
        for name in facts.usage.written.keys { body(name) }
        for name in facts.usage.rowContent { body(name) }
        for name in facts.usage.destinations { body(name) }
    }
}
