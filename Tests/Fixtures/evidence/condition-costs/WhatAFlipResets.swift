import SwiftUI

// What a flip really costs: a switched part with no state or task is only made anew; one that
// holds them loses them. `.hidden()` has a one-view form in `.opacity`; a style modifier none.
// A condition whose every value is written only by a `.task` (through a private function, in
// `withAnimation`) flips once; a button calling the same function flips it at any time.

extension View {
    @ViewBuilder
    func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct ChoiceRow: View {
    let title: String
    let isSelected: Bool

    var body: some View {
        HStack {
            Text(title)
            Image(systemName: "checkmark")
                .if(!isSelected) { $0.hidden() }
        }
    }
}

struct ChoiceList: View {
    @State private var selection = "A"

    var body: some View {
        ForEach(["A", "B"], id: \.self) { title in
            ChoiceRow(title: title, isSelected: title == selection)
                .onTapGesture { selection = title }
        }
    }
}

struct Ticker: View {
    @State private var ticks = 0

    var body: some View {
        Text("\(ticks)")
            .task { ticks += 1 }
    }
}

struct TickerPanel: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Ticker()
                .if(compact) { $0.padding(4) }
            Button("Compact") { compact.toggle() }
        }
    }
}

struct FilterBar: View {
    @State private var showAll = false

    var body: some View {
        if showAll {
            filterButton
        } else {
            filterButton.buttonStyle(.borderedProminent)
        }
    }

    var filterButton: some View {
        Button("Filter") { showAll.toggle() }
    }
}

struct EntryDetails: View {
    @State private var chapter: String?
    @State private var loaded = false

    var body: some View {
        Text(chapter ?? "Loading")
            .if(loaded && chapter != nil) { $0.underline() }
            .task { await load() }
    }

    private func load() async {
        let found = await fetchChapter()
        withAnimation {
            chapter = found
            loaded = true
        }
    }

    func fetchChapter() async -> String? { "One" }
}

struct ReloadableDetails: View {
    @State private var chapter: String?
    @State private var loaded = false

    var body: some View {
        VStack {
            Text(chapter ?? "Loading")
                .if(loaded && chapter != nil) { $0.underline() }
            Button("Reload") { Task { await load() } }
        }
        .task { await load() }
    }

    private func load() async {
        let found = await fetchChapter()
        withAnimation {
            chapter = found
            loaded = true
        }
    }

    func fetchChapter() async -> String? { nil }
}

struct KeyedDetails: View {
    let key: String
    @State private var chapter: String?
    @State private var loaded = false

    var body: some View {
        Text(chapter ?? "Loading")
            .if(loaded && chapter != nil) { $0.underline() }
            .task(id: key) {
                chapter = await fetchChapter(key)
                loaded = true
            }
    }

    func fetchChapter(_ key: String) async -> String? { key.isEmpty ? nil : key }
}

struct Framed<Content: View>: View {
    let content: () -> Content
    @State private var framed = false

    var body: some View {
        let inner = content()
        inner
            .if(framed) { $0.border(.gray) }
            .onTapGesture { framed.toggle() }
    }
}

/// A scrolling list of notes, framed while editing: SwiftUI's `ScrollView` keeps its scroll
/// position, which a new identity resets, though no project state is in it.
struct NotesPane: View {
    let notes: [String]
    @State private var editing = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(notes, id: \.self) { Text($0) }
            }
        }
        .if(editing) { $0.border(.blue) }
        .toolbar { Button("Edit") { editing.toggle() } }
    }
}
