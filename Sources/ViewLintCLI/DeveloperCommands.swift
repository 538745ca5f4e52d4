/// `viewlint debug tokens|syntax|index FILE…` and `viewlint bench tokenize|parse PATH…`: the
/// developer views of each stage and the speed measurements, grouped under two commands.
enum DeveloperCommands {
    static let debugHelp = """
        usage: viewlint debug tokens FILE… [--format oracle|full]   tokens as the tokenizer sees them
               viewlint debug syntax FILE…                          the syntax tree with line:column ranges
               viewlint debug index PATH…                           the project index of view types
               viewlint debug engine FILE… --view TYPE              the engine program lowered for TYPE, and its first render

        """

    static let benchHelp = """
        usage: viewlint bench tokenize PATH… [--repeat N]           tokenizer speed (single thread)
               viewlint bench parse [--repeat N] [--stage tokens|parse|summary|index] PATH…
                                                                    front-end speed (single thread)
               viewlint bench engine [--views N] [--updates M]      reference-engine updates per second

        """

    static let debug = Command(name: "debug", summary: "developer views: debug tokens|syntax|index|engine FILE…", help: debugHelp) { arguments in
        guard let stage = arguments.first else { return usage(debugHelp) }
        let rest = Array(arguments.dropFirst())
        if asksForHelp(arguments) { Console.write(debugHelp, to: .standardOutput); return 0 }
        switch stage {
        case "tokens": return DebugTokensCommand.run(arguments)
        case "syntax": return DebugSyntaxCommand.run(rest)
        case "index": return DebugIndexCommand.run(rest)
        case "engine": return SimulateCommand.run(rest, showProgram: true)
        default: return usage(debugHelp, unknown: stage)
        }
    }

    static let bench = Command(name: "bench", summary: "speed measurements: bench tokenize|parse|engine", help: benchHelp) { arguments in
        guard let stage = arguments.first else { return usage(benchHelp) }
        let rest = Array(arguments.dropFirst())
        if asksForHelp(arguments) { Console.write(benchHelp, to: .standardOutput); return 0 }
        switch stage {
        case "tokenize": return BenchCommand.run(arguments)
        case "parse": return BenchParseCommand.run(rest)
        case "engine": return BenchEngineCommand.run(rest)
        default: return usage(benchHelp, unknown: stage)
        }
    }

    /// `--help`/`-h` anywhere before `--`: the group's help, which describes every stage
    /// (`debug tokens --help` must not read a file named `--help`).
    private static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    private static func usage(_ help: String, unknown: String? = nil) -> Int32 {
        if let unknown { Console.error("viewlint: unknown stage '\(unknown)'") }
        Console.write(help, to: .standardError)
        return 2
    }
}
