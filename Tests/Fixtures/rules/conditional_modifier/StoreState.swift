import Observation
import SwiftUI

/// A store in the shape of The Composable Architecture's: the view reads its state through
/// dynamic members, and reducers replace or edit that state.
protocol Reducer {
    associatedtype State
    associatedtype Action
    func reduce(into state: inout State, action: Action)
}

@Observable @dynamicMemberLookup
final class Store<State, Action> {
    private(set) var state: State
    @ObservationIgnored private let reducer: (inout State, Action) -> Void

    init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        state = initialState
        self.reducer = reducer.reduce(into:action:)
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value { state[keyPath: keyPath] }

    func send(_ action: Action) { reducer(&state, action) }
}

typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

struct Round: Reducer {
    struct State {
        var isPractice: Bool
        var score = 0

        init(isPractice: Bool = false) {
            self.isPractice = isPractice
        }

        /// Only `init` sets `isPractice`: each state keeps it; another state may not.
        var showsLeaderboard: Bool { !isPractice }
    }

    enum Action { case scored, restarted }

    func reduce(into state: inout State, action: Action) {
        switch action {
        case .scored: state.score += 1
        case .restarted: state = State(isPractice: state.isPractice)
        }
    }
}

struct Leaderboard: View {
    var body: some View { Text("Leaderboard") }
}

struct RoundView: View {
    @Bindable var store: StoreOf<Round>

    var body: some View {
        VStack {
            if store.showsLeaderboard {  // expect: conditional_modifier@13 inconclusive
                Leaderboard()
            } else {
                Leaderboard().hidden()
            }
            // A member the reducer writes: the flip is the code's own.
            if store.score > 3 {  // expect: conditional_modifier@13 confirmed
                Text("On fire").bold()
            } else {
                Text("On fire")
            }
            Button("Score") { store.send(.scored) }
        }
    }
}
