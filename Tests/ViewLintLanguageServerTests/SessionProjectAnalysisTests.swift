import Foundation
import Testing
import ViewLint
@testable import ViewLintCLI

/// Which files an edit makes stale: the edited one, the files whose confirmation read its code
/// when that code changed, every file when its declarations changed.
@Suite struct SessionProjectAnalysisTests {
    /// A copy of the language server's integration fixture (Dashboard uses Meter; ProfileForm
    /// is unrelated to both), analysed once.
    private func loaded() throws -> (SessionProjectAnalysis, root: String) {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Integration/lsp/fixture").standardized.path
        let root = NSTemporaryDirectory() + "viewlint-reach-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: fixture, toPath: root)
        let analysis = SessionProjectAnalysis(jobs: 2)
        _ = analysis.load(root: root) { _, _ in }
        let first = analysis.analyze(analysis.staleFiles())
        #expect(first[root + "/Sources/Dashboard/Dashboard.swift"]?.findings.map(\.ruleID) == ["unenforced_equatable"])
        #expect(analysis.staleFiles().isEmpty)
        return (analysis, root)
    }

    /// Edits Meter.swift's buffer, analyses it, and answers the files stale after that.
    private func staleAfterEditing(_ replace: String, with replacement: String) throws -> Set<String> {
        let (analysis, root) = try loaded()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let meter = root + "/Sources/Dashboard/Meter.swift"
        let text = try String(contentsOfFile: meter, encoding: .utf8)
        #expect(text.contains(replace))
        analysis.setBuffer(Array(text.replacingOccurrences(of: replace, with: replacement).utf8), for: meter)
        #expect(analysis.staleFiles() == [meter])
        _ = analysis.analyze([meter])
        return Set(analysis.staleFiles().map { ($0 as NSString).lastPathComponent })
    }

    @Test func aCommentEditedInPlaceReachesNoOtherFile() throws {
        #expect(try staleAfterEditing("Plain fields only", with: "Only plain fields") == [])
    }

    @Test func newCodeInABodyReachesTheFilesThatReadIt() throws {
        #expect(try staleAfterEditing("* 10)%", with: "* 10) %") == ["Dashboard.swift"])
    }

    @Test func aNewDeclarationReachesEveryOtherFile() throws {
        #expect(try staleAfterEditing("let highlighted: Bool", with: "let highlighted: Bool\n    let label: String")
                == ["Dashboard.swift", "ProfileForm.swift"])
    }
}
