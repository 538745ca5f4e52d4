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

final class SearchQuery: ObservableObject {
    @Published var text = ""
}

/// Reads the object only in a helper's condition: the results appear when something else updates.
struct MovieSearchForm: View {
    @State private var query = SearchQuery()
    @State private var title = ""

    private var results: some View {
        Section {
            if !query.text.isEmpty {
                Text("Results")
            }
        }
    }

    var body: some View {
        Form {
            TextField("Title", text: $title)
            results
        }
    }
}
