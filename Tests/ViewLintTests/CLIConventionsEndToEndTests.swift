import Foundation
import Testing

/// SwiftLint's command-line conventions through the built executable: zero lintable files,
/// `--output`, `--only-rule`, `--lenient`/`--no-strict`, `--use-stdin`, Xcode's script inputs,
/// configured severities, the built-in rules, and help/version on every command.
@Suite(.serialized) struct CLIConventionsEndToEndTests {
    /// A closure binding the engine confirms (to a project view, with another state to change),
    /// so its configured severity is what the report shows, and an `.id(UUID())`. The pre-commit
    /// integration script commits the same file.
    static let settings = (try? String(contentsOfFile: ConfigurationTests.repositoryRoot + "/Tests/Fixtures/hook/Settings.swift",
                                       encoding: .utf8)) ?? ""

    private func project(_ configuration: String? = nil) throws -> TemporaryDirectory {
        let root = try TemporaryDirectory()
        try root.write("Settings.swift", Self.settings)
        if let configuration { try root.write(".viewlint.yml", configuration) }
        return root
    }

    private func run(_ arguments: [String], in root: TemporaryDirectory, stdin: String? = nil,
                     environment: [String: String] = [:]) throws -> ViewLintProcess.Output {
        try ViewLintProcess.run(arguments, in: root.path, stdin: stdin.map { Array($0.utf8) }, environment: environment)
    }

    @Test func zeroLintableFilesFailUnlessAllowed() throws {
        let empty = try TemporaryDirectory()
        let failed = try run(["--no-cache"], in: empty)
        #expect(failed.status == 2)
        #expect(failed.stderr.hasPrefix("viewlint: error: No lintable files found at paths: '.'"))
        #expect(try run(["--no-cache", "--allow-zero-lintable-files"], in: empty).status == 0)
        try empty.write(".viewlint.yml", "allow_zero_lintable_files: true\n")
        #expect(try run(["--no-cache"], in: empty).status == 0)
        let typo = try project("included: [Sorces]\n")
        #expect(try run(["--no-cache"], in: typo).status == 2, "an included: typo must not pass")
    }

    @Test func outputWritesTheReportToAFile() throws {
        let root = try project()
        let output = try run(["--no-cache", "--reporter", "json", "--output", "out/report.json"], in: root)
        #expect(output.status == 2 && output.stderr.contains("out/report.json: error: cannot write the report"))
        try root.makeDirectory("out")
        let written = try run(["--no-cache", "--reporter", "json", "--output", "out/report.json"], in: root)
        #expect(written.status == 0 && written.stdout.isEmpty)
        let report = try String(contentsOfFile: root.path + "/out/report.json", encoding: .utf8)
        #expect(report.contains("\"rule\": \"unstable_id\""))
    }

    @Test func onlyRuleRunsTheNamedRules() throws {
        let root = try project("disabled_rules: [unstable_id]\n")
        let output = try run(["--no-cache", "--reporter", "xcode", "--only-rule", "unstable_id"], in: root)
        #expect(output.stdout.contains("(unstable_id)") && !output.stdout.contains("(closure_binding)"))
        let both = try run(["--no-cache", "--reporter", "xcode", "--only-rule", "unstable_id", "--only-rule=closure_binding"], in: root)
        #expect(both.stdout.contains("(unstable_id)") && both.stdout.contains("(closure_binding)"))
        let unknown = try run(["--only-rule", "unstable-id"], in: root)
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown rule 'unstable-id' for '--only-rule'; did you mean 'unstable_id'?"))
    }

    @Test func configuredSeveritiesLenientAndNoStrict() throws {
        let shorthand = try project("closure_binding: error\n")
        let errors = try run(["--no-cache", "--reporter", "xcode"], in: shorthand)
        #expect(errors.status == 1 && errors.stdout.contains("error: ") && errors.stdout.contains("(closure_binding)"))
        let flow = try project("closure_binding: { severity: error }\n")
        #expect(try run(["--no-cache", "--reporter", "xcode"], in: flow).stdout == errors.stdout)
        let lenient = try run(["--no-cache", "--reporter", "xcode", "--lenient"], in: shorthand)
        #expect(lenient.status == 0 && !lenient.stdout.contains(" error: ") && lenient.stdout.contains(" warning: "))
        let strict = try project("strict: true\n")
        #expect(try run(["--no-cache"], in: strict).status == 1)
        #expect(try run(["--no-cache", "--no-strict"], in: strict).status == 0)
        let conflict = try run(["--strict", "--lenient"], in: strict)
        #expect(conflict.status == 2 && conflict.stderr.contains("'--strict' cannot be combined with '--lenient'"))
    }

