import Foundation
import ViewLint

/// One lint invocation after its options were parsed: configuration loaded, the project found,
/// the files asked for listed. Shared by `lint`, `lint --fix` and `baseline`, so they see
/// exactly the same files; the analysis itself is the library's `AnalysisSession`.
struct LintSession {
    let options: LintOptions
    let environment: TerminalEnvironment
    let workingDirectory: String
    let loaded: LoadedConfiguration
    let configuration: Configuration
    let reporterKind: ReporterKind
    let jobs: Int
    let rules: [RuleDescription]
    /// Everything under the project root: what the index covers.
    let project: Project
    /// The files asked for, by project name, and how each is shown (as the user spelled it).
    let asked: [String]
    let display: [String: String]
    /// `--stdin-path`'s content.
    let standardInput: [UInt8]?
    /// Paths that do not exist or cannot be listed, standard input that cannot be read.
    var errors: [InputError]
    /// The cache store, loading while the project is walked.
    var preload: StorePreload? = nil

    /// Loads the configuration and finds the project and the files asked for; on failure, the
    /// exit status (the problem was already printed).
    /// Where to look for the configuration and the project when every path asked for lies
    /// outside the working directory (`viewlint lint ~/src/App/View.swift` run from elsewhere):
    /// the first path's folder, so the project is the one the file belongs to, not whatever
    /// folder the command happened to start in. Nil when a path is inside the working directory.
    static func outsideSearchDirectory(_ paths: [String], workingDirectory: String) -> String? {
        let absolute = paths.map { PathText.normalize(PathText.join(workingDirectory, $0)) }
        guard let first = absolute.first,
              absolute.allSatisfy({ PathText.relative($0, to: workingDirectory) == nil }) else { return nil }
        return FileSystem.status(first)?.isDirectory == true ? first : PathText.directory(of: first)
    }

    static func prepare(_ options: LintOptions) -> Result<LintSession, ExitCode> {
        let environment = TerminalEnvironment.current
        let workingDirectory = FileSystem.currentDirectory()
        let rules = RuleCatalog.all

        // The configuration: --config, else the nearest file upward from where the linted
        // source lives (the --stdin-path file's folder) or from the working directory.
        let searchDirectory = options.stdinPath.map {
            PathText.directory(of: PathText.normalize(PathText.join(workingDirectory, $0)))
        } ?? LintSession.outsideSearchDirectory(options.paths, workingDirectory: workingDirectory) ?? workingDirectory
        let loaded: LoadedConfiguration
        do {
            loaded = try ConfigurationLoader.load(explicitPath: options.configPath, searchDirectory: searchDirectory,
                                                  knownRules: rules)
        } catch {
            Console.error(error.line > 0
                ? "\(error.path):\(error.line):\(error.column): error: \(error.message)"
                : "\(error.path): error: \(error.message)")
            return .failure(ExitCode(ExitStatus.inputError))
        }
        for warning in loaded.warnings {
            Console.error("\(warning.path):\(warning.line):\(warning.column): warning: \(warning.message)")
        }
        var configuration = loaded.configuration
        options.apply(to: &configuration)
        let reporterKind = options.reporter
            ?? configuration.reporter.flatMap(ReporterKind.init(rawValue:))
            ?? (environment.standardOutputIsTerminal ? .text : .xcode)
        let jobs = options.jobs ?? environment.activeProcessors

        // The project: the configuration's folder, else the git work tree, else here.
        let root = Project.root(configurationPath: loaded.path, searchDirectory: searchDirectory,
                                workingDirectory: workingDirectory)
        let preload = options.noCache ? nil
            : StorePreload(path: cacheStorePath(options: options, workingDirectory: workingDirectory, root: root, loaded: loaded))
        let (project, walkedFromRoot) = Project.discoverWalking(root: root, included: configuration.included,
                                                                excluded: configuration.excluded,
                                                                configurationBase: loaded.baseDirectory)

        var errors: [InputError] = []
        var asked: [String] = []
        var display: [String: String] = [:]
        var standardInput: [UInt8]?
        if let stdinPath = options.stdinPath {
            let name = project.name(of: stdinPath, workingDirectory: workingDirectory)
            asked = [name]
            display[name] = stdinPath
            switch FileSystem.readStandardInput() {
            case .success(let bytes): standardInput = bytes
            case .failure(let failure):
                errors.append(InputError(path: stdinPath, message: "cannot read standard input: \(failure.message)"))
                asked = []
            }
        } else {
            var discovery = FileDiscovery(included: configuration.included, excluded: configuration.excluded,
                                          baseDirectory: loaded.baseDirectory, workingDirectory: workingDirectory)
            discovery.forceExclude = options.forceExclude
            let requested: [String]
            switch ScriptInputFiles.paths(for: options) {
            case .success(let paths): requested = paths
            case .failure(let problem):
                Console.error("viewlint: error: \(problem.message)")
                return .failure(ExitCode(ExitStatus.usage))
            }
            // `viewlint lint` (or `.`) from the project's root asks for what walking the root
            // found: the same walk, not done twice.
            let found = requested == ["."] && PathText.normalize(workingDirectory) == project.root
                ? walkedFromRoot ?? discovery.discover(requested) : discovery.discover(requested)
            errors += found.errors
            if found.paths.isEmpty && found.errors.isEmpty && !configuration.allowZeroLintableFiles {
                Console.error("viewlint: error: No lintable files found at paths: '\(requested.joined(separator: "', '"))' (allow it with 'allow_zero_lintable_files: true' or --allow-zero-lintable-files)")
                return .failure(ExitCode(ExitStatus.usage))
            }
            for path in found.paths {
                let name = project.name(of: path, workingDirectory: workingDirectory)
                if display[name] == nil {
                    asked.append(name)
                    display[name] = path
                }
            }
        }
        return .success(LintSession(options: options, environment: environment, workingDirectory: workingDirectory,
                                    loaded: loaded, configuration: configuration, reporterKind: reporterKind,
                                    jobs: jobs, rules: rules, project: project, asked: asked, display: display,
                                    standardInput: standardInput, errors: errors, preload: preload))
    }

