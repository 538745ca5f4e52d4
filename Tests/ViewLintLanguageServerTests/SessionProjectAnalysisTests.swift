import Foundation
import Testing
import ViewLint
@testable import ViewLintCLI

/// Which files an edit makes stale: the edited one, the files whose confirmation read its code
/// when that code changed, every file when its declarations changed.
@Suite struct SessionProjectAnalysisTests {
    static let meter = """
        import SwiftUI

        struct Meter: View, Equatable {
            let level: Int
            let highlighted: Bool

            static func == (lhs: Meter, rhs: Meter) -> Bool {
                lhs.level / 10 == rhs.level / 10
            }

            var body: some View {
                // The level, rounded down to tens.
                Text("\\(level / 10 * 10)%")
                    .bold(highlighted)
            }
        }

        """
    static let dashboard = """
        import SwiftUI

        struct Dashboard: View {
            @State private var level = 0
            @State private var refreshes = 0

            var body: some View {
                VStack {
                    Meter(level: level, highlighted: refreshes > 3)
                    Button("Refresh") { refreshes += 1 }
                }
            }
        }

        """
    static let caption = """
        import SwiftUI

        struct Caption: View {
            let text: String
            var body: some View { Text(text).font(.caption) }
        }

        """

    private func loaded() throws -> (SessionProjectAnalysis, root: String) {
        let root = NSTemporaryDirectory() + "viewlint-reach-\(UUID().uuidString)"
        for (name, text) in ["Meter.swift": Self.meter, "Dashboard.swift": Self.dashboard, "Caption.swift": Self.caption] {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
        }
        let analysis = SessionProjectAnalysis(jobs: 2)
        _ = analysis.load(root: root) { _, _ in }
        let first = analysis.analyze(analysis.staleFiles())
        #expect(first[root + "/Dashboard.swift"]?.findings.map(\.ruleID) == ["unenforced_equatable"])
        #expect(analysis.staleFiles().isEmpty)
        return (analysis, root)
    }

    /// Edits Meter.swift's buffer, analyses it, and answers the files stale after that.
    private func staleAfterEditing(_ replace: String, with replacement: String) throws -> Set<String> {
        let (analysis, root) = try loaded()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let meter = root + "/Meter.swift"
        analysis.setBuffer(Array(Self.meter.replacingOccurrences(of: replace, with: replacement).utf8), for: meter)
        #expect(analysis.staleFiles() == [meter])
        _ = analysis.analyze([meter])
        return Set(analysis.staleFiles().map { ($0 as NSString).lastPathComponent })
    }

    @Test func aCommentEditedInPlaceReachesNoOtherFile() throws {
        #expect(try staleAfterEditing("rounded down to tens", with: "rounded to tens") == [])
    }

    @Test func newCodeInABodyReachesTheFilesThatReadIt() throws {
        #expect(try staleAfterEditing("* 10)%", with: "* 10) %") == ["Dashboard.swift"])
    }

    @Test func aNewDeclarationReachesEveryOtherFile() throws {
        #expect(try staleAfterEditing("let highlighted: Bool", with: "let highlighted: Bool\n    let label: String")
                == ["Caption.swift", "Dashboard.swift"])
    }
}
