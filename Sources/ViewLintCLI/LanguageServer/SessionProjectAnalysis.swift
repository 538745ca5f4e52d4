import Foundation
import ViewLint
import ViewLintLanguageServer

/// The analysis behind `viewlint lsp`: one `AnalysisSession` kept alive for the editor, built
/// from the configuration and project exactly as `viewlint lint` builds them, with open buffers
/// as the session's documents. The session decides what to re-check (a file's content, the
/// project's declarations, the code its confirmation read); this adapter maps the server's
/// absolute paths to the project's names and tells the server which files a change can reach,
/// so that typing in a body does not send every file of a large project back to the session.
final class SessionProjectAnalysis: ProjectAnalysis {
    let rules = RuleCatalog.all
    private let jobs: Int
    private var folder = "."
    private var session: AnalysisSession?
    private var configuration = Configuration()
    /// Every path the server was last told about, so files that leave the project get an empty
    /// result.
    private var known: Set<String> = []
    private var stale: Set<String> = []
    /// Names whose content changed since the session last analysed them.
    private var changed: Set<String> = []
    /// Each file's digests when it was last analysed (`AnalysisSession`'s, by name).
    private var digests: [String: FileDigests] = [:]
    /// Each file's words (`Words.hashes`) as last analysed, by name: which files mention a
    /// name whose entry in the project model changed.
    private var words: [String: [UInt64]] = [:]
    /// For `statistics`: analysed files whose declarations had changed, the other files those
    /// changes made stale, edits the model could not follow by name (every file stale), and
    /// files the session checked again.
    private var declarationChanges = 0
    private var reachedByDeclarations = 0
    private var everythingChanges = 0
    private var filesChecked = 0

    /// Off: every edit merges the whole project again, as before the model was updated in
    /// place (`Benchmarks/lsp-typing.py --merge-every-edit` compares the two in one run).
    private let updatesModelInPlace: Bool

    init(jobs: Int, updatesModelInPlace: Bool = true) {
        self.jobs = jobs
        self.updatesModelInPlace = updatesModelInPlace
    }

    func load(root: String, progress: @escaping @Sendable (Int, Int) -> Void) -> [String] {
        folder = PathText.normalize(root)
        var problems: [String] = []
        let (project, settings) = prepare(problems: &problems)
        let session = AnalysisSession(project: project, settings: settings)
        session.updatesModelInPlace = updatesModelInPlace
        self.session = session
        // Indexing: every file read, summarised and checked once (results are kept by the
        // session, so the server's first analysis reuses them).
        let total = project.files.count
        let counter = Counter()
        let indexed = session.analyze(project.files) { progress(counter.increment(), total) }
        problems += project.problems.map(Self.describe)
        known = Set(project.files.map(project.absolutePath))
        stale = known
        rememberDigests(of: project.files, in: indexed)
        rememberWords(of: project.files, in: indexed)
        _ = session.takeModelChange() // every file is stale already
        return problems
    }

    func reloadConfiguration() -> [String] {
        guard let session else { return [] }
        var problems: [String] = []
        let (project, settings) = prepare(problems: &problems)
        session.updateSettings(settings)
        session.updateProject(project)
        everythingStale()
        return problems + project.problems.map(Self.describe)
    }

    func isConfigurationFile(_ path: String) -> Bool {
        path.hasSuffix("/" + ConfigurationLoader.fileName)
    }

    func setBuffer(_ bytes: [UInt8]?, for path: String) {
        guard let session else { return }
        let name = session.project.name(of: path, workingDirectory: folder)
        let files = session.project.files
        if let bytes { session.setDocument(name, bytes: bytes) } else { session.removeDocument(name) }
        contentChanged(name, path: path, filesBefore: files)
    }

    func fileChangedOnDisk(_ path: String) {
        guard let session else { return }
        let name = session.project.name(of: path, workingDirectory: folder)
        let files = session.project.files
        session.filesChanged([name])
        contentChanged(name, path: path, filesBefore: files)
    }

