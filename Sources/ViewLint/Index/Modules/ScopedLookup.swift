/// The index's module scoping: for each file (by its position in path order) the modules it
/// belongs to and sees, and for each view type name every type of that name.
struct ScopedLookup: Sendable {
    let ordinalByPath: [String: Int32]
    let scopes: [ModuleScopes.FileScope?]
    /// Each view type's file (its position in path order).
    let typeFiles: [Int32]
    let candidates: [String: [Int32]]

    /// Nil when every file sees every other (one module): the index then stays project-wide.
    init?(scopes: ModuleScopes, files: [String], viewTypes: [ViewTypeInfo]) {
        var ordinals: [String: Int32] = [:]
        ordinals.reserveCapacity(files.count)
        for (k, path) in files.enumerated() where ordinals[path] == nil { ordinals[path] = Int32(k) }
        let perFile = files.map { scopes.byPath[$0] }
        // Every file in the same module (or none known): nothing to scope.
        guard let first = perFile.first(where: { $0 != nil }) ?? nil,
              perFile.contains(where: { $0 != nil && $0 != first }) else { return nil }
        ordinalByPath = ordinals
        self.scopes = perFile
        typeFiles = viewTypes.map { ordinals[$0.path] ?? -1 }
        var candidates: [String: [Int32]] = [:]
        for (k, type) in viewTypes.enumerated() { candidates[type.name, default: []].append(Int32(k)) }
        self.candidates = candidates
    }

    /// The view type named `name` visible from file `viewer`: one of its own module first, then
    /// one of a module it sees. Types in files the scopes do not cover are visible everywhere.
    func resolve(_ name: String, from viewer: Int32) -> Int32? {
        guard let list = candidates[name] else { return nil }
        guard let scope = scopes[Int(viewer)] else { return list.first }
        var visible: Int32?
        for type in list {
            let file = typeFiles[Int(type)]
            guard file >= 0, let declared = scopes[Int(file)] else { return type }
            if declared.own.intersects(scope.own) { return type }
            if visible == nil, declared.own.intersects(scope.visible) { visible = type }
        }
        return visible
    }
}
