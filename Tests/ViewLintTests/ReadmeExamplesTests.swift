import Foundation
import Testing
import ViewLint
import ViewLintRules

/// Every example command and configuration snippet of README.md is run, so the README cannot
/// drift from the tool: commands (indented code lines running `viewlint`, also through
/// `swift run` or `.build/release/`) through the built binary, in README order, in a folder
/// holding the bundled example app (`App/`, and `Tests/Fixtures/Examples/`) and the E1 engine
/// fixture (`Sources/ContentView.swift`); none may end in a usage, configuration or input error
/// (exit 2). ```yaml snippets go through the configuration loader with every rule known; the
/// suppression examples lint without a malformed comment; the editor snippets start a command
/// viewlint has; the pre-commit snippet names the hook `.pre-commit-hooks.yaml` defines, with
/// the command its comment says; the benchmark scripts exist.
@Suite(.serialized) struct ReadmeExamplesTests {
    static let readme = (try? String(contentsOfFile: ConfigurationTests.repositoryRoot + "/README.md", encoding: .utf8)) ?? ""

    /// The indented code lines outside fences (the README's example blocks), without the block's
    /// indentation.
    static var indentedLines: [Substring] {
        var result: [Substring] = []
        var inFence = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("    ") else { continue }
            result.append(line.dropFirst(4))
        }
        return result
    }

    /// The example commands, with the README's placeholders filled in: `FILE` is a fixture
    /// file, `PATH…` a fixture folder, `[…]` optional parts are left out, and a word of
    /// alternatives (`tokenize|parse`) gives one command per alternative. `swift run viewlint`
    /// and `swift build -c release && .build/release/viewlint` run the built binary.
    static var commands: [String] {
        var result: [String] = []
        for line in indentedLines {
            var command = line.drop(while: { $0 == " " })
            if let comment = command.range(of: " # ") { command = command[..<comment.lowerBound] }
            for launcher in ["swift run ", "swift build -c release && .build/release/", ".build/release/"] where command.hasPrefix(launcher) {
                command = command.dropFirst(launcher.count)
                break
            }
            guard command.hasPrefix("viewlint ") || command == "viewlint" else { continue }
            var text = String(command).trimmingCharacters(in: .whitespaces)
            while let open = text.firstIndex(of: "["), let close = text[open...].firstIndex(of: "]") {
                text.removeSubrange(open...close)
            }
            text = text.replacingOccurrences(of: "PATH…", with: "Sources").replacingOccurrences(of: " FILE", with: " Sources/ContentView.swift")
            guard text.contains("|") else { result.append(text); continue }
            var expanded = [""]
            for word in words(text) {
                let alternatives = word.split(separator: "|").map(String.init)
                expanded = expanded.flatMap { prefix in alternatives.map { prefix.isEmpty ? $0 : prefix + " " + $0 } }
            }
            result += expanded
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
        try root.makeDirectory("Tests/Fixtures")
        try manager.copyItem(atPath: ConfigurationTests.repositoryRoot + "/Tests/Fixtures/Examples", toPath: root.path + "/Tests/Fixtures/Examples")
        try root.makeDirectory("Sources")
        try manager.copyItem(atPath: ConfigurationTests.repositoryRoot + "/Tests/Fixtures/engine/E1ManualBinding.swift",
                             toPath: root.path + "/Sources/ContentView.swift")
        for command in Self.commands {
            var arguments = Array(Self.words(command).dropFirst())
            // The engine benchmark's default size takes minutes in a debug build.
            if arguments == ["bench", "engine"] { arguments += ["--views", "10", "--updates", "10"] }
            let output = try ViewLintProcess.run(arguments + (arguments.first == "lint" || arguments.isEmpty || arguments.first?.hasPrefix("--") == true ? ["--no-cache"] : []),
                                                 in: root.path)
            #expect(output.status != 2, "README command `\(command)` failed: \(output.stderr)")
            #expect(!output.stdout.isEmpty || !output.stderr.isEmpty || command.contains("--output"), "`\(command)` printed nothing")
        }
        #expect(manager.fileExists(atPath: root.path + "/report.json"), "--output wrote the report")
        #expect(manager.fileExists(atPath: root.path + "/.viewlint-baseline.json"))
    }

    @Test func commandsBehindLaunchersAndAlternativesAreRun() {
        #expect(Self.commands.contains("viewlint lint Tests/Fixtures/Examples"), "swift run viewlint …")
        #expect(Self.commands.contains("viewlint bench tokenize Sources") && Self.commands.contains("viewlint bench parse Sources"))
        #expect(Self.commands.contains("viewlint bench parse --stage summary Sources"))
        #expect(Self.commands.contains("viewlint bench engine"))
    }

    /// The suppression examples are valid comments: none is reported as malformed.
    @Test func suppressionExamplesParse() throws {
        let examples = Self.indentedLines.filter { $0.contains("// viewlint:") && !$0.hasPrefix(" ") }
        #expect(examples.count >= 5, "\(examples)")
        let root = try TemporaryDirectory()
        try root.write("Suppressed.swift", "import SwiftUI\nstruct Suppressed: View {\n    let token: Int\n    var body: some View {\n        VStack {\n"
            + examples.map { "            \($0)\n" }.joined() + "        }\n    }\n}\n")
        let output = try ViewLintProcess.run(["--no-cache", "--reporter", "xcode"], in: root.path)
        #expect(output.status != 2 && !output.stdout.contains("(invalid_viewlint_command)"), "\(output.stdout)\(output.stderr)")
    }

    /// The fenced snippets that are not `.viewlint.yml`: each editor's starts `viewlint lsp`.
    static func fencedSnippet(_ language: String) -> String {
        readme.components(separatedBy: "```\(language)\n").dropFirst().first?.components(separatedBy: "\n```").first ?? ""
    }

    @Test func editorSnippetsStartTheLanguageServer() throws {
        let vscode = try JSONSerialization.jsonObject(with: Data(Self.fencedSnippet("json").utf8)) as? [String: Any]
        #expect(vscode?["glspc.server.command"] as? String == "viewlint")
        #expect(vscode?["glspc.server.commandArguments"] as? [String] == ["lsp"])
        #expect(Self.fencedSnippet("lua").contains("cmd = { \"viewlint\", \"lsp\" }"))
        #expect(Self.fencedSnippet("toml").contains("command = \"viewlint\"\nargs = [\"lsp\"]"))
        let folder = try TemporaryDirectory()
        let help = try ViewLintProcess.run(["lsp", "--help"], in: folder.path)
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: viewlint lsp"))
    }

    /// The `.pre-commit-config.yaml` example names the hook this repository defines, and its
    /// comment states the hook's command. (Read as text: ViewLint's YAML subset has no
    /// `- key: value` list items, which pre-commit's files use.)
    @Test func preCommitSnippetNamesTheDefinedHook() throws {
        let lines = Self.indentedLines
        let start = try #require(lines.firstIndex(of: "repos:"))
        let snippet = lines[start...].prefix { !$0.isEmpty }
        func value(of key: String, in lines: some Sequence<Substring>) -> String? {
            for line in lines {
                let text = line.drop { $0 == " " || $0 == "-" }
                guard text.hasPrefix(key + ": ") else { continue }
                return String(text.dropFirst(key.count + 2).prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
            }
            return nil
        }
        let id = try #require(value(of: "id", in: snippet))
        let definitions = try String(contentsOfFile: ConfigurationTests.repositoryRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
            .split(separator: "\n")
        let hook = try #require(definitions.firstIndex { $0 == "- id: \(id)" }, ".pre-commit-hooks.yaml defines no hook '\(id)'")
        let entry = try #require(value(of: "entry", in: definitions[hook...].prefix { $0 == definitions[hook] || !$0.hasPrefix("- ") }))
        #expect(snippet.contains { $0.contains("- id: \(id) ") && $0.contains("# \(entry) ") },
                "the snippet's comment states the hook's command '\(entry)'")
    }

    @Test func benchmarkScriptsExist() {
        let scripts = Self.indentedLines.filter { $0.hasPrefix("Benchmarks/") }.map { String($0.prefix { $0 != " " }) }
        #expect(scripts.count >= 4, "\(scripts)")
        for script in scripts {
            #expect(FileManager.default.isExecutableFile(atPath: ConfigurationTests.repositoryRoot + "/" + script), "\(script)")
        }
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
