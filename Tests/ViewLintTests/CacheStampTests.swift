import Foundation
import Testing
@testable import ViewLintCLI
import ViewLint

/// A warm run trusts a file by its stamp (size, times, device, inode) without opening it,
/// reads it when the stamp changed or is racy, and reports exactly what a cold run does.
@Suite(.serialized) struct CacheStampTests {
    /// Counts reads, by path.
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func record(_ path: String) { lock.lock(); paths.append(path); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return paths.sorted() }
        func reset() { lock.lock(); paths = []; lock.unlock() }
    }

    static func counting(_ reads: Reads) -> CachedAnalysis.FileAccess {
        CachedAnalysis.FileAccess(stamp: { FileSystem.stamp($0) },
                                  read: { reads.record($0); return FileSystem.readFileStamped($0) })
    }

    /// A cached run over the folder, with what the stamp reader trusted.
    private func analyze(_ folder: TemporaryDirectory, store: String, access: CachedAnalysis.FileAccess) -> (run: CacheTests.Run, trusted: Int) {
        let project = Project.discover(root: folder.path, included: [], excluded: [], configurationBase: folder.path)
        let settings = AnalysisRunner.settings(Configuration(), jobs: 2, cacheSalt: 1)
        let loaded = CachedAnalysis.load(store, access: access)
        let session = AnalysisSession(project: project, settings: settings, memory: loaded.memory, reader: loaded.reader)
        let result = session.analyze(project.files)
        let notes = loaded.notes + CachedAnalysis.save(loaded, session: session, result: result)
        return (CacheTests.Run(result: result, notes: notes), loaded.reader.trustedCount)
    }

    private func fresh(_ folder: TemporaryDirectory) -> [Finding] { CacheTests.fresh(folder.path) }


    /// Sets a file's modification time (the status-change time becomes now, as always).
    private func setModified(_ path: String, _ seconds: TimeInterval) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: path)
    }

    /// Row.swift has a finding (through Helper.swift); Other.swift has none.
    private func makeTree() throws -> (TemporaryDirectory, [String]) {
        let folder = try TemporaryDirectory()
        try folder.write("Row.swift", CacheTests.row)
        try folder.write("Helper.swift", CacheTests.helper)
        try folder.write("Other.swift", CacheTests.other)
        let paths = ["Helper.swift", "Other.swift", "Row.swift"].map { folder.path + "/" + $0 }
        // Old modification times: nothing is racy against the store written after them.
        for path in paths { try setModified(path, 1_000_000_000) }
        return (folder, paths)
    }

    @Test func unchangedFilesAreTrustedWithoutReading() throws {
        let (folder, paths) = try makeTree()
        let store = folder.path + "/cache/lint.cache"
        let reads = Reads()
        let cold = analyze(folder, store: store, access: Self.counting(reads)).run
        #expect(cold.analysed == 3 && reads.all == paths)
        #expect(cold.findings == fresh(folder))
        #expect(cold.findings.contains { $0.ruleID == "any_view" && $0.path == "Row.swift" })

        reads.reset()
        let (warm, trusted) = analyze(folder, store: store, access: Self.counting(reads))
        #expect(warm.hits == 3 && warm.analysed == 0)
        // Only the files with findings to report are read (code frames need the source).
        let withFindings = Set(cold.findings.map(\.path)).sorted()
        #expect(withFindings.contains("Row.swift") && !withFindings.contains("Other.swift"))
        #expect(reads.all == withFindings.map { folder.path + "/" + $0 })
        #expect(trusted == 3)
        #expect(warm.result.sources.keys.sorted() == withFindings)
        #expect(warm.findings == cold.findings)
    }

    @Test func aNewModificationTimeWithTheSameContentHitsByContent() throws {
        let (folder, paths) = try makeTree()
        let store = folder.path + "/lint.cache"
        let reads = Reads()
        _ = analyze(folder, store: store, access: Self.counting(reads))
        try setModified(paths[1], 1_100_000_000)
        reads.reset()
        let touched = analyze(folder, store: store, access: Self.counting(reads)).run
        #expect(touched.analysed == 0 && touched.hits == 3)
        #expect(reads.all.contains(paths[1]))
        // The new stamp was recorded: the next run trusts it again.
        reads.reset()
        let again = analyze(folder, store: store, access: Self.counting(reads)).run
        #expect(again.analysed == 0 && !reads.all.contains(paths[1]))
    }

    /// Same size, different bytes, modification time set back: the status-change time moved
    /// (no one can set it back), so the file is read and re-analysed.
    @Test func sameSizeNewContentWithTheOldModificationTimeIsRead() throws {
        let (folder, paths) = try makeTree()
        let store = folder.path + "/lint.cache"
        let reads = Reads()
        _ = analyze(folder, store: store, access: Self.counting(reads))
        let before = try #require(FileSystem.stamp(paths[1]))
        Thread.sleep(forTimeInterval: 0.02)
        try folder.write("Other.swift", CacheTests.other.replacingOccurrences(of: "Text(\"a\")", with: "Text(\"b\")"))
        try setModified(paths[1], 1_000_000_000)
        let after = try #require(FileSystem.stamp(paths[1]))
        #expect(after.size == before.size && after.modified == before.modified)
        reads.reset()
        let edited = analyze(folder, store: store, access: Self.counting(reads)).run
        #expect(edited.analysed == 1 && reads.all.contains(paths[1]))
        #expect(edited.findings == fresh(folder))
    }

    /// A fake file system whose stamps never change, so only the racy rule can notice an edit.
    final class FakeFiles: @unchecked Sendable {
        private let lock = NSLock()
        var contents: [String: String] = [:]
        var modified: UInt64
        private(set) var reads: [String] = []
        init(modified: UInt64) { self.modified = modified }

        var access: CachedAnalysis.FileAccess {
            CachedAnalysis.FileAccess(stamp: { path in self.stamp(path) }, read: { path in
                self.lock.lock()
                self.reads.append(path)
                let text = self.contents[path]
                self.lock.unlock()
                guard let text, let stamp = self.stamp(path) else { return FileSystem.readFileStamped("/nonexistent/\(path)") }
                return .success((Array(text.utf8), stamp))
            })
        }

        func stamp(_ path: String) -> FileSystem.FileStamp? {
            lock.lock(); defer { lock.unlock() }
            guard let text = contents[path] else { return nil }
            return FileSystem.FileStamp(size: UInt64(text.utf8.count), modified: modified, changed: modified, device: 1,
                                        inode: UInt64(path.utf8.count))
        }

        func resetReads() { lock.lock(); reads = []; lock.unlock() }
    }

    /// A run over the fake files, named relative to the fake root `/fake`.
    private func fakeRun(_ fake: FakeFiles, store: String) -> (run: CacheTests.Run, trusted: Int) {
        let names = fake.contents.keys.sorted().map { String($0.dropFirst("/fake/".count)) }
        let project = Project(root: "/fake", files: names)
        let loaded = CachedAnalysis.load(store, access: fake.access)
        let session = AnalysisSession(project: project, settings: AnalysisRunner.settings(Configuration(), jobs: 2, cacheSalt: 1),
                                      memory: loaded.memory, reader: loaded.reader)
        let result = session.analyze(names)
        _ = CachedAnalysis.save(loaded, session: session, result: result)
        return (CacheTests.Run(result: result, notes: []), loaded.reader.trustedCount)
    }

    @Test func racyEntriesAreVerifiedByContent() throws {
        let folder = try TemporaryDirectory()
        let store = folder.path + "/lint.cache"
        // Modified "now or later" relative to the store: every entry is racy.
        let fake = FakeFiles(modified: UInt64.max / 2)
        fake.contents = ["/fake/Other.swift": CacheTests.other, "/fake/Helper.swift": CacheTests.helper]
        #expect(fakeRun(fake, store: store).run.analysed == 2)
        // Same size, same stamp, new content: found because racy entries are read.
        fake.contents["/fake/Other.swift"] = CacheTests.other.replacingOccurrences(of: "Text(\"a\")", with: "Text(\"b\")")
        fake.resetReads()
        let run = fakeRun(fake, store: store).run
        #expect(run.analysed == 1 && run.hits == 1)
        #expect(fake.reads.sorted() == ["/fake/Helper.swift", "/fake/Other.swift"])
    }

    @Test func olderEntriesAreTrustedByStamp() throws {
        let folder = try TemporaryDirectory()
        let store = folder.path + "/lint.cache"
        let fake = FakeFiles(modified: 1_000_000_000 * 1_000_000_000)
        fake.contents = ["/fake/Other.swift": CacheTests.other, "/fake/Helper.swift": CacheTests.helper]
        #expect(fakeRun(fake, store: store).run.analysed == 2)
        fake.resetReads()
        let (run, trusted) = fakeRun(fake, store: store)
        #expect(run.analysed == 0 && run.hits == 2 && trusted == 2)
        #expect(!fake.reads.contains("/fake/Other.swift"), "no findings: never opened")
        // Same stamp, new content, not racy: trusted (which is why racy entries are re-read).
        fake.contents["/fake/Other.swift"] = CacheTests.other.replacingOccurrences(of: "Text(\"a\")", with: "Text(\"b\")")
        #expect(fakeRun(fake, store: store).run.analysed == 0)
    }

    @Test func theStoreRoundTripsStamps() throws {
        var store = CacheStore(tool: "t")
        let stamp = CacheStore.Stamp(file: FileSystem.FileStamp(size: 12, modified: 1_700_000_000_123_456_789, changed: .max,
                                                                 device: 0x803, inode: 42), content: 0xdead_beef)
        store.files["a b/c\\d.swift"] = CacheStore.CachedFile(key: 5, findings: [], stamp: stamp)
        store.files["plain.swift"] = CacheStore.CachedFile(key: 6, findings: [])
        let decoded = try CacheStore.decode(try store.encoded()).get()
        #expect(decoded.files["a b/c\\d.swift"]?.stamp == stamp)
        #expect(decoded.files["a b/c\\d.swift"]?.key == 5)
        #expect(decoded.files["plain.swift"]?.stamp == nil)
    }

    /// The CLI: cold, warm, touched and edited runs print exactly what `--no-cache` prints.
    @Test func endToEndWarmOutputIsByteForByteCold() throws {
        let root = try TemporaryDirectory()
        try root.write("Sources/Row.swift", CacheTests.row)
        try root.write("Sources/Helper.swift", CacheTests.helper)
        try root.write("Sources/Other.swift", CacheTests.other)
        for name in ["Row", "Helper", "Other"] { try setModified(root.path + "/Sources/\(name).swift", 1_000_000_000) }
        let arguments = ["lint", "--reporter", "json", "--cache-path", "cache", "Sources"]
        let uncached = try ViewLintProcess.run(["lint", "--reporter", "json", "--no-cache", "Sources"], in: root.path)
        let cold = try ViewLintProcess.run(arguments, in: root.path)
        let warm = try ViewLintProcess.run(arguments, in: root.path)
        #expect(cold.stdout.contains("any_view"))
        #expect(cold.stdout == uncached.stdout && warm.stdout == cold.stdout)
        #expect(warm.status == cold.status && warm.stderr == cold.stderr)
        try setModified(root.path + "/Sources/Other.swift", 1_100_000_000)
        #expect(try ViewLintProcess.run(arguments, in: root.path).stdout == uncached.stdout)
        try root.write("Sources/Helper.swift", CacheTests.helper.replacingOccurrences(of: "eraseToAnyView", with: "erased"))
        let edited = try ViewLintProcess.run(arguments, in: root.path)
        #expect(edited.stdout == (try ViewLintProcess.run(["lint", "--reporter", "json", "--no-cache", "Sources"], in: root.path)).stdout)
        #expect(edited.stdout != cold.stdout)
    }
}
