#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLint

/// `viewlint lint --fix [--dry-run]`: apply safe fixes, lint again, repeat until nothing
/// changes (fixes skipped for overlapping an earlier one get their turn on a fresh lint),
/// then write the files (or print a unified diff) and report what is left.
enum FixCommand {
    /// Each pass applies at least one fix or stops, so this only bounds pathological fixes
    /// that keep producing new fixable findings.
    static let maximumPasses = 10

    static func run(_ session: LintSession) -> Int32 {
        var current = session.files
        var analysis = session.analyze(current)
        var applied = 0
        var passes = 0
        var converged = false
        while passes < maximumPasses {
            var byPath: [String: [Finding]] = [:]
            for finding in analysis.findings where FixApplier.isAutomatic(finding.fix) {
                byPath[finding.path, default: []].append(finding)
            }
            var changed = false
            for (index, file) in current.enumerated() {
                guard let findings = byPath[file.path] else { continue }
                let result = FixApplier.apply(findings, to: file)
                guard result.applied > 0, result.bytes != file.bytes else { continue }
                current[index] = SourceFile(path: file.path, bytes: result.bytes)
                applied += result.applied
                changed = true
            }
            guard changed else { converged = true; break }
            passes += 1
            analysis = session.analyze(current)
        }

        let originals = Dictionary(session.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let changedFiles = current.filter { originals[$0.path] != $0.bytes }
        var notes: [String] = []
        if !converged {
            notes.append("viewlint: note: fixes still changed code after \(maximumPasses) passes; stopped")
        }
        if session.options.dryRun {
            var diff = ""
            for file in changedFiles {
                diff += UnifiedDiff.diff(old: originals[file.path] ?? [], new: file.bytes, path: file.path)
            }
            Console.write(diff, to: .standardOutput)
            let remaining = analysis.findings.count
            Console.error("viewlint: --dry-run: would apply \(applied) fix\(applied == 1 ? "" : "es") in \(changedFiles.count) file\(changedFiles.count == 1 ? "" : "s"); \(remaining) finding\(remaining == 1 ? "" : "s") would be left")
            let report = LintReport(findings: analysis.findings, errors: session.errors + analysis.errors, files: current,
                                    filesScanned: current.count, rules: session.rules, tool: ToolInfo(version: ViewLintVersion.number))
            for error in report.errors { Console.error(XcodeReporter.line(for: error)) }
            return ExitStatus.of(report, failingAt: session.configuration.failingSeverity)
        }

        var errors = session.errors + analysis.errors
        for file in changedFiles {
            if let problem = write(file.bytes, to: file.path) {
                errors.append(InputError(path: file.path, message: "cannot write the fixed file: \(problem)"))
            }
        }
        notes.append("viewlint: applied \(applied) fix\(applied == 1 ? "" : "es") in \(changedFiles.count) file\(changedFiles.count == 1 ? "" : "s")")
        switch LintCommand.applyBaseline(session, to: analysis.findings, files: current) {
        case .failure(let code): return code.status
        case .success(let (findings, baselineNotes)):
            return session.report(findings: findings, errors: errors, files: current, notes: notes + baselineNotes)
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
