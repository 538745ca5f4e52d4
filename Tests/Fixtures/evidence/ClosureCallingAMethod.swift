import SwiftUI

// A sibling closure that calls a method of the view captures `self`: the row is given a new
// closure on every parent update, so it runs again with `$value` too.
struct CounterRow: View {
    @Binding var value: Int
    let onReset: () -> Void

    var body: some View {
        Button("Value \(value)", action: onReset)
    }
}

struct CounterScreen: View {
    @State private var value = 0
    @State private var taps = 0

    var body: some View {
        VStack {
            CounterRow(value: Binding(get: { value }, set: { value = $0 }), onReset: { reset() })
            Button("Tapped \(taps)") { taps += 1 }
        }
    }

    private func reset() {
        value = 0
    }
}
