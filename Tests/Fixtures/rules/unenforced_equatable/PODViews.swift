import SwiftUI

/// Only Int and Bool fields: SwiftUI compares it bit by bit and ignores the custom `==`
/// unless the view is wrapped in `.equatable()`.
struct ScoreBadge: View, Equatable {
    let score: Int
    let isHighlighted: Bool

    static func == (lhs: ScoreBadge, rhs: ScoreBadge) -> Bool {
        lhs.score / 10 == rhs.score / 10
    }

    var body: some View {
        Text("\(score / 10 * 10)+")
            .bold(isHighlighted)
    }
}

enum Trend { case up, down, flat }

/// POD through a payload-free enum and a Double; `==` declared in an extension.
struct TrendArrow: View {
    let trend: Trend
    let magnitude: Double

    var body: some View {
        Image(systemName: trend == .up ? "arrow.up" : trend == .down ? "arrow.down" : "arrow.right")
            .opacity(magnitude)
    }
}

extension TrendArrow: Equatable {
    static func == (lhs: TrendArrow, rhs: TrendArrow) -> Bool {  // expect: equatable_ignores_input@17
        lhs.trend == rhs.trend
    }
}

struct ScoreboardView: View {
    @State private var score = 0
    @State private var trend = Trend.flat

    var body: some View {
        VStack {
            ScoreBadge(score: score, isHighlighted: score > 50)  // expect: unenforced_equatable@13
            TrendArrow(trend: trend, magnitude: 1)  // expect: unenforced_equatable@13
                .padding()
            ScoreBadge(score: score, isHighlighted: false)
                .equatable()
            EquatableView(content: ScoreBadge(score: score, isHighlighted: true))
            EquatableView(content: TrendArrow(trend: trend, magnitude: 0.5))
            Button("Score") { score += 7 }
        }
    }
}
