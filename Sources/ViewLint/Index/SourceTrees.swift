import Dispatch

/// Parsed sources by path: what lowering reads other files' declarations from.
///
/// A value over a provider: a fixed set of trees (tests, `simulate`), or an analysis's tree
/// store, which keeps the trees of files being checked and re-parses others on demand within a
/// memory bound. A copy made with `recording(into:)` notes every path read, so a file's cached
/// result can name exactly the files its confirmation depended on.
public struct SourceTrees: Sendable {
    private let provider: any SourceTreeProvider
    private let log: DependencyLog?

    public init(_ trees: [SyntaxTree]) {
        self.init(provider: FixedSourceTrees(trees))
    }

    public init(provider: any SourceTreeProvider) {
        self.provider = provider
        log = nil
    }

    private init(provider: any SourceTreeProvider, log: DependencyLog?) {
        self.provider = provider
        self.log = log
    }

    public subscript(path: String) -> SyntaxTree? {
        log?.record(path)
        return provider.tree(at: path)
    }

    /// The same trees, with every path asked for noted in `log`.
    public func recording(into log: DependencyLog) -> SourceTrees {
        SourceTrees(provider: provider, log: log)
    }
}

/// Where `SourceTrees` gets a file's tree.
public protocol SourceTreeProvider: Sendable {
    func tree(at path: String) -> SyntaxTree?
}

/// Trees given up front.
struct FixedSourceTrees: SourceTreeProvider {
    let byPath: [String: SyntaxTree]

    init(_ trees: [SyntaxTree]) {
        var map: [String: SyntaxTree] = [:]
        for tree in trees { map[tree.file.path] = tree }
        byPath = map
    }

    func tree(at path: String) -> SyntaxTree? { byPath[path] }
}

/// The paths a check read through `SourceTrees` (thread-safe: confirmation may run anywhere).
public final class DependencyLog: @unchecked Sendable {
    private var paths: Set<String> = []
    private let lock = Lock()

    public init() {}

    func record(_ path: String) {
        lock.withLock { _ = paths.insert(path) }
    }

    /// The paths read, sorted.
    public var recorded: [String] { lock.withLock { paths.sorted() } }
}

/// A mutual-exclusion lock (no Foundation in the library's core).
final class Lock: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        semaphore.wait()
        defer { semaphore.signal() }
        return try body()
    }
}
