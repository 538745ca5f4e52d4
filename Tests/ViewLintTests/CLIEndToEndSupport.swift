import Foundation
import Testing

/// Runs the built `viewlint` executable (not the library) the way a shell would.
enum ViewLintProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable: `VIEWLINT_EXECUTABLE` if set, else next to the test bundle (SwiftPM puts
    /// products and test bundles in the same folder, and the test target depends on the
    /// executable so it is built first).
    static let executable: String? = {
        let manager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["VIEWLINT_EXECUTABLE"] { return explicit }
        var folders: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent()) }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        folders.append(URL(fileURLWithPath: ConfigurationTests.repositoryRoot + "/.build/debug"))
        for folder in folders {
            let candidate = folder.appendingPathComponent("viewlint").path
            if manager.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static func run(_ arguments: [String], in directory: String, stdin: [UInt8]? = nil,
                    environment extra: [String: String] = [:]) throws -> Output {
        let executable = try #require(executable, "viewlint executable not found; set VIEWLINT_EXECUTABLE")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // Drain both pipes concurrently so a full pipe never blocks the child.
        let group = DispatchGroup()
        let collected = Collected()
        DispatchQueue.global().async(group: group) { collected.set(stdout: out.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: group) { collected.set(stderr: err.fileHandleForReading.readDataToEndOfFile()) }
        if let stdin { input.fileHandleForWriting.write(Data(stdin)) }
        try input.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: collected.stdout, as: UTF8.self),
                      stderr: String(decoding: collected.stderr, as: UTF8.self))
    }

    /// Standard output of `viewlint ARGUMENTS` run on a pseudo-terminal by util-linux
    /// `script`, with `environment` added (TERM, say); nil where `script` is missing or not
    /// util-linux's.
    static func runOnTerminal(_ arguments: String, in directory: String, environment extra: [String: String] = [:]) throws -> String? {
        guard let executable, FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'\(executable)' \(arguments)", "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return text.contains("invalid option") ? nil : text
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var stdout = Data()
        private(set) var stderr = Data()
        func set(stdout data: Data) { lock.lock(); stdout = data; lock.unlock() }
        func set(stderr data: Data) { lock.lock(); stderr = data; lock.unlock() }
    }
}

/// Snapshot files under Tests/Fixtures/cli/snapshots: the command, exit status, standard
/// output and standard error of one run. `VIEWLINT_RECORD=1 swift test` rewrites them.
enum CLISnapshot {
    static let folder = ConfigurationTests.repositoryRoot + "/Tests/Fixtures/cli/snapshots"

    static func render(_ arguments: [String], _ output: ViewLintProcess.Output) -> String {
        "$ viewlint \(arguments.joined(separator: " "))\nexit: \(output.status)\n--- stdout\n\(output.stdout)--- stderr\n\(output.stderr)"
    }

    static func assertMatches(_ name: String, _ arguments: [String], _ output: ViewLintProcess.Output,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = render(arguments, output)
        let path = folder + "/" + name + ".txt"
        if ProcessInfo.processInfo.environment["VIEWLINT_RECORD"] == "1" {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("missing snapshot \(name).txt; record with VIEWLINT_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "snapshot \(name).txt differs; re-record with VIEWLINT_RECORD=1 if intended",
                sourceLocation: sourceLocation)
    }

    /// A copy of a fixture tree in a temporary folder (so no configuration above it is found,
    /// and the test can add files git would not keep, like `.build/`).
    static func copyFixture(_ name: String) throws -> TemporaryDirectory {
        let root = try TemporaryDirectory()
        let source = ConfigurationTests.repositoryRoot + "/Tests/Fixtures/cli/" + name
        for item in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + item, toPath: root.path + "/" + item)
        }
        return root
    }
}
