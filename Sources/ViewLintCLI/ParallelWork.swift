import ViewLint

/// The command line's name for the library's `parallelMap`: one item at a time from a shared
/// counter, results in item order.
enum ParallelWork {
    static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, _ transform: @Sendable (Item) -> Output
    ) -> [Output] {
        parallelMap(items, jobs: jobs, transform)
    }

    /// Each file's declaration summary, each thread reusing its parse memory from file to file.
    static func summaries(_ files: [SourceFile], jobs: Int) -> [DeclarationSummary] {
        parallelMap(files, jobs: jobs, workerState: ParseBuffers.init) { DeclarationSummary(parsing: $1, reusing: &$0) }
    }
}
