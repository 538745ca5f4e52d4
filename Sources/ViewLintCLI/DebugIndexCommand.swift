import ViewLint

/// `viewlint debug index PATH…`: the project index of the given files and directories —
/// view types, stored properties with wrapper/type/POD, custom ==, instantiation sites.
enum DebugIndexCommand {
    static func run(_ inputs: [String]) -> Int32 {
        guard !inputs.isEmpty else {
            Console.error("usage: viewlint debug index PATH…")
            return 2
        }
        var summaries: [FileSummary] = []
        guard let paths = SwiftFileList.paths(inputs, command: "debug index") else { return 2 }
        for path in paths {
            switch SourceReading.readBytes(atPath: path) {
            case .failure(let failure):
                Console.error("viewlint debug index: cannot read \(path): \(failure)")
                return 2
            case .success(let bytes):
                summaries.append(FileSummary(tree: SyntaxTree.parse(SourceFile(path: path, bytes: bytes))))
            }
        }
        Console.write(ProjectIndex(summaries: summaries).dump(), to: .standardOutput)
        return 0
    }
}
