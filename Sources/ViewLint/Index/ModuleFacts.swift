/// `ProjectFacts` as code in each module sees them, so that what one module (or one of several
/// apps linted together) declares cannot change findings in a module that does not import it:
/// two apps' `extension View { func if(…) }` helpers, or two `Item` models, stay apart.
///
/// A file sees the declarations of its own modules first (they hide imported types of the same
/// name, as in Swift), then those of the modules it imports; the extension helpers of every
/// module its module loads; and the usage facts (rows, screens, writes) of the modules related
/// to its own either way (code that imports its module builds its views). Files are grouped by the modules they are compiled into; each group's
/// facts are merged once, and each point of view is merged from the groups when asked (the last few kept).
final class ModuleFacts: @unchecked Sendable {
    private struct Group {
        var own: ModuleSet
        /// What any file of the group sees.
        var visible: ModuleSet
        var facts: ProjectFacts
    }

    /// In the order of their first files (path order), so the facts that win where two groups
    /// have one are the same whichever other apps or modules are in the run.
    private let groups: [Group]
    /// Files no scope covers: seen by every file.
    private let everywhere: ProjectFacts
    private let hasEverywhere: Bool
    private let scopes: [String: ModuleScopes.FileScope]
    private let lock = Lock()
    /// The groups each point of view takes facts from: most files' imports differ only in
    /// system modules, which select the same groups.
    private var sourcesOf: [ModuleScopes.FileScope: Sources] = [:]
    /// The merged facts of the last few sets of groups used, most recent last. Files are checked
    /// module by module, so a few cover a run; keeping every one grew a lint's memory by a
    /// project-sized copy per point of view (1.5 bytes per source byte on six apps).
    private var recent: [(sources: Sources, facts: ProjectFacts)] = []
    private static let recentLimit = 8
    private var whole: ProjectFacts?
    /// The groups' facts, then `everywhere`'s, with the names they mention: what a point of
    /// view's questions are answered from (`lookup(seenFrom:)`) without merging.
    private let groupFacts: [ProjectFacts]
    private let names: FactsNames
    /// The member names the project's code writes, worked out once for every point of view.
    private let writtenMembers = WrittenMembers()
    /// How each point of view takes each group's facts.
    private var rolesOf: [Sources: [FactsLookup.Role?]] = [:]
    /// `ownAndLoaded` by the modules asked about.
    private var loadedOf: [ModuleSet: (own: [Int], loaded: ModuleSet)] = [:]

    /// The groups one point of view takes facts from, each list in group order.
    private struct Sources: Hashable {
        /// Everything: the file's own modules.
        var own: [Int] = []
        /// Declarations (and extension members): modules the file imports.
        var imported: [Int] = []
        /// Extension members only: modules its module loads through other files' imports.
        var loaded: [Int] = []
        /// Usage only: modules that import its module.
        var users: [Int] = []
    }

    /// Nil when every file is in the same module: the project-wide facts are then every file's.
    convenience init?(files: [(path: String, facts: ProjectFacts)], scopes: ModuleScopes) {
        var files = files
        self.init(consuming: &files, scopes: scopes)
    }

    /// As `init(files:scopes:)`, letting each file's facts in `files` go as they are merged
    /// (when the caller holds no other copy, its memory goes with them); `files` is left as it
    /// was when the files are all in one module.
    init?(consuming files: inout [(path: String, facts: ProjectFacts)], scopes: ModuleScopes) {
        var groups: [Group] = []
        var groupOf: [ModuleSet: Int] = [:]
        // Each file's group (nil: no scope covers it), found before any facts are merged.
        var membership: [Int?] = []
        membership.reserveCapacity(files.count)
        for file in files {
            guard let scope = scopes.byPath[file.path] else {
                membership.append(nil)
                continue
            }
            if let index = groupOf[scope.own] {
                groups[index].visible.formUnion(scope.visible)
                membership.append(index)
            } else {
                groupOf[scope.own] = groups.count
                membership.append(groups.count)
                groups.append(Group(own: scope.own, visible: scope.visible, facts: ProjectFacts()))
            }
        }
        guard groups.count > 1 else { return nil }
        var everywhere = ProjectFacts()
        var hasEverywhere = false
        var started = [Bool](repeating: false, count: groups.count)
        for k in files.indices {
            let facts = files[k].facts
            files[k].facts = ProjectFacts()
            guard let index = membership[k] else {
                everywhere.merge(facts)
                hasEverywhere = true
                continue
            }
            if started[index] {
                groups[index].facts.merge(facts)
            } else {
                // A group's facts start as its first file's.
                groups[index].facts = facts
                started[index] = true
            }
        }
        // Kept as tables, they answer questions without being made again.
        for k in groups.indices { groups[k].facts.usage.makeTables() }
        self.groups = groups
        self.everywhere = everywhere
        self.hasEverywhere = hasEverywhere
        self.scopes = scopes.byPath
        groupFacts = groups.map(\.facts) + [everywhere]
        names = FactsNames(groupFacts)
    }

