import SwiftUI

/// A spinner given a new identity on every body run, to work around it not showing a second
/// time: re-keyed once per request instead, it would start over only when a request does.
struct LoadButton: View {
    @State private var isLoading = false
    @State private var taps = 0

    var body: some View {
        HStack {
            Button("Load \(taps)") {
                taps += 1
                isLoading.toggle()
            }
            if isLoading {
                // The spinner does not show a second time unless it gets a new identity.
                ProgressView().id(UUID())
            }
        }
    }
}
