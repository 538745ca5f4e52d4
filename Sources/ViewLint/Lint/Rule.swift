/// A lint rule. A rule is a value: its description says everything about it, and `check` finds
/// its sites in one parsed file with the project index at hand, building each finding (and its
/// fix) from the same site.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Builds the rule with its options from `.viewlint.yml` (already validated against
    /// `description.options`); rules without options ignore it.
    init(options: RuleOptions)
    func check(_ file: LintFile, context: LintContext) -> [Finding]
}

extension Rule {
    public var description: RuleDescription { Self.description }

    /// A finding of this rule at the byte range of `node`, with the rule's default severity.
    public func finding(_ message: String, at range: Range<Int>, in file: LintFile,
                        severity: Severity? = nil, help: String? = nil, fix: Fix? = nil) -> Finding {
        Finding(ruleID: Self.description.id, severity: severity ?? Self.description.defaultSeverity,
                message: message, path: file.source.path, range: range, help: help, fix: fix)
    }
}

/// A rule's options from the configuration, as scalar strings keyed by option name.
public struct RuleOptions: Sendable, Equatable {
    public var values: [String: String]

    public init(_ values: [String: String] = [:]) { self.values = values }

    public func bool(_ key: String, default fallback: Bool) -> Bool {
        guard let value = values[key] else { return fallback }
        return value == "true" || value == "yes" || value == "on"
    }

    public func int(_ key: String, default fallback: Int) -> Int {
        values[key].flatMap { Int($0) } ?? fallback
    }
}

/// One file as the rules see it: source, syntax tree, and which code is view code.
public struct LintFile: Sendable {
    public let tree: SyntaxTree
    public let viewCode: ViewCodeScope
    public let suppressions: Suppressions

    public var source: SourceFile { tree.file }

    public init(tree: SyntaxTree, comments: [TriviaPiece], index: ProjectModel) {
        self.tree = tree
        self.viewCode = ViewCodeScope(tree: tree, index: index)
        self.suppressions = Suppressions(file: tree.file, comments: comments)
    }
}

/// What every rule may consult beyond its own file.
public struct LintContext: Sendable {
    public let index: ProjectModel

    public init(index: ProjectModel) {
        self.index = index
    }
}
