import SwiftUI

/// The app target deploys to iOS 18, overriding the project's iOS 15: its closures capture only
/// the row's `chore`, an object, so from iOS 17 on each new binding equals the last one.
struct AgendaView: View {
    let chores: [Chore]
    @State private var taps = 0

    var body: some View {
        VStack {
            ForEach(chores, id: \.name) { chore in
                ChoreRow(done: Binding(get: { chore.done }, set: { chore.done = $0 })) // expect: closure_binding@32 refuted
            }
            Button("Tapped \(taps)") { taps += 1 }
        }
    }
}
