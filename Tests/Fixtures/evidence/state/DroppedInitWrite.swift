import SwiftUI

// A counter whose start value is written in `init` to a state that already has a default: the
// write is dropped and the counter starts from 0.
struct LapTally: View {
    @State private var laps = 0

    init(start: Int) {
        self.laps = start
    }

    var body: some View {
        Button("Laps: \(laps)") { laps += 1 }
    }
}

struct RaceTrack: View {
    @State private var weather = "dry"

    var body: some View {
        VStack {
            Text(weather)
            LapTally(start: 5)
        }
    }
}
