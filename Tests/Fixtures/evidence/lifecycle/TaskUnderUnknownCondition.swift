import SwiftUI

enum FeatureFlags {
    static var liveUpdates = false
}

/// The listening row is built only when a flag the engine cannot read is set.
struct StatusBanner: View {
    let channel: String
    @State private var status = ""

    var body: some View {
        VStack {
            Text(channel)
            if FeatureFlags.liveUpdates {
                Text(status)
                    .onAppear {
                        Task {
                            try? await Task.sleep(nanoseconds: 1_000_000_000)
                            status = "live"
                        }
                    }
            }
        }
    }
}
