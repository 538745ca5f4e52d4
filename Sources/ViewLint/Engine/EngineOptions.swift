// Switches for the points docs/SWIFTUI-MODEL.md marks as version-dependent, derived or
// contested (rule and § numbers below are that file's), and the caps that keep every run finite.

public struct EngineLimits: Sendable, Equatable, Codable {
    public var maxNodes: Int
    /// Update passes (committed transactions) per run.
    public var maxUpdates: Int
    /// Body evaluations plus node visits per run.
    public var maxSteps: Int
    /// Nesting of nodes (each modifier is a level). Reconciliation recurses per level, so this
    /// also keeps the stack bounded.
    public var maxDepth: Int
    public init(maxNodes: Int = 20_000, maxUpdates: Int = 2_000, maxSteps: Int = 2_000_000, maxDepth: Int = 200) {
        self.maxNodes = maxNodes; self.maxUpdates = maxUpdates; self.maxSteps = maxSteps; self.maxDepth = maxDepth
    }
}

public struct EngineOptions: Sendable {
    public var semantics: Semantics
    /// `false`: each view type's first comparison happens before its layout is built and is
    /// bitwise; the layout is ready from the next comparison on (rule 12, E12's "2 locally").
    public var layoutsReady: Bool
    /// §3g: a child's `@Binding` read sets the owner's `wasRead` (rule 17). `false` models the
    /// 2020 report: the owner does not re-run; the reading child re-runs through its binding.
    public var bindingReadMarksOwner: Bool
    /// Fact 45's [derived] part: a `@StateObject`'s change bumps the `_seed` in its view's value,
    /// as an `@ObservedObject`'s does. `false`: the holder's `body` re-runs, its value stays equal.
    /// A verdict that differs with it off rests on it, and names it (`DerivedBehaviour`).
    public var stateObjectSeed = true
    /// What a custom `==` answers where the engine cannot evaluate it for two values: false (a
    /// body run). A site experiment runs the runs deciding its verdict again with true, to see
    /// whether the verdict rests on the answer (`SiteExperiment.equalityReading`).
    public var unevaluatedEqualityAnswer = false
    public var limits: EngineLimits
    /// Keep counters per view type and per node (`Measurement.perType`, `perNode`) for
    /// `simulate` and hand-built runs. Site experiments read only their marks' counts, so
    /// confirmation turns this off and skips the bookkeeping; no verdict reads it.
    public var countsPerView = true

    public init(semantics: Semantics = .v17plus, layoutsReady: Bool = true,
                bindingReadMarksOwner: Bool = true, limits: EngineLimits = EngineLimits(), countsPerView: Bool = true) {
        self.semantics = semantics; self.layoutsReady = layoutsReady
        self.bindingReadMarksOwner = bindingReadMarksOwner; self.limits = limits; self.countsPerView = countsPerView
    }
}
