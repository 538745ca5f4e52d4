import SwiftUI

enum PreferenceRow {
    case toggle(title: String, read: () -> Bool, write: (Bool) -> Void)
}

/// The rows are made once, when the model loads them, and kept: the binding inside each stored
/// `AnyView` is the same one on every update of the screen.
final class PreferenceRowsModel: ObservableObject {
    @Published var rows: [AnyView] = []
    @Published var revision = 0
    func load(_ preferences: [PreferenceRow]) {
        rows = preferences.map(PreferenceScreen.makeRow(for:))
    }
}

struct PreferenceScreen: View {
    @StateObject private var model = PreferenceRowsModel()
    var body: some View {
        List {
            Text("Revision \(model.revision)")
            ForEach(model.rows.indices, id: \.self) { index in
                model.rows[index]
            }
        }
    }

    static func makeRow(for row: PreferenceRow) -> AnyView {
        switch row {
        case let .toggle(title, read, write):
            return AnyView(Toggle(title, isOn: Binding(get: { read() }, set: { write($0) })))
        }
    }
}
