import Combine
import SwiftUI

final class BlockedStats: ObservableObject {
    @Published var ads = 0
    @Published var trackers = 0

    func reset() {
        ads = 0
    }
}

/// Changes `ads` on the one `BlockedStats` it keeps, which no view holds.
final class StatsPresenter {
    let stats = BlockedStats()

    func blocked() {
        stats.ads += 1
    }
}

/// Its own subscription, set up by a method its view calls, changes `blocked`.
final class FeedStats: ObservableObject {
    @Published var blocked = 0
    private var subscription: AnyCancellable?

    func follow(_ feed: AnyPublisher<Int, Never>) {
        subscription = feed.sink { [weak self] in self?.blocked = $0 }
    }
}
