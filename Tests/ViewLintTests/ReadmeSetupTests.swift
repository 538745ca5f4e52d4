import Foundation
import Testing

/// The README opens as a newcomer needs it: the title, a one-line description, then the two
/// commands that set everything up on a fresh machine (one lints the bundled examples, one runs
/// the tests), and CI runs exactly that test command.
@Suite struct ReadmeSetupTests {
    static var lines: [Substring] {
        ReadmeExamplesTests.readme.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The README's first non-empty lines, in order: title, description, then the first code block.
    static var opening: (title: Substring?, description: Substring?, commands: [Substring]) {
        var rest = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }[...]
        let title = rest.popFirst()
        let description = rest.popFirst()
        let commands = rest.prefix { $0.hasPrefix("    ") }.map { $0.dropFirst(4) }
        return (title, description, commands)
    }

    /// A command without its trailing `# comment`.
    static func bare(_ line: Substring) -> String {
        let text = line.range(of: " # ").map { line[..<$0.lowerBound] } ?? line
        return text.trimmingCharacters(in: .whitespaces)
    }

    @Test func titleThenOneLineDescriptionThenTwoSetupCommands() {
        let opening = Self.opening
        #expect(opening.title == "# ViewLint")
        let description = opening.description.map(String.init) ?? ""
        #expect(!description.hasPrefix("#") && !description.hasPrefix("    ") && description.count > 40,
                "the line under the title describes the tool: \(description)")
        #expect(opening.commands.count == 2, "two setup commands, got \(opening.commands)")
        let commands = opening.commands.map(Self.bare)
        #expect(commands.first?.hasPrefix("swift run viewlint lint ") == true, "the first lints the bundled examples: \(commands)")
        #expect(commands.last == "swift test", "the second runs the tests: \(commands)")
    }

    @Test func theExamplesTheFirstCommandLintsAreBundled() throws {
        let command = Self.bare(try #require(Self.opening.commands.first))
        let folder = String(try #require(command.split(separator: " ").last))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: ConfigurationTests.repositoryRoot + "/" + folder, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func ciRunsExactlyTheReadmesTestCommand() throws {
        let testCommand = Self.bare(try #require(Self.opening.commands.last))
        let script = try String(contentsOfFile: ConfigurationTests.repositoryRoot + "/.ci/run", encoding: .utf8)
        let commandLines = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(commandLines.contains(testCommand), "`.ci/run` runs `\(testCommand)` as its own line")
    }
}
