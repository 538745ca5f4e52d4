#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import ViewLint

@Suite struct DiscoveryGlobTests {
    static let cases: [(String, String, Bool)] = [
        ("Sources/*.swift", "Sources/A.swift", true),
        ("Sources/*.swift", "Sources/Deep/A.swift", false),
        ("Sources/**/*.swift", "Sources/A.swift", true),
        ("Sources/**/*.swift", "Sources/x/y/A.swift", true),
        ("**/*View.swift", "a/b/FeedView.swift", true),
        ("**/*View.swift", "a/b/FeedModel.swift", false),
        ("Generated", "Generated/x/A.swift", true),
        ("Generated", "NotGenerated/A.swift", false),
        ("./Sources/", "Sources/A.swift", true),
        ("A?.swift", "AB.swift", true),
        ("A?.swift", "A.swift", false),
        ("*", "anything/below.swift", true),
        ("a*b*c", "axxbyyc", true),
        ("a*b*c", "axxbyy", false),
        ("Café/*.swift", "Café/É.swift", true),
        ("*.swift", "dir/A.swift", false),
    ]

    @Test(arguments: DiscoveryGlobTests.cases)
    func matching(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    @Test func pathTextHelpers() {
        #expect(PathText.normalize("./a//b/../c/") == "a/c")
        #expect(PathText.normalize("/x/./y/..") == "/x")
        #expect(PathText.normalize("../a") == "../a")
        #expect(PathText.normalize(".") == ".")
        #expect(PathText.relative("/r/a/b", to: "/r") == "a/b")
        #expect(PathText.relative("/ra/b", to: "/r") == nil)
        #expect(PathText.join(".", "a") == "a")
        #expect(PathText.join("/x", "/abs") == "/abs")
        #expect(PathText.directory(of: "a/b.yml") == "a")
        #expect(PathText.directory(of: "b.yml") == ".")
    }
}

@Suite struct DiscoveryTests {
    private func discover(_ root: TemporaryDirectory, _ arguments: [String], included: [String] = [],
                          excluded: [String] = []) -> (paths: [String], errors: [InputError]) {
        FileDiscovery(included: included, excluded: excluded, baseDirectory: root.path, workingDirectory: root.path)
            .discover(arguments.map { $0.hasPrefix("/") ? $0 : root.path + "/" + $0 })
    }

    /// Paths relative to the temporary folder, for readable expectations.
    private func relative(_ result: (paths: [String], errors: [InputError]), _ root: TemporaryDirectory) -> [String] {
        result.paths.map { PathText.relative($0, to: root.path) ?? $0 }
    }

    @Test func onlySwiftFilesAndSkippedFolders() throws {
        let root = try TemporaryDirectory()
        for path in ["A.swift", "b/B.swift", "b/notes.md", ".hidden/H.swift", ".Hidden.swift", ".build/X.swift",
                     "DerivedData/X.swift", "Pods/X.swift", "Carthage/X.swift", "x/.git/X.swift", "z/Z.swift"] {
            try root.write(path, "let x = 1\n")
        }
        let result = discover(root, ["."])
        #expect(relative(result, root) == ["A.swift", "b/B.swift", "z/Z.swift"])
        #expect(result.errors.isEmpty)
    }

    @Test func explicitPathsAreLintedEvenIfHiddenOrExcluded() throws {
        let root = try TemporaryDirectory()
        try root.write(".hidden/H.swift", "")
        try root.write("Gen/G.swift", "")
        try root.write(".hidden/D/In.swift", "")
        let result = discover(root, [".hidden/H.swift", "Gen/G.swift", ".hidden/D"], excluded: ["Gen"])
        #expect(relative(result, root) == [".hidden/D/In.swift", ".hidden/H.swift", "Gen/G.swift"])
    }

    @Test func includedAndExcludedGlobsRelativeToTheBase() throws {
        let root = try TemporaryDirectory()
        for path in ["Sources/A.swift", "Sources/Generated/G.swift", "Sources/Mocks/M+Mock.swift", "Other/O.swift"] {
            try root.write(path, "")
        }
        let result = discover(root, ["."], included: ["Sources"], excluded: ["Sources/Generated", "**/*+Mock.swift"])
        #expect(relative(result, root) == ["Sources/A.swift"])
    }

    @Test func displayedPathsKeepTheArgumentsSpelling() throws {
        let root = try TemporaryDirectory()
        try root.write("S/A.swift", "")
        let discovery = FileDiscovery(included: [], excluded: [], baseDirectory: root.path, workingDirectory: root.path)
        #expect(discovery.discover([root.path + "/S/"]).paths == [root.path + "/S/A.swift"])
    }

    @Test func nonexistentPathIsAnErrorNamingIt() throws {
        let root = try TemporaryDirectory()
        let missing = root.path + "/nope"
        let result = discover(root, [missing])
        #expect(result.paths.isEmpty)
        #expect(result.errors == [InputError(path: missing, message: "no such file or directory")])
    }

    @Test func symlinkLoopTerminatesAndTreesAreListedOnce() throws {
        let root = try TemporaryDirectory()
        try root.write("a/A.swift", "")
        try root.write("a/b/B.swift", "")
        try root.symlink("a/b/loop", to: root.path + "/a")  // b/loop → a: a cycle
        try root.symlink("alias", to: root.path + "/a")     // a second way into a
        try root.symlink("a/Linked.swift", to: root.path + "/a/A.swift")
        try root.symlink("dangling", to: root.path + "/missing")
        let result = discover(root, ["."])
        // Everything under `a` exactly once, whichever name reached it first (sorted walk: `a`).
        #expect(relative(result, root) == ["a/A.swift", "a/b/B.swift"])
        #expect(result.errors.isEmpty)
    }

