// Confirmation: after the rules, each finding's site is handed to its rule's experiment, which
// lowers the views involved and runs them in the reference engine as written and with the fix.
// The evidence decides severity.

/// What a scenario needs: the project, every parsed file (views may be declared elsewhere),
/// engine options with per-finding caps, and how many updates to run.
public struct ConfirmationContext: Sendable {
    public let index: ProjectModel
    public let trees: SourceTrees
    public var options: EngineOptions
    /// N in "change each other state N times".
    public var updates: Int
    /// Keep the engine's whole trace of every run (`--full-trace`).
    public var fullTrace: Bool
    /// The binding semantics the checked file can run with: only the newer one when every
    /// target compiling it deploys to iOS 17 / macOS 14 or later.
    public var semantics: Set<Semantics> = [.v17plus, .pre17]
    /// The platforms the Xcode targets compiling the checked file build for (nil: not known).
    public var targetPlatforms: Set<DeploymentTargets.Platform>?
    /// Types' declarations per file, found once for all the sites of one check.
    public let declarations = TypeDeclarationIndex()
    /// Per-type lowering work, done once for all the sites of one check.
    public let loweringMemos = SiteLoweringMemos()
    /// The rules' own per-type questions (where a view is constructed, what every construction
    /// passes), answered once for all the sites of one check.
    public let memo = CheckMemo()
    /// Which side of the `#available` branches off the way to a site the lowerings take and
    /// name, for one finding (`Rule.evidence(at:in:context:)`); nil: the clause's side, named.
    public var availabilityArms: AvailabilityArms?

    public init(index: ProjectModel, trees: SourceTrees, options: EngineOptions = ConfirmationContext.defaultOptions,
                updates: Int = 10, fullTrace: Bool = false) {
        self.index = index; self.trees = trees; self.options = options; self.updates = updates; self.fullTrace = fullTrace
    }

    /// Caps per run, far below the engine's defaults: a finding's experiment is small, and a run
    /// hitting a cap is reported as inconclusive rather than slowing the lint. Experiments read
    /// their marks' counts only, so no counters per type or node are kept.
    public static let defaultOptions = EngineOptions(limits: EngineLimits(maxNodes: 4_000, maxUpdates: 200,
                                                                          maxSteps: 200_000, maxDepth: 120),
                                                     countsPerView: false)

    /// The lowering as code in the file at `path` sees the project (its module and the
    /// modules it imports).
    public func lowering(for path: String) -> Lowering {
        var lowering = Lowering(index: index.seen(from: path), trees: trees, declarations: declarations,
                                memo: loweringMemos.memo(seenFrom: path))
        lowering.availabilityArms = availabilityArms
        return lowering
    }
}

/// What happens to a finding the engine refutes.
public enum RefutedPolicy: String, Sendable, CaseIterable {
    /// Reported as a note, with the evidence.
    case note
    /// Not reported.
    case drop
}

/// Whether and how the Linter confirms findings.
public struct ConfirmationSettings: Sendable {
    public var refuted: RefutedPolicy
    public var options: EngineOptions
    public var updates: Int
    public var fullTrace: Bool
    /// The binding semantics the project can run with (its deployment targets).
    public var semantics: Set<Semantics> = [.v17plus, .pre17]
    /// The binding semantics one file's code can run with (the targets compiling it); nil: `semantics`.
    public var fileSemantics: @Sendable (String) -> Set<Semantics>? = { _ in nil }
    /// The platforms the Xcode targets compiling a file build for.
    public var targetPlatforms: @Sendable (String) -> Set<DeploymentTargets.Platform>? = { _ in nil }

    public init(refuted: RefutedPolicy = .note, options: EngineOptions = ConfirmationContext.defaultOptions, updates: Int = 10,
                fullTrace: Bool = false) {
        self.refuted = refuted; self.options = options; self.updates = updates; self.fullTrace = fullTrace
    }
}

extension Finding {
    /// Severity follows evidence: confirmed keeps the severity (or raises it to `confirmed`, the
    /// rule's `confirmedSeverity` when none is configured), refuted becomes a note (or is
    /// dropped: nil), inconclusive keeps the severity (its evidence says why it is unconfirmed).
    public func applying(_ evidence: Evidence, refuted policy: RefutedPolicy, confirmed: Severity? = nil) -> Finding? {
        var copy = self
        copy.evidence = evidence
        switch evidence.status {
        case .confirmed:
            if let confirmed { copy.severity = max(copy.severity, confirmed) }
        case .refuted:
            if policy == .drop { return nil }
            copy.severity = .note
        case .inconclusive:
            // The message stays one sentence; the evidence line says why it is unconfirmed.
            break
        }
        return copy
    }
}

extension SyntaxTree {
    /// The innermost node of `kind` containing `range` (a finding's reported range), preferring
    /// one that starts at the same offset.
    public func innermostNode(of kinds: Set<SyntaxKind>, containing range: Range<Int>) -> NodeID? {
        var best: NodeID?
        walk { id, _ in
            let r = byteRange(id)
            guard r.lowerBound <= range.lowerBound, range.upperBound <= r.upperBound else { return .skipChildren }
            if kinds.contains(kind(id)) { best = id }
            return .visitChildren
        }
        return best
    }
}
