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
