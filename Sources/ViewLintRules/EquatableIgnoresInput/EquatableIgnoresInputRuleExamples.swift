import ViewLint

enum EquatableIgnoresInputRuleExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
            struct ArticleRow: View, Equatable {
                let id: Int
                let title: String
                static func ↓== (lhs: ArticleRow, rhs: ArticleRow) -> Bool { lhs.id == rhs.id }
                var body: some View { Text(title) }
            }
            """, evidence: .confirmed("`ArticleRow.body` ran 0 of 10 updates, still showing the first `title` it read at line 5")),
        RuleExample("""
            struct Gauge: View, Equatable {
                let level: Int
                let limit: Int
                static func ↓== (lhs: Gauge, rhs: Gauge) -> Bool { lhs.level == rhs.level }
                var body: some View { Text(caption) }
                private var caption: String { "\\(level) of \\(limit)" }
            }
            struct Dashboard: View {
                @State private var level = 0
                @State private var limit = 10
                var body: some View {
                    Gauge(level: level, limit: limit).equatable()
                }
            }
            """, evidence: .confirmed("with `limit` compared in `==`: 10 of 10")),
        RuleExample("""
            struct Header: View, Equatable {
                let name: String
                var subtitle: String
                let onTap: () -> Void
                init(name: String, subtitle: String, onTap: @escaping () -> Void) {
                    self.name = name
                    self.subtitle = subtitle
                    self.onTap = onTap
                }
                static func ↓== (lhs: Self, rhs: Self) -> Bool {
                    lhs.name == rhs.name
                }
                var body: some View {
                    Button(action: onTap) {
                        VStack { Text(name); Text(subtitle) }
                    }
                }
            }
            """),
    ]

    static let nonTriggering: [RuleExample] = [
        // Wrappers update the view themselves; actions are left out of `==` by design.
        RuleExample("""
            struct ToggleRow: View, Equatable {
                let label: String
                @Binding var isOn: Bool
                @ObservedObject var model: RowModel
                let onChange: (Bool) -> Void
                static func == (lhs: ToggleRow, rhs: ToggleRow) -> Bool { lhs.label == rhs.label }
                var body: some View {
                    Toggle(label, isOn: $isOn).onChange(of: isOn) { onChange($0) }
                    Text(model.status)
                }
            }
            """),
        // Plain values only and no `.equatable()` use: SwiftUI never calls this `==`.
        RuleExample("""
            struct Score: View, Equatable {
                let points: Int
                let bonus: Int
                static func == (lhs: Score, rhs: Score) -> Bool { lhs.points == rhs.points }
                var body: some View { Text("\\(points + bonus)") }
            }
            """),
        // A property `body` never reads, and a constant.
        RuleExample("""
            struct Card: View, Equatable {
                let id: String
                let title: String
                let analyticsTag: String
                let placeholder = "Untitled"
                static func == (lhs: Card, rhs: Card) -> Bool { lhs.id == rhs.id && lhs.title == rhs.title }
                var body: some View { Text(title.isEmpty ? placeholder : title) }
            }
            """),
        // An `==` that hands the values on: what it compares is not known.
        RuleExample("""
            struct Badge: View, Equatable {
                let count: Int
                let color: Color
                static func == (lhs: Badge, rhs: Badge) -> Bool { sameBadge(lhs, rhs) }
                var body: some View { Text("\\(count)").foregroundStyle(color) }
            }
            """),
    ]
}
