import Foundation
import ViewLint

/// Reading and writing baseline files (versioned JSON, stable order, one entry per line group).
enum BaselineFile {
    struct Problem: Error {
        var message: String
    }

    static func load(_ path: String) -> Result<Baseline, Problem> {
        let bytes: [UInt8]
        switch FileSystem.readFile(path) {
        case .success(let read): bytes = read
        case .failure(let failure): return .failure(Problem(message: "\(path): error: cannot read baseline: \(failure.message)"))
        }
        // The version first, so a future format gets a clear message rather than a decoding error.
        struct Header: Decodable { var version: Int? }
        guard let header = try? JSONDecoder().decode(Header.self, from: Data(bytes)) else {
            return .failure(Problem(message: "\(path): error: not a viewlint baseline (invalid JSON or not an object)"))
        }
        guard header.version == Baseline.currentVersion else {
            let found = header.version.map(String.init) ?? "none"
            return .failure(Problem(message: "\(path): error: unsupported baseline version \(found) (this viewlint reads version \(Baseline.currentVersion))"))
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: Data(bytes))
            if let bad = baseline.entries.first(where: { $0.count < 1 }) {
                return .failure(Problem(message: "\(path): error: baseline entry for \(bad.rule) in \(bad.path) has count \(bad.count); counts start at 1"))
            }
            return .success(baseline)
        } catch {
            return .failure(Problem(message: "\(path): error: malformed baseline: \(describe(error))"))
        }
    }

    /// Writes the baseline; returns a message naming the file when that fails.
    static func write(_ baseline: Baseline, to path: String) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard var data = try? encoder.encode(baseline) else { return "\(path): error: cannot encode the baseline" }
        data.append(0x0A)
        if FileManager.default.createFile(atPath: path, contents: data) { return nil }
        return "\(path): error: cannot write the baseline (\(String(cString: strerror(errno))))"
    }

    private static func describe(_ error: Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "missing '\(key.stringValue)' at \(pathText(context.codingPath))"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
            return "\(context.debugDescription) at \(pathText(context.codingPath))"
        default:
            return "\(error)"
        }
    }

    private static func pathText(_ path: [CodingKey]) -> String {
        path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
    }
}

/// `viewlint baseline FILE [OPTIONS] [PATH…]`: what is new since the baseline, what was fixed.
enum BaselineCommand {
    static let help = """
    usage: viewlint baseline FILE [LINT OPTIONS] [PATH…]

    Lints like 'viewlint lint' and compares the findings with the baseline FILE (written by
    'viewlint lint --write-baseline FILE'). Prints each new finding, each baseline entry no
    finding matches any more (fixed, or its file was not linted), and a count of both.
    Exit status: 1 when there are new findings, 0 when there are none, 2 on bad input.

    """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.first == "--help" || arguments.first == "-h" {
            Console.write(help, to: .standardOutput)
            return ExitStatus.clean
        }
        guard let file = arguments.first, !file.hasPrefix("-") else {
            Console.error("viewlint: error: 'baseline' needs the baseline FILE first\n" + help)
            return ExitStatus.usage
        }
        let options: LintOptions
        do {
            options = try LintOptions.parse(Array(arguments.dropFirst()))
        } catch {
            Console.error("viewlint: error: \(error.message)\nrun 'viewlint help baseline' for usage")
            return ExitStatus.usage
        }
        guard !options.fix, options.baselinePath == nil, options.writeBaselinePath == nil else {
            Console.error("viewlint: error: 'baseline' takes no '--fix', '--baseline' or '--write-baseline'")
            return ExitStatus.usage
        }
        let baseline: Baseline
        switch BaselineFile.load(file) {
        case .success(let loaded): baseline = loaded
        case .failure(let problem):
            Console.error(problem.message)
            return ExitStatus.inputError
        }
        let session: LintSession
        switch LintSession.prepare(options) {
        case .success(let prepared): session = prepared
        case .failure(let code): return code.status
        }
        let analysis = session.analyze()
        let byPath = Dictionary(analysis.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let comparison = baseline.compare(analysis.findings, files: byPath, path: session.baselinePathMapper(baselineFile: file))
        let errors = session.errors + analysis.errors
        for error in errors { Console.error(XcodeReporter.line(for: error)) }

        let report = LintReport(findings: comparison.new, errors: [], files: analysis.files, filesScanned: analysis.scanned,
                                rules: session.rules, tool: ToolInfo(version: ViewLintVersion.number))
        var out = ""
        for finding in report.findings {
            let start = report.span(of: finding.range, in: finding.path).start
            out += "new: \(finding.path):\(start.line):\(start.scalarColumn): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
        }
        var fixed = 0
        for entry in comparison.unmatched {
            fixed += entry.count
            let times = entry.count > 1 ? " (×\(entry.count))" : ""
            out += "fixed: \(entry.path): [\(entry.rule)]\(times) \(entry.source.split(separator: "\n").first.map(String.init) ?? "")\n"
        }
        out += "\(comparison.new.count) new, \(fixed) fixed, \(comparison.known.count) still in the baseline\n"
        Console.write(out, to: .standardOutput)
        if !errors.isEmpty { return ExitStatus.inputError }
        return comparison.new.isEmpty ? ExitStatus.clean : ExitStatus.findingsFail
    }
}
