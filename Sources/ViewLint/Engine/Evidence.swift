// What a finding carries from the reference engine: the verdict, one line for people, and the
// numbers behind it (the counts at the flagged site as written and with the fix, the change
// that was made, every condition held), plus what a cache must know to keep it, and, for the rule
// alone, which of its own decision paths produced it.

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
    /// Which of the rule's own decision paths produced this evidence, as a value of a type the
    /// rule declares (`enum MenuBasis { case menuItems }`), so `revise` and `refutedMessage` ask
    /// the path, never the summary's wording. For the rule alone: neither reported nor encoded,
    /// and not part of `==`, so a finding read back from the cache equals the one just made
    /// (the cache keeps findings already revised).
    public var basis: (any Hashable & Sendable)?

    public init(status: Status, summary: String, asWritten: Measurement?, withFix: Measurement?, trace: [String]) {
        self.status = status; self.summary = summary; self.asWritten = asWritten; self.withFix = withFix; self.trace = trace
        self.held = []; self.dependencies = []
    }

    public init(status: Status, summary: String, siteAsWritten: SiteCounts?, siteWithFix: SiteCounts?, updates: Int?,
                driver: String?, held: [String], dependencies: [String], trace: [String]) {
        self.status = status; self.summary = summary; self.siteAsWritten = siteAsWritten; self.siteWithFix = siteWithFix
        self.updates = updates; self.driver = driver; self.held = held; self.dependencies = dependencies; self.trace = trace
    }

    /// The basis as the rule's own type; nil when there is none or it is another type's.
    public func basis<Basis: Hashable & Sendable>(as type: Basis.Type) -> Basis? { basis as? Basis }

    /// This evidence, produced by the rule's decision path `basis`.
    public func based(on basis: some Hashable & Sendable) -> Evidence {
        var copy = self
        copy.basis = basis
        return copy
    }

    /// Everything reported; the rule's `basis` is left out (see there).
    public static func == (a: Evidence, b: Evidence) -> Bool {
        a.status == b.status && a.summary == b.summary && a.asWritten == b.asWritten && a.withFix == b.withFix
            && a.siteAsWritten == b.siteAsWritten && a.siteWithFix == b.siteWithFix && a.updates == b.updates
            && a.driver == b.driver && a.held == b.held && a.dependencies == b.dependencies && a.trace == b.trace
    }

    private enum CodingKeys: String, CodingKey {
        case status, summary, asWritten, withFix, siteAsWritten, siteWithFix, updates, driver, held, dependencies, trace
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
