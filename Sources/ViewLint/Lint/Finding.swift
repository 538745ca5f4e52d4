/// One problem a rule found, at an exact place, with an optional fix.
public struct Finding: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    /// One sentence for people: what is wrong here, specifically.
    public var message: String
    /// The file's path as reported (verbatim from discovery or `--stdin-path`).
    public var path: String
    /// UTF-8 byte range of the offending source. Reporters turn it into lines and columns.
    public var range: Range<Int>
    /// How to fix it, in words (shown under the code frame).
    public var help: String?
    public var fix: Fix?
    /// What the reference engine concluded about this finding (nil when not confirmed:
    /// `--no-confirm`, or a rule without a scenario).
    public var evidence: Evidence?

    public init(ruleID: String, severity: Severity, message: String, path: String, range: Range<Int>,
                help: String? = nil, fix: Fix? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.range = range
        self.help = help
        self.fix = fix
    }
}

/// A mechanical change that resolves a finding: a title and non-overlapping byte edits.
public struct Fix: Sendable, Equatable {
    public var title: String
    public var safety: FixSafety
    public var edits: [TextEdit]

    public init(title: String, safety: FixSafety, edits: [TextEdit]) {
        self.title = title
        self.safety = safety
        self.edits = edits
    }
}

/// Replace the bytes of `range` with `replacement`.
public struct TextEdit: Sendable, Equatable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// Whether `--fix` may apply a fix without a person looking at it.
public enum FixSafety: Sendable, Equatable {
    /// The rule offers no automatic fix.
    case none
    /// Behaviour-preserving: applied by `--fix`.
    case safe
    /// Changes behaviour in some cases (the reason says which): shown, never applied automatically.
    case unsafe(reason: String)
}
