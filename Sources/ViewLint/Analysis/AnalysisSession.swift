/// The analysis of one project, shared by every front end: `viewlint lint`, `--fix`,
/// `baseline` and the git hooks drive a session once per run; `viewlint lsp` keeps one alive for
/// the editor, with open documents overriding the files on disk.
///
/// A session analyses the whole project (its index covers every file) and reports on the files
/// asked for, so a file gets the same findings, severities and evidence however it is linted.
/// Each file's result is kept with what it was computed from: its own content, the settings, the
/// project's declarations (without positions), and the code of the other files its
/// confirmation read. Only files whose inputs changed are checked again.
///
/// For the language server:
///
///     let session = AnalysisSession(project: Project.discover(…), settings: AnalysisSettings(…))
///     session.setDocument("App/Row.swift", bytes: buffer)   // didOpen / didChange
///     let result = session.analyze(openDocuments)           // findings for those files only
///     session.removeDocument("App/Row.swift")               // didClose: the disk copy again
///     session.filesChanged(["App/Model.swift"])             // didChangeWatchedFiles
///     session.fix(["App/Row.swift"])                        // source.fixAll: new bytes per file
///
/// Files are named as the project names them (root-relative paths, `Project.name(of:)`);
/// findings and errors carry those names as their paths. Thread-safe: calls are serialised.
public final class AnalysisSession: @unchecked Sendable {
    public private(set) var project: Project
    public private(set) var settings: AnalysisSettings
    /// Digests and results, for a front end that keeps them between runs (the CLI's cache).
    public var memory: AnalysisMemory {
        get { lock.withLock { storedMemory } }
        set { lock.withLock { storedMemory = newValue } }
    }

    private var storedMemory: AnalysisMemory
    private let reader: any ProjectFileReader
    var overlays: [String: [UInt8]] { lock.withLock { documents } }
    private var documents: [String: [UInt8]] = [:]
    private var slots: [String: FileSlot] = [:]
    /// The last project model, updated file by file when it can be (`ProjectModelCache`).
    private var models = ProjectModelCache()
    private let lock = Lock()

    public init(project: Project, settings: AnalysisSettings, memory: AnalysisMemory = AnalysisMemory(),
                reader: any ProjectFileReader = DiskReader()) {
        self.project = project
        self.settings = settings
        self.storedMemory = memory
        self.reader = reader
    }

    // MARK: documents and changes

    /// An editor buffer (or standard input) for the file called `name`: it replaces the file's
    /// content on disk until `removeDocument`. A name the project did not list joins it.
    public func setDocument(_ name: String, bytes: [UInt8]) {
        lock.withLock {
            forgetDocumentDigests(name)
            documents[name] = bytes
            slots[name] = nil
            project.include([name])
        }
    }

    /// The file called `name` is read from disk again.
    public func removeDocument(_ name: String) {
        lock.withLock {
            forgetDocumentDigests(name)
            documents[name] = nil
            slots[name] = nil
            if FileSystem.status(project.absolutePath(of: name)) == nil { project.remove([name]) }
        }
    }

    /// A buffer's digests are dropped when its text changes: kept, an editing session would add
    /// one entry per keystroke. (A file on disk keeps its entry, which the CLI's cache stores.)
    private func forgetDocumentDigests(_ name: String) {
        guard documents[name] != nil, let content = slots[name]?.content else { return }
        storedMemory.digests[AnalysisMemory.digestKey(content: content, name: name)] = nil
    }

    /// Files created, changed or deleted on disk (names). Created Swift files join the project;
    /// deleted ones leave it.
    public func filesChanged(_ names: [String]) {
        lock.withLock {
            var gone: Set<String> = []
            for name in names {
                slots[name] = nil
                if documents[name] == nil, FileSystem.status(project.absolutePath(of: name)) == nil { gone.insert(name) }
            }
            project.remove(gone)
            project.include(names.filter { !gone.contains($0) && $0.hasSuffix(".swift") })
        }
    }

    /// New settings (a configuration reloaded): every result is checked again.
    public func updateSettings(_ new: AnalysisSettings) {
        lock.withLock { settings = new }
    }

    /// A project walked again (files added or removed in bulk, a manifest changed).
    public func updateProject(_ new: Project) {
        lock.withLock {
            project = new
            project.include(Array(documents.keys))
            let files = Set(new.files)
            slots = slots.filter { files.contains($0.key) || documents[$0.key] != nil }
            models.reset()
        }
    }

    // MARK: analysis

    /// Findings for the files called `names` (each checked again only if its inputs changed),
    /// with the whole project indexed. `progress` is called once per file as it is read (or
    /// vouched for unread), from any thread.
    public func analyze(_ names: [String], progress: (@Sendable () -> Void)? = nil) -> AnalysisResult {
        lock.withLock { analyzeLocked(names, progress: progress) }
    }

