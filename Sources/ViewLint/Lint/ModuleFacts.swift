/// `ProjectFacts` as code in each module sees them, so that what one module (or one of several
/// apps linted together) declares cannot change findings in a module that does not import it:
/// two apps' `extension View { func if(…) }` helpers, or two `Item` models, stay apart.
///
/// A file sees the declarations of its own modules first (they hide imported types of the same
/// name, as in Swift), then those of the modules it imports; the extension helpers of every
/// module its module loads; and the usage facts (rows, screens, writes) of the modules related
/// to its own either way (code that imports its module builds its views). Files are grouped by the modules they are compiled into; each group's
/// facts are merged once, and each distinct point of view is merged from the groups on first use.
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
    private let scopes: [String: ModuleScopes.FileScope]
    private let lock = Lock()
    private var seen: [ModuleScopes.FileScope: ProjectFacts] = [:]
    private var merged: ProjectFacts?

    /// Nil when every file is in the same module: the project-wide facts are then every file's.
    init?(files: [(path: String, facts: ProjectFacts)], scopes: ModuleScopes) {
        var groups: [Group] = []
        var groupOf: [ModuleSet: Int] = [:]
        var everywhere = ProjectFacts()
        for file in files {
            guard let scope = scopes.byPath[file.path] else {
                everywhere.merge(file.facts)
                continue
            }
            if let index = groupOf[scope.own] {
                groups[index].facts.merge(file.facts)
                groups[index].visible.formUnion(scope.visible)
            } else {
                groupOf[scope.own] = groups.count
                groups.append(Group(own: scope.own, visible: scope.visible, facts: file.facts))
            }
        }
        guard groups.count > 1 else { return nil }
        self.groups = groups
        self.everywhere = everywhere
        self.scopes = scopes.byPath
    }

    /// The facts as code in the file at `path` sees them; a file no scope covers sees them all.
    func facts(seenFrom path: String) -> ProjectFacts {
        guard let scope = scopes[path] else { return all }
        if let known = lock.withLock({ seen[scope] }) { return known }
        let facts = merge(seenFrom: scope)
        lock.withLock { seen[scope] = facts }
        return facts
    }

    /// Every module's facts together (for questions asked from no file in particular).
    var all: ProjectFacts {
        if let merged = lock.withLock({ merged }) { return merged }
        var facts = ProjectFacts()
        for group in groups { facts.merge(group.facts) }
        facts.merge(everywhere)
        lock.withLock { merged = facts }
        return facts
    }

    private func merge(seenFrom scope: ModuleScopes.FileScope) -> ProjectFacts {
        var facts = ProjectFacts()
        let own = groups.indices.filter { groups[$0].own.intersects(scope.own) }
        for k in own { facts.merge(groups[k].facts) }
        let shadowed = facts.declaredTypeNames
        let loaded = loadedModules(from: own)
        for k in groups.indices where !own.contains(k) {
            let group = groups[k]
            if group.own.intersects(scope.visible) {
                facts.mergeDeclarations(group.facts, shadowed: shadowed)
            } else if group.own.intersects(loaded) {
                facts.mergeExtensionMembers(group.facts)
            }
            if group.own.intersects(scope.visible) || group.visible.intersects(scope.own) { facts.usage.merge(group.facts.usage) }
        }
        facts.merge(everywhere)
        return facts
    }

    /// The modules a module's compilation loads: what any of its files imports, and what those
    /// modules import in turn. Extension members of all of them are found by member lookup
    /// (`.if { … }` compiles in a file that does not import the helper's module when another
    /// file of its module does, until Swift's `MemberImportVisibility` is on), so helpers are
    /// visible this far; types need the file's own imports.
    private func loadedModules(from own: [Int]) -> ModuleSet {
        var loaded = ModuleSet()
        for k in own { loaded.formUnion(groups[k].visible) }
        var changed = true
        while changed {
            changed = false
            for group in groups where group.own.intersects(loaded) && !loaded.contains(all: group.visible) {
                loaded.formUnion(group.visible)
                changed = true
            }
        }
        return loaded
    }
}
