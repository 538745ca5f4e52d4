/// ViewLint's checks of its own input, as rules so that they are configured, suppressed,
/// listed, explained and documented like every other: code the parser skipped, and disable
/// comments that are malformed, name an unknown rule, or silence nothing.
public enum BuiltInRules {
    public static let all: [any Rule.Type] = [
        ParseErrorRule.self,
        InvalidCommandRule.self,
        SuperfluousDisableCommandRule.self,
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// `type` built with its options for a run in which `knownRuleIDs` are every rule id there
    /// is (the invalid-command check reports disable comments naming anything else).
    public static func instantiate(_ type: any Rule.Type, options: RuleOptions, knownRuleIDs: Set<String>) -> any Rule {
        if type == InvalidCommandRule.self { return InvalidCommandRule(knownRuleIDs: knownRuleIDs) }
        return type.init(options: options)
    }
}

/// `parse_error`: code the parser had to skip, once per file, so a damaged file is never
/// silently half-linted.
public struct ParseErrorRule: Rule {
    public static let description = RuleDescription(
        id: "parse_error", name: "Parse Error",
        summary: "Code ViewLint could not parse, so rules skipped it",
        rationale: """
            ViewLint reads Swift with its own error-tolerant parser. Where it meets code it cannot \
            read, it skips to the next balanced bracket and goes on, so the rest of the file is \
            still checked, but nothing inside the skipped code is. This note says where that \
            happened, once per file, so a file is never half-checked without anyone knowing.
            """,
        howToFix: """
            If the code compiles, the parser is missing a piece of Swift: please report it with the \
            snippet. Until then, silence the note with `// viewlint:disable:next parse_error` above \
            the line, or `disabled_rules: [parse_error]` in `.viewlint.yml`.
            """,
        category: .input, defaultSeverity: .note,
        triggeringExamples: [
            RuleExample("""
                struct Row: View {
                    var body: some View {
                        Text("total")↓)
                    }
                }
                """, skippedMutations: [.insideIfDebug: "code inside #if is parsed branch by branch; the stray bracket then ends the #if block instead"]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct Row: View {
                    var body: some View {
                        Text("total")
                    }
                }
                """),
        ])

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<Void>] {
        let offsets = file.tree.lexicalDiagnostics.map { (Int($0.offset), $0.message) }
            + file.tree.diagnostics.map { (Int($0.offset), $0.message) }
        guard let first = offsets.min(by: { $0.0 < $1.0 }) else { return [] }
        let message = "ViewLint could not parse this code (\(first.1)); rules skip what it could not read"
        return [RuleMatch(finding(message, at: first.0 ..< first.0, in: file))]
    }
}

/// `invalid_viewlint_command`: a `viewlint:` comment that does not parse, or names a rule that
/// does not exist (with the nearest rule id as a suggestion). A misspelt id silences nothing,
/// so the finding it was meant for would stay and the comment would look like it works.
public struct InvalidCommandRule: Rule {
    public static let description = RuleDescription(
        id: "invalid_viewlint_command", name: "Invalid ViewLint Command",
        summary: "A `viewlint:` comment that does not parse or names an unknown rule",
        rationale: """
            A disable comment that names a rule ViewLint does not have (a typo, a renamed rule, a \
            SwiftLint rule id) silences nothing, yet reads as if it did. A comment with an unknown \
            command (`viewlint:disabel`) is ignored the same way.
            """,
        howToFix: """
            Spell the command `disable`, `enable`, `disable:next`, `disable:this` or \
            `disable:previous`, and name rules by the ids `viewlint rules` lists.
            """,
        category: .input,
        triggeringExamples: [
            RuleExample("""
                // viewlint:disable:next ↓unstable-id
                let token = UUID()
                """),
            RuleExample("""
                // viewlint:↓disabel any_view
                let view = AnyView(Text("x"))
                """, skippedMutations: [.disabledByComment: "a malformed comment names no rule to disable it by"]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                // viewlint:disable:next unstable_id - reason for people
                Text("x").id(UUID())
                """),
        ])

    /// Every rule id of the run; empty checks only the comments' grammar.
    public let knownRuleIDs: Set<String>

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) { knownRuleIDs = [] }