    /// The changed file is stale now; which others are is known once it has been analysed
    /// (`reachedFiles`). A file joining or leaving the project changes every file's index.
    private func contentChanged(_ name: String, path: String, filesBefore: [String]) {
        guard session?.project.files == filesBefore else { return everythingStale() }
        changed.insert(name)
        stale.insert(path)
    }

    /// What a session keeps a result on (`AnalysisSession`): the project's declarations, and
    /// the code of each file the confirmation read. So after a changed file is analysed: new
    /// declarations make stale the files that mention a name whose entry in the project model
    /// changed (`ModelChange`), or whose dependencies do; new code, the files whose results
    /// read it; the same digests (a comment, a blank line inside a body), no other file.
    private func reachedFiles(_ analysed: [String], in result: AnalysisResult) {
        guard let session else { return }
        let change = session.takeModelChange()
        // Files analysed for the first time since they joined the project: their digests now.
        let joined = analysed.filter { digests[$0] == nil && !changed.contains($0) }
        rememberDigests(of: joined, in: result)
        rememberWords(of: joined, in: result)
        let before = analysed.filter(changed.contains).map { ($0, digests[$0]) }
        rememberWords(of: before.map(\.0), in: result)
        rememberDigests(of: before.map(\.0), in: result)
        changed.subtract(before.map(\.0))
        if change.everything {
            everythingChanges += 1
            return everythingStale()
        }
        var codeChanged: Set<String> = []
        for (name, old) in before {
            guard let old, let new = digests[name] else {
                everythingChanges += 1
                return everythingStale()
            }
            if new.declarations != old.declarations {
                declarationChanges += 1
                // Analysed without the model taking the edit in (its result was kept): what
                // changed by name is not known.
                guard change.files.contains(name) else {
                    everythingChanges += 1
                    return everythingStale()
                }
            }
            if new.code != old.code { codeChanged.insert(name) }
        }
        let analysedNow = Set(analysed)
        if !change.names.isEmpty {
            for name in mentioning(change.names).subtracting(analysedNow)
            where stale.insert(session.project.absolutePath(of: name)).inserted {
                reachedByDeclarations += 1
            }
        }
        guard !codeChanged.isEmpty else { return }
        for (name, stored) in session.memory.results where stored.dependencies.contains(where: { codeChanged.contains($0.name) }) {
            stale.insert(session.project.absolutePath(of: name))
        }
    }

    /// The project's files (names) whose words, or whose dependencies' words, include one of
    /// `names`.
    private func mentioning(_ names: Set<String>) -> Set<String> {
        guard let session else { return [] }
        let hashes = names.map(Words.hash)
        func mentions(_ name: String) -> Bool {
            guard let list = words[name] else { return false }
            return hashes.contains { Words.mentions(list, $0) }
        }
        var mentioningFiles = Set(words.keys.filter(mentions))
        for (name, stored) in session.memory.results where !mentioningFiles.contains(name)
            && stored.dependencies.contains(where: { mentions($0.name) }) {
            mentioningFiles.insert(name)
        }
        return mentioningFiles
    }

    /// The words of the files as analysed (none for a file that could not be read or is not
    /// UTF-8: its result is that error, whatever the model says).
    private func rememberWords(of names: [String], in result: AnalysisResult) {
        for name in names { words[name] = result.sources[name].map { Words.hashes(of: $0.bytes) } }
    }

    /// The digests the session computed for the files as they were analysed (none for a file
    /// that could not be read or is not UTF-8).
    private func rememberDigests(of names: [String], in result: AnalysisResult) {
        guard let session else { return }
        let stored = session.memory.digests
        for name in names {
            digests[name] = result.sources[name].flatMap {
                stored[AnalysisMemory.digestKey(content: StableHash.ofContent($0.bytes), name: name)]
            }
        }
    }

    /// After a configuration change, or a file joining or leaving the project, every file is
    /// stale: the session re-checks only those whose inputs changed and answers the rest from
    /// what it kept.
    private func everythingStale() {
        guard let session else { return }
        known.formUnion(session.project.files.map(session.project.absolutePath))
        stale = known
    }

