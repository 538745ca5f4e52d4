import SwiftUI

/// A POD view whose `==` ignores a field (docs/SWIFTUI-MODEL.md rules 5, 7, E12): without `.equatable()`
/// SwiftUI compares bits, so every change of `pulse` re-runs its body; a non-POD view (a String
/// field, rule 6) already has its `==` used, so the engine refutes that finding.
struct Dashboard: View {
    @State private var score = 0
    @State private var pulse = 0

    var body: some View {
        VStack {
            ScoreBadge(score: score, pulse: pulse)  // expect: unenforced_equatable@13 confirmed
            TitledScore(title: "Score", score: score)  // expect: unenforced_equatable@13 refuted
        }
    }
}

struct ScoreBadge: View, Equatable {
    let score: Int
    let pulse: Int

    static func == (lhs: ScoreBadge, rhs: ScoreBadge) -> Bool {
        lhs.score == rhs.score
    }

    var body: some View {
        Text("\(score)")
    }
}

struct TitledScore: View, Equatable {
    let title: String
    let score: Int

    static func == (lhs: TitledScore, rhs: TitledScore) -> Bool {  // expect: equatable_ignores_input@17
        lhs.score == rhs.score
    }

    var body: some View {
        Text("\(title): \(score)")
    }
}
