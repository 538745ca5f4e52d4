import Foundation
import ViewLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `viewlint bench tokenize PATH… [--repeat N]`: single-threaded tokenizer throughput over
/// every .swift file under the paths (files, folders or `@list` files, as `bench parse` takes). Files are read first (timed apart), then tokenized N
/// times with all tokens kept alive, timing thread CPU so other processes do not skew it.
enum BenchCommand {
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.first == "tokenize" else {
            Console.error("usage: viewlint bench tokenize PATH… [--repeat N]")
            return 2
        }
        var repeats = 5
        var roots: [String] = []
        var remaining = arguments.dropFirst()[...]
        while let argument = remaining.popFirst() {
            if argument == "--repeat" {
                guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
                    Console.error("viewlint bench: --repeat takes a positive number")
                    return 2
                }
                repeats = count
            } else {
                roots.append(argument)
            }
        }
        guard !roots.isEmpty else {
            Console.error("usage: viewlint bench tokenize PATH… [--repeat N]")
            return 2
        }

        let readStart = wallSeconds()
        var sources: [[UInt8]] = []
        guard let paths = SwiftFileList.paths(roots, command: "bench tokenize") else { return 2 }
        for path in paths {
            switch SourceReading.readBytes(atPath: path) {
            case .success(let bytes): sources.append(bytes)
            case .failure(let failure):
                Console.error("viewlint bench: cannot read \(path): \(failure)")
                return 2
            }
        }
        let readSeconds = wallSeconds() - readStart
        let byteCount = sources.reduce(0) { $0 + $1.count }

        var times: [Double] = []
        var tokenCount = 0
        for _ in 0..<repeats {
            var results: [TokenizedFile] = []
            results.reserveCapacity(sources.count)
            let start = threadCPUSeconds()
            for source in sources {
                results.append(source.withUnsafeBufferPointer { Tokenizer.tokenize($0) })
            }
            times.append(threadCPUSeconds() - start)
            tokenCount = results.reduce(0) { $0 + $1.tokens.count }
        }
        times.sort()
        let best = times[0]
        let median = times[times.count / 2]
        let megabytes = Double(byteCount) / 1_000_000
        func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
        var report = ""
        report += "files           \(sources.count)\n"
        report += "bytes           \(byteCount)\n"
        report += "tokens          \(tokenCount)\n"
        report += "read seconds    \(fixed(readSeconds, 4)) (wall)\n"
        report += "tokenize best   \(fixed(best, 4)) s CPU   \(fixed(megabytes / best, 1)) MB/s\n"
        report += "tokenize median \(fixed(median, 4)) s CPU   \(fixed(megabytes / median, 1)) MB/s\n"
        report += "repeats         \(repeats)\n"
        report += "bytes per token \(MemoryLayout<Token>.stride) (Token stride; text is not stored)\n"
        Console.write(report, to: .standardOutput)
        return 0
    }

    static func threadCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    static func wallSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
