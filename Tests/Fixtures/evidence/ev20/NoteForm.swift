import ComposableArchitecture
import SwiftUI

struct NoteFeature: Reducer {
    struct State: Equatable {
        var text = ""
    }

    enum Action {
        case textChanged(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .textChanged(let text):
            state.text = text
            return .none
        }
    }
}

struct NoteForm: View {
    let store: StoreOf<NoteFeature>

    var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            NoteField(text: Binding(get: { viewStore.text }, set: { viewStore.send(.textChanged($0)) }))
        }
    }
}

struct NoteField: View {
    @Binding var text: String

    var body: some View {
        TextField("Note", text: $text)
    }
}

struct NoteScreen: View {
    let store: StoreOf<NoteFeature>

    var body: some View {
        NoteForm(store: store)
    }
}
