import Combine
import SwiftUI

// An object made anew on every build of its view loses what it changed since it was made: the
// summary names those `var`s. One whose `var`s change only through what its `init` sets up
// (a subscription) sets that up again, and one that changes nothing after `init` starts as
// the old one did: neither loss is claimed. A superclass's state is an assumption, named.
final class ReadingDraft: ObservableObject {
    @Published var note = ""
    let title: String
    init(title: String) { self.title = title }
}

final class ReadingClock: ObservableObject {
    @Published var now = Date()
    init(ticks: AnyPublisher<Date, Never>) { ticks.assign(to: &$now) }
}

final class ReadingGreeting: ObservableObject {
    @Published var text: String
    init(name: String) { text = "Hello, \(name)" }
}

class ReadingBase: ObservableObject {
    @Published var isLoaded = false
    func load() { isLoaded = true }
}

final class ReadingShelf: ReadingBase {}

struct ReadingNote: View {
    @ObservedObject private var draft: ReadingDraft
    init(title: String) { draft = ReadingDraft(title: title) }
    var body: some View { TextField(draft.title, text: $draft.note) }
}

struct ReadingClockFace: View {
    @ObservedObject private var clock: ReadingClock
    init(ticks: AnyPublisher<Date, Never>) { clock = ReadingClock(ticks: ticks) }
    var body: some View { Text(clock.now, style: .time) }
}

struct ReadingHello: View {
    @ObservedObject private var greeting: ReadingGreeting
    init(name: String) { greeting = ReadingGreeting(name: name) }
    var body: some View { Text(greeting.text) }
}

struct ReadingShelfView: View {
    @ObservedObject var shelf = ReadingShelf()
    var body: some View { Text(shelf.isLoaded ? "Loaded" : "Loading") }
}

struct ReadingScreen: View {
    @State private var taps = 0
    let ticks: AnyPublisher<Date, Never>

    var body: some View {
        VStack {
            ReadingNote(title: "Dune")
            ReadingClockFace(ticks: ticks)
            ReadingHello(name: "Ada")
            ReadingShelfView()
            Button("Tapped \(taps)") { taps += 1 }
        }
    }
}
