import Dispatch
import ViewLint

/// "files done / total" on standard error, redrawn in place, for long runs on a terminal only
/// (the CLI decides). Workers report from any thread; redraws are throttled to whole percents.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let label: String
    private var done = 0
    private var lastPercent = -1
    private let lock = DispatchSemaphore(value: 1)

    /// Runs with fewer files than this finish before a progress line would help.
    static let minimumFiles = 200

    init(total: Int, label: String) {
        self.total = total
        self.label = label
    }

    func advance() {
        lock.wait()
        defer { lock.signal() }
        done += 1
        let percent = done * 100 / max(total, 1)
        guard percent != lastPercent else { return }
        lastPercent = percent
        Console.write("\r\(label) \(done)/\(total) files", to: .standardError)
    }

    /// Erases the progress line.
    func finish() {
        Console.write("\r\u{1B}[K", to: .standardError)
    }
}
