/// What each file of a run can see: the modules it is compiled into and those it imports
/// (with what they re-export through `@_exported import`). The index asks it whether a type
/// declared in one file is visible from another.
public struct ModuleScopes: Sendable {
    public struct FileScope: Sendable, Hashable {
        /// The modules the file is compiled into: its declarations belong to them.
        public var own: ModuleSet
        /// `own` plus every module the file's imports make visible.
        public var visible: ModuleSet
    }

    /// By the file's path as the run spells it (`SourceFile.path`).
    public let byPath: [String: FileScope]

    /// One entry per file: its path, its modules (`ModuleMap.modules(ofFile:)`) and its imports.
    public init(files: [(path: String, modules: [Int32], imports: [ImportedModule])], map: ModuleMap) {
        // What importing each module brings in: the module, and transitively the modules its
        // files re-export.
        var exports: [Int32: Set<Int32>] = [:]
        for file in files {
            for module in file.modules {
                for imported in file.imports where imported.exported {
                    exports[module, default: []].formUnion(map.idsByName[imported.name] ?? [])
                }
            }
        }
        var closure: [Int32: ModuleSet] = [:]
        func seen(importing module: Int32) -> ModuleSet {
            if let known = closure[module] { return known }
            var set = ModuleSet()
            var pending = [module]
            while let next = pending.popLast() {
                guard !set.contains(next) else { continue }
                set.insert(next)
                pending += exports[next] ?? []
            }
            closure[module] = set
            return set
        }
        var scopes: [String: FileScope] = [:]
        scopes.reserveCapacity(files.count)
        for file in files {
            var own = ModuleSet()
            for module in file.modules { own.insert(module) }
            var visible = own
            for module in file.modules { visible.formUnion(seen(importing: module)) }
            for imported in file.imports {
                for module in map.idsByName[imported.name] ?? [] { visible.formUnion(seen(importing: module)) }
            }
            scopes[file.path] = FileScope(own: own, visible: visible)
        }
        byPath = scopes
    }
}

/// A set of module ids as bits: the index intersects these for every scoped lookup.
public struct ModuleSet: Sendable, Hashable {
    private var words: [UInt64] = []

    public init() {}

    public func contains(_ module: Int32) -> Bool {
        let word = Int(module) >> 6
        return word < words.count && words[word] & (1 << UInt64(module & 63)) != 0
    }

    public mutating func insert(_ module: Int32) {
        let word = Int(module) >> 6
        if word >= words.count { words += repeatElement(0, count: word + 1 - words.count) }
        words[word] |= 1 << UInt64(module & 63)
    }

    public mutating func formUnion(_ other: ModuleSet) {
        if other.words.count > words.count { words += repeatElement(0, count: other.words.count - words.count) }
        for k in other.words.indices { words[k] |= other.words[k] }
    }

    /// Whether every module of `other` is in this set.
    public func contains(all other: ModuleSet) -> Bool {
        for k in other.words.indices where other.words[k] & ~(k < words.count ? words[k] : 0) != 0 { return false }
        return true
    }

    public func intersects(_ other: ModuleSet) -> Bool {
        for k in 0 ..< min(words.count, other.words.count) where words[k] & other.words[k] != 0 { return true }
        return false
    }

    public var isEmpty: Bool { !words.contains { $0 != 0 } }
}
