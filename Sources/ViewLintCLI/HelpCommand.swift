/// `viewlint help [COMMAND]` and `viewlint --help`.
enum HelpCommand {
    static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first else {
            Console.write(CommandDispatcher.usage(), to: .standardOutput)
            return ExitStatus.clean
        }
        if name == "--help" || name == "-h" { return run(["help"]) }
        guard arguments.count == 1, let command = CommandDispatcher.commands.first(where: { $0.name == name }) else {
            Console.error(arguments.count == 1
                ? "viewlint: error: unknown command '\(name)'; run 'viewlint help' for the list"
                : "viewlint: error: 'help' takes one command name")
            return ExitStatus.usage
        }
        Console.write(command.help.isEmpty ? "viewlint \(command.name): \(command.summary)\n" : command.help,
                      to: .standardOutput)
        return ExitStatus.clean
    }
}