    /// `previous` over the same files and scopes, with the facts of the `changed` files (paths)
    /// taken in again: only the groups holding one are merged again, and the facts merged for
    /// a point of view are kept where no such group feeds them (an edit in one module leaves
    /// the others' as they were). Nil when the files no longer group as they did.
    init?(updating previous: ModuleFacts, files: [(path: String, facts: ProjectFacts)], changed: Set<String>, scopes: ModuleScopes) {
        var groupOf: [ModuleSet: Int] = [:]
        var members: [[Int]] = [], visible: [ModuleSet] = [], owns: [ModuleSet] = []
        var outside: [Int] = []
        for (k, file) in files.enumerated() {
            guard let scope = scopes.byPath[file.path] else {
                outside.append(k)
                continue
            }
            if let index = groupOf[scope.own] {
                members[index].append(k)
                visible[index].formUnion(scope.visible)
            } else {
                groupOf[scope.own] = members.count
                members.append([k])
                visible.append(scope.visible)
                owns.append(scope.own)
            }
        }
        guard owns.count == previous.groups.count, owns.indices.allSatisfy({ owns[$0] == previous.groups[$0].own }),
              visible.indices.allSatisfy({ visible[$0] == previous.groups[$0].visible }),
              outside.isEmpty != previous.hasEverywhere else { return nil }
        var dirty: Set<Int> = []
        var groups = previous.groups
        for k in members.indices where members[k].contains(where: { changed.contains(files[$0].path) }) {
            dirty.insert(k)
            groups[k].facts = files[members[k][0]].facts
            for f in members[k].dropFirst() { groups[k].facts.merge(files[f].facts) }
            groups[k].facts.usage.makeTables()
        }
        var everywhere = previous.everywhere
        let everywhereChanged = outside.contains { changed.contains(files[$0].path) }
        if everywhereChanged {
            everywhere = ProjectFacts()
            for f in outside { everywhere.merge(files[f].facts) }
        }
        self.groups = groups
        self.everywhere = everywhere
        hasEverywhere = previous.hasEverywhere
        self.scopes = scopes.byPath
        groupFacts = groups.map(\.facts) + [everywhere]
        names = FactsNames(updating: previous.names, old: previous.groupFacts, facts: groupFacts,
                           changed: everywhereChanged ? dirty.union([groups.count]) : dirty)
        guard !everywhereChanged else { return }
        // Every cached point of view takes facts from the groups `sources` lists.
        func clean(_ sources: Sources) -> Bool {
            !(sources.own + sources.imported + sources.loaded + sources.users).contains(where: dirty.contains)
        }
        // The groups keep their modules, so each point of view keeps its sources.
        let (sourcesOf, recent) = previous.lock.withLock { (previous.sourcesOf, previous.recent) }
        self.sourcesOf = sourcesOf
        self.recent = recent.filter { clean($0.sources) }
        rolesOf = previous.lock.withLock { previous.rolesOf }
    }

    /// The facts as code in the file at `path` sees them, answered through the groups
    /// (`FactsLookup`): the same answers as `facts(seenFrom:)`, without its merged copy.
    func lookup(seenFrom path: String) -> FactsLookup {
        guard let scope = scopes[path] else { return lookup(roles: allRoles) }
        let sources = sources(of: scope)
        if let roles = lock.withLock({ rolesOf[sources] }) { return lookup(roles: roles) }
        let roles = self.roles(sources)
        lock.withLock { rolesOf[sources] = roles }
        return lookup(roles: roles)
    }

    private func lookup(roles: [FactsLookup.Role?]) -> FactsLookup {
        FactsLookup(groups: groupFacts, names: names, writtenMembers: writtenMembers, roles: roles)
    }

    /// Every module's facts together, as `all` merges them.
    func lookupAll() -> FactsLookup {
        lookup(roles: allRoles)
    }

    /// `all`: every group in order, then the files no scope covers.
    private var allRoles: [FactsLookup.Role?] {
        Array(repeating: FactsLookup.Role.own, count: groups.count) + [FactsLookup.Role.everywhere]
    }

