import Foundation
import Testing
import ViewLint
import ViewLintRules

/// Every example command and configuration snippet of README.md is run, so the README cannot
/// drift from the tool: commands (indented code lines starting with `viewlint`) through the built
/// binary, in README order, in a folder holding the bundled example app (`App/`) and the E1
/// engine fixture (`Sources/ContentView.swift`); none may end in a usage, configuration or input
/// error (exit 2). ```yaml snippets go through the configuration loader with every rule known.
@Suite(.serialized) struct ReadmeExamplesTests {
    static let readme = (try? String(contentsOfFile: ConfigurationTests.repositoryRoot + "/README.md", encoding: .utf8)) ?? ""

    /// The example commands, with the README's placeholders filled in: `FILE` is a fixture
    /// file, `PATH…` a fixture folder, and `[…]` optional parts are left out.
    static var commands: [String] {
        var result: [String] = []
        var inFence = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("    ") else { continue }
            var command = line.drop(while: { $0 == " " })
            guard command.hasPrefix("viewlint ") || command == "viewlint" || command.hasPrefix("viewlint  ") else { continue }
            if let comment = command.range(of: " # ") { command = command[..<comment.lowerBound] }
            var text = String(command).trimmingCharacters(in: .whitespaces)
            while let open = text.firstIndex(of: "["), let close = text[open...].firstIndex(of: "]") {
                text.removeSubrange(open...close)
            }
            text = text.replacingOccurrences(of: "PATH…", with: "Sources").replacingOccurrences(of: " FILE", with: " Sources/ContentView.swift")
            result.append(text.trimmingCharacters(in: .whitespaces))
        }
        return result
    }

    static var yamlSnippets: [String] {
        var snippets: [String] = []
        var current: [Substring]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```yaml" { current = []; continue }
            if current != nil, line == "```" { snippets.append(current!.joined(separator: "\n") + "\n"); current = nil; continue }
            current?.append(line)
        }
        return snippets
    }

    /// `a "b c" d` → ["a", "b c", "d"].
    static func words(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in command {
            if character == "\"" { quoted.toggle(); started = true; continue }
            if character == " " && !quoted {
                if started { words.append(current); current = ""; started = false }
                continue
            }
            current.append(character)
            started = true
        }
        if started { words.append(current) }
        return words
    }

    @Test func theReadmeHasExamples() {
        #expect(Self.commands.count >= 12, "\(Self.commands)")
        #expect(Self.commands.contains("viewlint explain closure_binding"))
        #expect(!Self.yamlSnippets.isEmpty)
    }

    @Test func everyExampleCommandRuns() throws {
        let root = try TemporaryDirectory()
        let manager = FileManager.default
        try manager.copyItem(atPath: ConfigurationTests.repositoryRoot + "/Tests/Fixtures/Examples/HabitTracker", toPath: root.path + "/App")
        try root.makeDirectory("Sources")
        try manager.copyItem(atPath: ConfigurationTests.repositoryRoot + "/Tests/Fixtures/engine/E1ManualBinding.swift",
                             toPath: root.path + "/Sources/ContentView.swift")
        for command in Self.commands {
            let arguments = Array(Self.words(command).dropFirst())
            let output = try ViewLintProcess.run(arguments + (arguments.first == "lint" || arguments.isEmpty || arguments.first?.hasPrefix("--") == true ? ["--no-cache"] : []),
                                                 in: root.path)
            #expect(output.status != 2, "README command `\(command)` failed: \(output.stderr)")
            #expect(!output.stdout.isEmpty || !output.stderr.isEmpty || command.contains("--output"), "`\(command)` printed nothing")
        }
        #expect(manager.fileExists(atPath: root.path + "/report.json"), "--output wrote the report")
        #expect(manager.fileExists(atPath: root.path + "/.viewlint-baseline.json"))
    }

    @Test func everyConfigurationSnippetLoads() throws {
        let rules = RuleRegistry.descriptions + BuiltInRules.descriptions
        for snippet in Self.yamlSnippets {
            do {
                let (_, warnings) = try Configuration.parse(snippet, path: "README.md", knownRules: rules)
                #expect(warnings.isEmpty, "README snippet warns: \(warnings)\n\(snippet)")
            } catch {
                Issue.record("README configuration snippet does not load: \(error)\n\(snippet)")
            }
        }
    }
}
