import ViewLint

/// `viewlint rules` and `viewlint explain RULE`, rendered from the rule descriptions.
enum RulesCommand {
    static let rulesHelp = """
        usage: viewlint rules

        Lists every rule: id, default severity, whether it has a fix, whether it is opt-in,
        summary. Besides the SwiftUI rules: parse_error, invalid_viewlint_command and
        superfluous_disable_command, ViewLint's checks of its own input.

        """
    static let explainHelp = "usage: viewlint explain RULE\n\nExplains one rule: why it matters, examples, how to fix it, fix safety, options.\n"

    static func listRules(_ arguments: [String]) -> Int32 {
        if arguments == ["--help"] || arguments == ["-h"] {
            Console.write(rulesHelp, to: .standardOutput)
            return ExitStatus.clean
        }
        guard arguments.isEmpty else {
            Console.error("viewlint: error: 'rules' takes no arguments (got '\(arguments[0])')")
            return ExitStatus.usage
        }
        Console.write(RuleListing.table(RuleCatalog.all), to: .standardOutput)
        return ExitStatus.clean
    }

    static func explain(_ arguments: [String]) -> Int32 {
        if arguments == ["--help"] || arguments == ["-h"] {
            Console.write(explainHelp, to: .standardOutput)
            return ExitStatus.clean
        }
        guard arguments.count == 1, !arguments[0].hasPrefix("-") else {
            Console.error("viewlint: error: 'explain' takes one rule id\n" + explainHelp)
            return ExitStatus.usage
        }
        guard let rule = RuleCatalog.all.first(where: { $0.id == arguments[0] }) else {
            let near = NearestName.find(arguments[0], among: RuleCatalog.ids).map { "; did you mean '\($0)'?" } ?? ""
            Console.error("viewlint: error: unknown rule '\(arguments[0])'\(near); run 'viewlint rules' for the list")
            return ExitStatus.usage
        }
        Console.write(RuleListing.explanation(rule), to: .standardOutput)
        return ExitStatus.clean
    }
}
