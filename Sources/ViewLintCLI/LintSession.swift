import Foundation
import ViewLint

/// One lint invocation after its options were parsed: configuration loaded, files read.
/// Shared by `lint`, `lint --fix` and `baseline`, so they see exactly the same files.
struct LintSession {
    let options: LintOptions
    let environment: TerminalEnvironment
    let workingDirectory: String
    let loaded: LoadedConfiguration
    let configuration: Configuration
    let reporterKind: ReporterKind
    let jobs: Int
    let rules: [RuleDescription]
    var files: [SourceFile]
    var errors: [InputError]
    /// The discovered paths, when `prepare` was asked not to read them (a cached lint reads
    /// only what its cache cannot vouch for).
    var unreadPaths: [String]? = nil
    /// The cache store, loading while discovery ran (with `unreadPaths`).
    var preloadedStore: StorePreload? = nil

    /// Loads the configuration and reads the files; on failure, the exit status (the problem
    /// was already printed).
    static func prepare(_ options: LintOptions, readingFiles: Bool = true) -> Result<LintSession, ExitCode> {
        let environment = TerminalEnvironment.current
        let workingDirectory = FileSystem.currentDirectory()
        let rules = RuleCatalog.all

        // The configuration: --config, else the nearest file upward from where the linted
        // source lives (the --stdin-path file's folder) or from the working directory.
        let searchDirectory = options.stdinPath.map {
            PathText.directory(of: PathText.normalize(PathText.join(workingDirectory, $0)))
        } ?? workingDirectory
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
        let showProgress = environment.showsProgress(reporter: reporterKind, quiet: options.quiet)

        var files: [SourceFile] = []
        var errors: [InputError] = []
        if let stdinPath = options.stdinPath {
            switch FileSystem.readStandardInput() {
            case .success(let bytes): files.append(SourceFile(path: stdinPath, bytes: bytes))
            case .failure(let failure): errors.append(InputError(path: stdinPath, message: "cannot read standard input: \(failure.message)"))
            }
        } else {
            let discovery = FileDiscovery(included: configuration.included, excluded: configuration.excluded,
                                          baseDirectory: loaded.baseDirectory, workingDirectory: workingDirectory)
            let preload = readingFiles ? nil
                : StorePreload(path: cacheStorePath(options: options, workingDirectory: workingDirectory, loaded: loaded))
            let requested: [String]
            switch ScriptInputFiles.paths(for: options) {
            case .success(let paths): requested = paths
            case .failure(let problem):
                Console.error("viewlint: error: \(problem.message)")
                return .failure(ExitCode(ExitStatus.usage))
            }
            let found = discovery.discover(requested)
            errors += found.errors
            if found.paths.isEmpty && found.errors.isEmpty && !configuration.allowZeroLintableFiles {
                Console.error("viewlint: error: No lintable files found at paths: '\(requested.joined(separator: "', '"))' (allow it with 'allow_zero_lintable_files: true' or --allow-zero-lintable-files)")
                return .failure(ExitCode(ExitStatus.usage))
            }
            if !readingFiles {
                return .success(LintSession(options: options, environment: environment, workingDirectory: workingDirectory,
                                            loaded: loaded, configuration: configuration, reporterKind: reporterKind,
                                            jobs: jobs, rules: rules, files: [], errors: errors, unreadPaths: found.paths,
                                            preloadedStore: preload))
            }
            let progress = showProgress && found.paths.count >= Progress.minimumFiles
                ? Progress(total: found.paths.count, label: "viewlint: reading") : nil
            let read = ParallelWork.map(found.paths, jobs: jobs) { path -> Result<SourceFile, InputError> in
                defer { progress?.advance() }
                switch FileSystem.readFile(path) {
                case .success(let bytes): return .success(SourceFile(path: path, bytes: bytes))
                case .failure(let failure): return .failure(InputError(path: path, message: "cannot read file: \(failure.message)"))
                }
            }
            progress?.finish()
            for result in read {
                switch result {
                case .success(let file): files.append(file)
                case .failure(let error): errors.append(error)
                }
            }
        }
        return .success(LintSession(options: options, environment: environment, workingDirectory: workingDirectory,
                                    loaded: loaded, configuration: configuration, reporterKind: reporterKind,
                                    jobs: jobs, rules: rules, files: files, errors: errors))
    }

    /// Findings and input errors for `files`, from the cache where it is valid. Standard
    /// input is never cached (it has no stable identity worth a cache file).
    func analyze(_ files: [SourceFile]) -> (findings: [Finding], errors: [InputError]) {
        if options.noCache || options.stdinPath != nil {
            return AnalysisRunner.analyze(files: files, configuration: configuration, jobs: jobs)
        }
        let outcome = CachedAnalysis.analyze(files: files, configuration: configuration,
                                             configurationHash: configurationHash(), jobs: jobs, storePath: cacheStorePath())
        for note in outcome.notes { Console.error(note) }
        return (outcome.findings, outcome.errors)
    }

    /// Whether `lint` can leave reading to the cache: a cached run over discovered files.
    static func readsLazily(_ options: LintOptions) -> Bool {
        !options.fix && !options.noCache && options.stdinPath == nil
    }

    /// The cached analysis of `unreadPaths`: files the cache vouches for by their stamp are
    /// not opened unless they have findings to report.
    func analyzeUnread(_ paths: [String]) -> CachedAnalysis.Outcome {
        let progress = environment.showsProgress(reporter: reporterKind, quiet: options.quiet) && paths.count >= Progress.minimumFiles
            ? Progress(total: paths.count, label: "viewlint: reading") : nil
        let outcome = CachedAnalysis.analyze(inputs: paths.map { .path($0) }, configuration: configuration,
                                             configurationHash: configurationHash(), jobs: jobs, storePath: cacheStorePath(),
                                             progress: progress, preloaded: preloadedStore)
        for note in outcome.notes { Console.error(note) }
        return outcome
    }

    private func cacheStorePath() -> String {
        Self.cacheStorePath(options: options, workingDirectory: workingDirectory, loaded: loaded)
    }

    private static func cacheStorePath(options: LintOptions, workingDirectory: String, loaded: LoadedConfiguration) -> String {
        let directory = options.cachePath.map { PathText.normalize(PathText.join(workingDirectory, $0)) }
            ?? CacheStore.defaultDirectory()
        return CachedAnalysis.storePath(directory: directory, workingDirectory: workingDirectory,
                                        configurationPath: loaded.path)
    }

    /// What the configuration contributes to a cache key: the file's path and bytes (so any
    /// key, including ones added later, counts) and the command-line overrides that change
    /// findings.
    func configurationHash() -> UInt64 {
        var hash = StableHash()
        hash.combine(loaded.path ?? "<defaults>")
        // Every file of the chain: a parent_config's change changes findings too.
        for path in loaded.files {
            if case .success(let bytes) = FileSystem.readFile(path) { hash.combine(bytes: bytes) }
        }
        hash.combine(configuration.confirm ? "confirm" : "no-confirm")
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
        let report = LintReport(findings: options.lenient ? findings.map(LintOptions.lenient) : findings, errors: errors, files: files,
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

/// An exit status carried as an error.
struct ExitCode: Error {
    var status: Int32
    init(_ status: Int32) { self.status = status }
}
