import ViewLint

/// The analysis with a cache in front: a file whose content, configuration, viewlint build and
/// project digest are unchanged is not re-analysed; its findings come from the cache.
///
/// The project digest is the hash of every linted file's path and declaration digest (what it
/// contributes to the index and project facts rules consult). Editing one file's declarations
/// therefore invalidates every file, because a rule elsewhere may now see it differently;
/// editing without changing them re-analyses only that file. Declaration digests are cached by
/// content hash and path, so a warm run parses nothing it does not re-check.
enum CachedAnalysis {
    struct Outcome {
        var findings: [Finding]
        var errors: [InputError]
        /// Files whose findings came from the cache, and files analysed.
        var hits: Int
        var analysed: Int
        var notes: [String]
        /// The files read (in input order): every file when given read, otherwise those that
        /// were misses, not trusted by their stamp, or have findings to report.
        var files: [SourceFile] = []
        /// Files that could not be read (only when given paths), in input order.
        var readErrors: [InputError] = []
        /// Files examined: read, or trusted by their stamp.
        var scanned: Int = 0
        /// Files trusted by their stamp (not hashed; opened only to report their findings).
        var stampHits: Int = 0
    }

    /// A file to analyse: already read (`--fix`, baselines, tests), or only a path, read when
    /// the cache cannot vouch for it by its stamp.
    enum Input: Sendable {
        case read(SourceFile)
        case path(String)

        var path: String {
            switch self {
            case .read(let file): return file.path
            case .path(let path): return path
            }
        }
    }

    /// How files are examined and read; tests count and fake them.
    struct FileAccess: Sendable {
        var stamp: @Sendable (String) -> FileSystem.FileStamp?
        var read: @Sendable (String) -> Result<(bytes: [UInt8], stamp: FileSystem.FileStamp), FileSystem.Failure>

        static let system = FileAccess(stamp: { FileSystem.stamp($0) }, read: { FileSystem.readFileStamped($0) })
    }

    static func analyze(files: [SourceFile], configuration: Configuration, configurationHash: UInt64,
                        jobs: Int, storePath: String) -> Outcome {
        analyze(inputs: files.map { .read($0) }, configuration: configuration, configurationHash: configurationHash,
                jobs: jobs, storePath: storePath)
    }

    /// One resolved input: its content hash, its stamp when known, and its bytes when read.
    private struct Entry {
        var path: String
        var content: UInt64
        var stamp: FileSystem.FileStamp?
        var file: SourceFile?
        /// Trusted by its stamp (not opened).
        var trusted: Bool
        /// Its stamp matched but was racy, so it was read to verify.
        var racy: Bool
    }

    private static func digestKey(content: UInt64, path: String) -> UInt64 {
        var key = StableHash()
        key.combine(content)
        key.combine(path)
        return key.value
    }

