import Foundation
import ViewLint
import ViewLintLanguageServer

/// The analysis behind `viewlint lsp`, over the library's `Linter` exactly as `viewlint lint`
/// configures it (`AnalysisRunner.linter`: rules from the configuration, suppressions,
/// confirmation, parse notes), with the project's trees kept in memory so an edit re-parses
/// one file.
///
/// This is the thin adapter until the library's analysis session lands; it decides nothing
/// about findings, only which files to hand the Linter and which results may be stale.
final class LinterProjectAnalysis: ProjectAnalysis {
    let rules = RuleCatalog.all
    private let jobs: Int
    private var root = "."
    private var loaded: LoadedConfiguration?
    private var configuration = Configuration()
    private var linter: Linter
    /// Every file of the project (and every open buffer), by absolute path.
    private var files: [String: ProjectFile] = [:]
    /// Paths discovery found (open buffers outside it are linted while open).
    private var discovered: Set<String> = []
    private var buffers: Set<String> = []
    private var stale: Set<String> = []
    /// Paths whose last result had findings: an edit elsewhere can change their evidence.
    private var withFindings: Set<String> = []

    private struct ProjectFile {
        var source: SourceFile
        /// Nil when the file cannot be linted (`error` says why).
        var parsed: ParsedSource?
        var digest: UInt64?
        var error: InputError?
    }

    init(jobs: Int) {
        self.jobs = jobs
        linter = AnalysisRunner.linter(Configuration(), jobs: jobs)
    }

    func load(root: String, progress: @escaping @Sendable (Int, Int) -> Void) -> [String] {
        self.root = PathText.normalize(root)
        let problems = readConfiguration()
        let paths = discover()
        let total = paths.count
        let counter = ProgressCounter()
        let read = ParallelWork.map(paths, jobs: jobs) { path -> ProjectFile? in
            defer { progress(counter.increment(), total) }
            return Self.readFile(path)
        }
        for (path, file) in zip(paths, read) { files[path] = file }
        discovered = Set(paths)
        stale = Set(files.keys)
        return problems
    }

    func reloadConfiguration() -> [String] {
        let problems = readConfiguration()
        let paths = discover()
        let now = Set(paths)
        for path in discovered.subtracting(now) where !buffers.contains(path) { files[path] = nil }
        for path in now.subtracting(discovered) where files[path] == nil { files[path] = Self.readFile(path) }
        discovered = now
        // New rules or settings change every file's findings, and removed files need an
        // empty result published.
        stale = Set(files.keys).union(stale)
        return problems
    }

    func isConfigurationFile(_ path: String) -> Bool {
        path == loaded?.path || PathText.directory(of: path).count <= root.count && path.hasSuffix("/" + ConfigurationLoader.fileName)
    }

    func setBuffer(_ bytes: [UInt8]?, for path: String) {
        if let bytes {
            buffers.insert(path)
            replace(path, with: Self.parse(SourceFile(path: path, bytes: bytes)))
        } else {
            buffers.remove(path)
            replace(path, with: discovered.contains(path) ? Self.readFile(path) : nil)
        }
    }

    func fileChangedOnDisk(_ path: String) {
        guard !buffers.contains(path) else { return }
        if !discovered.contains(path) {
            // A new file belongs to the project only if discovery (globs, skipped folders) finds it.
            discovered = Set(discover())
            guard discovered.contains(path) else { return }
        }
        replace(path, with: Self.readFile(path))
        if files[path] == nil { discovered.remove(path) }
    }

    func staleFiles() -> Set<String> { stale }

    func analyze(_ paths: Set<String>) -> [String: FileResult] {
        let lintable = files.keys.sorted().compactMap { files[$0]?.parsed }
        let checking = Set(paths.filter { files[$0]?.parsed != nil })
        var findings: [String: [Finding]] = [:]
        if !checking.isEmpty {
            let output = linter.lint(parsed: lintable, checking: checking)
            for finding in output.findings {
                findings[finding.path, default: []].append(finding)
            }
        }
        var results: [String: FileResult] = [:]
        for path in paths {
            let file = files[path]
            let found = (findings[path] ?? []).sorted(by: Linter.reportOrder)
            results[path] = FileResult(source: file?.source, findings: found, errors: file?.error.map { [$0] } ?? [])
            if found.isEmpty { withFindings.remove(path) } else { withFindings.insert(path) }
            stale.remove(path)
        }
        return results
    }

    func source(for path: String) -> SourceFile? { files[path]?.source }

    func findings(forContents bytes: [UInt8], of path: String) -> [Finding] {
        guard let parsed = Self.parse(SourceFile(path: path, bytes: bytes)).parsed else { return [] }
        var lintable = files.keys.sorted().filter { $0 != path }.compactMap { files[$0]?.parsed }
        lintable.append(parsed)
        return linter.lint(parsed: lintable, checking: [path]).findings
    }

    // MARK: Keeping the project current

    /// Replaces one file and marks what its change may affect: itself; every file when what
    /// it declares changed (the index rules consult); otherwise the files with findings,
    /// whose evidence may read its bodies.
    private func replace(_ path: String, with file: ProjectFile?) {
        let old = files[path]
        files[path] = file
        stale.insert(path)
        if old?.digest != file?.digest || (old == nil) != (file == nil) {
            stale.formUnion(files.keys)
        } else {
            stale.formUnion(withFindings)
        }
    }

    private func readConfiguration() -> [String] {
        var problems: [String] = []
        do {
            let fresh = try ConfigurationLoader.load(explicitPath: nil, searchDirectory: root, knownRules: rules)
            loaded = fresh
            configuration = fresh.configuration
            problems += fresh.warnings.map { "\($0.path):\($0.line):\($0.column): warning: \($0.message)" }
        } catch {
            // Keep what was in force: a half-typed configuration should not switch rules off.
            problems.append(error.line > 0 ? "\(error.path):\(error.line):\(error.column): error: \(error.message)"
                                           : "\(error.path): error: \(error.message)")
        }
        linter = AnalysisRunner.linter(configuration, jobs: jobs)
        return problems
    }

    private func discover() -> [String] {
        let discovery = FileDiscovery(included: configuration.included, excluded: configuration.excluded,
                                      baseDirectory: loaded?.baseDirectory ?? root, workingDirectory: root)
        return discovery.discover([root]).paths
    }

    private static func readFile(_ path: String) -> ProjectFile? {
        switch FileSystem.readFile(path) {
        case .success(let bytes):
            return parse(SourceFile(path: path, bytes: bytes))
        case .failure(let failure):
            guard FileSystem.status(path) != nil else { return nil } // deleted
            return ProjectFile(source: SourceFile(path: path, bytes: []), parsed: nil, digest: nil,
                               error: InputError(path: path, message: "cannot read file: \(failure.message)"))
        }
    }

    /// Parses a file for keeping; a file that is not UTF-8 is not linted, as in `viewlint lint`.
    private static func parse(_ source: SourceFile) -> ProjectFile {
        if let error = AnalysisRunner.utf8Error(source) {
            return ProjectFile(source: source, parsed: nil, digest: nil, error: error)
        }
        let parsed = ParsedSource(parsing: source)
        return ProjectFile(source: source, parsed: parsed, digest: DeclarationDigest.of(parsed.tree), error: nil)
    }
}

/// Files read so far, from several threads.
private final class ProgressCounter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()
    func increment() -> Int { lock.withLock { count += 1; return count } }
}
