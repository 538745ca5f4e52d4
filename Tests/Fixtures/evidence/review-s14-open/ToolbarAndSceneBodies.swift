import SwiftUI

// Code in a `ToolbarContent`'s and an `App`'s members: the engine does not model when SwiftUI
// runs those bodies again, and the reason says so rather than that nothing re-runs the code.
@Observable final class Journal {
    var entries: [String] = []
    var draft = ""
}

@Observable final class Navigator {
    var path: [String] = []
}

struct EntryList: View {
    @Binding var chosen: String
    let entries: [String]

    var body: some View {
        List(entries, id: \.self) { entry in
            Button(entry) { chosen = entry }
        }
    }
}

struct EntryOpener: View {
    let title: String
    @Environment(Navigator.self) private var navigator

    var body: some View {
        Button(title) { navigator.path.append(title) }
    }
}

struct EditorToolbar: ToolbarContent {
    @Bindable var journal: Journal

    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            entryMenu
        }
    }

    private var entryMenu: some View {
        EntryList(chosen: Binding(
            get: { journal.draft },
            set: { journal.draft = $0.uppercased() }
        ), entries: journal.entries)
    }
}

@main
struct JournalApp: App {
    @State private var journal = Journal()

    var body: some Scene {
        WindowGroup {
            Text("\(journal.entries.count)")
        }
        extraWindows
    }

    private var extraWindows: some Scene {
        Window("Entries", id: "entries") {
            EntryOpener(title: journal.draft)
                .environment(Navigator())
        }
    }
}
