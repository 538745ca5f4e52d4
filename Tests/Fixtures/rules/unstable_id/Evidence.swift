import SwiftUI

/// `.id(UUID())` on a view with `@State` and a task (docs/SWIFTUI-MODEL.md rules 33, 40-41, E18): every
/// update of the enclosing view makes a new identity, destroying the state and restarting the task.
struct ProfileScreen: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
            DraftEditor(title: "Bio")
                .id(UUID())  // expect: unstable_id@18 confirmed
            Button("Refresh") { refreshes += 1 }
        }
    }
}

struct DraftEditor: View {
    let title: String
    @State private var draft = ""

    var body: some View {
        TextField(title, text: $draft)
            .task { print("load draft") }
    }
}
