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
    }

    static func analyze(files: [SourceFile], configuration: Configuration, configurationHash: UInt64,
                        jobs: Int, storePath: String) -> Outcome {
        let tool = CacheStore.toolIdentity()
        var (store, loadNote) = CacheStore.load(storePath, tool: tool)
        var notes = loadNote.map { [$0] } ?? []

        // A declaration digest depends on the path too (summaries record where things are), so
        // two files with the same content need one digest each.
        let allKeys = ParallelWork.map(files, jobs: jobs) { file -> (content: UInt64, digest: UInt64) in
            let content = StableHash.ofContent(file.bytes)
            var key = StableHash()
            key.combine(content)
            key.combine(file.path)
            return (content, key.value)
        }
        // Files that are not UTF-8 are reported by the analysis itself and never linted. Only
        // lintable files get a digest, so a file with a cached digest needs no new check.
        let storedDigests = store.digests
        let valid = ParallelWork.map(Array(zip(files, allKeys)), jobs: jobs) { file, keys in
            storedDigests[keys.digest] != nil || file.firstInvalidUTF8Offset() == nil
        }
        let invalidFiles = zip(files, valid).filter { !$0.1 }.map(\.0)
        let lintable = zip(files, valid).filter { $0.1 }.map(\.0)
        let lintableKeys = zip(allKeys, valid).filter { $0.1 }.map(\.0)
        let errors = invalidFiles.isEmpty ? []
            : AnalysisRunner.analyze(files: invalidFiles, configuration: configuration, jobs: jobs).errors
        let contentHashes = lintableKeys.map(\.content)
        let digestKeys = lintableKeys.map(\.digest)

        // Declaration digests: from the cache, or from the file's declaration summary (kept:
        // it is the Linter's first pass if anything must be re-checked).
        var declarations = [DeclarationSummary?](repeating: nil, count: lintable.count)
        var digests = digestKeys.map { store.digests[$0] }
        let unknown = digests.indices.filter { digests[$0] == nil }
        let fresh = ParallelWork.map(unknown, jobs: jobs) { index -> DeclarationSummary in
            DeclarationSummary(parsing: lintable[index])
        }
        for (index, declaration) in zip(unknown, fresh) {
            declarations[index] = declaration
            digests[index] = DeclarationDigest.of(declaration)
        }

        var project = StableHash()
        for index in lintable.indices.sorted(by: { lintable[$0].path.utf8.lexicographicallyPrecedes(lintable[$1].path.utf8) }) {
            project.combine(lintable[index].path)
            project.combine(digests[index]!)
        }
        let keys = lintable.indices.map { index -> UInt64 in
            var key = StableHash()
            key.combine(contentHashes[index])
            key.combine(configurationHash)
            key.combine(tool)
            key.combine(project.value)
            return key.value
        }

        let misses = lintable.indices.filter { store.files[lintable[$0].path]?.key != keys[$0] }
        var findings: [Finding] = []
        for index in lintable.indices where store.files[lintable[index].path]?.key == keys[index] {
            findings += store.files[lintable[index].path]!.findings.map { $0.finding(path: lintable[index].path) }
        }
        if !misses.isEmpty {
            // The index needs every file's declarations, so those not summarised yet are now;
            // only the misses are checked.
            let unsummarised = lintable.indices.filter { declarations[$0] == nil }
            let summaries = ParallelWork.map(unsummarised, jobs: jobs) { DeclarationSummary(parsing: lintable[$0]) }
            for (index, declaration) in zip(unsummarised, summaries) { declarations[index] = declaration }
            let missPaths = Set(misses.map { lintable[$0].path })
            let output = AnalysisRunner.linter(configuration, jobs: jobs)
                .lint(lintable, declarations: declarations.map { $0! }, checking: missPaths)
            let analysed = output.findings + AnalysisRunner.parseNotes(output.diagnostics)
            findings += analysed
            var byPath: [String: [CachedFinding]] = [:]
            for finding in analysed { byPath[finding.path, default: []].append(CachedFinding(finding)) }
            for index in misses {
                let path = lintable[index].path
                store.files[path] = CacheStore.CachedFile(key: keys[index], findings: byPath[path] ?? [])
            }
        }

        // Keep the digests of this run's contents; older ones only while the store is small,
        // so switching branches back and forth stays warm without the file growing forever.
        var keptDigests = store.digests.count < 4 * max(lintable.count, 1000) ? store.digests : [:]
        for (key, digest) in zip(digestKeys, digests) { keptDigests[key] = digest }
        let changed = !misses.isEmpty || keptDigests.count != store.digests.count || loadNote != nil
        store.digests = keptDigests
        if changed, let note = store.save(storePath) { notes.append(note) }
        return Outcome(findings: findings, errors: errors, hits: lintable.count - misses.count,
                       analysed: misses.count, notes: notes)
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
