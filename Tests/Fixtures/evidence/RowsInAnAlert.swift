import SwiftUI

// Rows keyed by position that are an alert's or a confirmation dialog's actions: SwiftUI shows
// them as platform alert buttons, which keep no state and play no animation (model rule 53),
// unless the rows hold a text field, which keeps what is typed with its row.

struct Destination: Identifiable {
    let id: UUID
    var name: String
}

/// Offers the recent destinations as an alert's buttons; a new one may arrive at the front.
struct SendToAlert: View {
    @State private var destinations: [Destination] = []
    @State private var isAsking = false
    @Binding var chosen: Destination?

    var body: some View {
        Button("Send") { isAsking = true }
            .alert("Send to", isPresented: $isAsking) {
                ForEach(Array(destinations.enumerated()), id: \.offset) { _, destination in
                    Button(destination.name) { chosen = destination }
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Pick a destination")
            }
            .task { destinations.insert(Destination(id: UUID(), name: "Inbox"), at: 0) }
    }
}

/// The same choices in a confirmation dialog, passed as `actions:`.
struct MoveToDialog: View {
    @State private var folders: [Destination] = []
    @State private var isAsking = false
    @Binding var chosen: Destination?

    var body: some View {
        Button("Move") { isAsking = true }
            .confirmationDialog("Move to", isPresented: $isAsking, actions: {
                ForEach(folders.indices, id: \.self) { index in
                    Button(folders[index].name) { chosen = folders[index] }
                }
            })
            .onAppear { folders.insert(Destination(id: UUID(), name: "Archive"), at: 0) }
    }
}

/// An alert whose rows are text fields: each keeps what is typed with its row.
struct RenameAlert: View {
    @State private var names: [Destination] = []
    @State private var isRenaming = false

    var body: some View {
        Button("Rename") { isRenaming = true }
            .alert("Rename", isPresented: $isRenaming) {
                ForEach(names.indices, id: \.self) { index in
                    TextField("Name", text: $names[index].name)
                }
            }
            .task { names.insert(Destination(id: UUID(), name: "New"), at: 0) }
    }
}

/// The alert's buttons built by a helper property the file uses only in the alert.
struct ShareAlert: View {
    @State private var targets: [Destination] = []
    @State private var isSharing = false

    var body: some View {
        Button("Share") { isSharing = true }
            .alert("Share to", isPresented: $isSharing) { targetButtons }
            .task { targets.insert(Destination(id: UUID(), name: "Feed"), at: 0) }
    }

    @ViewBuilder
    var targetButtons: some View {
        ForEach(targets.indices, id: \.self) { index in
            Button(targets[index].name) {}
        }
    }
}

/// The same helper also shown in the screen itself, where its rows are laid out as views.
struct ShareScreen: View {
    @State private var targets: [Destination] = []
    @State private var isSharing = false

    var body: some View {
        VStack {
            targetButtons
            Button("Share") { isSharing = true }
        }
        .alert("Share to", isPresented: $isSharing) { targetButtons }
        .task { targets.insert(Destination(id: UUID(), name: "Feed"), at: 0) }
    }

    @ViewBuilder
    var targetButtons: some View {
        ForEach(targets.indices, id: \.self) { index in
            Button(targets[index].name) {}
        }
    }
}
