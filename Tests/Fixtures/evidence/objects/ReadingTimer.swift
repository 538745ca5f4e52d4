import SwiftUI

/// Makes a `ReadingTicker` (declared in another file) on every build of the view.
struct ReadingTimer: View {
    @ObservedObject var ticker = ReadingTicker()
    var body: some View { Text("\(ticker.elapsed) s") }
}

struct ReadingTimerScreen: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            ReadingTimer()
            Button("Tapped \(taps)") { taps += 1 }
        }
    }
}
