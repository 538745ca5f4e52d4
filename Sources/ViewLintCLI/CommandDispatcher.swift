/// A subcommand of `viewlint`: its name, a one-line summary and its entry point, which returns
/// the process exit status.
struct Command: Sendable {
    let name: String
    let summary: String
    let run: @Sendable ([String]) -> Int32
}

/// Maps the first argument to a command. Unknown commands are usage errors (exit 2).
enum CommandDispatcher {
    static let commands: [Command] = [
        Command(name: "version", summary: "print the version") { _ in print(ViewLintVersion.string); return 0 },
        BenchEngineCommand.command,
    ]

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else { return usage(to: .standardError, status: 2) }
        if first == "--help" || first == "-h" || first == "help" { return usage(to: .standardOutput, status: 0) }
        if first == "--version" { print(ViewLintVersion.string); return 0 }
        guard let command = commands.first(where: { $0.name == first }) else {
            Console.error("viewlint: unknown command '\(first)'; run 'viewlint --help' for the list")
            return 2
        }
        return command.run(Array(arguments.dropFirst()))
    }

    static func usage(to stream: Console.Stream, status: Int32) -> Int32 {
        var text = "usage: viewlint COMMAND [ARGUMENTS…]\n\ncommands:\n"
        for command in commands {
            let pad = String(repeating: " ", count: max(1, 16 - command.name.count))
            text += "  " + command.name + pad + command.summary + "\n"
        }
        Console.write(text, to: stream)
        return status
    }
}

enum ViewLintVersion {
    static let string = "viewlint 0.1.0"
}
