/// The order a session checks files in. Files that see the project alike (the same modules,
/// importing the same project modules) are checked one after another, so each point of view on
/// the project's facts is merged about once while `ModuleFacts` keeps only the last few: in path
/// order a large app's files alternate between points of view and merged them again and again.
/// The order changes no result: each file's check is its own, and results are kept by name.
enum CheckOrder {
    /// `names` grouped by their modules (`membership`, per name) and the project modules their
    /// imports name (`imports`, module names per name, looked up in `moduleIDs`), then by name.
    static func grouped(_ names: [String], membership: [[Int32]], imports: [[String]],
                        moduleIDs: [String: [Int32]]) -> [String] {
        let keys = names.indices.map { i -> [Int32] in
            let imported = Set(imports[i].flatMap { moduleIDs[$0] ?? [] })
            return membership[i] + [-1] + imported.sorted()
        }
        return names.indices.sorted { a, b in
            keys[a] != keys[b] ? keys[a].lexicographicallyPrecedes(keys[b]) : names[a] < names[b]
        }.map { names[$0] }
    }
}
