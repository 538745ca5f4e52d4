import ViewLint
import ViewLintRules

/// The seam between the command line and the analysis: files in, findings and input errors out.
///
/// Files that are not valid UTF-8 are input errors and are not linted (a rule reading a
/// repaired copy could point at the wrong bytes). The rest go through the Linter with the
/// rules the configuration enables, at their configured severities.
enum AnalysisRunner {
    static func analyze(files: [SourceFile], configuration: Configuration, jobs: Int)
        -> (findings: [Finding], errors: [InputError]) {
        let checked = ParallelWork.map(files, jobs: jobs) { file -> InputError? in
            guard let offset = file.firstInvalidUTF8Offset() else { return nil }
            let location = file.location(of: offset)
            return InputError(path: file.path, line: location.line, column: location.column,
                              message: "not valid UTF-8 (byte 0x\(hex(file.bytes[offset])) at offset \(offset)); file skipped")
        }
        var lintable: [SourceFile] = []
        for (file, problem) in zip(files, checked) where problem == nil { lintable.append(file) }
        // `confirm: false` / `--no-confirm`: findings carry no evidence and keep their severity.
        let output = linter(configuration, jobs: jobs).lint(lintable)
        return (output.findings, checked.compactMap { $0 })
    }

    /// Every enabled rule, built with its options, at its configured severity.
    /// The Linter for a configuration: its rules, and confirmation in the engine unless
    /// `confirm: false` / `--no-confirm`. The cached and uncached paths both build it here.
    static func linter(_ configuration: Configuration, jobs: Int) -> Linter {
        let confirmation = configuration.confirm ? ConfirmationSettings(refuted: configuration.refuted) : nil
        return Linter(rules: configuredRules(configuration), jobs: jobs, confirmation: confirmation)
    }

    static func configuredRules(_ configuration: Configuration) -> [Linter.ConfiguredRule] {
        let known = Set(RuleCatalog.ids)
        return RuleCatalog.types.compactMap { type in
            let description = type.description
            guard configuration.isEnabled(description) else { return nil }
            let settings = configuration.rules[description.id]
            return Linter.ConfiguredRule(rule: BuiltInRules.instantiate(type, options: RuleOptions(settings?.options ?? [:]), knownRuleIDs: known),
                                         severity: settings?.severity)
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }
}
