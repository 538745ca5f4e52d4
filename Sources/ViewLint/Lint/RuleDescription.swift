/// Everything there is to know about a rule, in one value: the single source for the tests
/// (its examples are run), `viewlint rules`, `viewlint explain`, SARIF metadata and docs.
public struct RuleDescription: Sendable {
    /// snake_case, stable forever: used in configuration, suppressions and reports.
    public var id: String
    /// Title Case name for people.
    public var name: String
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters: the SwiftUI mechanism behind the problem.
    public var rationale: String
    /// What to write instead.
    public var howToFix: String
    public var category: RuleCategory
    /// The severity of a finding when no severity is configured for the rule.
    public var defaultSeverity: Severity
    /// The severity an unconfigured finding rises to when the reference engine confirms it, for
    /// rules whose pattern is often harmless: they start at `defaultSeverity` (a note) and warn
    /// only on evidence. Nil: evidence never raises a finding. A configured severity replaces
    /// both, and `--no-confirm` leaves the default.
    public var confirmedSeverity: Severity?
    public var status: RuleStatus
    public var fixSafety: FixSafety
    /// Opt-in rules run only when `opt_in_rules` or `only_rules` names them.
    public var isOptIn: Bool
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    public var corrections: [RuleCorrection]
    public var options: [RuleOptionDescription]

    public init(id: String, name: String, summary: String, rationale: String, howToFix: String,
                category: RuleCategory, defaultSeverity: Severity = .warning, confirmedSeverity: Severity? = nil,
                status: RuleStatus = .stable,
                fixSafety: FixSafety = .none, isOptIn: Bool = false,
                triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample],
                corrections: [RuleCorrection] = [], options: [RuleOptionDescription] = []) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.howToFix = howToFix
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.confirmedSeverity = confirmedSeverity
        self.status = status
        self.fixSafety = fixSafety
        self.isOptIn = isOptIn
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
        self.options = options
    }
}

extension RuleDescription {
    /// The default severity as `viewlint rules`, the docs and the README state it:
    /// "note, warning when confirmed" for a rule that rises on evidence.
    public var defaultSeverityText: String {
        guard let confirmedSeverity, confirmedSeverity != defaultSeverity else { return defaultSeverity.rawValue }
        return "\(defaultSeverity.rawValue), \(confirmedSeverity.rawValue) when confirmed"
    }
}

/// The SwiftUI mechanism a rule is about. Few and fixed.
public enum RuleCategory: String, Sendable, CaseIterable {
    /// View identity: `.id`, ForEach keys, structural identity, AnyView.
    case identity
    /// When bodies re-run: view value comparison, bindings, closures.
    case invalidation
    /// State lifetime and ownership.
    case state
    /// Work that costs time without changing what is shown.
    case performance
    /// ViewLint's checks of its own input: code it could not parse, disable comments.
    case input
}

public enum RuleStatus: String, Sendable {
    case stable
    /// New or still being tuned on real code; may change.
    case preview
}

/// A Swift snippet for a rule's tests and docs. In triggering examples `↓` marks where each
/// finding must start (the marker is removed before linting).
public struct RuleExample: Sendable {
    public var code: String
    /// Mutations of the shared example test this example opts out of, each with the reason.
    public var skippedMutations: [ExampleMutation: String]
    /// Rule options for this example, as `.viewlint.yml` would give them (`key: value`).
    public var configuration: [String: String]
    /// Kept out of generated docs (still tested).
    public var excludedFromDocumentation: Bool
    /// For triggering examples: what the reference engine must conclude about the finding.
    public var expectedEvidence: ExpectedEvidence?
    public var file: StaticString
    public var line: UInt

    public init(_ code: String, skippedMutations: [ExampleMutation: String] = [:],
                configuration: [String: String] = [:], excludedFromDocumentation: Bool = false,
                evidence: ExpectedEvidence? = nil,
                file: StaticString = #filePath, line: UInt = #line) {
        self.code = code
        self.skippedMutations = skippedMutations
        self.configuration = configuration
        self.excludedFromDocumentation = excludedFromDocumentation
        self.expectedEvidence = evidence
        self.file = file
        self.line = line
    }

    /// The marker for expected finding positions in triggering examples.
    public static let marker = "↓"

    /// The code without markers, and the UTF-8 offsets where the markers stood.
    public var unmarked: (code: String, markerOffsets: [Int]) {
        var result = ""
        var offsets: [Int] = []
        var utf8Count = 0
        for scalar in code.unicodeScalars {
            if scalar == "↓" {
                offsets.append(utf8Count)
            } else {
                result.unicodeScalars.append(scalar)
                utf8Count += String(scalar).utf8.count
            }
        }
        return (result, offsets)
    }
}

/// The code transformations the shared rule-example test applies to every example.
public enum ExampleMutation: String, Sendable, CaseIterable {
    /// Wrapped in `/* … */`: must not fire.
    case wrappedInComment
    /// Wrapped in a string literal: must not fire.
    case wrappedInString
    /// Preceded by `// viewlint:disable <id>`: must not fire.
    case disabledByComment
    /// Preceded by a comment of multi-scalar emoji: positions must still be right.
    case multiBytePrefix
    /// All line breaks made CRLF: positions must still be right.
    case crlfLineEnds
    /// Wrapped in `#if DEBUG … #endif`: must still fire.
    case insideIfDebug
}

/// A fix example: `before` (with `↓` markers) becomes `after` when the fix is applied.
public struct RuleCorrection: Sendable {
    public var before: String
    public var after: String

    public init(_ before: String, _ after: String) {
        self.before = before
        self.after = after
    }
}

/// A rule option as `.viewlint.yml` spells it.
public struct RuleOptionDescription: Sendable {
    public var key: String
    public var defaultValue: String
    public var summary: String

    public init(key: String, defaultValue: String, summary: String) {
        self.key = key
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// What the engine must say about a triggering example's finding: the status, and a phrase the
/// one-line summary must contain (so the numbers are pinned, not just the verdict).
public struct ExpectedEvidence: Sendable, Equatable {
    public enum Status: String, Sendable { case confirmed, refuted, inconclusive }
    public var status: Status
    public var summaryContains: String

    public static func confirmed(_ summaryContains: String) -> ExpectedEvidence {
        ExpectedEvidence(status: .confirmed, summaryContains: summaryContains)
    }
    public static func refuted(_ summaryContains: String) -> ExpectedEvidence {
        ExpectedEvidence(status: .refuted, summaryContains: summaryContains)
    }
    public static func inconclusive(_ summaryContains: String) -> ExpectedEvidence {
        ExpectedEvidence(status: .inconclusive, summaryContains: summaryContains)
    }
}
