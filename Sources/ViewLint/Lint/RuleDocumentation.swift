/// Renders the user documentation of rules from their descriptions: one page per rule
/// (`docs/rules/ID.md`) and the README's rule table. Tests compare the rendering with the
/// checked-in files, so the docs cannot drift from the rules.
public enum RuleDocumentation {
    /// The page for one rule, with fixed sections (after clippy and ruff).
    public static func page(for rule: RuleDescription) -> String {
        var out = "# \(rule.name) (`\(rule.id)`)\n\n"
        out += "\(rule.summary)\n\n"
        out += "* **Category:** \(rule.category.rawValue)\n"
        out += "* **Default severity:** \(rule.defaultSeverityText)\n"
        out += "* **Enabled by default:** \(rule.isOptIn ? "no (opt-in)" : "yes")\n"
        out += "* **Status:** \(rule.status.rawValue)\n"
        out += "* **Fix:** \(fixSafetyText(rule.fixSafety))\n\n"
        out += "## What it does\n\n\(rule.summary)\n\n"
        out += "## Why it matters\n\n\(rule.rationale)\n\n"
        let triggering = rule.triggeringExamples.filter { !$0.excludedFromDocumentation }
        if !triggering.isEmpty {
            out += "## Example\n\n"
            for example in triggering {
                out += codeBlock(example.unmarked.code)
                if let evidence = example.expectedEvidence {
                    out += "Engine: \(evidence.status.rawValue), \"\(evidence.summaryContains)\"\n\n"
                }
            }
        }
        out += "## Use instead\n\n\(rule.howToFix)\n\n"
        for example in rule.nonTriggeringExamples where !example.excludedFromDocumentation {
            out += codeBlock(example.code)
        }
        if !rule.corrections.isEmpty {
            out += "## Fix\n\n"
            for correction in rule.corrections {
                out += "```diff\n"
                let before = RuleExample(correction.before).unmarked.code
                for line in before.split(separator: "\n", omittingEmptySubsequences: false) { out += "- \(line)\n" }
                for line in correction.after.split(separator: "\n", omittingEmptySubsequences: false) { out += "+ \(line)\n" }
                out += "```\n\n"
            }
        }
        out += "## Fix safety\n\n\(fixSafetyText(rule.fixSafety)).\n\n"
        out += "## Options\n\n"
        out += "| key | default | meaning |\n|---|---|---|\n"
        out += "| `severity` | `\(rule.defaultSeverity.rawValue)` | note, warning or error |\n"
        for option in rule.options {
            out += "| `\(option.key)` | `\(option.defaultValue)` | \(option.summary) |\n"
        }
        return out
    }

    /// The README's table of rules: one row per rule, in registry order.
    public static func table(for rules: [RuleDescription]) -> String {
        var out = "| rule | category | default | fix | what it finds |\n|---|---|---|---|---|\n"
        for rule in rules {
            let fix: String
            switch rule.fixSafety {
            case .none: fix = "—"
            case .safe: fix = "safe"
            case .unsafe: fix = "suggested"
            }
            let enabled = rule.isOptIn ? " (opt-in)" : ""
            out += "| [`\(rule.id)`](docs/rules/\(rule.id).md) | \(rule.category.rawValue) | \(rule.defaultSeverityText)\(enabled) | \(fix) | \(rule.summary) |\n"
        }
        return out
    }

    /// Replaces the text between `<!-- rules:begin -->` and `<!-- rules:end -->` in `readme`.
    /// Returns nil when the markers are missing.
    public static func readme(_ readme: String, withTable table: String,
                              markers: (begin: String, end: String) = ("<!-- rules:begin -->", "<!-- rules:end -->")) -> String? {
        let (begin, end) = markers
        guard let beginRange = readme.firstRange(of: begin),
              let endRange = readme.firstRange(of: end),
              beginRange.upperBound <= endRange.lowerBound else { return nil }
        return String(readme[..<beginRange.upperBound]) + "\n" + table + String(readme[endRange.lowerBound...])
    }

    static func fixSafetyText(_ safety: FixSafety) -> String {
        switch safety {
        case .none: return "none: the fix needs a person's judgement"
        case .safe: return "safe: `viewlint lint --fix` applies it"
        case .unsafe(let reason): return "suggested, not applied automatically: \(reason)"
        }
    }

    static func codeBlock(_ code: String) -> String {
        "```swift\n" + code.trimmingTrailingNewlines() + "\n```\n\n"
    }
}

private extension String {
    func trimmingTrailingNewlines() -> String {
        var result = self
        while result.last == "\n" || result.last == "\r\n" { result.removeLast() }
        return result
    }
}
