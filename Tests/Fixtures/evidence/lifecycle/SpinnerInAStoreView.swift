import ComposableArchitecture
import SwiftUI

@Reducer
struct FactLoader {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var isLoading = false
    }

    enum Action {
        case loadTapped
        case loaded
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .loadTapped:
                state.isLoading = true
                return .none
            case .loaded:
                state.isLoading = false
                return .none
            }
        }
    }
}

/// A spinner re-keyed on every body run in a view whose data lives in a store the engine does
/// not run: only an environment value runs `body` in the experiment, and the summary says so.
/// The comment gives the new identity a reason: the help says how to keep it.
struct FactLoaderView: View {
    let store: StoreOf<FactLoader>
    @Environment(\.openURL) var openURL

    var body: some View {
        Form {
            Text("\(store.count)")
            Button("Load") { store.send(.loadTapped) }
            if store.isLoading {
                ProgressView()
                    // NB: SwiftUI does not show the spinner a second time unless it gets a new identity.
                    .id(UUID())
            }
            Button("About") { openURL(URL(string: "https://example.com")!) }
        }
    }
}
