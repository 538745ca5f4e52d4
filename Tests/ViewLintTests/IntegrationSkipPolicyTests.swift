import Foundation
import Testing

/// The integration scripts' skip policy (Tests/Integration/lib.sh, run.sh): a tool that cannot
/// be found or installed skips a script locally, with a SKIP line, and fails it when CI=true,
/// so a green CI run has really run every script. Each script is run with a PATH that lacks
/// the tools it needs; the scripts stop at their tool checks, before any real work.
@Suite struct IntegrationSkipPolicyTests {
    static let folder = ConfigurationTests.repositoryRoot + "/Tests/Integration"

    /// Every script run.sh runs (all but the helpers).
    static var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".sh") && $0 != "lib.sh" && $0 != "run.sh" }.sorted()
    }

    struct Run { var status: Int32; var stdout: String; var stderr: String }

    /// A folder of links to the given system commands (and of the given fake ones): the only
    /// PATH the script sees.
    static func bin(_ commands: [String], fakes: [String: String] = [:], in root: TemporaryDirectory) throws -> String {
        let bin = root.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        for command in commands {
            let real = try #require(["/usr/bin/", "/bin/"].map { $0 + command }
                .first { FileManager.default.isExecutableFile(atPath: $0) }, "\(command) is not installed")
            try FileManager.default.createSymbolicLink(atPath: bin + "/" + command, withDestinationPath: real)
        }
        for (name, script) in fakes {
            try ("#!/bin/bash\n" + script + "\n").write(toFile: bin + "/" + name, atomically: true, encoding: .utf8)
            chmod(bin + "/" + name, 0o755)
        }
        return bin
    }

    static func run(_ script: String, path: String, ci: Bool) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [folder + "/" + script]
        var environment = ["PATH": path, "HOME": NSTemporaryDirectory(), "TMPDIR": NSTemporaryDirectory()]
        if ci { environment["CI"] = "true" }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func everyScriptIsCovered() {
        #expect(Self.scripts.count >= 4, "found \(Self.scripts)")
    }

    @Test(arguments: scripts) func missingToolFailsInCIAndSkipsLocally(script: String) throws {
        let root = try TemporaryDirectory()
        let path = try Self.bin(["bash", "dirname"], in: root)
        let ci = try Self.run(script, path: path, ci: true)
        #expect(ci.status != 0, "\(script) passed in CI without its tools: \(ci.stdout)")
        #expect(ci.stderr.contains("FAIL: ") && ci.stderr.contains("CI=true"), "\(script): \(ci.stderr)")
        let local = try Self.run(script, path: path, ci: false)
        #expect(local.status == 0, "\(script) should skip locally: \(local.stderr)")
        #expect(local.stdout.contains("SKIP: "), "\(script) skipped without saying so: \(local.stdout)")
    }

    /// The other way a tool goes missing: python3 is there but cannot make a virtual
    /// environment (no python3-venv, no package index).
    @Test func failedToolInstallFailsInCI() throws {
        let root = try TemporaryDirectory()
        let fakes = ["python3": "echo 'no venv here' >&2; exit 1", "swift": "exit 0"]
        let path = try Self.bin(["bash", "dirname", "mktemp", "date", "rm", "cat", "awk"], fakes: fakes, in: root)
        let ci = try Self.run("reporters.sh", path: path, ci: true)
        #expect(ci.status != 0)
        #expect(ci.stderr.contains("FAIL: python3 -m venv failed"), "\(ci.stderr)")
        let local = try Self.run("reporters.sh", path: path, ci: false)
        #expect(local.status == 0)
        #expect(local.stdout.contains("SKIP: python3 -m venv failed"), "\(local.stdout)")
    }

    /// run.sh: locally every script runs and the skipped ones are named at the end; in CI the
    /// first skip fails the run.
    @Test func runnerNamesSkipsLocallyAndStopsInCI() throws {
        let root = try TemporaryDirectory()
        let path = try Self.bin(["bash", "dirname", "date", "mktemp", "tee", "grep", "rm"], in: root)
        let local = try Self.run("run.sh", path: path, ci: false)
        #expect(local.status == 0, "\(local.stderr)")
        let summary = try #require(local.stdout.split(separator: "\n").last { $0.hasPrefix("### SKIPPED") })
        for script in Self.scripts { #expect(summary.contains(script)) }
        let ci = try Self.run("run.sh", path: path, ci: true)
        #expect(ci.status != 0)
        #expect(ci.stdout.contains("### \(Self.scripts[0]): FAILED"), "\(ci.stdout)")
        #expect(!ci.stdout.contains("### \(Self.scripts[1])\n"), "CI went on after a failed script")
    }
}
