import Synchronization

/// The custom `==`s a run called on values the engine could not compare (review s14's leftover:
/// `LoweringTypes.equality` read such a call as "not equal", a body run, unnamed). A view's
/// equality is lowered once per type and shared by every site, so what a site's runs met is
/// collected through a task-local recorder the experiment binds around its runs, and its
/// verdict names it (`SiteExperiment.run`).
public final class EqualityFallbacks: Sendable {
    @TaskLocal public static var current: EqualityFallbacks?

    private let names = Mutex<[String]>([])

    public init() {}

    /// `type`'s `==` could not be evaluated for two values and was read as false.
    public static func note(_ type: String) {
        current?.names.withLock { if !$0.contains(type) { $0.append(type) } }
    }

    public var types: [String] { names.withLock { $0 } }

    /// The assumption a verdict resting on such calls names.
    public static func assumption(_ types: [String]) -> String {
        let named = types.prefix(2).map { "`\($0).==`" }.joined(separator: " and ")
        return "\(named), for values the engine cannot compare with \(types.count == 1 ? "it" : "them"), "
            + "returning false, so SwiftUI runs the view's body"
    }
}