    /// The roles `merge(sources)` gives each group.
    private func roles(_ sources: Sources) -> [FactsLookup.Role?] {
        guard !sources.own.isEmpty else { return allRoles }
        var roles = [FactsLookup.Role?](repeating: nil, count: groups.count + 1)
        for k in sources.own { roles[k] = .own }
        for k in sources.imported { roles[k] = .imported }
        for k in sources.loaded { roles[k] = FactsLookup.Role(rank: 2, extensionMembers: true) }
        for k in sources.users {
            if roles[k] != nil { roles[k]!.usage = true } else { roles[k] = FactsLookup.Role(rank: 3, usage: true) }
        }
        if hasEverywhere { roles[groups.count] = .everywhere }
        return roles
    }

    private func sources(of scope: ModuleScopes.FileScope) -> Sources {
        if let known = lock.withLock({ sourcesOf[scope] }) { return known }
        let found = sources(seenFrom: scope)
        lock.withLock { sourcesOf[scope] = found }
        return found
    }

    /// The facts as code in the file at `path` sees them; a file no scope covers sees them all.
    func facts(seenFrom path: String) -> ProjectFacts {
        guard let scope = scopes[path] else { return all }
        let sources = sources(of: scope)
        if let known = lock.withLock({ recent.last(where: { $0.sources == sources })?.facts }) { return known }
        let facts = merge(sources)
        lock.withLock {
            recent.removeAll { $0.sources == sources }
            recent.append((sources, facts))
            if recent.count > Self.recentLimit { recent.removeFirst(recent.count - Self.recentLimit) }
        }
        return facts
    }

    /// Every module's facts together (for questions asked from no file in particular).
    var all: ProjectFacts {
        if let whole = lock.withLock({ whole }) { return whole }
        var facts = ProjectFacts()
        for k in groups.indices { facts.merge(groups[k].facts) }
        facts.merge(everywhere)
        lock.withLock { whole = facts }
        return facts
    }

    private func sources(seenFrom scope: ModuleScopes.FileScope) -> Sources {
        var sources = Sources()
        let loaded: ModuleSet
        (sources.own, loaded) = ownAndLoaded(scope.own)
        for k in groups.indices where !groups[k].own.intersects(scope.own) {
            if groups[k].own.intersects(scope.visible) {
                sources.imported.append(k)
            } else if groups[k].own.intersects(loaded) {
                sources.loaded.append(k)
            }
            if !groups[k].own.intersects(scope.visible) && groups[k].visible.intersects(scope.own) { sources.users.append(k) }
        }
        return sources
    }

    /// The groups of the modules `own` and every module those load (what their files import,
    /// and what those modules import in turn). It depends on the modules alone, not on a file's
    /// imports, so files of a module whose imports differ share it.
    private func ownAndLoaded(_ own: ModuleSet) -> (own: [Int], loaded: ModuleSet) {
        if let known = lock.withLock({ loadedOf[own] }) { return known }
        // By index throughout: copying a group retains every dictionary of its facts.
        var owned: [Int] = []
        var loaded = ModuleSet()
        for k in groups.indices where groups[k].own.intersects(own) {
            owned.append(k)
            loaded.formUnion(groups[k].visible)
        }
        var changed = true
        while changed {
            changed = false
            for k in groups.indices where groups[k].own.intersects(loaded) && !loaded.contains(all: groups[k].visible) {
                loaded.formUnion(groups[k].visible)
                changed = true
            }
        }
        lock.withLock { loadedOf[own] = (owned, loaded) }
        return (owned, loaded)
    }

    /// Own modules' facts first: they hide imported types of the same names. Extension members
    /// are found by member lookup in every module the file's module loads (`.if { … }` compiles
    /// in a file that does not import the helper's module when another file of its module does,
    /// until Swift's `MemberImportVisibility` is on); types need the file's own imports.
    private func merge(_ sources: Sources) -> ProjectFacts {
        guard let first = sources.own.first else { return all }
        var facts = groups[first].facts
        for k in sources.own.dropFirst() { facts.merge(groups[k].facts) }
        let shadowed = sources.imported.isEmpty ? [] : facts.declaredTypeNames
        for k in sources.imported {
            facts.mergeDeclarations(groups[k].facts, shadowed: shadowed)
            facts.usage.merge(groups[k].facts.usage)
        }
        for k in sources.loaded { facts.mergeExtensionMembers(groups[k].facts) }
        for k in sources.users { facts.usage.merge(groups[k].facts.usage) }
        if hasEverywhere { facts.merge(everywhere) }
        return facts
    }
}