    /// SwiftLint's `lenient:` key beside `strict:`: errors are reported as warnings and fail
    /// nothing; the command line's `--strict` wins over it, and the two in one file are an error.
    @Test func lenientConfigurationKey() throws {
        let lenient = try project("closure_binding: error\nlenient: true\n")
        let output = try run(["--no-cache", "--reporter", "xcode"], in: lenient)
        #expect(output.status == 0 && !output.stdout.contains(" error: ") && output.stdout.contains(" warning: ") && output.stdout.contains("(closure_binding)"))
        let strict = try run(["--no-cache", "--reporter", "xcode", "--strict"], in: lenient)
        #expect(strict.status == 1 && strict.stdout.contains(" error: "), "--strict turns lenient off: \(strict.stdout)")
        try lenient.write("parent.yml", "closure_binding: error\nstrict: true\n")
        try lenient.write(".viewlint.yml", "parent_config: parent.yml\nlenient: true\n")
        #expect(try run(["--no-cache", "--reporter", "xcode"], in: lenient).stdout == output.stdout, "the child's lenient wins over the parent's strict")
        let both = try project("strict: true\nlenient: true\n")
        let conflict = try run(["--no-cache"], in: both)
        #expect(conflict.status == 2 && conflict.stderr.contains(".viewlint.yml:2:1: error: 'strict' and 'lenient' cannot both be true"), "\(conflict.stderr)")
    }