    private func analyzeLocked(_ names: [String], progress: (@Sendable () -> Void)?) -> AnalysisResult {
        let asked = Array(Set(names)).sorted()
        project.include(asked)
        let all = project.files
        let askedSet = Set(asked)
        let store = TreeStore(budget: settings.treeBudget) { [slots = SlotReader(self)] in slots.file($0) }
        defer { store.releaseAll() }

        resolveSlots(all, progress: progress)
        // Parsed now: files whose digests are unknown (or, not incremental, whose declarations are).
        let unparsed = all.filter { name in
            guard let slot = slots[name], slot.problem == nil else { return false }
            return settings.incremental ? slot.digests == nil : slot.declarations == nil
        }
        summarise(unparsed, keepingFor: askedSet, in: store)

        let valid = all.filter { slots[$0]?.problem == nil }
        let indexDigest = settings.incremental ? projectDigest(valid) : 0
        var configurations = FileConfigurations(settings: settings)
        var linters: [String: Linter] = [:]
        var configurationErrors: [String: InputError] = [:]
        var misses: [String] = []
        var keys: [String: UInt64] = [:]
        for name in asked where slots[name]?.problem == nil {
            let configured: (linter: Linter, digest: UInt64)
            switch configurations.linter(forFile: project.absolutePath(of: name)) {
            case .success(let found): configured = found
            case .failure(let problem):
                configurationErrors[name] = InputError(path: name, message: "its configuration cannot be read: \(problem.path):\(problem.line):\(problem.column): \(problem.message)")
                continue
            }
            var key = StableHash()
            key.combine(slots[name]!.content)
            key.combine(indexDigest)
            key.combine(configured.digest)
            keys[name] = key.value
            linters[name] = configured.linter
            if !settings.incremental || !isCurrent(storedMemory.results[name], key: key.value) { misses.append(name) }
        }

        if !misses.isEmpty {
            // The checks need the project model: every file's declarations.
            summarise(valid.filter { slots[$0]!.declarations == nil }, keepingFor: Set(misses), in: store)
            let current = projectModel(valid)
            let trees = SourceTrees(provider: store)
            let linters = linters
            let ordered = CheckOrder.grouped(misses, membership: project.moduleMembership(misses),
                                             imports: misses.map { slots[$0]?.declarations?.summary.imports.map(\.name) ?? [] },
                                             moduleIDs: project.modules.idsByName)
            let checks = parallelMap(ordered, jobs: settings.jobs, workerState: ParseBuffers.init) { buffers, name in
                guard let (parsed, fresh) = store.parsed(name, reusing: &buffers) else {
                    return Linter.FileCheck(findings: [], diagnostics: [], dependencies: [])
                }
                let check = linters[name]!.check(parsed, model: current, trees: trees)
                store.release(name)
                if fresh { buffers.recycle(parsed) }
                return check
            }
            for (name, check) in zip(ordered, checks) {
                var findings = check.findings
                findings.sort(by: Linter.reportOrder)
                let dependencies = check.dependencies.compactMap { dependency in
                    slots[dependency]?.digests.map { Dependency(name: dependency, code: $0.code) }
                }
                storedMemory.results[name] = FileResult(key: keys[name]!, dependencies: dependencies, findings: findings)
            }
        }
        for name in valid where settings.incremental {
            let slot = slots[name]!
            storedMemory.digests[AnalysisMemory.digestKey(content: slot.content, name: name)] = slot.digests
        }

        var result = AnalysisResult()
        for name in asked {
            if let problem = slots[name]?.problem ?? configurationErrors[name] {
                result.errors.append(problem)
                continue
            }
            let findings = storedMemory.results[name]?.findings ?? []
            result.findings += findings
            if !findings.isEmpty || slots[name]?.file != nil, let file = loadedFile(name) { result.sources[name] = file }
        }
        result.notes = all.filter { !askedSet.contains($0) }.compactMap { slots[$0]?.problem } + project.problems
        result.checked = misses
        result.reused = keys.count - misses.count
        result.examined = asked.filter { slots[$0]?.problem == nil || slots[$0]?.file != nil }.count
        return result
    }

    /// Whether a stored result still holds: same key, and every file its confirmation read has
    /// the code it had then.
    private func isCurrent(_ result: FileResult?, key: UInt64) -> Bool {
        guard let result, result.key == key else { return false }
        return result.dependencies.allSatisfy { slots[$0.name]?.digests?.code == $0.code }
    }

    /// What every result depends on: the settings, each file's name, modules and declaration
    /// digest.
    private func projectDigest(_ names: [String]) -> UInt64 {
        var hash = StableHash()
        hash.combine(settings.cacheSalt)
        hash.combine(settings.configuration.confirm ? "confirm" : "no-confirm")
        let membership = project.moduleMembership(names)
        for (name, modules) in zip(names, membership) {
            hash.combine(name)
            hash.combine(slots[name]!.digests!.declarations)
            for module in modules { hash.combine(project.modules.modules[Int(module)].name) }
        }
        return hash.value
    }

