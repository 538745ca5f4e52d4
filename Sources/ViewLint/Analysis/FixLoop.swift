/// The fix loop: apply the safe fixes, analyse again, repeat until nothing changes (a fix
/// skipped for overlapping an earlier one gets its turn on the next pass).
extension AnalysisSession {
    public struct FixOutcome: Sendable {
        /// The new content of every file that changed, by name.
        public var fixed: [String: [UInt8]]
        /// Fixes applied over all passes.
        public var applied: Int
        /// False when fixes still changed code after the last pass allowed.
        public var converged: Bool
        /// The analysis of the fixed code.
        public var result: AnalysisResult
    }

    /// Each pass applies at least one fix or stops; this bounds fixes that keep producing new
    /// fixable findings.
    public static let maximumFixPasses = 10

    /// Fixes the files called `names` in memory: the session's view of them is left as it was
    /// (the caller writes the files, or sends the edits to an editor).
    public func fix(_ names: [String], maximumPasses: Int = AnalysisSession.maximumFixPasses) -> FixOutcome {
        let before = overlays
        var result = analyze(names)
        var current: [String: SourceFile] = result.sources
        var fixed: [String: [UInt8]] = [:]
        var applied = 0
        var converged = false
        for _ in 0 ..< maximumPasses {
            var byName: [String: [Finding]] = [:]
            for finding in result.findings where FixApplier.isAutomatic(finding.fix) {
                byName[finding.path, default: []].append(finding)
            }
            var changed = false
            for (name, findings) in byName.sorted(by: { $0.key < $1.key }) {
                guard let file = current[name] else { continue }
                let outcome = FixApplier.apply(findings, to: file)
                guard outcome.applied > 0, outcome.bytes != file.bytes else { continue }
                current[name] = SourceFile(path: name, bytes: outcome.bytes)
                fixed[name] = outcome.bytes
                applied += outcome.applied
                changed = true
                setDocument(name, bytes: outcome.bytes)
            }
            guard changed else { converged = true; break }
            result = analyze(names)
            current.merge(result.sources) { _, new in new }
        }
        for name in fixed.keys {
            if let bytes = before[name] { setDocument(name, bytes: bytes) } else { removeDocument(name) }
        }
        return FixOutcome(fixed: fixed, applied: applied, converged: converged, result: result)
    }
}
