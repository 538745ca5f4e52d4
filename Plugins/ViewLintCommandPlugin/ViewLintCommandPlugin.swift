import Foundation
import PackagePlugin

/// `swift package viewlint [--target NAME…] [VIEWLINT ARGUMENTS…]`: runs `viewlint lint` on the
/// package (or on the named targets' folders) with any other arguments passed through.
///
/// The cache goes to the plugin's work folder unless the arguments choose one: the sandbox
/// SwiftPM runs plugins in on macOS allows writing there and not to the user's cache folder.
/// `--fix` writes source files, which that sandbox forbids: use
/// `swift package --disable-sandbox viewlint --fix` (Linux has no plugin sandbox).
@main
struct ViewLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var passed = extractor.remainingArguments
        if passed.first == "lint" { passed.removeFirst() }

        var paths: [String] = []
        if !targetNames.isEmpty {
            for target in try context.package.targets(named: targetNames) {
                // Their Swift files (`Target.directoryURL` needs tools version 6.1).
                guard let source = target as? SourceModuleTarget else { continue }
                paths += source.sourceFiles(withSuffix: "swift").map(\.url.path)
            }
        }
        var lintArguments = ["lint"]
        if !passed.contains("--no-cache") && !passed.contains(where: { $0.hasPrefix("--cache-path") }) {
            lintArguments += ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        }
        lintArguments += passed
        // Paths last (after `--` if the user wrote one), else the whole package.
        if !paths.isEmpty {
            if !passed.contains("--") { lintArguments.append("--") }
            lintArguments += paths
        } else if !passed.contains(where: { !$0.hasPrefix("-") }) && !passed.contains("--stdin-path") {
            lintArguments.append(context.package.directoryURL.path)
        }

        let process = Process()
        // A plugin sees the executable under its target name.
        process.executableURL = try context.tool(named: "ViewLintCLI").url
        process.arguments = lintArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("viewlint exited with status \(process.terminationStatus)")
            throw ViewLintPluginError.failed(status: process.terminationStatus)
        }
    }
}

enum ViewLintPluginError: Error, CustomStringConvertible {
    case failed(status: Int32)

    var description: String {
        switch self {
        case .failed(let status): return "viewlint exited with status \(status)"
        }
    }
}
