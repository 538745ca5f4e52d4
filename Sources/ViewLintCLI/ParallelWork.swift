import ViewLint

/// The command line's name for the library's `parallelMap`: one item at a time from a shared
/// counter, results in item order.
enum ParallelWork {
    static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, _ transform: @Sendable (Item) -> Output
    ) -> [Output] {
        parallelMap(items, jobs: jobs, transform)
    }
}
