/// What `viewlint rules` and `viewlint explain RULE` print, rendered from rule descriptions
/// (the rules are an input, so this works with any list, the empty one included).
public enum RuleListing {
    /// A fixed-width table: id, default severity, fixable, opt-in, summary; sorted by id.
    public static func table(_ rules: [RuleDescription]) -> String {
        let header = ["id", "severity", "fixable", "opt-in", "summary"]
        let rows = rules.sorted { $0.id < $1.id }.map { rule in
            [rule.id, rule.defaultSeverityText, fixable(rule.fixSafety), rule.isOptIn ? "yes" : "no", rule.summary]
        }
        var widths = header.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() where i < header.count - 1 { widths[i] = max(widths[i], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var text = ""
            for (i, cell) in cells.enumerated() {
                text += i < cells.count - 1 ? cell + String(repeating: " ", count: widths[i] - cell.count + 2) : cell
            }
            return text + "\n"
        }
        var output = line(header)
        for row in rows { output += line(row) }
        output += "\(rules.count) rule\(rules.count == 1 ? "" : "s")\n"
        return output
    }

    /// "safe", "unsafe" or "no".
    public static func fixable(_ safety: FixSafety) -> String {
        switch safety {
        case .none: return "no"
        case .safe: return "safe"
        case .unsafe: return "unsafe"
        }
    }

    /// Rationale, how to fix, examples and options of one rule, for a terminal.
    public static func explanation(_ rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.name)\n\(rule.summary)\n\n"
        text += "category: \(rule.category.rawValue) · default severity: \(rule.defaultSeverityText)"
        text += " · status: \(rule.status.rawValue) · \(rule.isOptIn ? "opt-in" : "enabled by default")\n\n"
        text += "Why it matters\n\(indented(rule.rationale))\n\n"
        text += "How to fix it\n\(indented(rule.howToFix))\n"
        let triggering = rule.triggeringExamples.filter { !$0.excludedFromDocumentation }
        if let example = triggering.first {
            text += "\nTriggers\n\(indented(example.unmarked.code))\n"
        }
        let clean = rule.nonTriggeringExamples.filter { !$0.excludedFromDocumentation }
        if let example = clean.first {
            text += "\nDoes not trigger\n\(indented(example.code))\n"
        }
        for correction in rule.corrections.prefix(1) {
            text += "\nFix\n\(indented(RuleExample(correction.before).unmarked.code))\n  becomes\n\(indented(correction.after))\n"
        }
        switch rule.fixSafety {
        case .none: text += "\nFix safety: no automatic fix\n"
        case .safe: text += "\nFix safety: safe (applied by --fix)\n"
        case .unsafe(let reason): text += "\nFix safety: unsafe (shown, never applied automatically): \(reason)\n"
        }
        if !rule.options.isEmpty {
            text += "\nOptions\n"
            for option in rule.options {
                text += "    \(option.key) (default \(option.defaultValue)): \(option.summary)\n"
            }
        }
        return text
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }
}
