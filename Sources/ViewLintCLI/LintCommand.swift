#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ViewLint

/// `viewlint [lint] [PATH…]`: configuration → project and the files asked for → analysis of
/// the project (through the cache) → report on those files → exit status.
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
        if options.showVersion {
            Console.write(ViewLintVersion.string + "\n", to: .standardOutput)
            return ExitStatus.clean
        }
        let session: LintSession
        switch LintSession.prepare(options) {
        case .success(let prepared): session = prepared
        case .failure(let code): return code.status
        }
        if options.fix { return FixCommand.run(session) }
        let analysis = session.analyze()
        switch applyBaseline(session, to: analysis.findings, files: analysis.files) {
        case .failure(let code): return code.status
        case .success(let (findings, notes)):
            return session.report(findings: findings, errors: session.errors + analysis.errors, files: analysis.files,
                                  notes: notes, filesScanned: analysis.scanned)
        }
    }

    /// `--write-baseline` records every finding (and the run then reports none);
    /// `--baseline` keeps only the findings it does not list.
    static func applyBaseline(_ session: LintSession, to findings: [Finding], files: [SourceFile])
        -> Result<([Finding], [String]), ExitCode> {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        if let path = session.options.writeBaselinePath {
            let baseline = Baseline(findings: findings, files: byPath, path: session.baselinePathMapper(baselineFile: path))
            if let problem = BaselineFile.write(baseline, to: path) {
                Console.error(problem)
                return .failure(ExitCode(ExitStatus.inputError))
            }
            return .success(([], ["viewlint: wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to the baseline \(path)"]))
        }
        guard let path = session.options.baselinePath else { return .success((findings, [])) }
        switch BaselineFile.load(path) {
        case .failure(let problem):
            Console.error(problem.message)
            return .failure(ExitCode(ExitStatus.inputError))
        case .success(let baseline):
            let comparison = baseline.compare(findings, files: byPath, path: session.baselinePathMapper(baselineFile: path))
            let known = comparison.known.count
            let notes = known == 0 ? [] : ["viewlint: \(known) known finding\(known == 1 ? "" : "s") hidden by the baseline \(path)"]
            return .success((comparison.new, notes))
        }
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
        // NO_COLOR set to anything (https://no-color.org), or a terminal that declares it has no colours.
        let noColor = (getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false)
            || getenv("TERM").map { String(cString: $0) == "dumb" } == true
        return TerminalEnvironment(standardOutputIsTerminal: isatty(1) == 1, standardErrorIsTerminal: isatty(2) == 1,
                                   noColor: noColor, activeProcessors: max(1, ProcessInfo.processInfo.activeProcessorCount))
    }
}
