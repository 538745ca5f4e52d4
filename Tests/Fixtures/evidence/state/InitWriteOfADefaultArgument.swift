import SwiftUI

// Every construction passes the value the state has by default: the write is dropped, but it
// would have written the default anyway, so the view shows the same.
struct SetCounter: View {
    @State private var sets = 3

    init(planned: Int) {
        self.sets = planned
    }

    var body: some View {
        Stepper("Sets: \(sets)", value: $sets)
    }
}

struct Workout: View {
    @State private var note = ""

    var body: some View {
        List {
            TextField("Note", text: $note)
            SetCounter(planned: 3)
            SetCounter(planned: 1 + 2)
        }
    }
}

// A view with two initializers: `Lane(name:)` runs the other one, so what `init(start:)` writes
// first is known only for the construction that calls it, and nothing is computed.
struct Lane: View {
    @State private var laps = 0
    let name: String

    init(start: Int = 0) {
        self.name = "Lane"
        self.laps = start
    }

    init(name: String) {
        self.name = name
    }

    var body: some View {
        Text("\(name): \(laps)")
    }
}

struct Pool: View {
    @State private var note = ""

    var body: some View {
        VStack {
            TextField("Note", text: $note)
            Lane()
            Lane(name: "Outer")
        }
    }
}
