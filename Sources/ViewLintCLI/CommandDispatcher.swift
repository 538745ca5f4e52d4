/// A subcommand of `viewlint`: its name, a one-line summary, its help text and its entry
/// point, which returns the process exit status.
struct Command: Sendable {
    let name: String
    let summary: String
    var help: String = ""
    let run: @Sendable ([String]) -> Int32
}

/// Maps the first argument to a command. Anything that is not a command name (a flag, a path,
/// nothing at all) means `lint`, so `viewlint`, `viewlint Sources` and `viewlint --strict` work.
enum CommandDispatcher {
    static let commands: [Command] = [
        Command(name: "lint", summary: "lint Swift files (the default command)", help: LintOptions.help) { LintCommand.run($0) },
        Command(name: "rules", summary: "list the rules: id, default severity, fixable, summary",
                help: RulesCommand.rulesHelp) { RulesCommand.listRules($0) },
        Command(name: "explain", summary: "explain one rule: why it matters, examples, fix",
                help: RulesCommand.explainHelp) { RulesCommand.explain($0) },
        Command(name: "help", summary: "show help for viewlint or for one command",
                help: "usage: viewlint help [COMMAND]\n") { HelpCommand.run($0) },
        Command(name: "version", summary: "print the version", help: "usage: viewlint version\n") { arguments in
            if arguments.first == "--help" || arguments.first == "-h" { return HelpCommand.run(["version"]) }
            Console.write(ViewLintVersion.string + "\n", to: .standardOutput); return 0
        },
        SimulateCommand.command,
        Command(name: "baseline", summary: "compare with a baseline: new and fixed findings", help: BaselineCommand.help) { BaselineCommand.run($0) },
        Command(name: "install-hook", summary: "install a git pre-commit hook for staged files", help: InstallHookCommand.help) { InstallHookCommand.run($0) },
        LanguageServerCommand.command,
        DeveloperCommands.debug,
        DeveloperCommands.bench,
    ]

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else { return LintCommand.run([]) }
        if first == "--help" || first == "-h" { return HelpCommand.run([]) }
        if first == "--version" {
            guard arguments.count == 1 else {
                Console.error("viewlint: error: '--version' takes no other arguments")
                return ExitStatus.usage
            }
            Console.write(ViewLintVersion.string + "\n", to: .standardOutput)
            return 0
        }
        if let command = commands.first(where: { $0.name == first }) {
            return command.run(Array(arguments.dropFirst()))
        }
        return LintCommand.run(arguments)
    }

    static func usage() -> String {
        var text = "usage: viewlint [COMMAND] [OPTIONS] [PATH…]\n\ncommands:\n"
        for command in commands {
            let pad = String(repeating: " ", count: max(1, 16 - command.name.count))
            text += "  " + command.name + pad + command.summary + "\n"
        }
        text += "\nWith no command, viewlint lints (see 'viewlint help lint').\n"
        return text
    }
}

enum ViewLintVersion {
    static let number = "0.1.0"
    static let string = "viewlint \(number)"
}
