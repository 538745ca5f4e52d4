import Foundation
import ViewLint

/// Loads the cache store (and the tool identity its keys use) on its own thread while file
/// discovery walks the tree: on a warm run both are serial work of similar size.
final class StorePreload: @unchecked Sendable {
    let path: String
    private let done = DispatchSemaphore(value: 0)
    private var result: (tool: String, store: CacheStore, note: String?)?

    init(path: String) {
        self.path = path
        Thread.detachNewThread { [self] in
            let tool = CacheStore.toolIdentity()
            let (store, note) = CacheStore.load(path, tool: tool)
            result = (tool, store, note)
            done.signal()
        }
    }

    /// The loaded store; waits for the load to finish (once: a store is used by one run).
    func wait() -> (tool: String, store: CacheStore, note: String?) {
        done.wait()
        done.signal()
        return result!
    }
}