    /// `parent_config`, `child_config` and `${NAME}` together, as a CI profile would use them.
    @Test func parentChildAndEnvironmentThroughTheBinary() throws {
        let root = try project("parent_config: config/base.yml\nchild_config: config/${VIEWLINT_PROFILE}.yml\n")
        try root.write("config/base.yml", "closure_binding: error\n")
        try root.write("config/ci.yml", "unstable_id: note\n")
        let output = try run(["--no-cache", "--reporter", "xcode"], in: root, environment: ["VIEWLINT_PROFILE": "ci"])
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stdout.contains(" error: ") && output.stdout.contains("(closure_binding)"))
        #expect(output.stdout.split(separator: "\n").contains { $0.contains(" note: ") && $0.hasSuffix("(unstable_id)") }, "\(output.stdout)")
        let unset = try run(["--no-cache"], in: root)
        #expect(unset.status == 2 && unset.stderr.contains(".viewlint.yml:2:")
                && unset.stderr.contains("error: environment variable 'VIEWLINT_PROFILE' is not set"),
                "\(unset.stderr)")
    }

    /// A nested `.viewlint.yml` cannot change how the whole run reports or fails: its `strict`
    /// and `reporter` are ignored, with a warning at the key (they were ignored silently).
    @Test func nestedRunKeysAreIgnoredWithAWarning() throws {
        let root = try TemporaryDirectory()
        try root.write("Views/Settings.swift", IntegrationCLITests.settings)
        try root.write(".viewlint.yml", "disabled_rules: [closure_binding]\n")
        try root.write("Views/.viewlint.yml", "closure_binding: warning\nopt_in_rules: [closure_binding]\nstrict: true\nreporter: json\n")
        let output = try run(["--no-cache"], in: root, environment: ["TERM": "dumb"])
        #expect(output.status == 0 && output.stdout.contains("(closure_binding)"), "the nested rule settings apply: \(output.stdout)")
        #expect(output.stderr.contains("Views/.viewlint.yml:3:1: warning: 'strict' of a nested configuration is ignored"), "\(output.stderr)")
        #expect(output.stderr.contains("Views/.viewlint.yml:4:1: warning: 'reporter' of a nested configuration is ignored"))
    }

    /// Declaring that `AnyView` conforms to a protocol erases nothing; a use in view code does.
    @Test func anyViewExtensionIsNotErasure() throws {
        let root = try TemporaryDirectory()
        try root.write("Platform.swift", """
            import SwiftUI
            protocol PlatformView {}
            extension AnyView: PlatformView {}
            struct Erased: View {
                let flag: Bool
                var body: some View {
                    flag ? AnyView(Text("a")) : AnyView(Image(systemName: "b"))
                }
            }

            """)
        let output = try run(["--no-cache", "--no-confirm", "--reporter", "xcode"], in: root)
        let lines = output.stdout.split(separator: "\n").filter { $0.hasSuffix("(any_view)") }
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("Platform.swift:7:") }, "\(output.stdout)")
    }

    /// The text reporter's caret stands under the flagged code when wide (CJK) characters
    /// precede it: each takes two terminal columns.
    @Test func caretUnderWideCharacters() throws {
        let root = try TemporaryDirectory()
        try root.write("Wide.swift", """
            import SwiftUI
            struct Wide: View {
                var body: some View {
                    VStack { Text("日本語のテキスト"); Text("x").id(UUID()) }
                }
            }

            """)
        let output = try run(["--no-cache", "--no-confirm", "--no-color", "--reporter", "text"], in: root)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let source = lines.firstIndex(where: { $0.contains("VStack") }), source + 1 < lines.count,
              let flagged = lines[source].range(of: ".id(") else {
            Issue.record("no source line in \(output.stdout)")
            return
        }
        func width(_ text: Substring) -> Int {
            text.unicodeScalars.reduce(0) { $0 + ((0x3000 ... 0x9FFF).contains($1.value) ? 2 : 1) }
        }
        // The finding starts at `id`, after the dot.
        let column = width(lines[source][..<flagged.lowerBound]) + 1
        let caret = lines[source + 1]
        #expect(caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) } == column, "\(lines[source])\n\(caret)")
    }

    @Test func useStdinLintsStandardInput() throws {
        let root = try TemporaryDirectory()
        let output = try run(["--use-stdin", "--reporter", "xcode"], in: root, stdin: IntegrationCLITests.settings)
        #expect(output.stdout.hasPrefix("<stdin>:6:34: "), "\(output.stdout)")
        let named = try run(["--use-stdin", "--stdin-path", "Views/S.swift", "--reporter", "xcode"], in: root, stdin: IntegrationCLITests.settings)
        #expect(named.stdout.hasPrefix("Views/S.swift:6:34: "))
    }

    @Test func xcodeScriptInputFilesAndLists() throws {
        let root = try project()
        try root.write("Other/Clean.swift", "let clean = 1\n")
        let inputs = ["SCRIPT_INPUT_FILE_COUNT": "2", "SCRIPT_INPUT_FILE_0": root.path + "/Other/Clean.swift",
                      "SCRIPT_INPUT_FILE_1": root.path + "/Assets.xcassets"]
        let files = try run(["--no-cache", "--reporter", "text"], in: root, environment: inputs)
        #expect(files.status == 0 && files.stderr.contains("in 1 file"), "only the listed Swift file: \(files.stderr)")
        try root.write("inputs.xcfilelist", "# resolved by Xcode\n\(root.path)/Settings.swift\n\n\(root.path)/Info.plist\n")
        let lists = try run(["--no-cache", "--reporter", "xcode"], in: root,
                            environment: ["SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": root.path + "/inputs.xcfilelist"])
        #expect(lists.stdout.contains("Settings.swift:14:"))
        let forced = try run(["--use-script-input-files"], in: root)
        #expect(forced.status == 2 && forced.stderr.contains("needs SCRIPT_INPUT_FILE_COUNT"))
        let none = try run(["--no-cache"], in: root, environment: ["SCRIPT_INPUT_FILE_COUNT": "0"])
        #expect(none.stderr.contains("in 1 file") || none.status != 2, "a build phase without inputs lints the folder")
        let missingList = try run(["--no-cache"], in: root,
                                  environment: ["SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": root.path + "/gone.xcfilelist"])
        #expect(missingList.status == 2 && missingList.stderr.contains("gone.xcfilelist: error: cannot read the input file list"))
    }

    @Test func builtInRulesThroughTheBinary() throws {
        let root = try TemporaryDirectory()
        try root.write("Broken.swift", "struct A { var body: some View { Text(\"a\")) } }\n")
        try root.write("Typo.swift", "// viewlint:disable:next unstable-id\nlet x = 1\n")
        try root.write("Idle.swift", "import SwiftUI\nstruct Idle: View {\n    var body: some View {\n        // viewlint:disable:next unstable_id\n        Text(\"x\")\n    }\n}\n")
        let output = try run(["--no-cache", "--reporter", "xcode"], in: root)
        #expect(output.stdout.contains("Broken.swift:1:") && output.stdout.contains("(parse_error)"))
        #expect(output.stdout.contains("Typo.swift:1:26: warning: 'viewlint:disable:next' names unknown rule 'unstable-id'; did you mean 'unstable_id'? (invalid_viewlint_command)"))
        #expect(output.stdout.contains("Idle.swift:4:") && output.stdout.contains("silences nothing") && output.stdout.contains("(superfluous_disable_command)"),
                "\(output.stdout)")
        try root.write(".viewlint.yml", "disabled_rules: [superfluous_disable_command]\n")
        #expect(!(try run(["--no-cache", "--reporter", "xcode"], in: root)).stdout.contains("(superfluous_disable_command)"))
        try root.write(".viewlint.yml", "disabled_rules: [parse_error]\n")
        #expect(!(try run(["--no-cache", "--reporter", "xcode"], in: root)).stdout.contains("(parse_error)"))
        let explain = try run(["explain", "parse_error"], in: root)
        #expect(explain.status == 0 && explain.stdout.hasPrefix("parse_error: Parse Error"))
        let rules = try run(["rules"], in: root)
        for id in ["parse_error", "invalid_viewlint_command", "superfluous_disable_command"] {
            #expect(rules.stdout.contains("\n\(id) "), "rules table lacks \(id)")
        }
        let sarif = try run(["--no-cache", "--reporter", "sarif"], in: root)
        #expect(sarif.stdout.contains("\"id\": \"superfluous_disable_command\""))
    }

    @Test(arguments: [["rules", "--help"], ["explain", "--help"], ["debug", "--help"], ["bench", "--help"],
                      ["lint", "--help"], ["baseline", "--help"], ["install-hook", "--help"], ["help", "--help"],
                      ["version", "--help"], ["simulate", "--help"], ["lsp", "--help"],
                      // A stage's --help is its group's help, never a file named --help.
                      ["debug", "tokens", "--help"], ["debug", "syntax", "--help"], ["debug", "index", "-h"],
                      ["debug", "engine", "--help"], ["bench", "tokenize", "--help"], ["bench", "parse", "--help"],
                      ["bench", "engine", "--help"]])
    func helpOnEveryCommand(_ arguments: [String]) throws {
        let output = try run(arguments, in: try TemporaryDirectory())
        #expect(output.status == 0 && output.stdout.hasPrefix("usage: viewlint"), "\(arguments): \(output.stderr)")
    }

    @Test func lintVersion() throws {
        let output = try run(["lint", "--version"], in: try TemporaryDirectory())
        #expect(output.status == 0 && output.stdout.hasPrefix("viewlint "))
    }

    @Test func termDumbAndNoColorGetNoColour() throws {
        let root = try project()
        guard let colour = try ViewLintProcess.runOnTerminal("--no-cache --reporter text", in: root.path,
                                                             environment: ["TERM": "xterm-256color"]),
              colour.contains("unstable_id") else { return }
        #expect(colour.contains("\u{1B}[1;33m"))
        let dumb = try ViewLintProcess.runOnTerminal("--no-cache --reporter text", in: root.path, environment: ["TERM": "dumb"])
        #expect(dumb?.contains("unstable_id") == true && dumb?.contains("\u{1B}[1;33m") == false)
        let noColor = try ViewLintProcess.runOnTerminal("--no-cache --reporter text", in: root.path,
                                                        environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        #expect(noColor?.contains("unstable_id") == true && noColor?.contains("\u{1B}[") == false)
    }
}
