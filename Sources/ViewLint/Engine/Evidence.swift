// What a finding carries from the reference engine: the verdict, one line for people, and the
// numbers behind it (the counts at the flagged site as written and with the fix, the change
// that was made, every condition held), plus what a cache must know to keep it.

public struct Evidence: Sendable, Equatable, Codable {
    public enum Status: String, Sendable, Codable { case confirmed, refuted, inconclusive }
    public var status: Status
    /// One line for people, e.g. "`Child.body` ran 10 of 10 updates (changing `fontSize`); with
    /// `$flag`: 0 of 10". For an inconclusive finding, why the engine cannot tell.
    public var summary: String
    /// Per-type counters of the whole runs (hand-built experiments and `simulate`).
    public var asWritten: Measurement?
    public var withFix: Measurement?
    /// The counts at the flagged site (its first instance), as written and with the fix.
    public var siteAsWritten: SiteCounts?
    public var siteWithFix: SiteCounts?
    /// Measured updates of the deciding run.
    public var updates: Int?
    /// What the deciding run changed ("changing `fontSize`").
    public var driver: String?
    /// Conditions held and values assumed, as people read them.
    public var held: [String]
    /// Other files whose declarations or bodies the experiment read: a cached result for this
    /// finding is stale when one of them changes.
    public var dependencies: [String]
    public var trace: [String]

    public init(status: Status, summary: String, asWritten: Measurement?, withFix: Measurement?, trace: [String]) {
        self.status = status; self.summary = summary; self.asWritten = asWritten; self.withFix = withFix; self.trace = trace
        self.held = []; self.dependencies = []
    }

    public init(status: Status, summary: String, siteAsWritten: SiteCounts?, siteWithFix: SiteCounts?, updates: Int?,
                driver: String?, held: [String], dependencies: [String], trace: [String]) {
        self.status = status; self.summary = summary; self.siteAsWritten = siteAsWritten; self.siteWithFix = siteWithFix
        self.updates = updates; self.driver = driver; self.held = held; self.dependencies = dependencies; self.trace = trace
    }

    /// Refuted by a fact of Swift's or SwiftUI's rules rather than by a run: the summary says so,
    /// so a reader never takes it for measured counts.
    public static func refutedByStaticFact(_ fact: String, dependencies: [String] = []) -> Evidence {
        Evidence(status: .refuted, summary: "a static fact, not a run: " + fact, siteAsWritten: nil, siteWithFix: nil,
                 updates: nil, driver: nil, held: [], dependencies: dependencies, trace: [])
    }

    /// Inconclusive, with the reason in a SwiftUI developer's words.
    public static func inconclusive(_ reason: String, held: [String] = [], dependencies: [String] = []) -> Evidence {
        Evidence(status: .inconclusive, summary: "unconfirmed: " + reason, siteAsWritten: nil, siteWithFix: nil, updates: nil,
                 driver: nil, held: held, dependencies: dependencies, trace: [])
    }
}
