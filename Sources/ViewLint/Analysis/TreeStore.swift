/// The syntax trees of one analysis. A file's tree comes from the parse that summarised it when
/// that parse kept it (one parse per file: `keep`), else it is parsed when first asked for.
/// Trees of files being checked stay until their check is done (`release`); trees read only by
/// other files' confirmation are parsed on demand and held in a small recently-used set, so
/// memory is bounded by what is kept plus that set, not by the project's size.
final class TreeStore: SourceTreeProvider, @unchecked Sendable {
    private let lock = Lock()
    private var kept: [String: ParsedSource] = [:]
    private var keptBytes = 0
    /// Trees parsed for a check that is running (confirmation reads its own file's tree too).
    private var checking: [String: SyntaxTree] = [:]
    /// Parsed on demand for confirmation, most recent last.
    private var recent: [(path: String, tree: SyntaxTree)] = []
    private let recentLimit: Int
    /// The bytes of a file by its name (nil: not part of the analysis).
    private let source: @Sendable (String) -> SourceFile?
    /// Kept trees may hold at most this many bytes (`ParsedSource.memoryFootprint`).
    let budget: Int

    init(budget: Int, recentLimit: Int = 32, source: @escaping @Sendable (String) -> SourceFile?) {
        self.budget = budget
        self.recentLimit = recentLimit
        self.source = source
    }

    /// Whether a tree for `sourceBytes` of source may still fit (trees run at 6 to 8 bytes per
    /// byte of source): a file that will not be kept is parsed in reused memory instead.
    func hasRoom(forSource sourceBytes: Int) -> Bool {
        lock.withLock { keptBytes + 6 * sourceBytes <= budget }
    }

    /// Keeps `parsed` for its check if the budget allows; false when it does not (the check
    /// then parses the file again).
    func keep(_ parsed: ParsedSource) -> Bool {
        let size = parsed.memoryFootprint
        return lock.withLock {
            guard keptBytes + size <= budget else { return false }
            keptBytes += size
            kept[parsed.tree.file.path] = parsed
            return true
        }
    }

    /// The parsed file for checking: the kept one, or a parse in `buffers`' memory (`fresh`:
    /// hand it back with `buffers.recycle` after the check).
    func parsed(_ path: String, reusing buffers: inout ParseBuffers) -> (source: ParsedSource, fresh: Bool)? {
        if let parsed = lock.withLock({ kept[path] }) { return (parsed, false) }
        guard let file = source(path) else { return nil }
        let parsed = ParsedSource(parsing: file, reusing: &buffers)
        lock.withLock { checking[path] = parsed.tree }
        return (parsed, true)
    }

    /// Drops the tree of a checked file (before a fresh one's memory is reused).
    func release(_ path: String) {
        lock.withLock {
            checking[path] = nil
            if let parsed = kept.removeValue(forKey: path) { keptBytes -= parsed.memoryFootprint }
        }
    }

    /// Drops every tree (the analysis is over).
    func releaseAll() {
        lock.withLock {
            kept = [:]
            keptBytes = 0
            checking = [:]
            recent = []
        }
    }

    func tree(at path: String) -> SyntaxTree? {
        if let tree = lock.withLock({ kept[path]?.tree ?? checking[path] ?? recent.last(where: { $0.path == path })?.tree }) {
            return tree
        }
        guard let file = source(path) else { return nil }
        let tree = SyntaxTree.parse(file)
        lock.withLock {
            recent.removeAll { $0.path == path }
            recent.append((path, tree))
            if recent.count > recentLimit { recent.removeFirst(recent.count - recentLimit) }
        }
        return tree
    }
}
