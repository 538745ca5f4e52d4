import Dispatch

/// Maps `items` on up to `jobs` threads, keeping the order of the results.
/// Work is handed out one item at a time from a shared counter, so a few large files do not
/// leave the other threads idle.
public func parallelMap<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, _ transform: @Sendable (Item) -> Result
) -> [Result] {
    parallelMap(items, jobs: jobs, workerState: {}, { (_: inout Void, item) in transform(item) })
}

/// `parallelMap` where each thread keeps a value of its own from item to item
/// (`workerState()` makes one per thread), such as the `ParseBuffers` its parses reuse.
public func parallelMap<Item: Sendable, State, Result: Sendable>(
    _ items: [Item], jobs: Int, workerState: @Sendable () -> State,
    _ transform: @Sendable (inout State, Item) -> Result
) -> [Result] {
    let workers = max(1, min(jobs, items.count))
    if workers == 1 {
        var state = workerState()
        return items.map { transform(&state, $0) }
    }
    let slots = ResultSlots<Result>(count: items.count)
    let next = AtomicCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        var state = workerState()
        while true {
            let index = next.increment()
            if index >= items.count { break }
            slots.store(transform(&state, items[index]), at: index)
        }
    }
    return slots.results()
}

/// Storage each worker writes its own slots of. The slots are disjoint and the buffer is raw
/// memory (not an Array property, whose exclusivity checks would trap on concurrent writes),
/// so only the counter needs a lock.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Result?>
    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }
    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }
    func store(_ value: Result, at index: Int) { buffer[index] = value }
    func results() -> [Result] { buffer.map { $0! } }
}

private final class AtomicCounter: @unchecked Sendable {
    private var value = 0
    private let lock = DispatchSemaphore(value: 1)
    func increment() -> Int {
        lock.wait()
        defer { lock.signal() }
        let current = value
        value += 1
        return current
    }
}
