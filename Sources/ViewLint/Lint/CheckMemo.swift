import Synchronization

/// Answers a check's rules work out about the project, kept for the check's other sites: a
/// file with twenty findings in one view asks twenty times where that view is constructed. A
/// kept answer depends only on its key and on the project as the check sees it, never on the
/// site, so a file checked alone and in the whole project gets the same answers.
public final class CheckMemo: Sendable {
    private let answers = Mutex<[String: any Sendable]>([:])

    public init() {}

    /// The answer kept under `key`, or `make()`'s, kept. `key` must name everything the answer
    /// depends on (the question, the type, the file it is asked from).
    public func answer<T: Sendable>(_ key: String, _ make: () -> T) -> T {
        if let known = answers.withLock({ $0[key] }) as? Kept<T> { return known.value }
        let made = make()
        answers.withLock { $0[key] = Kept(value: made) }
        return made
    }

    /// An answer as kept: boxed, so that a nil answer is told apart from none kept.
    private struct Kept<T: Sendable>: Sendable { let value: T }
}
