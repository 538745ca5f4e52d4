import Foundation
import Testing
@testable import ViewLintCLI
import ViewLint

/// The cache gives the same findings as a fresh analysis, re-analyses only what it must, and
/// survives a corrupt store.
@Suite(.serialized) struct CacheTests {
    static let row = "import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"Row\").eraseToAnyView() }\n}\n"
    static let helper = "import SwiftUI\nextension View {\n    func eraseToAnyView() -> AnyView { AnyView(self) }\n}\n"
    static let other = "import SwiftUI\nstruct Other: View {\n    var body: some View { Text(\"a\") }\n}\n"

    private func analyze(_ files: [SourceFile], store: String, configuration: UInt64 = 1) -> CachedAnalysis.Outcome {
        CachedAnalysis.analyze(files: files, configuration: Configuration(), configurationHash: configuration, jobs: 2, storePath: store)
    }

    private func fresh(_ files: [SourceFile]) -> [Finding] {
        AnalysisRunner.analyze(files: files, configuration: Configuration(), jobs: 1).findings.sorted(by: LintReport.outputOrder)
    }

    private func sorted(_ findings: [Finding]) -> [Finding] { findings.sorted(by: LintReport.outputOrder) }

    @Test func warmRunsReuseAndStayExact() throws {
        let folder = try TemporaryDirectory()
        let store = folder.path + "/cache/lint.json"
        var files = [SourceFile(path: "Row.swift", text: Self.row), SourceFile(path: "Helper.swift", text: Self.helper),
                     SourceFile(path: "Other.swift", text: Self.other)]
        let cold = analyze(files, store: store)
        #expect(cold.analysed == 3 && cold.hits == 0)
        #expect(sorted(cold.findings) == fresh(files))
        #expect(cold.findings.contains { $0.ruleID == "any_view" && $0.path == "Row.swift" }, "the cross-file case is live")

        let warm = analyze(files, store: store)
        #expect(warm.analysed == 0 && warm.hits == 3)
        #expect(sorted(warm.findings) == fresh(files))

        // A body edit that leaves declarations alone: only that file is re-analysed.
        files[2] = SourceFile(path: "Other.swift", text: Self.other.replacingOccurrences(of: "Text(\"a\")", with: "Text(\"b\")"))
        let bodyEdit = analyze(files, store: store)
        #expect(bodyEdit.analysed == 1 && bodyEdit.hits == 2)
        #expect(sorted(bodyEdit.findings) == fresh(files))

        // Renaming the helper in Helper.swift changes what the rule sees in Row.swift, whose
        // content did not change: it must be re-analysed and lose its finding.
        files[1] = SourceFile(path: "Helper.swift", text: Self.helper.replacingOccurrences(of: "eraseToAnyView", with: "erased"))
        let declarationEdit = analyze(files, store: store)
        #expect(declarationEdit.analysed == 3)
        #expect(sorted(declarationEdit.findings) == fresh(files))
        #expect(!declarationEdit.findings.contains { $0.ruleID == "any_view" && $0.path == "Row.swift" })

        // Another configuration is another key.
        #expect(analyze(files, store: store, configuration: 2).analysed == 3)
    }

    /// Identical files at two paths: their declaration digests differ (summaries record the
    /// path), so the second run must still hit everything. (It once missed everything.)
    @Test func duplicateContentAtTwoPathsStaysWarm() throws {
        let folder = try TemporaryDirectory()
        let store = folder.path + "/lint.json"
        let files = [SourceFile(path: "A/Row.swift", text: Self.row), SourceFile(path: "B/Row.swift", text: Self.row),
                     SourceFile(path: "Helper.swift", text: Self.helper)]
        #expect(analyze(files, store: store).analysed == 3)
        let warm = analyze(files, store: store)
        #expect(warm.hits == 3 && warm.analysed == 0)
        #expect(sorted(warm.findings) == fresh(files))
    }

