import SwiftUI

// A badge that copies the score it is given into its own state: when the match's points change,
// the badge keeps showing the first score.
struct GoalTally: View {
    @State private var score: Int

    init(score: Int) {
        _score = State(initialValue: score)
    }

    var body: some View {
        Text("\(score)")
            .font(.largeTitle)
    }
}

struct Scoreboard: View {
    @State private var points = 0

    var body: some View {
        VStack {
            GoalTally(score: points)
            Button("Goal") { points += 1 }
        }
    }
}
