import SwiftUI

struct StatsView: View {
    @ObservedObject var store: HabitStore
    @State private var range = 7

    var body: some View {
        VStack(spacing: 16) {
            Picker("Range", selection: $range) {
                Text("Week").tag(7)
                Text("Month").tag(30)
            }
            .pickerStyle(.segmented)

            // A fresh UUID on every body run: the chart's identity changes each time, so its
            // @State (the selected bar) resets and its .task restarts.
            StreakChart(habits: store.habits)
                .id(UUID())

            summary

            ForEach(store.habits) { habit in
                StreakBadge(count: habit.streak, highlighted: habit.isDone)
            }
        }
        .padding()
    }

    /// Erasing to AnyView where a @ViewBuilder would keep the types: when the branch flips,
    /// the whole subtree is replaced and its state is lost.
    var summary: AnyView {
        if store.habits.allSatisfy(\.isDone) {
            return AnyView(Text("All done today").font(.headline))
        } else {
            return AnyView(ProgressView(value: progress))
        }
    }

    private var progress: Double {
        guard !store.habits.isEmpty else { return 0 }
        return Double(store.habits.filter(\.isDone).count) / Double(store.habits.count)
    }
}

struct StreakChart: View {
    let habits: [Habit]
    @State private var selected: Habit.ID?

    var body: some View {
        HStack(alignment: .bottom) {
            ForEach(habits) { habit in
                Rectangle()
                    .fill(habit.id == selected ? Color.accentColor : Color.gray)
                    .frame(width: 12, height: CGFloat(habit.streak * 4 + 4))
                    .onTapGesture { selected = habit.id }
            }
        }
        .task { await loadHistory() }
    }

    private func loadHistory() async {}
}

/// Only Int and Bool fields: SwiftUI compares this view bit by bit and never calls the
/// custom `==` unless the view is wrapped in `.equatable()`.
struct StreakBadge: View, Equatable {
    let count: Int
    let highlighted: Bool

    static func == (lhs: StreakBadge, rhs: StreakBadge) -> Bool {
        lhs.count == rhs.count
    }

    var body: some View {
        Text("\(count)🔥")
            .padding(4)
            .background(highlighted ? Color.orange.opacity(0.3) : Color.clear)
    }
}
