import SwiftUI

// Changes no code in the project can make are not drivers: a parent whose body runs once per
// view never builds its child again, and a field the child's own `init()` computes is passed
// by no parent.

final class Metronome: ObservableObject {
    @Published var beats = 0

    func tick() { beats += 1 }
}

struct MetronomeScreen: View {
    @ObservedObject var metronome = Metronome()

    var body: some View {
        Button("Beat \(metronome.beats)") { metronome.tick() }
    }
}

final class DayPlanner: ObservableObject {
    @Published var day = Date()
}

struct DayScreen: View {
    @ObservedObject var planner = DayPlanner()

    var window: ClosedRange<Date>?

    init() {
        window = planner.day.addingTimeInterval(-86_400)...planner.day.addingTimeInterval(86_400)
    }

    var body: some View {
        DatePicker("Day", selection: $planner.day, displayedComponents: .date)
    }
}

// Keeps nothing, reads nothing from outside: its body runs once per view.
struct ToolsMenu: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Tools") {
                    NavigationLink("Metronome", destination: MetronomeScreen())
                    NavigationLink("Day", destination: DayScreen())
                }
            }
        }
    }
}

final class Stopwatch: ObservableObject {
    @Published var seconds = 0

    func start() { seconds = 0 }
}

struct TimerScreen: View {
    @ObservedObject var stopwatch = Stopwatch()

    var body: some View {
        Button("\(stopwatch.seconds) s") { stopwatch.start() }
    }
}

// A state of its own: each of its body runs builds `TimerScreen` again.
struct TimerTab: View {
    @State private var laps = 0

    var body: some View {
        VStack {
            TimerScreen()
            Button("Lap \(laps)") { laps += 1 }
        }
    }
}
