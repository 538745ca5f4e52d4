import Foundation
import Testing
import ViewLint
import ViewLintRules

/// Runs every rule over each folder of `Tests/Fixtures/rules/` (one folder = one project) and
/// compares the findings with the `// expect: rule_id@column [status], …` comments: every
/// expected finding must appear at that line and column, and nothing else may. Findings are
/// confirmed in the engine; where a status (`confirmed`, `refuted`, `inconclusive`) is written,
/// the finding's evidence must have it.
@Suite struct RuleFixtureTests {
    static let fixtureRoot = LintTestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/rules")

    static var folders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtureRoot.path)) ?? []).sorted()
    }

    struct Expectation: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var ruleID: String
        var description: String { "\(file):\(line):\(column) \(ruleID)" }
    }

    @Test func everyRuleHasAFixtureFolder() {
        for id in RuleRegistry.ruleIDs {
            #expect(Self.folders.contains(id), "no fixture folder for \(id)")
        }
    }

    @Test(arguments: folders)
    func fixtureFindingsMatchExpectations(folder: String) throws {
        let directory = Self.fixtureRoot.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        var sources: [(path: String, code: String)] = []
        var expected = Set<Expectation>()
        var statuses: [Expectation: String] = [:]
        for name in names {
            let code = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            sources.append((name, code))
            for (expectation, status) in Self.expectations(in: code, file: name) {
                expected.insert(expectation)
                if let status { statuses[expectation] = status }
            }
        }
        let output = LintTestSupport.lint(sources, confirm: true)
        var actual = Set<Expectation>()
        for finding in output.findings {
            let source = SourceFile(path: finding.path, text: sources.first { $0.path == finding.path }!.code)
            let location = source.location(of: finding.range.lowerBound)
            let found = Expectation(file: finding.path, line: location.line, column: location.column, ruleID: finding.ruleID)
            actual.insert(found)
            if let status = statuses[found] {
                #expect(finding.evidence?.status.rawValue == status,
                        "\(found): expected \(status), got \(finding.evidence.map { "\($0.status): \($0.summary)" } ?? "no evidence")")
            }
        }
        let missing = expected.subtracting(actual).sorted { $0.description < $1.description }
        let unexpected = actual.subtracting(expected).sorted { $0.description < $1.description }
        #expect(missing.isEmpty, "expected but not found: \(missing)")
        #expect(unexpected.isEmpty, "found but not expected: \(unexpected)")
        #expect(!expected.isEmpty || folder.hasPrefix("clean"), "fixture folder \(folder) expects nothing")
    }

    /// `// expect: a_rule@12, b_rule@30 confirmed` on a line: the expectations with their
    /// evidence status, if written.
    static func expectations(in code: String, file: String) -> [(Expectation, String?)] {
        var result: [(Expectation, String?)] = []
        for (offset, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let marker = line.range(of: "// expect: ") else { continue }
            for item in line[marker.upperBound...].split(separator: ",") {
                let words = item.split(separator: " ")
                guard let first = words.first else { continue }
                let parts = first.split(separator: "@")
                guard parts.count == 2, let column = Int(parts[1]) else { continue }
                let status = words.count > 1 ? String(words[1]) : nil
                result.append((Expectation(file: file, line: offset + 1, column: column, ruleID: String(parts[0])), status))
            }
        }
        return result
    }

    @Test func expectationSyntaxReadsTheOptionalStatus() {
        let parsed = Self.expectations(in: "x // expect: a_rule@3 confirmed, b_rule@9\n", file: "F.swift")
        #expect(parsed.map(\.0.column) == [3, 9])
        #expect(parsed.map(\.1) == ["confirmed", nil])
    }
}