    static func analyze(inputs: [Input], configuration: Configuration, configurationHash: UInt64,
                        jobs: Int, storePath: String, access: FileAccess = .system,
                        progress: Progress? = nil, preloaded: StorePreload? = nil) -> Outcome {
        let tool: String
        var store: CacheStore
        let loadNote: String?
        if let preloaded, preloaded.path == storePath {
            (tool, store, loadNote) = preloaded.wait()
        } else {
            tool = CacheStore.toolIdentity()
            (store, loadNote) = CacheStore.load(storePath, tool: tool)
        }
        var notes = loadNote.map { [$0] } ?? []

        // Resolve every input to a content hash. A path whose stamp matches its entry, taken
        // before the store was written (not racy), and whose declaration digest is stored,
        // is trusted without opening it; any other is read and hashed.
        let storedFiles = store.files
        let storedDigests = store.digests
        let written = store.written
        let resolved = ParallelWork.map(inputs, jobs: jobs) { input -> Result<Entry, InputError> in
            defer { progress?.advance() }
            switch input {
            case .read(let file):
                return .success(Entry(path: file.path, content: StableHash.ofContent(file.bytes), stamp: nil, file: file,
                                      trusted: false, racy: false))
            case .path(let path):
                var racy = false
                if let cached = storedFiles[path], let old = cached.stamp, let now = access.stamp(path), now == old.file,
                   storedDigests[digestKey(content: old.content, path: path)] != nil {
                    if now.modified < written {
                        // Findings to report need the source (for positions and code frames),
                        // in this same pass; the rest is never opened.
                        guard !cached.findings.isEmpty else {
                            return .success(Entry(path: path, content: old.content, stamp: now, file: nil, trusted: true, racy: false))
                        }
                        switch access.read(path) {
                        case .success(let read):
                            return .success(Entry(path: path, content: old.content, stamp: now,
                                                  file: SourceFile(path: path, bytes: read.bytes), trusted: true, racy: false))
                        case .failure(let failure):
                            return .failure(InputError(path: path, message: "cannot read file: \(failure.message)"))
                        }
                    }
                    racy = true
                }
                switch access.read(path) {
                case .success(let read):
                    let file = SourceFile(path: path, bytes: read.bytes)
                    return .success(Entry(path: path, content: StableHash.ofContent(read.bytes), stamp: read.stamp, file: file,
                                          trusted: false, racy: racy))
                case .failure(let failure):
                    return .failure(InputError(path: path, message: "cannot read file: \(failure.message)"))
                }
            }
        }
        progress?.finish()
        var entries: [Entry] = []
        var readErrors: [InputError] = []
        for result in resolved {
            switch result {
            case .success(let entry): entries.append(entry)
            case .failure(let error): readErrors.append(error)
            }
        }
        // Reads a trusted entry's bytes when they are needed after all. A file that vanished
        // since its stamp was taken is an input error and is left out, as if never found.
        var lost = false
        func load(_ indices: [Int]) {
            let wanted = indices.filter { entries[$0].file == nil }
            let paths = wanted.map { entries[$0].path }
            let reads = ParallelWork.map(paths, jobs: jobs) { access.read($0) }
            for (index, read) in zip(wanted, reads) {
                switch read {
                case .success(let read): entries[index].file = SourceFile(path: entries[index].path, bytes: read.bytes)
                case .failure(let failure):
                    readErrors.append(InputError(path: entries[index].path, message: "cannot read file: \(failure.message)"))
                    lost = true
                }
            }
        }

        // A declaration digest depends on the path too (summaries record where things are), so
        // two files with the same content need one digest each.
        let allKeys = entries.map { digestKey(content: $0.content, path: $0.path) }
        // Files that are not UTF-8 are reported by the analysis itself and never linted. Only
        // lintable files get a digest, so a file with a cached digest needs no new check
        // (trusted files all have one).
        let valid = ParallelWork.map(Array(zip(entries, allKeys)), jobs: jobs) { entry, key in
            storedDigests[key] != nil || entry.file!.firstInvalidUTF8Offset() == nil
        }
        let invalidFiles = zip(entries, valid).filter { !$0.1 }.map { $0.0.file! }
        let lintable = zip(entries.indices, valid).filter { $0.1 }.map(\.0)
        let errors = invalidFiles.isEmpty ? []
            : AnalysisRunner.analyze(files: invalidFiles, configuration: configuration, jobs: jobs).errors
        let digestKeys = lintable.map { allKeys[$0] }

        // Declaration digests: from the cache, or from the file's declaration summary (kept:
        // it is the Linter's first pass if anything must be re-checked).
        var declarations = [DeclarationSummary?](repeating: nil, count: lintable.count)
        var digests = digestKeys.map { store.digests[$0] }
        let unknown = digests.indices.filter { digests[$0] == nil }
        let unknownFiles = unknown.map { entries[lintable[$0]].file! }
        let fresh = ParallelWork.summaries(unknownFiles, jobs: jobs)
        for (index, declaration) in zip(unknown, fresh) {
            declarations[index] = declaration
            digests[index] = DeclarationDigest.of(declaration)
        }

        var project = StableHash()
        for index in lintable.indices.sorted(by: { entries[lintable[$0]].path.utf8.lexicographicallyPrecedes(entries[lintable[$1]].path.utf8) }) {
            project.combine(entries[lintable[index]].path)
            project.combine(digests[index]!)
        }
        let keys = lintable.indices.map { index -> UInt64 in
            var key = StableHash()
            key.combine(entries[lintable[index]].content)
            key.combine(configurationHash)
            key.combine(tool)
            key.combine(project.value)
            return key.value
        }

        let misses = lintable.indices.filter { store.files[entries[lintable[$0]].path]?.key != keys[$0] }
        // Bytes are needed for every file when anything is re-checked (the Linter sees the
        // whole project), otherwise only for the hits with findings to report.
        load(misses.isEmpty
             ? lintable.indices.filter { store.files[entries[lintable[$0]].path]?.findings.isEmpty == false }.map { lintable[$0] }
             : lintable)
        if lost {
            // Rare (a file removed mid-run): start again without the lost files.
            let lostPaths = Set(readErrors.map(\.path))
            var retry = analyze(inputs: inputs.filter { !lostPaths.contains($0.path) }, configuration: configuration,
                                configurationHash: configurationHash, jobs: jobs, storePath: storePath, access: access)
            let order = Dictionary(inputs.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
            retry.readErrors = (retry.readErrors + readErrors).sorted { order[$0.path] ?? 0 < order[$1.path] ?? 0 }
            return retry
        }
        let lintableFiles = lintable.map { entries[$0].file }
        var findings: [Finding] = []
        for (position, index) in lintable.enumerated() where store.files[entries[index].path]?.key == keys[position] {
            findings += store.files[entries[index].path]!.findings.map { $0.finding(path: entries[index].path) }
        }
        if !misses.isEmpty {
            // The index needs every file's declarations, so those not summarised yet are now;
            // only the misses are checked.
            let sources = lintableFiles.map { $0! }
            let unsummarised = lintable.indices.filter { declarations[$0] == nil }
            let summaries = ParallelWork.summaries(unsummarised.map { sources[$0] }, jobs: jobs)
            for (index, declaration) in zip(unsummarised, summaries) { declarations[index] = declaration }
            let missPaths = Set(misses.map { sources[$0].path })
            let output = AnalysisRunner.linter(configuration, jobs: jobs)
                .lint(sources, declarations: declarations.map { $0! }, checking: missPaths)
            let analysed = output.findings
            findings += analysed
            var byPath: [String: [CachedFinding]] = [:]
            for finding in analysed { byPath[finding.path, default: []].append(CachedFinding(finding)) }
            for index in misses {
                let path = sources[index].path
                store.files[path] = CacheStore.CachedFile(key: keys[index], findings: byPath[path] ?? [])
            }
        }

        // Record every lintable file's stamp with the content it vouches for. A file read
        // without a stamp (given already read) keeps its old one when the content is the same.
        var stampsChanged = false
        for index in lintable {
            let entry = entries[index]
            let path = entry.path
            let old = store.files[path]?.stamp
            let new = entry.stamp.map { CacheStore.Stamp(file: $0, content: entry.content) }
                ?? (old?.content == entry.content ? old : nil)
            if new != old {
                store.files[path]?.stamp = new
                stampsChanged = true
            }
        }
        // Racy entries were verified; rewriting the store makes them trusted next time.
        let racy = entries.contains { $0.racy }

        // Keep the digests of this run's contents; older ones only while the store is small,
        // so switching branches back and forth stays warm without the file growing forever.
        var keptDigests = store.digests.count < 4 * max(lintable.count, 1000) ? store.digests : [:]
        for (key, digest) in zip(digestKeys, digests) { keptDigests[key] = digest }
        let changed = !misses.isEmpty || keptDigests.count != store.digests.count || loadNote != nil || stampsChanged || racy
        store.digests = keptDigests
        if changed, let note = store.save(storePath) { notes.append(note) }
        return Outcome(findings: findings, errors: errors, hits: digestKeys.count - misses.count,
                       analysed: misses.count, notes: notes, files: entries.compactMap(\.file), readErrors: readErrors,
                       scanned: entries.count, stampHits: entries.filter(\.trusted).count)
    }

    /// The cache file for a project: one per working directory and configuration file, under
    /// `directory`.
    static func storePath(directory: String, workingDirectory: String, configurationPath: String?) -> String {
        var hash = StableHash()
        hash.combine(workingDirectory)
        hash.combine(configurationPath ?? "")
        return PathText.join(directory, "lint-\(StableHash.hex(hash.value)).cache")
    }
}