    /// What a run reports: findings, errors and files with the paths the user knows.
    struct Analysis {
        var findings: [Finding]
        var errors: [InputError]
        /// The files asked for as analysed (code frames, baselines, fixes), in asked order.
        var files: [SourceFile]
        /// Files asked for that were examined (read, or trusted by the cache).
        var scanned: Int
    }

    /// The analysis of the files asked for, through the cache unless `--no-cache`.
    func analyze() -> Analysis {
        let total = Set(project.files + asked).count
        let progress = environment.showsProgress(reporter: reporterKind, quiet: options.quiet) && total >= Progress.minimumFiles
            ? Progress(total: total, label: "viewlint: reading") : nil
        var advance: (@Sendable () -> Void)? = nil
        if let progress { advance = { progress.advance() } }
        let result: AnalysisResult = run(analysingOnce: true) { session in
            let result = session.analyze(asked, progress: advance)
            progress?.finish()
            return (result, result)
        }
        return shown(result)
    }

    /// `--fix`: the fix loop over the files asked for. The fixed contents are by display path.
    func fix() -> (analysis: Analysis, fixed: [(path: String, bytes: [UInt8])], applied: Int, converged: Bool) {
        let outcome = run { session in
            let outcome = session.fix(asked)
            return (outcome, outcome.result)
        }
        let fixed = outcome.fixed.keys.sorted().map { (display[$0] ?? $0, outcome.fixed[$0]!) }
        return (shown(outcome.result), fixed, outcome.applied, outcome.converged)
    }

    /// A session for this run (through the cache unless `--no-cache`; standard input as an open
    /// document), then the notes: the cache's, and files elsewhere in the project that could
    /// not be indexed (the run went on without their declarations).
    private func run<T>(analysingOnce: Bool = false, _ body: (AnalysisSession) -> (T, AnalysisResult)) -> T {
        var settings = AnalysisRunner.settings(configuration, jobs: jobs, cacheSalt: configurationHash())
        // Nested .viewlint.yml files refine the root for the files below them (not with --config).
        let resolver = ConfigurationResolver(root: loaded, nested: options.configPath == nil, knownRules: rules,
                                             workingDirectory: workingDirectory)
        settings.resolver = resolver
        settings.incremental = !options.noCache
        // Reports, baselines and fixes read only the files with findings.
        settings.reportsEveryFileRead = false
        // One analysis: each file's facts go once the model holds them (the fix loop analyses again).
        settings.keepsFileFacts = !analysingOnce
        // How much syntax-tree memory a run keeps between parsing and checking (bytes): a
        // knob for Benchmarks/lint-cost.py's comparisons, not a setting users need.
        if let budget = ProcessInfo.processInfo.environment["VIEWLINT_TREE_BUDGET"].flatMap(Int.init), budget >= 0 {
            settings.treeBudget = budget
        }
        let options = self.options
        settings.adjust = { options.apply(to: &$0) }
        var documents: [String: [UInt8]] = [:]
        if let standardInput, let name = asked.first { documents[name] = standardInput }
        var result: AnalysisResult?
        let (value, cacheNotes) = CachedAnalysis.run(project: project, settings: settings,
                                                     storePath: options.noCache ? nil : cacheStorePath(),
                                                     preloaded: preload, documents: documents) { session in
            let (value, analysed) = body(session)
            result = analysed
            // A one-shot command: the session's model and files are left to the process's
            // exit, since freeing a large project's dictionaries one by one is a few percent
            // of a whole lint's CPU (Benchmarks/lint-cost.py).
            ProcessLifetime.keep(session)
            return (value, analysed)
        }
        var notes = cacheNotes
        for warning in resolver.warnings {
            notes.append("\(warning.path):\(warning.line):\(warning.column): warning: \(warning.message)")
        }
        for note in result?.notes ?? [] {
            let absolute = project.absolutePath(of: note.path)
            let shown = PathText.relative(absolute, to: workingDirectory) ?? absolute
            let place = note.line.map { ":\($0):\(note.column ?? 1)" } ?? ""
            notes.append("\(shown)\(place): note: \(note.message); its declarations are not in the project index")
        }
        for note in notes { Console.error(note) }
        return value
    }

