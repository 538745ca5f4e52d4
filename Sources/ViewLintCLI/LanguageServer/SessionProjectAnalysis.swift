import Foundation
import ViewLint
import ViewLintLanguageServer

/// The analysis behind `viewlint lsp`: one `AnalysisSession` kept alive for the editor, built
/// from the configuration and project exactly as `viewlint lint` builds them, with open buffers
/// as the session's documents. The session decides what to re-check (a file's content, the
/// project's declarations, the code its confirmation read); this adapter only maps the
/// server's absolute paths to the project's names.
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

    init(jobs: Int) { self.jobs = jobs }

    func load(root: String, progress: @escaping @Sendable (Int, Int) -> Void) -> [String] {
        folder = PathText.normalize(root)
        var problems: [String] = []
        let (project, settings) = prepare(problems: &problems)
        let session = AnalysisSession(project: project, settings: settings)
        self.session = session
        // Indexing: every file read, summarised and checked once (results are kept by the
        // session, so the server's first analysis reuses them).
        let total = project.files.count
        let counter = Counter()
        _ = session.analyze(project.files) { progress(counter.increment(), total) }
        problems += project.problems.map(Self.describe)
        known = Set(project.files.map(project.absolutePath))
        stale = known
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
        if let bytes { session.setDocument(name, bytes: bytes) } else { session.removeDocument(name) }
        everythingStale()
    }

    func fileChangedOnDisk(_ path: String) {
        guard let session else { return }
        session.filesChanged([session.project.name(of: path, workingDirectory: folder)])
        everythingStale()
    }

    /// After any change every file is stale: the session re-checks only those whose inputs
    /// changed and answers the rest from what it kept.
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
        var findings: [String: [Finding]] = [:]
        for finding in result.findings { findings[finding.path, default: []].append(finding) }
        var results: [String: FileAnalysis] = [:]
        for path in paths {
            stale.remove(path)
            guard let name = names[path] else {
                // Deleted, or no longer selected by the configuration: nothing to report.
                known.remove(path)
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
