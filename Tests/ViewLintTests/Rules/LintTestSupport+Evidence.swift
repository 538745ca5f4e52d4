import Foundation
import Testing
import ViewLint

/// A finding of a fixture with its verdict and numbers pinned: where it is, its status, and
/// phrases its evidence summary must contain.
struct PinnedEvidence: Sendable, CustomStringConvertible {
    var file: String
    var line: Int
    /// Pinned too when one line holds more than one finding of the rule.
    var column: Int? = nil
    var rule: String
    var status: Evidence.Status
    var says: [String]
    var description: String { "\(file):\(line)\(column.map { ":\($0)" } ?? "") \(rule)" }
}

/// Fixtures of evidence (Tests/Fixtures/evidence/…): each file a project of its own, as a user's
/// file would be, linted with confirmation.
struct EvidenceFixtures {
    let root: URL

    init(_ folder: String) {
        root = LintTestSupport.packageRoot.appendingPathComponent(folder)
    }

    func text(of file: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
    }

    /// Every fixture's findings, each fixture linted alone.
    func findings(rules: [Linter.ConfiguredRule] = LintTestSupport.allRules) throws -> [Finding] {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }.sorted()
        var all: [Finding] = []
        for name in names {
            all += LintTestSupport.lint([(name, text(of: name))], rules: rules, confirm: true).findings
        }
        return all
    }

    /// One fixture's findings, the fixture linted alone with confirmation.
    func findings(in file: String) -> [Finding] {
        LintTestSupport.lint([(file, text(of: file))], confirm: true).findings
    }

    /// The finding of `rule` on `line` among a fixture's findings.
    func finding(_ findings: [Finding], line: Int, rule: String) -> Finding? {
        findings.first { $0.ruleID == rule && self.line(of: $0.range.lowerBound, in: $0.path) == line }
    }

    /// The 1-based line and column of a UTF-8 offset in a fixture.
    func position(of offset: Int, in file: String) -> (line: Int, column: Int) {
        Self.position(of: offset, in: text(of: file))
    }

    func line(of offset: Int, in file: String) -> Int { position(of: offset, in: file).line }

    static func position(of offset: Int, in text: String) -> (line: Int, column: Int) {
        let before = text.utf8.prefix(offset)
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0
        return (line, before.count - lineStart + 1)
    }

    /// Each pin has its finding, with the status and every phrase; and nothing else is reported.
    func expect(_ pins: [PinnedEvidence], in findings: [Finding], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for pin in pins {
            let matching = findings.filter { finding in
                guard finding.path == pin.file, finding.ruleID == pin.rule else { return false }
                let at = position(of: finding.range.lowerBound, in: pin.file)
                return at.line == pin.line && (pin.column == nil || at.column == pin.column)
            }
            guard let finding = matching.first else {
                Issue.record("\(pin): no finding", sourceLocation: sourceLocation); continue
            }
            #expect(finding.evidence?.status == pin.status, "\(pin): \(finding.evidence?.summary ?? "no evidence")",
                    sourceLocation: sourceLocation)
            for phrase in pin.says {
                #expect(finding.evidence?.summary.contains(phrase) == true, "\(pin) lacks \(phrase): \(finding.evidence?.summary ?? "-")",
                        sourceLocation: sourceLocation)
            }
        }
        // Each pinned finding is the fixture's only one of its kind: nothing else is reported.
        #expect(findings.count == pins.count,
                "\(findings.map { "\($0.path):\(line(of: $0.range.lowerBound, in: $0.path)) \($0.ruleID)" })",
                sourceLocation: sourceLocation)
    }
}
