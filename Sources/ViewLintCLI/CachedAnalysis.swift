import Dispatch
import ViewLint

/// The disk cache in front of the analysis session: the store's digests and results become the
/// session's memory, a reader lets the session trust an unchanged file by its stamp without
/// opening it, and what the run learnt is written back.
///
/// What a result is keyed by is the session's (`AnalysisSession`): a file's content, the
/// settings, the project's position-free declarations, and the code of the files its
/// confirmation read. The store only keeps it.
enum CachedAnalysis {
    /// How files are examined and read; tests count and fake them.
    struct FileAccess: Sendable {
        var stamp: @Sendable (String) -> FileSystem.FileStamp?
        var read: @Sendable (String) -> Result<(bytes: [UInt8], stamp: FileSystem.FileStamp), FileSystem.Failure>

        static let system = FileAccess(stamp: { FileSystem.stamp($0) }, read: { FileSystem.readFileStamped($0) })
    }

    /// A session over `project` seeded from the store at `storePath` (none: no cache), with
    /// `documents` open; `body` analyses, then the store is written back. Returns `body`'s
    /// value and the notes to print.
    static func run<T>(project: Project, settings: AnalysisSettings, storePath: String?, preloaded: StorePreload? = nil,
                       access: FileAccess = .system, documents: [String: [UInt8]] = [:],
                       _ body: (AnalysisSession) -> (T, AnalysisResult)) -> (value: T, notes: [String]) {
        let loaded = storePath.map { load($0, preloaded: preloaded, access: access) }
        let session = AnalysisSession(project: project, settings: settings, memory: loaded?.memory ?? AnalysisMemory(),
                                      reader: loaded?.reader ?? DiskReader())
        for (name, bytes) in documents { session.setDocument(name, bytes: bytes) }
        let (value, result) = body(session)
        guard let loaded else { return (value, []) }
        return (value, loaded.notes + save(loaded, session: session, result: result))
    }

    /// A store loaded for one run.
    struct Loaded {
        var path: String
        var tool: String
        var store: CacheStore
        var notes: [String]
        var reader: StampReader
        var memory: AnalysisMemory
    }

    /// Loads the store at `path` (waiting for `preloaded` when it is that store).
    static func load(_ path: String, preloaded: StorePreload? = nil, access: FileAccess = .system) -> Loaded {
        let tool: String, store: CacheStore, note: String?
        if let preloaded, preloaded.path == path {
            (tool, store, note) = preloaded.wait()
        } else {
            tool = CacheStore.toolIdentity()
            (store, note) = CacheStore.load(path, tool: tool)
        }
        var results: [String: FileResult] = [:]
        results.reserveCapacity(store.files.count)
        for (name, file) in store.files {
            results[name] = FileResult(key: file.key, dependencies: file.dependencies,
                                       findings: file.findings.map { $0.finding(path: name) })
        }
        let stamps = store.files.compactMapValues(\.stamp)
        return Loaded(path: path, tool: tool, store: store, notes: note.map { [$0] } ?? [],
                      reader: StampReader(stamps: stamps, written: store.written, access: access),
                      memory: AnalysisMemory(digests: store.digests, results: results))
    }

    /// Writes what `session` knows back to the store, when anything changed. Returns notes.
    static func save(_ loaded: Loaded, session: AnalysisSession, result: AnalysisResult) -> [String] {
        var store = loaded.store
        let memory = session.memory
        let project = Set(session.project.files)
        let newStamps = loaded.reader.recordedStamps
        var files: [String: CacheStore.CachedFile] = [:]
        files.reserveCapacity(memory.results.count)
        for (name, stored) in memory.results where project.contains(name) {
            let old = store.files[name]
            // A file read this run has its new stamp; one trusted unread keeps its old one.
            let stamp = newStamps[name] ?? old?.stamp
            files[name] = CacheStore.CachedFile(key: stored.key, findings: stored.findings.map(CachedFinding.init),
                                                stamp: stamp, dependencies: stored.dependencies)
        }
        // Keep this run's digests; older ones only while the store is small, so switching
        // branches back and forth stays warm without the file growing forever.
        var digests = store.digests.count < 4 * max(project.count, 1000) ? store.digests : [:]
        digests.merge(memory.digests) { _, new in new }
        let changed = !result.checked.isEmpty || !newStamps.isEmpty || loaded.reader.sawRacy || !loaded.notes.isEmpty
            || digests.count != store.digests.count || files.count != store.files.count
        guard changed else { return [] }
        store.files = files
        store.digests = digests
        return store.save(loaded.path).map { [$0] } ?? []
    }

    /// The cache file for a project: one per project root and configuration file, under
    /// `directory` (file names in it are relative to the root, whatever folder a run starts in).
    static func storePath(directory: String, root: String, configurationPath: String?) -> String {
        var hash = StableHash()
        hash.combine(root)
        hash.combine(configurationPath ?? "")
        return PathText.join(directory, "lint-\(StableHash.hex(hash.value)).cache")
    }
}

/// Vouches for a file unchanged since the store was written by its stamp (size, times, device,
/// inode), and records the stamp of every file it reads. A stamp taken at or after the store
/// was written may predate a change in the same clock tick ("racy", as git says): such a file
/// is read to be sure.
final class StampReader: ProjectFileReader, @unchecked Sendable {
    private let stamps: [String: CacheStore.Stamp]
    private let written: UInt64
    private let access: CachedAnalysis.FileAccess
    private let lock = NSLockLike()
    private var recorded: [String: CacheStore.Stamp] = [:]
    private var racy = false
    private var trusted = 0

    init(stamps: [String: CacheStore.Stamp], written: UInt64, access: CachedAnalysis.FileAccess) {
        self.stamps = stamps
        self.written = written
        self.access = access
    }

    func knownContent(of name: String, at path: String) -> UInt64? {
        guard let old = stamps[name], let now = access.stamp(path), now == old.file else { return nil }
        guard now.modified < written else {
            lock.run { racy = true }
            return nil
        }
        lock.run { trusted += 1 }
        return old.content
    }

    func read(_ name: String, at path: String) -> Result<[UInt8], FileSystem.Failure> {
        access.read(path).map { read in
            let stamp = CacheStore.Stamp(file: read.stamp, content: StableHash.ofContent(read.bytes))
            lock.run { if stamps[name] != stamp { recorded[name] = stamp } }
            return read.bytes
        }
    }

    /// Stamps that differ from the store's, by name.
    var recordedStamps: [String: CacheStore.Stamp] { lock.run { recorded } }
    /// Whether a racy entry was read to verify it (rewriting the store makes it trusted).
    var sawRacy: Bool { lock.run { racy } }
    /// Files vouched for by their stamp (the session may still read those with findings).
    var trustedCount: Int { lock.run { trusted } }
}

/// A lock for the command line's small shared tables.
final class NSLockLike: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)
    func run<T>(_ body: () -> T) -> T {
        semaphore.wait()
        defer { semaphore.signal() }
        return body()
    }
}