    /// Names → the user's paths.
    private func shown(_ result: AnalysisResult) -> Analysis {
        func path(_ name: String) -> String { display[name] ?? project.absolutePath(of: name) }
        var findings = result.findings
        for index in findings.indices { findings[index].path = path(findings[index].path) }
        var errors = result.errors
        for index in errors.indices { errors[index].path = path(errors[index].path) }
        let files = asked.compactMap { name in result.sources[name].map { $0.renamed(path(name)) } }
        return Analysis(findings: findings, errors: errors, files: files, scanned: result.examined)
    }

    private func cacheStorePath() -> String {
        Self.cacheStorePath(options: options, workingDirectory: workingDirectory, root: project.root, loaded: loaded)
    }

    private static func cacheStorePath(options: LintOptions, workingDirectory: String, root: String,
                                       loaded: LoadedConfiguration) -> String {
        let directory = options.cachePath.map { PathText.normalize(PathText.join(workingDirectory, $0)) }
            ?? CacheStore.defaultDirectory()
        return CachedAnalysis.storePath(directory: directory, root: root, configurationPath: loaded.path)
    }

    /// What the configuration contributes to a cache key: the file's path and bytes (so any
    /// key, including ones added later, counts), the command-line overrides that change
    /// findings, and this build of viewlint.
    func configurationHash() -> UInt64 {
        Self.configurationHash(loaded: loaded, configuration: configuration)
    }

    /// `configurationHash()` for a configuration loaded elsewhere (the language server's).
    static func configurationHash(loaded: LoadedConfiguration, configuration: Configuration) -> UInt64 {
        var hash = StableHash()
        hash.combine(loaded.path ?? "<defaults>")
        // Every file of the chain: a parent_config's change changes findings too.
        for path in loaded.files {
            if case .success(let bytes) = FileSystem.readFile(path) { hash.combine(bytes: bytes) }
        }
        // The command line's overrides that change findings (`LintOptions.apply`).
        hash.combine(configuration.confirm ? "confirm" : "no-confirm")
        hash.combine(configuration.onlyRules.joined(separator: ","))
        hash.combine(configuration.disabledRules.joined(separator: ","))
        hash.combine(configuration.fullTrace ? "full trace" : "site trace")
        hash.combine(CacheStore.toolIdentity())
        return hash.value
    }

    /// A finding's path as a baseline stores it: relative to the baseline file's folder (with
    /// `..` when outside it), so the baseline works from any checkout location.
    func baselinePathMapper(baselineFile: String) -> (String) -> String {
        let folder = PathText.directory(of: PathText.normalize(PathText.join(workingDirectory, baselineFile)))
        let cwd = workingDirectory
        return { path in
            let absolute = PathText.normalize(PathText.join(cwd, path))
            return Baseline.relativePath(absolute, from: folder)
        }
    }

    func report(findings: [Finding], errors: [InputError], files: [SourceFile], notes: [String] = [],
                filesScanned: Int? = nil) -> Int32 {
        let report = LintReport(findings: configuration.lenient ? findings.map(LintOptions.lenient) : findings, errors: errors, files: files,
                                filesScanned: filesScanned ?? files.count, rules: rules, tool: ToolInfo(version: ViewLintVersion.number))
        let reporter = reporterKind.makeReporter(color: options.outputPath == nil
            && environment.usesColor(reporter: reporterKind, noColorFlag: options.noColor))
        if let problem = Console.writeReport(reporter.render(report), to: options.outputPath) {
            Console.error(problem)
            return ExitStatus.inputError
        }
        if !reporter.includesInputErrors {
            for error in report.errors { Console.error(XcodeReporter.line(for: error)) }
        }
        if !options.quiet && !reporterKind.isMachineReadable {
            for note in notes { Console.error(note) }
            Console.error(TextReporter.summary(of: report))
        }
        return ExitStatus.of(report, failingAt: configuration.failingSeverity)
    }
}

/// Objects a one-shot command leaves to the process's exit instead of freeing them.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [AnyObject] = []
    static func keep(_ object: AnyObject) { kept.append(object) }
}

/// An exit status carried as an error.
struct ExitCode: Error {
    var status: Int32
    init(_ status: Int32) { self.status = status }
}
