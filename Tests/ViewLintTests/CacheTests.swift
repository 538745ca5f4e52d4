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

    /// One cached run over every file of the folder `root`, as `viewlint lint` does it.
    struct Run {
        var result: AnalysisResult
        var notes: [String]
        var analysed: Int { result.checked.count }
        var hits: Int { result.reused }
        var findings: [Finding] { result.findings }
    }

    static func run(_ root: String, store: String?, salt: UInt64 = 1,
                    access: CachedAnalysis.FileAccess = .system) -> Run {
        let project = Project.discover(root: root, included: [], excluded: [], configurationBase: root)
        let settings = AnalysisRunner.settings(Configuration(), jobs: 2, cacheSalt: salt)
        let (result, notes) = CachedAnalysis.run(project: project, settings: settings, storePath: store, access: access) { session in
            let result = session.analyze(project.files)
            return (result, result)
        }
        return Run(result: result, notes: notes)
    }

    /// What a fresh run without a cache reports.
    static func fresh(_ root: String) -> [Finding] { run(root, store: nil).findings }

    private func tree(_ files: [String: String]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for (name, text) in files { try folder.write(name, text) }
        return folder
    }

    @Test func warmRunsReuseAndStayExact() throws {
        let folder = try tree(["Row.swift": Self.row, "Helper.swift": Self.helper, "Other.swift": Self.other])
        let store = folder.path + "/cache/lint.cache"
        let cold = Self.run(folder.path, store: store)
        #expect(cold.analysed == 3 && cold.hits == 0)
        #expect(cold.findings == Self.fresh(folder.path))
        #expect(cold.findings.contains { $0.ruleID == "any_view" && $0.path == "Row.swift" }, "the cross-file case is live")

        let warm = Self.run(folder.path, store: store)
        #expect(warm.analysed == 0 && warm.hits == 3)
        #expect(warm.findings == Self.fresh(folder.path))

        // A body edit that changes the file's length but leaves declarations alone: only that
        // file is re-analysed.
        try folder.write("Other.swift", Self.other.replacingOccurrences(of: "Text(\"a\")", with: "VStack { Text(\"a longer text\") }"))
        let bodyEdit = Self.run(folder.path, store: store)
        #expect(bodyEdit.result.checked == ["Other.swift"])
        #expect(bodyEdit.findings == Self.fresh(folder.path))

        // Renaming the helper in Helper.swift changes what the rule sees in Row.swift, whose
        // content did not change: it must be re-analysed and lose its finding.
        try folder.write("Helper.swift", Self.helper.replacingOccurrences(of: "eraseToAnyView", with: "erased"))
        let declarationEdit = Self.run(folder.path, store: store)
        #expect(declarationEdit.analysed == 3)
        #expect(declarationEdit.findings == Self.fresh(folder.path))
        #expect(!declarationEdit.findings.contains { $0.ruleID == "any_view" && $0.path == "Row.swift" })

        // Other settings are another key.
        #expect(Self.run(folder.path, store: store, salt: 2).analysed == 3)
    }

    // A parent whose findings' evidence reads two children declared in other files.
    static let badge = """
        import SwiftUI

        struct Badge: View, Equatable {
            let id: Int
            let count: Int

            static func == (lhs: Badge, rhs: Badge) -> Bool {
                lhs.id == rhs.id && lhs.count == rhs.count
            }

            var body: some View {
                Text("\\(id): \\(count)")
            }
        }

        """
    static let card = """
        import SwiftUI

        struct Card: View {
            @State private var expanded = false

            var body: some View {
                Text(expanded ? "Open" : "Closed")
            }
        }

        """
    static let screen = """
        import SwiftUI

        struct Screen: View {
            @State private var count = 0

            var body: some View {
                VStack {
                    Badge(id: 1, count: count)
                    Card().id(UUID())
                    Button("Add") { count += 1 }
                }
            }
        }

        """

    private func evidence(_ run: Run, _ rule: String) -> Evidence? {
        run.findings.first { $0.ruleID == rule && $0.path == "Screen.swift" }?.evidence
    }

    @Test func editsInOtherFilesReachTheFindingsThatReadThem() throws {
        let folder = try tree(["Badge.swift": Self.badge, "Card.swift": Self.card, "Screen.swift": Self.screen])
        let store = folder.path + "/lint.cache"
        let cold = Self.run(folder.path, store: store)
        #expect(cold.analysed == 3)
        // Badge's `==` compares every field: `.equatable()` would change nothing.
        #expect(evidence(cold, "unenforced_equatable")?.status == .refuted)
        #expect(evidence(cold, "unstable_id")?.summary.contains("tasks restarted") == false)

        // The `==` body in Badge.swift now ignores `count`: no declaration changed, yet the
        // finding in Screen.swift, whose confirmation read that body, is re-checked.
        try folder.write("Badge.swift", Self.badge.replacingOccurrences(of: "lhs.id == rhs.id && lhs.count == rhs.count",
                                                                          with: "lhs.id == rhs.id"))
        let equality = Self.run(folder.path, store: store)
        #expect(equality.result.checked == ["Badge.swift", "Screen.swift"])
        #expect(evidence(equality, "unenforced_equatable")?.status == .confirmed)
        #expect(equality.findings == Self.fresh(folder.path))

        // A modifier added to the child declared in Card.swift: the parent's `.id` evidence now
        // counts restarted tasks.
        try folder.write("Card.swift", Self.card.replacingOccurrences(of: "Text(expanded ? \"Open\" : \"Closed\")",
                                                                        with: "Text(expanded ? \"Open\" : \"Closed\")\n            .task { }"))
        let modifier = Self.run(folder.path, store: store)
        #expect(modifier.result.checked == ["Card.swift", "Screen.swift"])
        #expect(evidence(modifier, "unstable_id")?.summary.contains("tasks restarted") == true)
        #expect(modifier.findings == Self.fresh(folder.path))

        // A comment edited in place in a file others read: one file re-checked.
        try folder.write("Card.swift", "// The card.\n" + (try String(contentsOfFile: folder.path + "/Card.swift", encoding: .utf8)))
        _ = Self.run(folder.path, store: store)
        try folder.write("Card.swift", "// The card, folded.\n" + Self.card.replacingOccurrences(
            of: "Text(expanded ? \"Open\" : \"Closed\")", with: "Text(expanded ? \"Open\" : \"Closed\")\n            .task { }"))
        let comment = Self.run(folder.path, store: store)
        #expect(comment.result.checked == ["Card.swift"])
        #expect(comment.findings == Self.fresh(folder.path))

        // A comment line added to a file nobody reads: only that file.
        try folder.write("Screen.swift", "// The screen.\n" + Self.screen)
        let unread = Self.run(folder.path, store: store)
        #expect(unread.result.checked == ["Screen.swift"])
        #expect(unread.findings == Self.fresh(folder.path))
    }

    /// Identical files at two paths: their declaration digests differ (summaries record the
    /// path), so the second run must still hit everything.
    @Test func duplicateContentAtTwoPathsStaysWarm() throws {
        let folder = try tree(["A/Row.swift": Self.row, "B/Row.swift": Self.row, "Helper.swift": Self.helper])
        let store = folder.path + "/lint.cache"
        #expect(Self.run(folder.path, store: store).analysed == 3)
        let warm = Self.run(folder.path, store: store)
        #expect(warm.hits == 3 && warm.analysed == 0)
        #expect(warm.findings == Self.fresh(folder.path))
    }

    @Test func aCorruptStoreIsANoteNotACrash() throws {
        let folder = try tree(["Row.swift": Self.row])
        let cache = try TemporaryDirectory()
        let store = cache.path + "/lint.cache"
        let version = CacheStore.currentVersion
        for garbage in ["{not json", "viewlint-cache \(version)\ntool x\nf 0000000000000012 3 A.swift\nfindings []\n",
                        "viewlint-cache \(version)\nd 1\n", "viewlint-cache \(version)\nfindings [{\"rule\": 1}]\n",
                        "viewlint-cache one\n", "viewlint-cache \(version)\nF 0000000000000001 2\nfindings []\n",
                        "viewlint-cache \(version)\n> 0000000000000001 A.swift\nfindings []\n", ""] {
            try cache.write("lint.cache", garbage)
            let outcome = Self.run(folder.path, store: store)
            #expect(outcome.analysed == 1)
            #expect(outcome.findings == Self.fresh(folder.path))
            if !garbage.isEmpty {
                #expect(outcome.notes.contains { $0.contains(store) && $0.contains("corrupt") }, "\(garbage)")
            }
            #expect(Self.run(folder.path, store: store).hits == 1, "rewritten after a corrupt read")
        }
        // Another format version is silently replaced.
        try cache.write("lint.cache", "viewlint-cache 99\nwhatever a later format holds\n")
        let outcome = Self.run(folder.path, store: store)
        #expect(outcome.analysed == 1 && outcome.notes.isEmpty)
    }

    @Test func theStoreRoundTripsOddPathsFindingsAndDependencies() throws {
        var store = CacheStore(tool: "viewlint 9 \\ odd\nname")
        store.digests = [1: FileDigests(declarations: 0xffff_ffff_ffff_fffe, code: 3), 0xabc: FileDigests(declarations: 0, code: 0)]
        let finding = Finding(ruleID: "r", severity: .error, message: "m\n\"q\"", path: "p", range: 3..<9, help: "h",
                              fix: Fix(title: "t", safety: .unsafe(reason: "why"), edits: [TextEdit(range: 3..<4, replacement: "x\ny")]))
        let dependencies = [Dependency(name: "other dir/B\\c.swift", code: 0x10), Dependency(name: "C.swift", code: .max)]
        store.files["dir with space/a\\b\nc.swift"] = CacheStore.CachedFile(key: 0x0123_4567_89ab_cdef, findings: [CachedFinding(finding)],
                                                                           dependencies: dependencies)
        store.files["empty.swift"] = CacheStore.CachedFile(key: 7, findings: [])
        let decoded = try CacheStore.decode(try store.encoded()).get()
        #expect(decoded.tool == store.tool)
        #expect(decoded.digests == store.digests)
        #expect(decoded.files.keys.sorted() == store.files.keys.sorted())
        let back = try #require(decoded.files["dir with space/a\\b\nc.swift"])
        #expect(back.key == 0x0123_4567_89ab_cdef)
        #expect(back.findings.map { $0.finding(path: "p") } == [finding])
        #expect(back.dependencies == dependencies)
        #expect(decoded.files["empty.swift"]?.findings.isEmpty == true)
        #expect(decoded.files["empty.swift"]?.dependencies.isEmpty == true)
    }

    @Test func anUnwritableStoreIsANote() throws {
        let folder = try tree(["Row.swift": Self.row])
        try folder.write("blocker", "a file where the cache folder should be")
        let outcome = Self.run(folder.path, store: folder.path + "/blocker/lint.cache")
        #expect(outcome.analysed == 1)
        #expect(outcome.notes.contains { $0.contains("blocker/lint.cache") })
    }

    @Test func invalidUTF8FilesAreErrorsNotCacheEntries() throws {
        let folder = try tree(["Row.swift": Self.row])
        try Data([0x6C, 0xFF]).write(to: URL(fileURLWithPath: folder.path + "/Bad.swift"))
        for _ in 0..<2 {
            let outcome = Self.run(folder.path, store: folder.path + "/lint.cache")
            #expect(outcome.result.errors.map(\.path) == ["Bad.swift"])
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

    /// The command line: after each kind of edit, the warm run prints byte for byte what a run
    /// without the cache prints.
    @Test func endToEndWarmOutputIsColdAfterEachKindOfEdit() throws {
        let root = try tree(["Badge.swift": Self.badge, "Card.swift": Self.card, "Screen.swift": Self.screen])
        let cached = ["lint", "--reporter", "json", "--cache-path", "cache"]
        let uncached = ["lint", "--reporter", "json", "--no-cache"]
        func agree(_ edit: String) throws {
            let warm = try ViewLintProcess.run(cached, in: root.path)
            let cold = try ViewLintProcess.run(uncached, in: root.path)
            #expect(warm.stdout == cold.stdout, "after \(edit)")
            #expect(warm.status == cold.status, "after \(edit)")
        }
        try agree("nothing (cold cache)")
        try agree("nothing (warm cache)")
        // A body edit that changes the file's length and moves every line after it.
        try root.write("Screen.swift", Self.screen.replacingOccurrences(of: "VStack {", with: "VStack(spacing: 12) {\n                Text(\"Header\")"))
        try agree("a length-changing body edit")
        // The `==` body in another file.
        try root.write("Badge.swift", Self.badge.replacingOccurrences(of: "lhs.id == rhs.id && lhs.count == rhs.count", with: "lhs.id == rhs.id"))
        try agree("an edit to `==` in another file")
        // A modifier added to a child declared elsewhere.
        try root.write("Card.swift", Self.card.replacingOccurrences(of: "Text(expanded ? \"Open\" : \"Closed\")",
                                                                     with: "Text(expanded ? \"Open\" : \"Closed\")\n            .task { }"))
        try agree("a modifier added to a child in another file")
        try root.write("Card.swift", "// Cards.\n" + (try String(contentsOfFile: root.path + "/Card.swift", encoding: .utf8)))
        try agree("a comment line added")
    }
}
