import Foundation
import PackagePlugin

/// Lints a target's Swift files during builds, in the `path:line:col: warning: …` form that
/// `swift build` prints and Xcode turns into issues in the editor. Warnings leave the build
/// green; findings at error severity (per `.viewlint.yml`) fail it.
///
/// Like the compiler, it re-runs when an input changed (a Swift file of the target or the
/// package's `.viewlint.yml`): SwiftPM runs a build command only when its output is missing or
/// older than its inputs. The output is a one-line Swift file written after a successful run
/// (a command without outputs ran on the next build or two only, in SwiftPM 6.3; an output that
/// is not Swift would be copied into the target as a resource).
@main
struct ViewLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        let work = context.pluginWorkDirectoryURL
        let stamp = work.appendingPathComponent("ViewLint-\(target.name).swift")
        let package = context.package.directoryURL
        // An input when it exists, so editing it re-runs the lint (a missing input fails the
        // build, and SwiftPM reuses this plan: a file created later counts from the next source
        // change or clean build). viewlint itself finds it, or one further up, from the package.
        let configuration = package.appendingPathComponent(".viewlint.yml")
        let configurationInputs = FileManager.default.fileExists(atPath: configuration.path) ? [configuration] : []
        let lint = ["lint", "--reporter", "xcode", "--quiet", "--cache-path", work.appendingPathComponent("cache").path,
                    "--"] + files.map(\.path)
        // sh runs viewlint ($0) with its arguments from the package folder and writes the stamp
        // only when it succeeded, so a failing run is retried by the next build.
        let script = "cd \(shellQuoted(package.path)) && \"$0\" \"$@\" || exit $?; "
            + "echo '// ViewLint checked this target.' > \(shellQuoted(stamp.path))"
        return [
            .buildCommand(
                displayName: "ViewLint \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, try context.tool(named: "ViewLintCLI").url.path] + lint,  // plugins see the target name
                inputFiles: files + configurationInputs,
                outputFiles: [stamp]
            ),
        ]
    }

    private func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
