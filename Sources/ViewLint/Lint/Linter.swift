/// Runs the configured rules over parsed files: each file seen from its own module, findings
/// confirmed in the reference engine when configured. Which files, in what order, parsed when,
/// and cached how is the analysis session's business (`AnalysisSession`); `lint(_:)` is the
/// whole pipeline in memory, for tests and small tools.
public struct Linter: Sendable {
    /// A rule as configured for this run.
    public struct ConfiguredRule: Sendable {
        public var rule: any Rule
        /// Overrides the rule's own severity for every finding (from `.viewlint.yml`).
        public var severity: Severity?

        public init(rule: any Rule, severity: Severity? = nil) {
            self.rule = rule
            self.severity = severity
        }
    }

    public var rules: [ConfiguredRule]
    public var jobs: Int
    /// When set, findings of rules with an experiment are confirmed in the reference engine.
    public var confirmation: ConfirmationSettings?

    /// Whether every rule finds only where `CheckGate` lets a file through.
    public var findsOnlyInViewCode: Bool { rules.allSatisfy { type(of: $0.rule).findsOnlyInViewCode } }

    public init(rules: [ConfiguredRule], jobs: Int = 1, confirmation: ConfirmationSettings? = nil) {
        self.rules = rules
        self.jobs = jobs
        self.confirmation = confirmation
    }

    /// Everything one run produced.
    public struct Output: Sendable {
        public var findings: [Finding]
        /// Problems with the input that are not rule findings: syntax the parser had to skip,
        /// malformed suppression comments. Each names a file and an offset.
        public var diagnostics: [LintDiagnostic]
        public var filesLinted: Int
    }

    /// Lints `sources` as one project, every file checked, all trees in memory.
    public func lint(_ sources: [SourceFile]) -> Output {
        let parsed = parallelMap(sources, jobs: jobs) { ParsedSource(parsing: $0) }
        let model = Linter.projectModel(parallelMap(parsed, jobs: jobs) { DeclarationSummary(tree: $0.tree) })
        let trees = SourceTrees(parsed.map(\.tree))
        let perFile = parallelMap(parsed, jobs: jobs) { check($0, model: model, trees: trees) }
        var findings = perFile.flatMap(\.findings)
        findings.sort(by: Linter.reportOrder)
        return Output(findings: findings, diagnostics: perFile.flatMap(\.diagnostics), filesLinted: sources.count)
    }

    /// The project model of a run: the index merged from every file's summary and the facts,
    /// both scoped by module when `scopes` are given.
    public static func projectModel(_ declarations: [DeclarationSummary], scopes: ModuleScopes? = nil) -> ProjectModel {
        ProjectModel(index: ProjectIndex(summaries: declarations.map(\.summary), scopes: scopes),
                     files: declarations.map { ($0.summary.path, $0.facts) }, scopes: scopes)
    }

    /// What checking one file produced.
    public struct FileCheck: Sendable {
        public var findings: [Finding]
        public var diagnostics: [LintDiagnostic]
        /// The other files whose trees its confirmation read (sorted paths): its result holds
        /// only while their code is unchanged.
        public var dependencies: [String]
        /// The file as checked, when its findings are reported with it (set by the session).
        var source: SourceFile?
        /// Why the file could not be checked (set by the session): it was not checked, and
        /// its empty result must not be kept as one.
        var problem: InputError?
    }

    /// Checks one parsed file. Its rules and its confirmation see the project from the file's
    /// module (`ProjectModel.seen(from:)`); what confirmation reads of other files through
    /// `trees` is recorded as the check's dependencies.
    public func check(_ source: ParsedSource, model: ProjectModel, trees: SourceTrees) -> FileCheck {
        let path = source.tree.file.path
        let seen = model.seen(from: path)
        let log = DependencyLog()
        let confirming = confirmation.map { settings -> (settings: ConfirmationSettings, context: ConfirmationContext) in
            var context = ConfirmationContext(index: seen, trees: trees.recording(into: log),
                                              options: settings.options, updates: settings.updates, fullTrace: settings.fullTrace)
            context.semantics = settings.fileSemantics(path) ?? settings.semantics
            context.targetPlatforms = settings.targetPlatforms(path)
            return (settings, context)
        }
        let checked = Linter.check(source, rules: rules, index: seen, context: LintContext(index: seen), confirming: confirming)
        return FileCheck(findings: checked.findings, diagnostics: checked.diagnostics,
                         dependencies: log.recorded.filter { $0 != path })
    }

