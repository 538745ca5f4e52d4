/// A lint rule. A rule is a value: its description says everything about it. `check` finds the
/// rule's sites in one parsed file, with the project at hand, and builds each finding (and its
/// fix) from its site; the same typed site is what the rule's experiment receives, so nothing
/// is ever found again from a byte range.
public protocol Rule: Sendable {
    /// What `check` found at one place, as the rule's experiment needs it (syntax nodes, the
    /// receiver of a binding, the kind of keying…). Rules without an experiment use `Void`.
    associatedtype Site: Sendable = Void

    static var description: RuleDescription { get }
    /// Whether the rule finds only in view code (`ViewCodeScope`) or in a project view type's
    /// members, or (a built-in rule) only where the parser skipped code or a `viewlint:`
    /// comment is: a whole lint then neither checks nor parses again a file that holds none of
    /// these (`CheckGate`). False unless the rule says so.
    static var findsOnlyInViewCode: Bool { get }
    /// Builds the rule with its options from `.viewlint.yml` (already validated against
    /// `description.options`); rules without options ignore it.
    init(options: RuleOptions)
    func check(_ file: LintFile, context: LintContext) -> [RuleMatch<Site>]
    /// Runs the rule's experiment in the reference engine for one of its own sites. Nil when
    /// the rule has none. Never invents evidence: what the engine cannot model makes it
    /// inconclusive, with the reason — returned, or thrown (`try context.lowered(request)`).
    func confirm(_ site: Site, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence?
    /// The finding as the evidence leaves it. The default follows the evidence: a refuted
    /// finding takes `refutedMessage`, every other finding is kept.
    func revise(_ finding: Finding, at site: Site, evidence: Evidence) -> Finding
    /// What a refuted finding says instead of claiming the effect: what the code does and what
    /// the engine found. Nil keeps the message (the default).
    func refutedMessage(at site: Site, evidence: Evidence) -> String?
}

/// A finding and the site it was built from.
public struct RuleMatch<Site: Sendable>: Sendable {
    public var finding: Finding
    public var site: Site

    public init(_ finding: Finding, site: Site) {
        self.finding = finding
        self.site = site
    }
}

extension RuleMatch where Site == Void {
    public init(_ finding: Finding) { self.init(finding, site: ()) }
}

extension Rule {
    public var description: RuleDescription { Self.description }

    public static var findsOnlyInViewCode: Bool { false }

    public func confirm(_ site: Site, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? { nil }

    public func revise(_ finding: Finding, at site: Site, evidence: Evidence) -> Finding {
        guard evidence.status == .refuted, let message = refutedMessage(at: site, evidence: evidence) else { return finding }
        var revised = finding
        revised.message = message
        return revised
    }

    public func refutedMessage(at site: Site, evidence: Evidence) -> String? { nil }

    /// The evidence of the rule's experiment at `site`: an `Inconclusive` it throws becomes
    /// inconclusive evidence with that reason. An `#available` branch off the way to the site
    /// is named only when the verdict rests on it: when the run with every such branch's other
    /// side decides the same, the verdict holds on either OS and is given without the name
    /// (`AvailabilityArms`).
    public func evidence(at site: Site, in file: LintFile, context: ConfirmationContext) -> Evidence? {
        func run(_ mode: AvailabilityArms.Mode) -> (Evidence?, AvailabilityArms) {
            var trial = context
            let arms = AvailabilityArms(mode)
            trial.availabilityArms = arms
            do { return (try confirm(site, in: file, context: trial), arms) } catch { return (.inconclusive(error.reason), arms) }
        }
        // Unnamed first: most sites meet no such clause, and most that do decide the same on the
        // other OS, so the clause goes unnamed; only a verdict the other OS changes (or one that
        // decides nothing) is run once more to name it.
        let (unnamed, arms) = run(.unnamed)
        guard arms.metClause else { return unnamed }
        if let unnamed, unnamed.status != .inconclusive, let other = run(.otherArms).0, other.status == unnamed.status {
            return unnamed
        }
        return run(.named).0
    }

    /// A finding of this rule at the byte range of `node`, with the rule's default severity.
    public func finding(_ message: String, at range: Range<Int>, in file: LintFile,
                        help: String? = nil, fix: Fix? = nil) -> Finding {
        Finding(ruleID: Self.description.id, severity: Self.description.defaultSeverity,
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
    /// What each call is made to, read once for every rule.
    private let calleeNames: CalleeNames

    public var source: SourceFile { tree.file }

    public init(tree: SyntaxTree, comments: [TriviaPiece], index: ProjectModel) {
        self.tree = tree
        self.viewCode = ViewCodeScope(tree: tree, index: index)
        self.suppressions = Suppressions(file: tree.file, comments: comments)
        self.calleeNames = CalleeNames(tree: tree)
    }

    /// `tree.calleeName(call)`, read once per file: a rule's walk over every call asks this of
    /// each without making a String per call and rule.
    public func calleeName(_ call: SyntaxTree.NodeID) -> String { calleeNames.name(of: call, in: tree) }

    /// The file's nodes of `kind`, in source order: a rule that looks at one kind iterates these
    /// instead of walking every node.
    public func nodes(_ kind: SyntaxKind) -> [SyntaxTree.NodeID] { tree.nodes(ofKind: kind) }

    /// Visits the file's nodes of `kinds` in source order, as a walk of the whole tree whose
    /// visitor goes into every other node would: `.skipChildren` leaves out the listed nodes
    /// inside the one visited, `.stop` ends the walk.
    public func walk(_ kinds: SyntaxKind..., visit: (SyntaxTree.NodeID) -> WalkAction) {
        tree.walk(kinds: kinds, visit)
    }
}

/// What every rule may consult beyond its own file.
public struct LintContext: Sendable {
    public let index: ProjectModel

    public init(index: ProjectModel) {
        self.index = index
    }
}
