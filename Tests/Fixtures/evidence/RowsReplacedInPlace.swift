import SwiftUI

// A private `@State` array changed only by putting an element back where it was: no row is
// inserted, removed or moved, so "an insert at the front" is no change this code can make.

struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct ChoreChecklist: View {
    @State private var chores: [Chore]

    init(chores: [Chore]) {
        _chores = State(initialValue: chores)
    }

    var body: some View {
        List {
            ForEach(chores.indices, id: \.self) { index in
                Button(chores[index].title) {
                    var chore = chores[index]
                    chore.done.toggle()
                    chores[index] = chore
                }
            }
        }
    }
}

// The same rows, but the list also grows: rows move under their offsets.
struct GrowingChecklist: View {
    @State private var chores = [Chore(id: 1, title: "Dishes")]

    var body: some View {
        List {
            ForEach(chores.indices, id: \.self) { index in
                Text(chores[index].title)
            }
            Button("Add") { chores.insert(Chore(id: chores.count + 1, title: "New"), at: 0) }
        }
    }
}

// Every write puts back the element with the same `id` where it was found, or changes a member
// of an element: each row keeps showing its element.
struct SyncedChecklist: View {
    @State private var chores: [Chore] = []

    var body: some View {
        List {
            ForEach(chores.indices, id: \.self) { index in
                Button(chores[index].title) { chores[index].done = true }
            }
        }
        .task {
            var synced = Chore(id: 1, title: "Dishes")
            synced.done = true
            if let index = chores.firstIndex(where: { $0.id == synced.id }) {
                chores[index] = synced
            }
        }
    }
}

// Put back where another element's title matched: the element written may be another one.
struct RenamedChecklist: View {
    @State private var chores: [Chore] = []

    var body: some View {
        List {
            ForEach(chores.indices, id: \.self) { index in
                Text(chores[index].title)
            }
        }
        .task {
            let renamed = Chore(id: 9, title: "Dishes")
            if let index = chores.firstIndex(where: { $0.title == renamed.title }) {
                chores[index] = renamed
            }
        }
    }
}
