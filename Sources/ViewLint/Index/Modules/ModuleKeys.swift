/// Conformance keys separated by module: two apps' `struct MenuBarItem` (one a `View`, one a
/// model with a custom `==`) are different types, so one's conformances and `==` must not reach
/// the other. A type declared in a file gets a key of its name within the file's modules; an
/// extension joins the type of its name that its file sees (own modules first, then imported
/// ones), else keeps the plain name (an extension of a SwiftUI or Foundation type).
/// Protocols keep their simple names: inherited names are read as written.
struct ModuleKeys {
    /// False with one module (or none known): keys stay plain names.
    let separates: Bool
    private let scopes: [ModuleScopes.FileScope?]
    /// Each file's module group: files compiled into the same modules share one namespace.
    private let groupOfFile: [Int32]
    private var groups: [ModuleSet] = []
    /// By plain key: the groups that declare a type of that qualified name, with its key there.
    private var declared: [Int32: [(group: Int32, key: Int32)]] = [:]

    init(scopes: ModuleScopes?, files: [FileSummary]) {
        guard let scopes else {
            separates = false
            self.scopes = []
            groupOfFile = []
            return
        }
        var perFile: [ModuleScopes.FileScope?] = []
        var groupByModules: [ModuleSet: Int32] = [:]
        var groups: [ModuleSet] = []
        var groupOfFile: [Int32] = []
        perFile.reserveCapacity(files.count)
        groupOfFile.reserveCapacity(files.count)
        for f in files.indices {
            let scope = scopes.byPath[files[f].path]
            perFile.append(scope)
            guard let own = scope?.own else {
                groupOfFile.append(-1)
                continue
            }
            if let group = groupByModules[own] {
                groupOfFile.append(group)
            } else {
                groupByModules[own] = Int32(groups.count)
                groupOfFile.append(Int32(groups.count))
                groups.append(own)
            }
        }
        separates = groups.count > 1
        self.scopes = perFile
        self.groupOfFile = groupOfFile
        self.groups = groups
    }

    /// The key of a type declared in `file` (types are keyed before extensions).
    mutating func typeKey(_ plain: Int32, _ qualifiedName: String, file: Int, names: inout NameTable) -> Int32 {
        let group = groupOfFile[file]
        guard group >= 0 else { return plain }
        if let known = declared[plain]?.first(where: { $0.group == group }) { return known.key }
        let key = names.id(qualifiedName + "\u{0}" + String(group))
        declared[plain, default: []].append((group, key))
        return key
    }

    /// The key an extension in `file` adds to: the type of that name its file sees (a file no
    /// scope covers sees every module: the first declaration).
    func extensionKey(_ plain: Int32, file: Int) -> Int32 {
        guard let candidates = declared[plain] else { return plain }
        guard let scope = scopes[file] else { return candidates[0].key }
        let group = groupOfFile[file]
        if let own = candidates.first(where: { $0.group == group || groups[Int($0.group)].intersects(scope.own) }) {
            return own.key
        }
        return candidates.first(where: { groups[Int($0.group)].intersects(scope.visible) })?.key ?? plain
    }
}