    private func projectModel(_ names: [String]) -> ProjectModel {
        models.model(of: names, content: { self.slots[$0]!.content }, input: { name in
            let slot = self.slots[name]!
            return ProjectModelCache.Input(content: slot.content, declarations: slot.declarations!,
                                           digest: slot.digests?.declarations)
        }, scopes: { declarations in
            let membership = project.moduleMembership(names)
            return ModuleScopes(files: names.indices.map { (names[$0], membership[$0], declarations[$0].summary.imports) },
                                map: project.modules)
        })
    }

    /// What changed in the project model, by name, since the last call: a front end that keeps
    /// results between analyses (the language server) re-checks the files that can see it.
    public func takeModelChange() -> ModelChange {
        lock.withLock { models.takeChange() }
    }

    /// How the project model was found for each analysis that checked files: reused, updated
    /// for the files that changed, or merged from every file again.
    public var modelBuilds: ModelBuildCounts { lock.withLock { models.builds } }

    /// Whether an edit that keeps a file's declarations updates the project model in place
    /// (the default) or merges every file again (for benchmarks to compare the two).
    public var updatesModelInPlace: Bool {
        get { lock.withLock { models.updatesInPlace } }
        set { lock.withLock { models.updatesInPlace = newValue } }
    }

    // MARK: files

    /// Finds each file's content: an open document, the reader's word that it is unchanged
    /// (with its digests remembered), or its bytes read.
    private func resolveSlots(_ names: [String], progress: (@Sendable () -> Void)?) {
        let unresolved = names.filter { slots[$0] == nil }
        guard !unresolved.isEmpty else { return }
        let overlays = documents, reader = self.reader, digests = storedMemory.digests, project = self.project
        let resolved = parallelMap(unresolved, jobs: settings.jobs) { name -> FileSlot in
            defer { progress?() }
            if let bytes = overlays[name] { return FileSlot(name: name, bytes: bytes) }
            let path = project.absolutePath(of: name)
            if let content = reader.knownContent(of: name, at: path), let known = digests[AnalysisMemory.digestKey(content: content, name: name)] {
                return FileSlot(content: content, digests: known)
            }
            switch reader.read(name, at: path) {
            case .success(let bytes): return FileSlot(name: name, bytes: bytes)
            case .failure(let failure):
                return FileSlot(problem: InputError(path: name, message: "cannot read file: \(failure.message)"))
            }
        }
        for (name, slot) in zip(unresolved, resolved) {
            if slot.problem == nil, slot.digests == nil,
               let known = storedMemory.digests[AnalysisMemory.digestKey(content: slot.content, name: name)] {
                slot.digests = known
            }
            slots[name] = slot
        }
    }

    /// Parses files for their declarations and digests, keeping the trees of `keepingFor`
    /// files for their checks when the budget allows (one parse per file).
    private func summarise(_ names: [String], keepingFor keep: Set<String>, in store: TreeStore) {
        guard !names.isEmpty else { return }
        for name in names where slots[name]!.file == nil { _ = loadedFile(name) }
        let files = names.map { slots[$0]!.file }
        let digesting = settings.incremental
        let outcomes = parallelMap(Array(zip(names, files)), jobs: settings.jobs, workerState: ParseBuffers.init) { buffers, entry -> FileSlot.Parsed? in
            guard let file = entry.1 else { return nil }
            if keep.contains(entry.0), store.hasRoom(forSource: file.bytes.count) {
                let parsed = ParsedSource(parsing: file)
                let outcome = FileSlot.Parsed(parsed, digesting: digesting)
                _ = store.keep(parsed)
                return outcome
            }
            let parsed = ParsedSource(parsing: file, reusing: &buffers)
            let outcome = FileSlot.Parsed(parsed, digesting: digesting)
            buffers.recycle(parsed)
            return outcome
        }
        for (name, outcome) in zip(names, outcomes) {
            guard let outcome else { continue }
            slots[name]!.declarations = outcome.declarations
            slots[name]!.digests = outcome.digests
        }
    }

    /// The file's bytes, read now if the reader vouched for it unread; nil when that fails
    /// (the slot then records the problem).
    @discardableResult
    private func loadedFile(_ name: String) -> SourceFile? {
        if let file = slots[name]?.file { return file }
        guard slots[name]?.problem == nil else { return nil }
        switch reader.read(name, at: project.absolutePath(of: name)) {
        case .success(let bytes):
            let file = SourceFile(path: name, bytes: bytes)
            if StableHash.ofContent(bytes) != slots[name]?.content {
                // Changed since the reader vouched for it: analysed as read.
                slots[name] = FileSlot(name: name, bytes: bytes)
            } else {
                slots[name]!.file = file
            }
            return slots[name]!.file
        case .failure(let failure):
            slots[name] = FileSlot(problem: InputError(path: name, message: "cannot read file: \(failure.message)"))
            return nil
        }
    }

