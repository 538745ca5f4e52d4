import SwiftUI

final class DownloadProgress: ObservableObject {
    @Published var fraction: Double = 0
    @Published var isPaused = false
}

/// Keeps its model in `@State`, which never subscribes to what it publishes.
struct DownloadRow: View {
    let name: String
    @State private var progress = DownloadProgress()

    var body: some View {
        HStack {
            Text(name)
            ProgressView(value: progress.fraction)
        }
    }
}
