import ViewLint

/// `viewlint debug syntax FILE…`: the parser's tree as an indented outline with line:column
/// ranges, followed by the parse diagnostics.
enum DebugSyntaxCommand {
    static func run(_ paths: [String]) -> Int32 {
        guard !paths.isEmpty else {
            Console.error("usage: viewlint debug syntax FILE…")
            return 2
        }
        var status: Int32 = 0
        for path in paths {
            switch SourceReading.readBytes(atPath: path) {
            case .failure(let failure):
                Console.error("viewlint debug syntax: cannot read \(path): \(failure)")
                status = 2
            case .success(let bytes):
                let tree = SyntaxTree.parse(SourceFile(path: path, bytes: bytes))
                Console.write((paths.count > 1 ? "# \(path)\n" : "") + tree.dump(), to: .standardOutput)
            }
        }
        return status
    }
}
