import SwiftUI

final class Session: ObservableObject {
    @Published var title = ""
    @Published var custom = false
}

/// A title field on both sides of `if #available`: the side built never changes while the app
/// runs, so the newer one is hosted, never flipped (and, the older deciding the same, not named).
struct TabTitle: View {
    @ObservedObject var session: Session
    var isSelected: Bool

    var body: some View {
        let title = Binding<String>(get: { session.title }, set: { session.title = $0; session.custom = true })
        HStack {
            if #available(macOS 14, *) {
                TextField("Name", text: title)
            } else {
                TextField("Name", text: title)
                    .padding(.leading, -8)
            }
            if isSelected { Image(systemName: "checkmark") }
        }
    }
}
