import Synchronization

/// Which side of an `if #available(…)` / `if #unavailable(…)` off the way to a site the lowering
/// takes, and whether it names it. The engine runs one OS: the clause's own branch, named
/// ("assuming the app runs where `#available(iOS 26, *)` holds"). A verdict the other branch
/// leaves the same rests on neither, and naming the clause would tell a developer on the other
/// OS the finding is not theirs: `Rule.evidence(at:in:context:)` runs the site without the names,
/// then, when it met a clause, with the other branches (`otherArms`), and names the clause only
/// when that decides otherwise.
/// A clause the site itself sits under is held, named and never flipped (its other side does not
/// build the site).
public final class AvailabilityArms: Sendable {
    public enum Mode: Sendable, Equatable {
        /// The clause's branch, named: the first run.
        case named
        /// The clause's branch, run on that OS (its versions still lift the semantics), unnamed.
        case unnamed
        /// The other branch of every clause the site does not sit under: the other OS.
        case otherArms
    }

    public let mode: Mode
    private let metAClause = Mutex(false)

    public init(_ mode: Mode) { self.mode = mode }

    /// Whether a site lowered under this trial met a clause it does not sit under (named in
    /// `.named`, taken unnamed in `.unnamed`).
    public var metClause: Bool { metAClause.withLock { $0 } }

    func noteClause() { metAClause.withLock { $0 = true } }
}

extension BodyLowering {
    /// Whether this site's lowering takes the other side of each `#available` clause it does
    /// not sit under (`AvailabilityArms.Mode.otherArms`).
    var takesOtherArms: Bool { focus != nil && lowering.availabilityArms?.mode == .otherArms }
}
