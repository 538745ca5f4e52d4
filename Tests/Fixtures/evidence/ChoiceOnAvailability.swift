import SwiftUI

final class Session: ObservableObject {
    @Published var title = ""
    @Published var custom = false
}

/// A title field written on both sides of `if #available`: which side is built never changes while
/// the app runs, so the newer side is hosted and named as an assumption, never flipped as a driver.
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
