import Foundation
import ViewLint

/// `viewlint bench parse [--repeat N] [--diagnostics] PATH…`: times tokenize + parse + index
/// summary of Swift files, single-threaded, after reading them all (reading is timed apart).
/// Paths may be files, directories (searched for .swift files) or `@list` files of paths.
enum BenchParseCommand {
    static func run(_ arguments: [String]) -> Int32 {
        var repeats = 3
        var showDiagnostics = false
        var stage = "index"
        var inputs: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--repeat":
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
                    Console.error("viewlint bench parse: --repeat takes a positive number")
                    return 2
                }
                repeats = value
            case "--diagnostics": showDiagnostics = true
            case "--stage":
                guard let value = rest.popFirst(), ["tokens", "parse", "summary", "index"].contains(value) else {
                    Console.error("viewlint bench parse: --stage takes tokens, parse, summary or index")
                    return 2
                }
                stage = value
            default: inputs.append(argument)
            }
        }
        guard !inputs.isEmpty else {
            Console.error("usage: viewlint bench parse [--repeat N] [--diagnostics] PATH…")
            return 2
        }
        let readStart = DispatchTime.now().uptimeNanoseconds
        var files: [SourceFile] = []
        guard let paths = SwiftFileList.paths(inputs, command: "bench parse") else { return 2 }
        for path in paths {
            switch SourceReading.readBytes(atPath: path) {
            case .success(let bytes): files.append(SourceFile(path: path, bytes: bytes))
            case .failure(let failure):
                Console.error("viewlint bench parse: cannot read \(path): \(failure)")
                return 2
            }
        }
        let readSeconds = Double(DispatchTime.now().uptimeNanoseconds - readStart) / 1e9
        let bytes = files.reduce(0) { $0 + $1.bytes.count }
        var best = Double.infinity
        var bestWall = Double.infinity
        var bestMerge = Double.infinity
        var nodes = 0, views = 0, withErrors = 0, candidates = 0, declarations = 0
        for _ in 0 ..< repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            let cpuStart = threadCPUSeconds()
            var summaries: [FileSummary] = []
            summaries.reserveCapacity(files.count)
            nodes = 0; withErrors = 0; candidates = 0; declarations = 0
            // One thread streaming files: each file's arrays are handed on to the next, as the
            // linter's workers do.
            var buffers = ParseBuffers()
            for file in files {
                if stage == "tokens" {
                    let tokenized = Tokenizer.tokenize(file, reusing: &buffers)
                    nodes += tokenized.tokens.count
                    buffers.recycle(consume tokenized)
                    continue
                }
                let tree = SyntaxTree.parse(file, reusing: &buffers)
                nodes += tree.nodes.count
                if stage == "parse" {
                    buffers.recycle(consume tree)
                    continue
                }
                if tree.hasErrors { withErrors += 1 }
                let summary = FileSummary(tree: tree)
                buffers.recycle(consume tree)
                candidates += summary.sites.count
                declarations += summary.declarations.count
                summaries.append(summary)
            }
            if stage == "index" {
                let mergeStart = threadCPUSeconds()
                let index = ProjectIndex(summaries: summaries)
                views = index.viewTypes.count
                bestMerge = min(bestMerge, threadCPUSeconds() - mergeStart)
            }
            best = min(best, threadCPUSeconds() - cpuStart)
            bestWall = min(bestWall, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        if showDiagnostics {
            for file in files {
                if stage == "tokens" {
                    nodes += Tokenizer.tokenize(file).tokens.count
                    continue
                }
                let tree = SyntaxTree.parse(file)
                if stage == "parse" {
                    nodes += tree.nodes.count
                    continue
                }
                if let first = tree.diagnostics.first {
                    let at = file.location(of: Int(first.offset))
                    print("\(file.path):\(at.line):\(at.column): \(first.message) (\(tree.diagnostics.count) in file)")
                } else if let first = tree.lexicalDiagnostics.first {
                    let at = file.location(of: Int(first.offset))
                    print("\(file.path):\(at.line):\(at.column): lexical: \(first.message)")
                }
            }
        }
        let megabytes = Double(bytes) / 1_000_000
        print("files \(files.count), bytes \(bytes), read \(format(readSeconds)) s")
        print("\(stage == "tokens" ? "tokenize" : stage == "parse" ? "tokenize+parse" : stage == "summary" ? "tokenize+parse+summaries" : "tokenize+parse+index") best of \(repeats): cpu \(format(best)) s, \(format(megabytes / best)) MB/s; wall \(format(bestWall)) s, \(format(megabytes / bestWall)) MB/s")
        if stage == "index" { print("of which merging the summaries: cpu \(format(bestMerge)) s") }
        print("nodes \(nodes), declarations \(declarations), instantiation candidates \(candidates), view types \(views), files with diagnostics \(withErrors)")
        return 0
    }

    /// CPU time of this thread: stable when other processes share the cores (as wall time is not).
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
