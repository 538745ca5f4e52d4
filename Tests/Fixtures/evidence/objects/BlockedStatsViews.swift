import Combine
import SwiftUI

struct StatsPanel: View {
    @ObservedObject var stats = BlockedStats()

    var body: some View {
        StatCell(count: $stats.ads)
    }
}

struct StatCell: View {
    @Binding var count: Int

    var body: some View {
        Text("\(count)")
    }
}

struct AdsStepper: View {
    @ObservedObject var stats = BlockedStats()

    var body: some View {
        Stepper("Ads", value: $stats.ads)
    }
}

struct ResettingPanel: View {
    @ObservedObject var stats = BlockedStats()

    var body: some View {
        Button("Reset \(stats.ads)") {
            stats.reset()
        }
    }
}

struct ClearingPanel: View {
    @ObservedObject var stats = BlockedStats()

    var body: some View {
        Button("Clear \(stats.trackers)") {
            stats.trackers = 0
        }
    }
}

struct FeedPanel: View {
    @ObservedObject var stats = FeedStats()
    let feed: AnyPublisher<Int, Never>

    var body: some View {
        Text("\(stats.blocked)")
            .onAppear { stats.follow(feed) }
    }
}

struct HandingPanel: View {
    @ObservedObject var stats = BlockedStats()

    var body: some View {
        TrackerEditor(stats: stats)
    }
}

struct TrackerEditor: View {
    @ObservedObject var stats: BlockedStats

    var body: some View {
        Stepper("Trackers", value: $stats.trackers)
    }
}
