import Testing
import ViewLint
import ViewLintRules

/// Mends found by reading findings on apps no one had linted before (session s17).
@Suite struct FreshAppMendS17Tests {
    /// Rows over a computed property the experiment edits through a stand-in: the summary
    /// assumes it changes, so it must not also say it is held constant; the rows' other reads
    /// of it, which the run does keep at their first value, are named instead.
    @Test func aVariedCollectionIsNotAlsoHeldConstant() {
        let view = """
        import SwiftUI

        struct PathBar: View {
            let url: URL

            var body: some View {
                HStack {
                    ForEach(Array(parts.enumerated()), id: \\.offset) { index, part in
                        Text(part)
                        if index < parts.count - 1 {
                            Image(systemName: "chevron.right")
                        }
                    }
                }
            }

            private var parts: [String] {
                var found: [String] = []
                for piece in url.path.split(separator: "/") {
                    found.append(String(piece))
                }
                return found
            }
        }
        """
        let result = LintTestSupport.lint([("PathBar.swift", view)], confirm: true)
        let rows = result.findings.first { $0.ruleID == "foreach_index_identity" }
        let summary = rows?.evidence?.summary ?? "-"
        #expect(summary.contains("assuming `parts` changing like a stored array when `url` changes"), "\(summary)")
        #expect(!summary.contains("holding `parts` constant"), "\(summary)")
        #expect(summary.contains("the rows' other reads of `parts` (`parts.count`) keeping its first value"), "\(summary)")
    }
}
