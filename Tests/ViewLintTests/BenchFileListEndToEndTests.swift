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
