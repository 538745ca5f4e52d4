import ComposableArchitecture
import SwiftUI

// The Composable Architecture's `ViewStore`, from its package: made anew from the same store,
// it reads the store's current state, so replacing it loses nothing.
struct CounterView: View {
    @ObservedObject private var viewStore: ViewStore<Int, Never>

    init(store: Store<Int, Never>) {
        viewStore = ViewStore(store, observe: { $0 })
    }

    var body: some View {
        Text("\(viewStore.state)")
    }
}

struct CounterScreen: View {
    let store: Store<Int, Never>
    @State private var taps = 0

    var body: some View {
        VStack {
            CounterView(store: store)
            Button("Tap \(taps)") { taps += 1 }
        }
    }
}
