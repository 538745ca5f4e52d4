import SwiftUI

@Observable
final class ThreadModel {
    var senderIsMuted = false

    func loadSenderStatus() async {
        try? await Task.sleep(for: .milliseconds(300))
        senderIsMuted = true
    }
}

/// The menu's items load what they show into the row's model: the row keeps the result after
/// the menu closes, so `.task` on the items would cancel a load the row still wants.
struct ThreadRow: View {
    let subject: String
    @State private var model = ThreadModel()

    var body: some View {
        Text(subject)
            .contextMenu {
                Button(model.senderIsMuted ? "Unmute Sender" : "Mute Sender") {}
                    .onAppear {
                        Task { await model.loadSenderStatus() }
                    }
            }
    }
}

/// A `Menu`'s items doing the same with a model the view is given.
struct ThreadActions: View {
    let model: ThreadModel

    var body: some View {
        Menu("Actions") {
            Button("Mute Sender") {}
                .onAppear {
                    Task { await model.loadSenderStatus() }
                }
        }
    }
}

/// On the view itself, with work that goes only to a model it is given: the model's owner keeps it.
struct SenderBell: View {
    @Bindable var model: ThreadModel

    var body: some View {
        Image(systemName: model.senderIsMuted ? "bell.slash" : "bell")
            .onAppear {
                Task { await model.loadSenderStatus() }
            }
    }
}

/// The same work into the view's own model: it goes away with the view.
struct SenderScreen: View {
    @State private var model = ThreadModel()

    var body: some View {
        Text(model.senderIsMuted ? "Muted" : "Not muted")
            .onAppear {
                Task { await model.loadSenderStatus() }
            }
    }
}

enum NoteSuggestions {
    static func first() async -> String? {
        try? await Task.sleep(for: .milliseconds(300))
        return "Muted for now"
    }
}

/// Work that writes the view's own state as well as a binding it is given: the view's part goes
/// with it, so the experiment decides.
struct SenderNote: View {
    @Binding var note: String
    @State private var draft = ""

    var body: some View {
        TextField("Note", text: $draft)
            .onAppear {
                Task {
                    draft = await NoteSuggestions.first() ?? ""
                    note = draft
                }
            }
    }
}

/// A model the view makes in its own `init`: it goes away with the view, so the experiment decides.
struct MuteScreen: View {
    let model: ThreadModel

    init() {
        model = ThreadModel()
    }

    var body: some View {
        Text(model.senderIsMuted ? "Muted" : "Not muted")
            .onAppear {
                Task { await model.loadSenderStatus() }
            }
    }
}

/// A model the view's `init` takes from its parent: the parent keeps it.
struct MuteBadge: View {
    let model: ThreadModel

    init(model: ThreadModel) {
        self.model = model
    }

    var body: some View {
        Image(systemName: model.senderIsMuted ? "bell.slash" : "bell")
            .onAppear {
                Task { await model.loadSenderStatus() }
            }
    }
}

/// A row handing its result to a closure its parent gives (a size for the parent's cache): the
/// parent keeps what the work produces, in a detached task that keeps the walk off the main actor.
struct SizeRow: View {
    let name: String
    let onSizeCalculated: @MainActor @Sendable (Int) -> Void

    var body: some View {
        Text(name)
            .onAppear {
                Task.detached(priority: .utility) {
                    let size = name.utf8.count
                    await MainActor.run { onSizeCalculated(size) }
                }
            }
    }
}

/// A private method whose only write goes to a model the view is given: the work goes to the model.
struct MuteSummary: View {
    let model: ThreadModel

    var body: some View {
        Text(model.senderIsMuted ? "Muted" : "Not muted")
            .onAppear {
                Task { await refresh() }
            }
    }

    private func refresh() async {
        await model.loadSenderStatus()
    }
}
