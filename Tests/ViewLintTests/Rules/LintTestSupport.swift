import Foundation
import ViewLint
import ViewLintRules

/// Shared helpers for rule tests: lint in-memory sources with every registered rule.
enum LintTestSupport {
    static let allRules: [Linter.ConfiguredRule] = RuleRegistry.all.map { Linter.ConfiguredRule(rule: $0.init(options: RuleOptions())) }

    /// Lints `sources` (path → code) as one project.
    static func lint(_ sources: [(path: String, code: String)], rules: [Linter.ConfiguredRule] = allRules,
                     confirm: Bool = false) -> Linter.Output {
        Linter(rules: rules, jobs: 1, confirmation: confirm ? ConfirmationSettings() : nil)
            .lint(sources.map { SourceFile(path: $0.path, text: $0.code) })
    }

    static func lint(_ code: String, path: String = "Example.swift") -> Linter.Output {
        lint([(path, code)])
    }

    /// Applies non-overlapping edits to `text` (UTF-8 offsets), last first.
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The package root, found from this file's path.
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()
}
