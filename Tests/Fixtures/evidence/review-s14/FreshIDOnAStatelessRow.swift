import SwiftUI

// A fresh `.id` on a row of SwiftUI's own stateless views loses no state: it restarts the
// spinner and costs a new subtree. The same id on a row with `@State` resets that state.
struct SearchScreen: View {
    @State private var query = ""
    @State private var loaded = false

    var body: some View {
        List {
            if !loaded {
                HStack {
                    Spacer()
                    ProgressView()
                    Spacer()
                }
                .listRowSeparator(.hidden)
                .id(UUID())
            }
            TextField("Search", text: $query)
            CounterRow()
                .id(UUID())
        }
    }
}

struct CounterRow: View {
    @State private var count = 0

    var body: some View {
        Button("\(count)") { count += 1 }
    }
}

// The same row with a modifier under `#if`: still only SwiftUI's own views.
struct PlatformSearchScreen: View {
    @State private var query = ""

    var body: some View {
        List {
            HStack {
                Spacer()
                ProgressView()
                Spacer()
            }
            #if os(iOS)
            .listRowBackground(Color.gray)
            #endif
            .id(UUID())
            TextField("Search", text: $query)
        }
    }
}
