import Foundation
import SwiftUI

struct Habit: Identifiable, Hashable {
    let id: UUID
    var title: String
    var isDone: Bool
    var streak: Int
}

/// The app's model. Not view code: nothing here is linted as a view.
final class HabitStore: ObservableObject {
    @Published var habits: [Habit] = [
        Habit(id: UUID(), title: "Read", isDone: false, streak: 3),
        Habit(id: UUID(), title: "Walk", isDone: true, streak: 12),
        Habit(id: UUID(), title: "Stretch", isDone: false, streak: 0),
    ]
    @Published var showsCompleted = true

    func add(_ title: String) {
        habits.insert(Habit(id: UUID(), title: title, isDone: false, streak: 0), at: 0)
    }

    /// A binding factory in a model type is fine: it is built once per call, not per body run.
    func binding(for habit: Habit) -> Binding<Bool> {
        Binding(
            get: { self.habits.first(where: { $0.id == habit.id })?.isDone ?? false },
            set: { newValue in
                if let index = self.habits.firstIndex(where: { $0.id == habit.id }) {
                    self.habits[index].isDone = newValue
                }
            }
        )
    }
}
