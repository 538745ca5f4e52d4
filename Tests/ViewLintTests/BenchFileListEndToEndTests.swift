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
            #expect(run.stderr.contains("cannot read " + path.replacingOccurrences(of: "@", with: "")), "\(path): \(run.stderr)")
        }
    }
}
