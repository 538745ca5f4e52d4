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
        return (output.findings + parseNotes(output.diagnostics), checked.compactMap { $0 })
    }

    /// Every enabled rule, built with its options, at its configured severity.
    /// The Linter for a configuration: its rules, and confirmation in the engine unless
    /// `confirm: false` / `--no-confirm`. The cached and uncached paths both build it here.
    static func linter(_ configuration: Configuration, jobs: Int) -> Linter {
        let confirmation = configuration.confirm ? ConfirmationSettings(refuted: configuration.refuted) : nil
        return Linter(rules: configuredRules(configuration), jobs: jobs, confirmation: confirmation)
    }

    static func configuredRules(_ configuration: Configuration) -> [Linter.ConfiguredRule] {
        RuleRegistry.all.compactMap { type in
            let description = type.description
            guard configuration.isEnabled(description) else { return nil }
            let settings = configuration.rules[description.id]
            return Linter.ConfiguredRule(rule: type.init(options: RuleOptions(settings?.options ?? [:])),
                                         severity: settings?.severity)
        }
    }

    /// Code the parser had to skip is reported once per file as a note, so a damaged file is
    /// never silently half-linted; malformed suppression comments are reported where they are.
    static func parseNotes(_ diagnostics: [LintDiagnostic]) -> [Finding] {
        var seenSyntax = Set<String>()
        var notes: [Finding] = []
        for diagnostic in diagnostics {
            switch diagnostic.kind {
            case .syntax:
                guard seenSyntax.insert(diagnostic.path).inserted else { continue }
                notes.append(Finding(ruleID: "parse_error", severity: .note,
                                     message: "ViewLint could not parse this code (\(diagnostic.message)); rules skip what it could not read",
                                     path: diagnostic.path, range: diagnostic.offset ..< diagnostic.offset))
            case .suppression:
                notes.append(Finding(ruleID: "suppression", severity: .warning, message: diagnostic.message,
                                     path: diagnostic.path, range: diagnostic.offset ..< diagnostic.offset))
            }
        }
        return notes
    }

    private static func hex(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }
}
