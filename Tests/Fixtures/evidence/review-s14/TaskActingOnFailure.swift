import SwiftUI

// Work whose failure branch leaves the screen: under `.task`, leaving the view cancels the
// work, which then reports a failure and takes that branch. The second screen checks
// cancellation first.
@Observable final class Loader {
    var fallbackURL = URL(string: "https://example.com")!

    func fetch() async -> Bool {
        (try? await Task.sleep(for: .seconds(1))) != nil
    }
}

struct DetailScreen: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @State private var loader = Loader()
    @State private var loaded = false

    var body: some View {
        Text(loaded ? "ready" : "loading")
            .onAppear {
                Task {
                    let found = await loader.fetch()
                    loaded = true
                    if !found {
                        openURL(loader.fallbackURL)
                        dismiss()
                    }
                }
            }
    }
}

struct CheckedDetailScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var loader = Loader()
    @State private var loaded = false

    var body: some View {
        Text(loaded ? "ready" : "loading")
            .onAppear {
                Task {
                    let found = await loader.fetch()
                    guard !Task.isCancelled else { return }
                    loaded = true
                    if !found {
                        dismiss()
                    }
                }
            }
    }
}

// A comment naming the check is no check: the failure branch still runs when cancelled.
struct CommentedDetailScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var loader = Loader()
    @State private var loaded = false

    var body: some View {
        Text(loaded ? "ready" : "loading")
            .onAppear {
                Task {
                    // TODO: look at Task.isCancelled here
                    let found = await loader.fetch()
                    loaded = true
                    if !found {
                        dismiss()
                    }
                }
            }
    }
}