    @Test func symlinkedFolderOutsideTheTreeIsFollowedOnce() throws {
        let root = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try outside.write("O.swift", "")
        try root.symlink("ext", to: outside.path)
        try root.symlink("ext2", to: outside.path)
        #expect(relative(discover(root, ["."]), root) == ["ext/O.swift"])
    }

    @Test func sameFolderTwiceOnTheCommandLineIsListedOnce() throws {
        let root = try TemporaryDirectory()
        try root.write("A.swift", "")
        #expect(discover(root, [".", "."]).paths.count == 1)
    }
}

@Suite struct DiscoveryReadingTests {
    @Test func readFileReturnsTheExactBytes() throws {
        let root = try TemporaryDirectory()
        let bytes: [UInt8] = Array(repeating: 0x61, count: 100_000) + [0xFF, 0x00, 0x0A]
        try root.write("big.swift", bytes: bytes)
        #expect(try FileSystem.readFile(root.path + "/big.swift").get() == bytes)
        try root.write("empty.swift", bytes: [])
        #expect(try FileSystem.readFile(root.path + "/empty.swift").get() == [])
    }

    /// Files whose size fstat does not know (procfs reports 0) are read to their end anyway.
    @Test func readFileOfUnknownSizeReadsToTheEnd() throws {
        guard FileSystem.status("/proc/self/status") != nil else { return }
        let text = String(decoding: try FileSystem.readFile("/proc/self/status").get(), as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("\nPid:"))
    }

    /// A file past the 32-bit indices the tokenizer and parser use is refused with its size,
    /// before anything is read (a sparse file: no disk space or memory is used).
    @Test func readFileRefusesFilesTooLargeToLint() throws {
        let root = try TemporaryDirectory()
        try root.write("huge.swift", bytes: [])
        let path = root.path + "/huge.swift"
        #expect(truncate(path, off_t(FileSystem.maximumFileSize) + 1) == 0)
        guard case .failure(let failure) = FileSystem.readFile(path) else {
            Issue.record("read a file larger than the limit")
            return
        }
        #expect(failure.message.contains("file too large (\(FileSystem.maximumFileSize + 1) bytes"))
    }

    @Test func readFileFailsWithTheSystemsReason() {
        guard case .failure(let failure) = FileSystem.readFile("/nonexistent/viewlint/x.swift") else {
            Issue.record("read a missing file")
            return
        }
        #expect(failure.message.lowercased().contains("no such file"))
    }

    @Test func firstInvalidUTF8Offset() {
        func offset(_ bytes: [UInt8]) -> Int? { SourceFile(path: "x", bytes: bytes).firstInvalidUTF8Offset() }
        #expect(offset(Array("é😀 ok".utf8)) == nil)
        #expect(offset([0x61, 0xFF]) == 1)
        #expect(offset([0x61, 0xC0, 0x80]) == 1, "overlong")
        #expect(offset([0xED, 0xA0, 0x80]) == 0, "surrogate")
        #expect(offset([0xF4, 0x90, 0x80, 0x80]) == 0, "above U+10FFFF")
        #expect(offset([0x61, 0x62, 0xE2, 0x82]) == 2, "truncated")
        // A bad byte after, inside and at the end of eight-byte ASCII runs (the fast path).
        let ascii = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        for position in 0 ... ascii.count {
            var bytes = ascii
            bytes.insert(0xFF, at: position)
            #expect(offset(bytes) == position)
            var valid = ascii
            valid.insert(contentsOf: Array("é".utf8), at: position)
            #expect(offset(valid) == nil)
        }
    }

    /// `PathText.normalize` finds components in the bytes of an ASCII path; it answers as the
    /// plain Character-by-Character reading below does, for every short path over these parts.
    @Test func normalizeMatchesComponentReading() {
        func reference(_ path: String) -> String {
            let absolute = path.hasPrefix("/")
            var parts: [Substring] = []
            for part in path.split(separator: "/", omittingEmptySubsequences: true) {
                if part == "." { continue }
                if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
                if part == ".." && absolute { continue }
                parts.append(part)
            }
            let joined = parts.joined(separator: "/")
            return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
        }
        let pieces = ["a", "bc", ".", "..", "...", "/", "//", ".a", "é"]
        var paths: [String] = [""]
        for _ in 0 ..< 4 { paths = paths + paths.flatMap { path in pieces.map { path + $0 } } }
        for path in Set(paths) {
            #expect(PathText.normalize(path) == reference(path), "\(path)")
        }
        #expect(PathText.normalize("/\u{301}a/b") == reference("/\u{301}a/b"))
        // `directory(of:)` reads bytes too; a `/` joined to a mark or a prepended letter is not one.
        func folder(_ path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "." }
            if slash == path.startIndex { return "/" }
            return String(path[..<slash])
        }
        for path in Set(paths) + ["a/\u{301}b", "a\u{600}/b", "/\u{301}", "\u{600}/x/y"] {
            #expect(PathText.directory(of: path) == folder(path), "\(path)")
        }
    }
}

/// Which folder is the project when no configuration and no git work tree says.
struct ProjectRootTests {
    @Test func aFolderLintedFromElsewhereIsItsOwnProject() throws {
        let app = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        // `viewlint lint ~/app` run from another folder: the app, not the folder it was run from.
        #expect(Project.root(configurationPath: nil, searchDirectory: app.path, workingDirectory: elsewhere.path) == app.path)
        // A folder inside the working directory keeps the working directory as the project, as
        // an editor linting one file of it through --stdin-path does.
        let sources = app.path + "/Sources"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        #expect(Project.root(configurationPath: nil, searchDirectory: sources, workingDirectory: app.path) == app.path)
        #expect(Project.root(configurationPath: nil, searchDirectory: app.path, workingDirectory: app.path) == app.path)
    }
}
