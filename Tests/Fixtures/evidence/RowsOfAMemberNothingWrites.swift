import SwiftUI

// Rows keyed by position over a member that keeps the value its holder was made with: a `var`
// of a value no code writes (open: another value may take its holder's place), and a member
// computed from a `let` of an object a `@StateObject` holds for the view's life (fixed).
enum Mood: String, CaseIterable { case calm = "🙂", glad = "😀", proud = "😎" }

struct MoodPanelState: Equatable {
    var isExpanded = false
    var moods: [Mood]

    init(isExpanded: Bool = false, moods: [Mood] = Mood.allCases) {
        self.isExpanded = isExpanded
        self.moods = moods
    }
}

struct MoodFan: View {
    let panel: MoodPanelState

    var body: some View {
        ForEach(Array(panel.moods.enumerated()), id: \.offset) { index, mood in
            Text(mood.rawValue).offset(x: CGFloat(index) * 24)
        }
    }
}

struct MoodScreen: View {
    @State private var panel = MoodPanelState()

    var body: some View {
        MoodFan(panel: panel)
        Button("Expand") { panel.isExpanded.toggle() }
    }
}

final class MonthGridModel: ObservableObject {
    @Published var highlightedDay = 0
    private let calendar: Calendar

    init(calendar: Calendar) { self.calendar = calendar }

    var dayInitials: [String] { calendar.veryShortWeekdaySymbols }
}

struct MonthGridHeader: View {
    @StateObject private var grid: MonthGridModel

    init(calendar: Calendar) {
        _grid = StateObject(wrappedValue: MonthGridModel(calendar: calendar))
    }

    var body: some View {
        HStack {
            ForEach(Array(grid.dayInitials.enumerated()), id: \.offset) { _, initial in
                Text(initial)
            }
        }
        Button("Next \(grid.highlightedDay)") { grid.highlightedDay += 1 }
    }
}
