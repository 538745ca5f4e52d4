import SwiftUI

/// A screen that pushes its detail onto the stack's path: the push makes it disappear, so
/// `.task` would cancel the search whenever a result is opened.
struct ResultsScreen: View {
    @State private var path = NavigationPath()
    @State private var results: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(results, id: \.self) { result in
                ResultRow(title: result) { path.append(result) }
            }
            .navigationDestination(for: String.self) { Text($0) }
        }
        .onAppear {
            Task {
                results = await search()
            }
        }
    }

    private func search() async -> [String] { ["One"] }
}

struct ResultRow: View {
    let title: String
    let open: () -> Void

    var body: some View {
        Button(title, action: open)
    }
}
