#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ViewLint

/// `viewlint [lint] [PATH…]`: configuration → discovery → parallel read → analysis → report →
/// exit status.
enum LintCommand {
    static func run(_ arguments: [String]) -> Int32 {
        let options: LintOptions
        do {
            options = try LintOptions.parse(arguments)
        } catch {
            Console.error("viewlint: error: \(error.message)\nrun 'viewlint help lint' for usage")
            return ExitStatus.usage
        }
        if options.showHelp {
            Console.write(LintOptions.help, to: .standardOutput)
            return ExitStatus.clean
        }
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
            return ExitStatus.inputError
        }
        for warning in loaded.warnings {
            Console.error("\(warning.path):\(warning.line):\(warning.column): warning: \(warning.message)")
        }
        var configuration = loaded.configuration
        if options.strict { configuration.strict = true }
        if options.noConfirm { configuration.confirm = false }
        let reporterKind = options.reporter
            ?? configuration.reporter.flatMap(ReporterKind.init(rawValue:))
            ?? (environment.standardOutputIsTerminal ? .text : .xcode)
        let jobs = options.jobs ?? environment.activeProcessors
        let showProgress = environment.showsProgress(reporter: reporterKind, quiet: options.quiet)

        // Discover and read.
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
            let found = discovery.discover(options.paths.isEmpty ? ["."] : options.paths)
            errors += found.errors
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

        let analysis = AnalysisRunner.analyze(files: files, configuration: configuration, jobs: jobs)
        errors += analysis.errors
        let report = LintReport(findings: analysis.findings, errors: errors, files: files, filesScanned: files.count,
                                rules: rules, tool: ToolInfo(version: ViewLintVersion.number))
        let reporter = reporterKind.makeReporter(color: environment.usesColor(reporter: reporterKind, noColorFlag: options.noColor))
        Console.write(reporter.render(report), to: .standardOutput)
        if !reporter.includesInputErrors {
            for error in report.errors { Console.error(XcodeReporter.line(for: error)) }
        }
        if !options.quiet && !reporterKind.isMachineReadable {
            Console.error(TextReporter.summary(of: report))
        }
        return ExitStatus.of(report, failingAt: configuration.failingSeverity)
    }
}

/// The exit statuses every command uses.
enum ExitStatus {
    static let clean: Int32 = 0
    static let findingsFail: Int32 = 1
    static let usage: Int32 = 2
    static let inputError: Int32 = 2

    /// Input errors win (2): a run that could not read everything did not check everything.
    static func of(_ report: LintReport, failingAt severity: Severity) -> Int32 {
        if !report.errors.isEmpty { return inputError }
        return report.hasFindings(atLeast: severity) ? findingsFail : clean
    }
}

/// What the process knows about where it runs; read once, passed down as a value.
struct TerminalEnvironment: Sendable {
    var standardOutputIsTerminal: Bool
    var standardErrorIsTerminal: Bool
    /// `NO_COLOR` set to anything but the empty string (https://no-color.org).
    var noColor: Bool
    var activeProcessors: Int

    /// Colour only in text output to a terminal, and never with `NO_COLOR` or `--no-color`.
    func usesColor(reporter: ReporterKind, noColorFlag: Bool) -> Bool {
        reporter == .text && standardOutputIsTerminal && !noColorFlag && !noColor
    }

    /// Progress only on a terminal's standard error, never with `--quiet` or a machine format
    /// (whose consumers may capture standard error too). Short runs skip it (see `Progress`).
    func showsProgress(reporter: ReporterKind, quiet: Bool) -> Bool {
        standardErrorIsTerminal && !quiet && !reporter.isMachineReadable
    }

    static var current: TerminalEnvironment {
        let noColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
        return TerminalEnvironment(standardOutputIsTerminal: isatty(1) == 1, standardErrorIsTerminal: isatty(2) == 1,
                                   noColor: noColor, activeProcessors: max(1, ProcessInfo.processInfo.activeProcessorCount))
    }
}
