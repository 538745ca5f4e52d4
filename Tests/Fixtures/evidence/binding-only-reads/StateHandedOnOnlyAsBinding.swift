import SwiftUI

/// Whether a view's body runs again for a `@State` it never reads, only hands on as `$x`, is the
/// one point SwiftUI's code and the measurements disagree on (docs/SWIFTUI-MODEL.md §3g).
/// `ServerSettings` changes only such states, so its confirmation names that assumption;
/// `AccountSettings` also reads a model that publishes, which decides it without the assumption.
struct ServerSettings: View {
    @State private var name = ""
    @State private var confirmsDelete = false
    @State private var sharing = false

    var body: some View {
        List {
            NameRow(text: Binding(get: { name }, set: { name = $0 }))
            Button("Delete") { confirmsDelete = true }
                .confirmationDialog("Delete this server?", isPresented: $confirmsDelete) {
                    Button("Delete", role: .destructive) {}
                }
        }
        .sheet(isPresented: $sharing) {
            Text("Share")
        }
    }
}

final class AccountModel: ObservableObject {
    @Published var displayName = ""
    @Published var isSyncing = false
}

struct AccountSettings: View {
    @StateObject private var model = AccountModel()
    @State private var confirmsSignOut = false

    var body: some View {
        List {
            NameRow(text: Binding(get: { model.displayName }, set: { model.displayName = $0 }))
            Button("Sign out") { confirmsSignOut = true }
                .confirmationDialog("Sign out?", isPresented: $confirmsSignOut) {
                    Button("Sign out", role: .destructive) {}
                }
        }
    }
}

struct NameRow: View {
    @Binding var text: String

    var body: some View {
        TextField("Name", text: $text)
    }
}