    static func check(_ source: ParsedSource, rules: [ConfiguredRule], index: ProjectModel,
                      context: LintContext,
                      confirming: (settings: ConfirmationSettings, context: ConfirmationContext)? = nil)
        -> (findings: [Finding], diagnostics: [LintDiagnostic]) {
        // Every rule walks the whole tree: lay its walk order out once for all of them.
        let file = LintFile(tree: source.tree.preparedForWalks(), comments: source.comments, index: index)
        var findings: [Finding] = []
        var suppressed: [(ruleID: String, directive: Int)] = []
        for configured in rules {
            findings += check(file, with: configured.rule, severity: configured.severity, context: context,
                              confirming: confirming, suppressed: &suppressed)
        }
        findings += SuppressionAudit.superfluous(in: file, rules: rules, suppressed: suppressed).filter {
            !file.suppressions.isSuppressed(ruleID: $0.ruleID, at: $0.range.lowerBound, in: file.source)
        }
        var diagnostics = source.tree.lexicalDiagnostics.map {
            LintDiagnostic(path: source.tree.file.path, offset: Int($0.offset), message: $0.message, kind: .syntax)
        }
        diagnostics += source.tree.diagnostics.map {
            LintDiagnostic(path: source.tree.file.path, offset: Int($0.offset), message: $0.message, kind: .syntax)
        }
        diagnostics += file.suppressions.malformed.map {
            LintDiagnostic(path: source.tree.file.path, offset: $0.offset, message: $0.message, kind: .suppression)
        }
        return (findings, diagnostics)
    }

    /// One rule over one file: its findings outside disable comments, at the configured severity,
    /// each confirmed from its own site when confirmation is on. Generic so that the rule's site
    /// type reaches its experiment without a cast.
    static func check<R: Rule>(_ file: LintFile, with rule: R, severity: Severity?, context: LintContext,
                               confirming: (settings: ConfirmationSettings, context: ConfirmationContext)?,
                               suppressed: inout [(ruleID: String, directive: Int)]) -> [Finding] {
        var findings: [Finding] = []
        for match in rule.check(file, context: context) {
            var finding = match.finding
            if let directive = file.suppressions.suppressingDirective(ruleID: finding.ruleID, at: finding.range.lowerBound, in: file.source) {
                suppressed.append((finding.ruleID, directive))
                continue
            }
            if let severity { finding.severity = severity }
            if let confirming, let evidence = rule.evidence(at: match.site, in: file, context: confirming.context) {
                guard let confirmed = rule.revise(finding, at: match.site, evidence: evidence)
                    .applying(evidence, refuted: confirming.settings.refuted,
                              confirmed: severity == nil ? R.description.confirmedSeverity : nil) else { continue }
                finding = confirmed
            }
            findings.append(finding)
        }
        return findings
    }

    /// By path, then position, then rule id.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
        return a.ruleID < b.ruleID
    }
}

/// A file after tokenizing and parsing: its tree and its comments.
public struct ParsedSource: Sendable {
    public let tree: SyntaxTree
    public let comments: [TriviaPiece]

    /// Parses `file` for keeping (its arrays are cut to size; see `Parser.parse`).
    public init(parsing file: SourceFile) {
        var tokenized = Tokenizer.tokenize(file)
        var comments: [TriviaPiece] = []
        swap(&comments, &tokenized.comments)
        self.comments = comments
        tree = Parser.parse(file: file, tokenized: consume tokenized)
    }

    /// Parses in the memory `buffers` holds; hand the source back with `buffers.recycle` when
    /// done with it.
    public init(parsing file: SourceFile, reusing buffers: inout ParseBuffers) {
        var tokenized = Tokenizer.tokenize(file, reusing: &buffers)
        var comments: [TriviaPiece] = []
        swap(&comments, &tokenized.comments)
        self.comments = comments
        tree = Parser.parse(file: file, tokenized: consume tokenized, tokenLimit: Int(Int32.max),
                            storage: &buffers.tree)
    }
}

extension ParseBuffers {
    /// Takes back a parsed source's tree and comment arrays for the next parse.
    public mutating func recycle(_ source: consuming ParsedSource) {
        let (tree, comments) = (source.tree, source.comments)
        _ = consume source
        recycle(consume tree)
        recycle(comments: comments)
    }
}

/// What one file declares for the project-wide index and facts. It holds neither the tree nor
/// the file's bytes: only the texts the summary reads are kept (`FileSummary.keepOnlyReadTexts`).
public struct DeclarationSummary: Sendable {
    public let summary: FileSummary
    public let facts: ProjectFacts

    public init(tree: SyntaxTree) {
        summary = FileSummary(tree: tree)
        summary.keepOnlyReadTexts()
        facts = ProjectFacts(tree: tree)
    }
}

/// A problem with the input rather than a rule finding.
public struct LintDiagnostic: Sendable, Equatable {
    public enum Kind: String, Sendable { case syntax, suppression }
    public var path: String
    public var offset: Int
    public var message: String
    public var kind: Kind

    public init(path: String, offset: Int, message: String, kind: Kind) {
        self.path = path
        self.offset = offset
        self.message = message
        self.kind = kind
    }
}

extension ParsedSource {
    /// Roughly the bytes its arrays hold (tokens, nodes, child lists, comments): what keeping
    /// it between parsing and checking costs.
    public var memoryFootprint: Int {
        tree.tokens.count * MemoryLayout<Token>.stride + tree.nodes.count * MemoryLayout<SyntaxNode>.stride
            + tree.childList.count * 4 + tree.callAndTypeNodes.count * 4 + comments.count * MemoryLayout<TriviaPiece>.stride
    }
}
