import Foundation
import Testing
import ViewLint
@testable import ViewLintCLI
import ViewLintLanguageServer

/// Which files an edit makes stale: the edited one, the files whose confirmation read its code
/// when that code changed, the files mentioning a name whose entry in the project model changed
/// when its declarations changed; and the results kept for the others stay those of a fresh
/// analysis.
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

    /// Edits `file`'s buffer, analyses it, and answers the files stale after that.
    private func staleAfterEditing(_ replace: String, with replacement: String,
                                   in file: String = "Sources/Dashboard/Meter.swift") throws -> Set<String> {
        let (analysis, root) = try loaded()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(replace))
        analysis.setBuffer(Array(text.replacingOccurrences(of: replace, with: replacement).utf8), for: path)
        #expect(analysis.staleFiles() == [path])
        _ = analysis.analyze([path])
        return Set(analysis.staleFiles().map { ($0 as NSString).lastPathComponent })
    }

    @Test func aCommentEditedInPlaceReachesNoOtherFile() throws {
        #expect(try staleAfterEditing("Plain fields only", with: "Only plain fields") == [])
    }

    @Test func newCodeInABodyReachesTheFilesThatReadIt() throws {
        #expect(try staleAfterEditing("* 10)%", with: "* 10) %") == ["Dashboard.swift"])
    }

    @Test func aNewPropertyReachesTheFilesThatNameTheType() throws {
        #expect(try staleAfterEditing("let highlighted: Bool", with: "let highlighted: Bool\n    let label: String")
                == ["Dashboard.swift"])
    }

    @Test func aNewPropertyOfATypeNoOtherFileNamesReachesNoOtherFile() throws {
        #expect(try staleAfterEditing("var age = 30", with: "var age = 30\n    var city = \"\"",
                                      in: "Sources/Profile/ProfileForm.swift") == [])
    }

    /// The server's results after an edit: those of the first analysis, with the edited file's
    /// and every file it made stale analysed again.
    private func resultsAfterEditing(_ file: String, _ replace: String, with replacement: String)
        throws -> (kept: [String: [String]], fresh: [String: [String]], reached: Set<String>) {
        let (analysis, root) = try loaded()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var results = analysis.analyze(Set(FileManager.default.subpaths(atPath: root)!.filter { $0.hasSuffix(".swift") }.map { root + "/" + $0 }))
        let path = root + "/" + file
        let edited = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: replace, with: replacement)
        analysis.setBuffer(Array(edited.utf8), for: path)
        results.merge(analysis.analyze([path])) { $1 }
        let reached = analysis.staleFiles()
        results.merge(analysis.analyze(reached)) { $1 }
        #expect(analysis.staleFiles().isEmpty)

        // A fresh analysis of the project with the edit on disk.
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        let fresh = SessionProjectAnalysis(jobs: 2)
        _ = fresh.load(root: root) { _, _ in }
        let freshResults = fresh.analyze(fresh.staleFiles())
        func described(_ results: [String: FileAnalysis]) -> [String: [String]] {
            var byFile: [String: [String]] = [:]
            for (path, result) in results {
                byFile[(path as NSString).lastPathComponent] = result.findings.map { "\($0.ruleID) \($0.severity) \($0.range) \($0.message)" }
            }
            return byFile
        }
        return (described(results), described(freshResults), Set(reached.map { ($0 as NSString).lastPathComponent }))
    }

    /// Meter's `==` removed (a declaration change in Meter.swift): Dashboard, which constructs a
    /// Meter, loses its `unenforced_equatable` finding, as a fresh analysis has it.
    @Test func aRemovedEqualityChangesTheFindingInTheFileThatUsesTheType() throws {
        let (kept, fresh, reached) = try resultsAfterEditing("Sources/Dashboard/Meter.swift",
            "    static func == (lhs: Meter, rhs: Meter) -> Bool {\n        lhs.level / 10 == rhs.level / 10\n    }\n", with: "")
        #expect(reached == ["Dashboard.swift"])
        #expect(kept["Dashboard.swift"] == [])
        #expect(kept == fresh)
    }

    /// A property added to Profile (a declaration change no other file can see): no other file
    /// is checked again, and every kept result is a fresh analysis's.
    @Test func aDeclarationNoOtherFileNamesKeepsEveryOtherResult() throws {
        let (kept, fresh, reached) = try resultsAfterEditing("Sources/Profile/ProfileForm.swift",
                                                             "var age = 30", with: "var age = 30\n    var city = \"\"")
        #expect(reached.isEmpty)
        #expect(kept["Dashboard.swift"]?.count == 1)
        #expect(kept == fresh)
    }
}
