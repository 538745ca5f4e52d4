import Dispatch

/// Runs one piece of work per item on up to `jobs` threads and returns the results in item
/// order. Items are handed out one at a time from a shared counter, so a few large files do
/// not leave the other workers idle.
enum ParallelWork {
    static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], jobs: Int, _ transform: @Sendable (Item) -> Output
    ) -> [Output] {
        let workers = max(1, min(jobs, items.count))
        if workers == 1 { return items.map(transform) }
        let slots = Slots<Output>(count: items.count)
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = counter.next()
                if index >= items.count { break }
                slots.store(transform(items[index]), at: index)
            }
        }
        return slots.results()
    }
}

/// Raw storage each worker writes its own, disjoint slots of: only the counter needs a lock.
private final class Slots<Output>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Output?>
    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }
    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }
    func store(_ value: Output, at index: Int) { buffer[index] = value }
    func results() -> [Output] { buffer.map { $0! } }
}

/// A lock-protected counter (no Atomics package: the project has no dependencies).
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = DispatchSemaphore(value: 1)

    /// Returns the current value and increments it.
    func next() -> Int {
        lock.wait()
        defer { lock.signal() }
        let current = value
        value += 1
        return current
    }
}