    @Test func aCorruptStoreIsANoteNotACrash() throws {
        let folder = try TemporaryDirectory()
        let store = folder.path + "/lint.json"
        let files = [SourceFile(path: "Row.swift", text: Self.row)]
        for garbage in ["{not json", "viewlint-cache \(CacheStore.currentVersion)\ntool x\nf 0000000000000012 3 A.swift\nfindings []\n", "viewlint-cache \(CacheStore.currentVersion)\nd 1\n",
                        "viewlint-cache \(CacheStore.currentVersion)\nfindings [{\"rule\": 1}]\n", "viewlint-cache one\n", "viewlint-cache \(CacheStore.currentVersion)\nF 0000000000000001 2\nfindings []\n", ""] {
            try folder.write("lint.json", garbage)
            let outcome = analyze(files, store: store)
            #expect(outcome.analysed == 1)
            #expect(sorted(outcome.findings) == fresh(files))
            if !garbage.isEmpty {
                #expect(outcome.notes.contains { $0.contains(store) && $0.contains("corrupt") }, "\(garbage)")
            }
            #expect(analyze(files, store: store).hits == 1, "rewritten after a corrupt read")
        }
        // Another format version is silently replaced.
        try folder.write("lint.json", "viewlint-cache 99\nwhatever a later format holds\n")
        let outcome = analyze(files, store: store)
        #expect(outcome.analysed == 1 && outcome.notes.isEmpty)
    }

    @Test func theStoreRoundTripsOddPathsAndFindings() throws {
        var store = CacheStore(tool: "viewlint 9 \\ odd\nname")
        store.digests = [1: 0xffff_ffff_ffff_fffe, 0xabc: 0]
        let finding = Finding(ruleID: "r", severity: .error, message: "m\n\"q\"", path: "p", range: 3..<9, help: "h",
                              fix: Fix(title: "t", safety: .unsafe(reason: "why"), edits: [TextEdit(range: 3..<4, replacement: "x\ny")]))
        store.files["dir with space/a\\b\nc.swift"] = CacheStore.CachedFile(key: 0x0123_4567_89ab_cdef, findings: [CachedFinding(finding)])
        store.files["empty.swift"] = CacheStore.CachedFile(key: 7, findings: [])
        let decoded = try CacheStore.decode(try store.encoded()).get()
        #expect(decoded.tool == store.tool)
        #expect(decoded.digests == store.digests)
        #expect(decoded.files.keys.sorted() == store.files.keys.sorted())
        let back = try #require(decoded.files["dir with space/a\\b\nc.swift"])
        #expect(back.key == 0x0123_4567_89ab_cdef)
        #expect(back.findings.map { $0.finding(path: "p") } == [finding])
        #expect(decoded.files["empty.swift"]?.findings.isEmpty == true)
    }

    @Test func anUnwritableStoreIsANote() throws {
        let folder = try TemporaryDirectory()
        try folder.write("blocker", "a file where the cache folder should be")
        let outcome = analyze([SourceFile(path: "Row.swift", text: Self.row)], store: folder.path + "/blocker/lint.json")
        #expect(outcome.analysed == 1)
        #expect(outcome.notes.contains { $0.contains("blocker/lint.json") })
    }

    @Test func invalidUTF8FilesAreErrorsNotCacheEntries() throws {
        let folder = try TemporaryDirectory()
        let files = [SourceFile(path: "Bad.swift", bytes: [0x6C, 0xFF]), SourceFile(path: "Row.swift", text: Self.row)]
        for _ in 0..<2 {
            let outcome = analyze(files, store: folder.path + "/lint.json")
            #expect(outcome.errors.map(\.path) == ["Bad.swift"])
            #expect(outcome.hits + outcome.analysed == 1)
        }
    }

    @Test func endToEndSecondRunMatchesAndNoCacheWorks() throws {
        let root = try TemporaryDirectory()
        try root.write("Row.swift", Self.row)
        try root.write("Helper.swift", Self.helper)
        let arguments = ["lint", "--reporter", "json", "--cache-path", "cache", "."]
        let first = try ViewLintProcess.run(arguments, in: root.path)
        let second = try ViewLintProcess.run(arguments, in: root.path)
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("any_view"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path + "/cache").contains { $0.hasPrefix("lint-") })
        let uncached = try ViewLintProcess.run(["lint", "--reporter", "json", "--no-cache", "."], in: root.path)
        #expect(uncached.stdout == first.stdout)
    }
}
