import SwiftUI

struct HabitListView: View {
    @ObservedObject var store: HabitStore
    @State private var newTitle = ""

    var body: some View {
        NavigationStack {
            List {
                // Rows are keyed by position: insert a habit at the top and every row's
                // @State (the expanded note) now belongs to the habit below it.
                ForEach(store.habits.indices, id: \.self) { index in
                    HabitRow(habit: $store.habits[index])
                }
                Section("New") {
                    TextField("Title", text: $newTitle)
                    Button("Add") {
                        store.add(newTitle)
                        newTitle = ""
                    }
                    .disabled(newTitle.isEmpty)
                }
            }
            .navigationTitle("Habits")
        }
    }
}

struct HabitRow: View {
    @Binding var habit: Habit
    @State private var showsNote = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle(habit.title, isOn: $habit.isDone)
            if showsNote {
                Text("Streak: \(habit.streak) days")
                    .font(.caption)
            }
        }
        .onTapGesture { showsNote.toggle() }
    }
}
