import Foundation
import Testing
@testable import ViewLint
import ViewLintRules

/// A session that analyses once (`AnalysisSettings.keepsFileFacts` off) lets each file's facts
/// go once the project model holds them merged: it finds what a session keeping them finds, and
/// if it is asked to analyse again it summarises every file again rather than merge the
/// let-go facts.
@Suite struct FileFactsReleaseTests {
    /// `OrdersStore` is an `ObservableObject` only through its superclass in the same file: the
    /// finding in `OrdersBadge.swift` needs `Models.swift`'s class facts.
    static func project(_ root: TemporaryDirectory) throws -> Project {
        try root.write("Models.swift", """
            import Combine

            class BaseStore: ObservableObject {
                @Published var isLoading = false
            }

            final class OrdersStore: BaseStore {
                @Published var orders: [String] = []
            }

            """)
        try root.write("OrdersBadge.swift", """
            import SwiftUI

            struct OrdersBadge: View {
                @ObservedObject var store = OrdersStore()

                var body: some View {
                    Text("\\(store.orders.count)")
                }
            }

            """)
        return Project.discover(root: root.path, included: [], excluded: [], configurationBase: root.path)
    }

    static func settings(keepingFileFacts: Bool) -> AnalysisSettings {
        var settings = AnalysisSettings(configuration: Configuration(), rules: RuleRegistry.all + BuiltInRules.all, jobs: 2)
        settings.reportsEveryFileRead = false
        settings.keepsFileFacts = keepingFileFacts
        return settings
    }

    static func shown(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.path):\($0.range) \($0.ruleID) \($0.evidence?.status.rawValue ?? "-") \($0.evidence?.summary ?? "")" }
    }

    @Test func aSessionAnalysingOnceLetsEachFilesFactsGoAndFindsTheSame() throws {
        let root = try TemporaryDirectory()
        let project = try Self.project(root)
        let names = project.files
        let keeping = AnalysisSession(project: project, settings: Self.settings(keepingFileFacts: true))
        let once = AnalysisSession(project: project, settings: Self.settings(keepingFileFacts: false))
        let kept = keeping.analyze(names)
        let released = once.analyze(names)

        #expect(Self.shown(kept.findings).contains { $0.hasPrefix("OrdersBadge.swift:") && $0.contains("object_ownership") },
                "\(Self.shown(kept.findings))")
        #expect(Self.shown(released.findings) == Self.shown(kept.findings))
        #expect(keeping.filesHoldingFacts == names.count)
        #expect(once.filesHoldingFacts == 0)
    }

    /// Analysed again after an edit to the view's file, the session that let the facts go reads
    /// `Models.swift`'s again: merging its let-go (empty) facts would lose the finding.
    @Test func analysingAgainSummarisesEveryFileAgain() throws {
        let root = try TemporaryDirectory()
        let project = try Self.project(root)
        let names = project.files
        let keeping = AnalysisSession(project: project, settings: Self.settings(keepingFileFacts: true))
        let once = AnalysisSession(project: project, settings: Self.settings(keepingFileFacts: false))
        _ = keeping.analyze(names)
        _ = once.analyze(names)

        let edited = Array(try String(contentsOfFile: root.path + "/OrdersBadge.swift", encoding: .utf8)
            .replacingOccurrences(of: "Text(", with: "Label(\"Orders\", systemImage: \"cart\")\n        Text(").utf8)
        keeping.setDocument("OrdersBadge.swift", bytes: edited)
        once.setDocument("OrdersBadge.swift", bytes: edited)
        let kept = keeping.analyze(names)
        let again = once.analyze(names)

        #expect(Self.shown(kept.findings).contains { $0.hasPrefix("OrdersBadge.swift:") && $0.contains("object_ownership") },
                "\(Self.shown(kept.findings))")
        #expect(Self.shown(again.findings) == Self.shown(kept.findings))
        #expect(once.filesHoldingFacts == 0, "let go again after the second analysis")
    }
}