    func staleFiles() -> Set<String> { stale }

    func analyze(_ paths: Set<String>) -> [String: FileAnalysis] {
        guard let session else { return [:] }
        let project = session.project
        let members = Set(project.files)
        var names: [String: String] = [:]
        for path in paths {
            let name = project.name(of: path, workingDirectory: folder)
            if members.contains(name) { names[path] = name }
        }
        let result = session.analyze(Array(names.values))
        filesChecked += result.checked.count
        reachedFiles(Array(names.values), in: result)
        var findings: [String: [Finding]] = [:]
        for finding in result.findings { findings[finding.path, default: []].append(finding) }
        var results: [String: FileAnalysis] = [:]
        for path in paths {
            stale.remove(path)
            guard let name = names[path] else {
                // Deleted, or no longer selected by the configuration: nothing to report.
                known.remove(path)
                digests[project.name(of: path, workingDirectory: folder)] = nil
                words[project.name(of: path, workingDirectory: folder)] = nil
                results[path] = FileAnalysis(source: nil, findings: [], errors: [])
                continue
            }
            let errors = result.errors.filter { $0.path == name }
            // A file that is not UTF-8 has no analysed source; its bytes place the error.
            let source = result.sources[name] ?? (errors.isEmpty ? nil : try? FileSystem.readFile(path).get())
                .map { SourceFile(path: name, bytes: $0) }
            results[path] = FileAnalysis(source: source, findings: findings[name] ?? [], errors: errors)
        }
        return results
    }

    var statistics: [(name: String, value: Int)] {
        let builds = session?.modelBuilds ?? ModelBuildCounts()
        return [("modelReused", builds.reused), ("modelUpdated", builds.updated), ("modelFactsMerged", builds.factsMerged),
                ("modelMerged", builds.merged), ("declarationChanges", declarationChanges),
                ("reachedByDeclarations", reachedByDeclarations), ("everythingStale", everythingChanges),
                ("filesChecked", filesChecked)]
    }

    func isProjectFile(_ path: String) -> Bool {
        guard let session else { return false }
        return session.project.files.contains(session.project.name(of: path, workingDirectory: folder))
    }

    func fixedContents(of path: String) -> [UInt8]? {
        guard let session else { return nil }
        let name = session.project.name(of: path, workingDirectory: folder)
        return session.fix([name]).fixed[name]
    }

    /// The configuration (nearest `.viewlint.yml` upward from the workspace folder), the project
    /// (its root and files, as `viewlint lint` finds them) and the session's settings. A broken
    /// configuration keeps the one in force: a half-typed file should not switch rules off.
    private func prepare(problems: inout [String]) -> (Project, AnalysisSettings) {
        var loaded: LoadedConfiguration?
        do {
            let fresh = try ConfigurationLoader.load(explicitPath: nil, searchDirectory: folder, knownRules: rules)
            configuration = fresh.configuration
            loaded = fresh
            problems += fresh.warnings.map { "\($0.path):\($0.line):\($0.column): warning: \($0.message)" }
        } catch {
            problems.append(error.line > 0 ? "\(error.path):\(error.line):\(error.column): error: \(error.message)"
                                           : "\(error.path): error: \(error.message)")
        }
        let root = Project.root(configurationPath: loaded?.path, searchDirectory: folder, workingDirectory: folder)
        let project = Project.discover(root: root, included: configuration.included, excluded: configuration.excluded,
                                       configurationBase: loaded?.baseDirectory ?? root)
        // The salt makes a changed configuration re-check every file, as it does for `lint`.
        let salt = loaded.map { LintSession.configurationHash(loaded: $0, configuration: configuration) } ?? 0
        return (project, AnalysisRunner.settings(configuration, jobs: jobs, cacheSalt: salt))
    }

    private static func describe(_ problem: InputError) -> String {
        "\(problem.path): \(problem.message)"
    }
}

/// Files read so far, counted from several threads.
private final class Counter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()
    func increment() -> Int { lock.withLock { count += 1; return count } }
}
