#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLint

/// `viewlint lint --fix [--dry-run]`: the session's fix loop (apply safe fixes, lint again,
/// repeat until nothing changes), then write the files (or print a unified diff) and report
/// what is left.
enum FixCommand {
    static func run(_ session: LintSession) -> Int32 {
        let (analysis, fixed, applied, converged) = session.fix()
        var notes: [String] = []
        if !converged {
            notes.append("viewlint: note: fixes still changed code after \(AnalysisSession.maximumFixPasses) passes; stopped")
        }
        if session.options.dryRun {
            let originals = Dictionary(fixed.map { ($0.path, (try? FileSystem.readFile($0.path).get()) ?? []) }, uniquingKeysWith: { a, _ in a })
            var diff = ""
            for file in fixed { diff += UnifiedDiff.diff(old: originals[file.path] ?? [], new: file.bytes, path: file.path) }
            Console.write(diff, to: .standardOutput)
            let remaining = analysis.findings.count
            Console.error("viewlint: --dry-run: would apply \(applied) fix\(applied == 1 ? "" : "es") in \(fixed.count) file\(fixed.count == 1 ? "" : "s"); \(remaining) finding\(remaining == 1 ? "" : "s") would be left")
            let report = LintReport(findings: analysis.findings, errors: session.errors + analysis.errors, files: analysis.files,
                                    filesScanned: analysis.scanned, rules: session.rules, tool: ToolInfo(version: ViewLintVersion.number))
            for error in report.errors { Console.error(XcodeReporter.line(for: error)) }
            return ExitStatus.of(report, failingAt: session.configuration.failingSeverity)
        }

        var errors = session.errors + analysis.errors
        for file in fixed {
            if let problem = write(file.bytes, to: file.path) {
                errors.append(InputError(path: file.path, message: "cannot write the fixed file: \(problem)"))
            }
        }
        notes.append("viewlint: applied \(applied) fix\(applied == 1 ? "" : "es") in \(fixed.count) file\(fixed.count == 1 ? "" : "s")")
        switch LintCommand.applyBaseline(session, to: analysis.findings, files: analysis.files) {
        case .failure(let code): return code.status
        case .success(let (findings, baselineNotes)):
            return session.report(findings: findings, errors: errors, files: analysis.files, notes: notes + baselineNotes,
                                  filesScanned: analysis.scanned)
        }
    }

    /// Rewrites the file in place (same inode, so permissions and hard links are kept).
    /// Returns the system's reason on failure.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        guard let handle = fopen(path, "wb") else { return String(cString: strerror(errno)) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        let closed = fclose(handle)
        if written != bytes.count || closed != 0 { return String(cString: strerror(errno)) }
        return nil
    }
}
