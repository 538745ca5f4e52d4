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
