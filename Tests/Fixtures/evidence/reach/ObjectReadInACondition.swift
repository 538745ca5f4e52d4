import SwiftUI

final class SearchQuery: ObservableObject {
    @Published var text = ""
}

/// The query is read only in a condition (through a computed property): the condition is
/// evaluated whichever way it goes, so the body reads the query, and misses its changes.
struct ResultsList: View {
    @State private var query = SearchQuery()
    @State private var isSearching = false
    let results: [String: [Int]]

    private var matches: [Int]? {
        results[query.text]
    }

    var body: some View {
        List {
            Button(isSearching ? "Done" : "Search") { isSearching.toggle() }
            if isSearching {
                if matches?.isEmpty == true {
                    Text("No results")
                } else {
                    Text("Results")
                }
            }
        }
    }
}

/// The read in a `guard` condition of a helper: evaluated every time the helper runs.
struct ResultsCount: View {
    @State private var query = SearchQuery()
    @State private var showsAll = false
    let counts: [String: Int]

    private var summary: Text {
        guard let count = counts[query.text] else { return Text("None") }
        return Text("\(count) results")
    }

    var body: some View {
        VStack {
            summary
            Toggle("All", isOn: $showsAll)
        }
    }
}
