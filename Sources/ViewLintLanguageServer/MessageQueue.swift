#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages from the reader thread to the server loop, which waits with a deadline so it can
/// run debounced analysis when typing pauses.
final class MessageQueue<Element>: @unchecked Sendable {
    private var items: [Element] = []
    private var head = 0
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    deinit {
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    /// Several items at once: the loop never sees the first without the rest.
    func push(contentsOf batch: [Element]) {
        guard !batch.isEmpty else { return }
        pthread_mutex_lock(&mutex)
        items.append(contentsOf: batch)
        pthread_cond_signal(&condition)
        pthread_mutex_unlock(&mutex)
    }

    var isEmpty: Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return head == items.count
    }

    /// The next item; waits until one arrives, or until `deadline` (monotonic nanoseconds)
    /// passes, then answers nil.
    func pop(until deadline: UInt64?) -> Element? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        while head == items.count {
            guard let deadline else {
                pthread_cond_wait(&condition, &mutex)
                continue
            }
            let now = MonotonicClock.nanoseconds()
            if now >= deadline { return nil }
            var wake = timespec()
            clock_gettime(CLOCK_REALTIME, &wake)
            let total = UInt64(wake.tv_nsec) + (deadline - now)
            wake.tv_sec += Int(total / 1_000_000_000)
            wake.tv_nsec = Int(total % 1_000_000_000)
            pthread_cond_timedwait(&condition, &mutex, &wake)
        }
        let item = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return item
    }
}

enum MonotonicClock {
    static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
