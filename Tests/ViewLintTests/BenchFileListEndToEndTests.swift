import Foundation
import Testing

/// The bench commands take the same paths (files, folders, `@list` files) and name a path they
/// cannot read instead of timing fewer files than asked.
@Suite struct BenchFileListEndToEndTests {
    @Test(arguments: [["tokenize"], ["parse"]])
    func aListFileAndAFolderCountTheSameFiles(_ command: [String]) throws {
        let root = try TemporaryDirectory()
        try root.write("Sources/A.swift", "let a = 1\n")
        try root.write("Sources/B.swift", "let b = 2\n")
        try root.write("files.list", root.path + "/Sources/A.swift\n" + root.path + "/Sources/B.swift\n")
        for paths in [["Sources"], ["@files.list"]] {
            let run = try ViewLintProcess.run(["bench"] + command + ["--repeat", "1"] + paths, in: root.path)
            #expect(run.status == 0, "\(paths): \(run.stderr)")
            let counted = run.stdout.contains("files           2\n") || run.stdout.contains("files 2,")
            #expect(counted, "\(paths): \(run.stdout)")
        }
    }

    /// A folder is walked as the lint walks it: through a link to a folder (as the benchmarks'
    /// linked projects are made), past hidden and build folders.
    @Test(arguments: [["tokenize"], ["parse"]])
    func aFolderIsWalkedAsTheLintWalksIt(_ command: [String]) throws {
        let root = try TemporaryDirectory()
        try root.write("App/Sources/A.swift", "let a = 1\n")
        try root.write("App/.build/Generated.swift", "let g = 1\n")
        try root.write("App/.hidden/B.swift", "let b = 2\n")
        try root.write("Project/.keep", "")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/Project/App", withDestinationPath: root.path + "/App")
        let run = try ViewLintProcess.run(["bench"] + command + ["--repeat", "1", "Project"], in: root.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("files           1\n") || run.stdout.contains("files 1,"), "\(run.stdout)")
        let lint = try ViewLintProcess.run(["lint", "--no-cache", "--reporter", "json", "Project"], in: root.path)
        #expect(lint.stdout.contains("\"files_scanned\": 1,"), "\(lint.stdout)")
    }

    @Test(arguments: [["tokenize"], ["parse"]])
    func aMissingPathOrListIsNamed(_ command: [String]) throws {
        let root = try TemporaryDirectory()
        for path in ["Missing.swift", "@missing.list"] {
            let run = try ViewLintProcess.run(["bench"] + command + ["--repeat", "1", path], in: root.path)
            #expect(run.status == 2, "\(path): \(run.stdout)")
            let named = path.hasPrefix("@") ? String(path.dropFirst()) + ": cannot read file list" : "cannot read " + path
            #expect(run.stderr.contains(named), "\(path): \(run.stderr)")
        }
    }

    /// A folder that cannot be listed stops the command with its name, as it stops a lint,
    /// instead of benchmarking the files around it. (Root lists any folder, so this runs only
    /// for other users.)
    @Test(.enabled(if: getuid() != 0, "root can list a folder without read permission"),
          arguments: [["bench", "tokenize"], ["bench", "parse"], ["debug", "index"]])
    func anUnlistableFolderIsNamed(_ command: [String]) throws {
        let root = try TemporaryDirectory()
        try root.write("App/A.swift", "let a = 1\n")
        try root.write("App/Locked/B.swift", "let b = 2\n")
        let locked = root.path + "/App/Locked"
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
        let run = try ViewLintProcess.run(command + ["App"], in: root.path)
        #expect(run.status == 2, "\(run.stdout)")
        #expect(run.stderr.contains("Locked: cannot list folder"), "\(run.stderr)")
    }
}
