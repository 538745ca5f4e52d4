import ViewLint

enum UnenforcedEquatableRuleExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
            struct ScoreBadge: View, Equatable {
                let score: Int
                static func == (lhs: ScoreBadge, rhs: ScoreBadge) -> Bool { lhs.score / 10 == rhs.score / 10 }
                var body: some View { Text("\\(score / 10 * 10)+") }
            }
            struct Board: View {
                @State private var score = 0
                var body: some View {
                    ↓ScoreBadge(score: score)
                }
            }
            """, evidence: .confirmed("`ScoreBadge.body` ran 10 of 10 updates (the parent giving values `==` calls equal: `score` grows by 1 each update); with `.equatable()`: 1 of 10")),
        RuleExample("""
            struct Dial: View {
                let level: Double
                var body: some View { Gauge(value: level) { Text("Level") } }
            }
            extension Dial: Equatable {
                static func == (lhs: Dial, rhs: Dial) -> Bool { Int(lhs.level * 10) == Int(rhs.level * 10) }
            }
            struct Panel: View {
                let level: Double
                var body: some View {
                    ↓Dial(level: level)
                        .padding()
                }
            }
            """),
        RuleExample("""
            struct Lap: View, Equatable {
                let lap: Int
                static func ↓== (lhs: Lap, rhs: Lap) -> Bool { lhs.lap == rhs.lap }
                var body: some View { Text("Lap \\(lap)") }
            }
            """, evidence: .refuted("called no different value equal")),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
            struct ScoreBadge: View, Equatable {
                let score: Int
                static func == (lhs: ScoreBadge, rhs: ScoreBadge) -> Bool { lhs.score / 10 == rhs.score / 10 }
                var body: some View { Text("\\(score)") }
            }
            struct Board: View {
                @State private var score = 0
                var body: some View {
                    ScoreBadge(score: score).equatable()
                    EquatableView(content: ScoreBadge(score: score + 1))
                }
            }
            """),
        RuleExample("""
            struct ViewState: Equatable {
                var isLoading: Bool
                static func == (lhs: ViewState, rhs: ViewState) -> Bool { lhs.isLoading == rhs.isLoading }
            }
            struct Plain: View, Equatable {
                let value: Int
                var body: some View { Text("\\(value)") }
            }
            """),
    ]
}
