import ViewLint

/// `viewlint simulate PATH… --view TYPE [--action ACTION]… [--updates N] [--semantics pre17|v17plus]
/// [--teardown] [--reporter text|json]` and `viewlint debug engine FILE --view TYPE`: what the
/// reference engine does with the user's own view. Rule numbers in the help are
/// docs/SWIFTUI-MODEL.md's.
enum SimulateCommand {
    static let help = """
        usage: viewlint simulate PATH… --view TYPE [--action ACTION]… [--updates N]
                                [--semantics pre17|v17plus] [--teardown] [--reporter text|json]

        Builds the engine's program for TYPE (and the project views it creates) from the code,
        renders it, then applies the actions N times (default 1), one update per action:
          set TYPE.prop=VALUE      write a new value (true, 3, 2.5, "text", .case)
          write-same TYPE.prop     write the value already stored (no update, rule 16)
          toggle TYPE.prop         flip a Bool
          increment TYPE.prop[=N]  add N (default 1)
          insert|remove|move TYPE.items   insert at the front / remove the first / move the first to the end
        Prints the trace in `_printChanges()` vocabulary, then body runs and state resets per view.

        """

    static let command = Command(name: "simulate", summary: "run a view of your code through the reference engine",
                                 help: help) { run($0) }

    /// `showProgram`: `viewlint debug engine` prints the lowered program before the trace.
    static func run(_ arguments: [String], showProgram: Bool = false) -> Int32 {
        var paths: [String] = [], actions: [SimulationAction] = []
        var view: String?, updates = 1, semantics = Semantics.v17plus, json = false, tearDown = false
        var i = 0
        func value(_ flag: String) -> String? {
            i += 1
            guard i < arguments.count else { Console.error("viewlint simulate: '\(flag)' needs a value"); return nil }
            return arguments[i]
        }
        while i < arguments.count {
            let argument = arguments[i]
            switch argument {
            case "--view": guard let v = value(argument) else { return 2 }; view = v
            case "--action":
                guard let v = value(argument) else { return 2 }
                switch SimulationAction.parse(v) {
                case .success(let a): actions.append(a)
                case .failure(let e): Console.error("viewlint simulate: \(e)"); return 2
                }
            case "--updates":
                guard let v = value(argument), let n = Int(v), n >= 0 else { Console.error("viewlint simulate: '--updates' needs a number"); return 2 }
                updates = n
            case "--semantics":
                guard let v = value(argument), let s = Semantics(rawValue: v) else {
                    Console.error("viewlint simulate: '--semantics' expects pre17 or v17plus"); return 2
                }
                semantics = s
            case "--reporter":
                guard let v = value(argument), v == "text" || v == "json" else {
                    Console.error("viewlint simulate: '--reporter' expects text or json"); return 2
                }
                json = v == "json"
            case "--teardown": tearDown = true
            case "--help", "-h": Console.write(help, to: .standardOutput); return 0
            default:
                if argument.hasPrefix("--") { Console.error("viewlint simulate: unknown option '\(argument)'"); return 2 }
                paths.append(argument)
            }
            i += 1
        }
        guard let view, !paths.isEmpty else {
            Console.error("viewlint simulate: give the files and --view TYPE")
            Console.write(help, to: .standardError)
            return 2
        }
        var trees: [SyntaxTree] = []
        guard let files = SwiftFileList.paths(paths, command: "simulate") else { return 2 }
        for path in files {
            switch SourceReading.readBytes(atPath: path) {
            case .failure(let failure):
                Console.error("viewlint simulate: cannot read \(path): \(failure)")
                return 2
            case .success(let bytes):
                trees.append(SyntaxTree.parse(SourceFile(path: path, bytes: bytes)))
            }
        }
        switch Simulation.run(trees: trees, view: view, actions: actions, repeats: updates, semantics: semantics, tearDown: tearDown) {
        case .failure(let error):
            Console.error("viewlint simulate: \(error)")
            return 2
        case .success(let report):
            let text = (showProgram ? report.programDescription : "") + report.text
            Console.write(json ? report.json.serialized() + "\n" : text, to: .standardOutput)
            return 0
        }
    }
}