    /// Reads slots for the tree store (which parses a file on demand) without the lock the
    /// analysis holds: slots do not change while checks run.
    private struct SlotReader: @unchecked Sendable {
        let session: AnalysisSession
        init(_ session: AnalysisSession) { self.session = session }
        func file(_ name: String) -> SourceFile? { session.slots[name]?.file }
    }
}

/// What a session knows about one file. A class: every analysis walks all slots several
/// times, and copying a struct of this many references out of the dictionary each time cost
/// more than the language server's whole check of the edited file.
final class FileSlot: @unchecked Sendable {
    var content: UInt64 = 0
    /// Nil when the reader vouched for the content without reading it.
    var file: SourceFile?
    var declarations: DeclarationSummary?
    var digests: FileDigests?
    /// Unreadable or not UTF-8: not indexed, reported when asked for.
    var problem: InputError?

    init(content: UInt64 = 0, file: SourceFile? = nil, digests: FileDigests? = nil, problem: InputError? = nil) {
        self.content = content
        self.file = file
        self.digests = digests
        self.problem = problem
    }

    /// A file read (or given): its content hash, and a problem when it is not UTF-8 (a rule
    /// reading a repaired copy could point at the wrong bytes).
    convenience init(name: String, bytes: [UInt8]) {
        let file = SourceFile(path: name, bytes: bytes)
        self.init(content: StableHash.ofContent(bytes), file: file)
        if let offset = file.firstInvalidUTF8Offset() {
            let location = file.location(of: offset)
            problem = InputError(path: name, line: location.line, column: location.column,
                                 message: "not valid UTF-8 (byte 0x\(FileSlot.hex(bytes[offset])) at offset \(offset)); file skipped")
        }
    }

    /// What parsing a file gives the session.
    struct Parsed: Sendable {
        var declarations: DeclarationSummary
        var digests: FileDigests?

        init(_ parsed: ParsedSource, digesting: Bool) {
            declarations = DeclarationSummary(tree: parsed.tree)
            digests = digesting ? FileDigests(declarations: DeclarationDigest.of(declarations),
                                              code: CodeDigest.of(parsed.tree.file, comments: parsed.comments)) : nil
        }
    }

    static func hex(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }
}

/// What an analysis reports for the files asked for.
public struct AnalysisResult: Sendable {
    /// In report order; paths are project names.
    public var findings: [Finding] = []
    /// Files asked for that could not be read or are not UTF-8.
    public var errors: [InputError] = []
    /// Problems elsewhere in the project (a file that could not be indexed, a manifest that
    /// could not be read): the analysis went on without them.
    public var notes: [InputError] = []
    /// The files asked for as analysed, by name: every one read, and every one with findings.
    public var sources: [String: SourceFile] = [:]
    /// Files checked again (their inputs changed), and files whose stored result held.
    public var checked: [String] = []
    public var reused = 0
    /// Files asked for that were read or vouched for (those not valid UTF-8 included).
    public var examined = 0

    public init() {}
}

/// How a session reads files on disk.
public protocol ProjectFileReader: Sendable {
    /// The content hash of the file called `name` (at `path`, absolute) when the reader can
    /// vouch for it without reading it (the CLI trusts a file's stamp from its last run); nil
    /// to read it.
    func knownContent(of name: String, at path: String) -> UInt64?
    func read(_ name: String, at path: String) -> Result<[UInt8], FileSystem.Failure>
}

/// Reads every file.
public struct DiskReader: ProjectFileReader {
    public init() {}
    public func knownContent(of name: String, at path: String) -> UInt64? { nil }
    public func read(_ name: String, at path: String) -> Result<[UInt8], FileSystem.Failure> { FileSystem.readFile(path) }
}

extension AnalysisSession {
    /// A session over files held in memory only (tests, tools): each file is an open document
    /// named by its path, and nothing is read from disk.
    public convenience init(documents: [SourceFile], settings: AnalysisSettings) {
        self.init(project: Project(root: "/", files: documents.map(\.path)), settings: settings, reader: NoFiles())
        for file in documents { setDocument(file.path, bytes: file.bytes) }
    }
}

/// A reader for sessions without files on disk.
private struct NoFiles: ProjectFileReader {
    func knownContent(of name: String, at path: String) -> UInt64? { nil }
    func read(_ name: String, at path: String) -> Result<[UInt8], FileSystem.Failure> {
        .failure(FileSystem.Failure(message: "not a document of this session"))
    }
}
