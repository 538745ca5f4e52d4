import SwiftUI

// The flagged code sits under a condition on a value the engine cannot compute (a property
// wrapper of the app's own). It must be decided holding that condition, and say so, or stay
// inconclusive; it is never refuted because the branch was not taken.
@propertyWrapper
struct Persisted<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    var wrappedValue: Value { defaultValue }
    init(wrappedValue: Value, _ key: String) { self.key = key; self.defaultValue = wrappedValue }
}

enum EntryMode { case browse, add }

struct Entry: Identifiable {
    let id: Int
    var title: String
}

struct EntryRow: View {
    let entry: Entry
    @State private var expanded = false

    var body: some View {
        Text(entry.title).onTapGesture { expanded.toggle() }
    }
}

struct EntryList: View {
    @Persisted("mode") var mode: EntryMode = .browse
    @State private var entries: [Entry] = []

    var body: some View {
        List {
            if mode == .add {
                ForEach(entries.indices, id: \.self) { index in
                    EntryRow(entry: entries[index])
                }
            }
            Button("Add") { entries.insert(Entry(id: entries.count, title: "New"), at: 0) }
        }
    }
}
