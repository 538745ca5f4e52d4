import SwiftUI

/// The widget target sets no deployment target: it takes the project's iOS 15, where a new
/// `Binding(get:set:)` is unequal to the last one whatever its closures capture.
struct ChoreWidgetView: View {
    let chores: [Chore]
    @State private var taps = 0

    var body: some View {
        VStack {
            ForEach(chores, id: \.name) { chore in
                ChoreRow(done: Binding(get: { chore.done }, set: { chore.done = $0 })) // expect: closure_binding@32 confirmed
            }
            Button("Tapped \(taps)") { taps += 1 }
        }
    }
}
