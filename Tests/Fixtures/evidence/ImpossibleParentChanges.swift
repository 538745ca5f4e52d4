import SwiftUI
import UIKit

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
                    NavigationLink("Chime", destination: ChimeScreen(title: "Chime".uppercased()))
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

final class Chime: ObservableObject {
    @Published var rings = 0
}

// Built once, by a body that runs once: its `title` is passed once too.
struct ChimeScreen: View {
    @ObservedObject var chime = Chime()
    let title: String

    var body: some View {
        Button("\(title) \(chime.rings)") { chime.rings += 1 }
    }
}

struct Entry: Hashable {
    var title: String
}

struct EntryList: View {
    let entries: [Entry]

    var body: some View {
        List {
            ForEach(entries.indices, id: \.self) { index in
                Text(entries[index].title)
            }
        }
    }
}

final class Presenter {
    weak var navigationController: UINavigationController?

    func push<Content: View>(_ view: Content) {
        navigationController?.pushViewController(UIHostingController(rootView: view), animated: true)
    }
}

// `EntryList` is made when the button's action runs and handed to UIKit: no body builds it again.
struct EntriesScreen: View {
    let presenter: Presenter
    @State private var entries = [Entry(title: "First"), Entry(title: "Second")]

    var body: some View {
        Button("Open \(entries.count)") {
            presenter.push(EntryList(entries: entries))
        }
    }
}
