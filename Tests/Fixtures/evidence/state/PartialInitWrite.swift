import SwiftUI

// A write to one element of a state in `init` changes part of it: what it leaves is never taken
// as a known value (here it writes what the element already holds), so nothing is claimed.
struct FlagPanel: View {
    @State private var flags = [false, true]

    init(first: Bool) {
        flags[0] = false
    }

    var body: some View {
        Toggle("First", isOn: $flags[0])
    }
}

struct FlagScreen: View {
    @State private var on = false
    var body: some View {
        FlagPanel(first: on)
        Button("Flip") { on.toggle() }
    }
}