    public init(knownRuleIDs: Set<String>) { self.knownRuleIDs = knownRuleIDs }

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<Void>] {
        var matches = file.suppressions.malformed.map { malformed in
            RuleMatch(finding(malformed.message, at: malformed.offset ..< malformed.offset, in: file))
        }
        guard !knownRuleIDs.isEmpty else { return matches }
        for directive in file.suppressions.directives {
            for (id, range) in zip(directive.ruleIDs, directive.ruleIDRanges) where id != "all" && !knownRuleIDs.contains(id) {
                let near = NearestName.find(id, among: knownRuleIDs.sorted()).map { "; did you mean '\($0)'?" } ?? "; run 'viewlint rules' for the list"
                matches.append(RuleMatch(finding("'viewlint:\(directive.action.rawValue)' names unknown rule '\(id)'\(near)",
                                                 at: range, in: file)))
            }
        }
        return matches
    }
}

/// `superfluous_disable_command` (SwiftLint's id): a disable comment naming a rule that ran
/// and found nothing there to silence. The work happens in `SuppressionAudit`, after every
/// other rule has run; this type carries the rule's description and configuration.
public struct SuperfluousDisableCommandRule: Rule {
    public static let description = RuleDescription(
        id: "superfluous_disable_command", name: "Superfluous Disable Command",
        summary: "A disable comment that silences nothing",
        rationale: """
            A disable comment outlives the code it was written for: once the finding is fixed, the \
            comment stays and would hide the next real finding of that rule in the same place. \
            Only rules that ran are checked (a rule disabled in the configuration cannot trigger), \
            and `all` is never reported.
            """,
        howToFix: "Remove the rule id from the comment, or the whole comment when it names nothing else.",
        category: .input,
        triggeringExamples: [
            RuleExample("""
                struct Row: View {
                    var body: some View {
                        // viewlint:disable:next ↓any_view
                        Text("plain")
                    }
                }
                """, skippedMutations: [
                    .disabledByComment: "the added comment silences this rule's own finding, which is then itself superfluous",
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct Row: View {
                    var body: some View {
                        // viewlint:disable:next any_view
                        AnyView(Text("erased"))
                    }
                }
                """),
        ])

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<Void>] { [] }
}

/// After every rule has run on a file: which disable comments silenced nothing.
public enum SuppressionAudit {
    /// Findings of `superfluous_disable_command` for `file` (empty when that rule is not among
    /// `rules`): one per rule id of a disable comment that silenced no finding of that rule,
    /// for rules that ran. `suppressed` are the findings disable comments silenced, with the
    /// directive that did it. The findings are not yet filtered by suppressions themselves.
    public static func superfluous(in file: LintFile, rules: [Linter.ConfiguredRule],
                                   suppressed: [(ruleID: String, directive: Int)]) -> [Finding] {
        // Most files have no disable comment: nothing to audit, and no rule descriptions to read.
        guard file.suppressions.directives.contains(where: { $0.action != .enable }) else { return [] }
        let auditID = SuperfluousDisableCommandRule.description.id
        guard let audit = rules.first(where: { type(of: $0.rule).description.id == auditID }) else { return [] }
        let ran = Set(rules.map { type(of: $0.rule).description.id })
        let used = Set(suppressed.map { "\($0.directive) \($0.ruleID)" })
        var findings: [Finding] = []
        for (index, directive) in file.suppressions.directives.enumerated() where directive.action != .enable {
            for (id, range) in zip(directive.ruleIDs, directive.ruleIDRanges)
            where id != "all" && id != auditID && ran.contains(id) && !used.contains("\(index) \(id)") {
                var finding = Finding(ruleID: auditID, severity: audit.severity ?? SuperfluousDisableCommandRule.description.defaultSeverity,
                                      message: "'viewlint:\(directive.action.rawValue) \(id)' silences nothing: \(id) finds nothing \(directive.action.scope)",
                                      path: file.source.path, range: range)
                finding.help = "remove '\(id)' from the comment"
                findings.append(finding)
            }
        }
        return findings
    }
}

extension Suppressions.Action {
    /// Where a comment of this kind applies, in words.
    var scope: String {
        switch self {
        case .disable: return "in the region it disables"
        case .enable: return "after it"
        case .disableNext: return "on the next line"
        case .disableThis: return "on this line"
        case .disablePrevious: return "on the previous line"
        }
    }
}
