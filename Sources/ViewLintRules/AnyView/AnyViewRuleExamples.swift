import ViewLint

enum AnyViewRuleExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
            struct Inbox: View {
                let messages: [Message]
                var body: some View {
                    List {
                        ForEach(messages) { message in
                            ↓AnyView(MessageRow(message: message))
                        }
                    }
                }
            }
            """, evidence: .confirmed("a lazy container built its rows to count their views")),
        RuleExample("""
            struct Status: View {
                let isOnline: Bool
                var body: some View { badge }
                private var badge: ↓AnyView {
                    if isOnline { return AnyView(Circle().fill(.green)) }
                    return AnyView(Text("offline"))
                }
            }
            """, evidence: .refuted("replaced the subtree as often with the `@ViewBuilder` equivalent")),
        RuleExample("""
            extension View {
                func eraseToAnyView() -> ↓AnyView { AnyView(self) }
            }
            struct Row: View {
                var body: some View {
                    Text("Row").↓eraseToAnyView()
                }
            }
            """),
        RuleExample("""
            struct Screen: View {
                let header: ↓AnyView
                var body: some View { VStack { header; ↓AnyView(erasing: Text("Body")) } }
            }
            """),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
            struct Status: View {
                let isOnline: Bool
                var body: some View { badge }
                @ViewBuilder private var badge: some View {
                    if isOnline { Circle().fill(.green) } else { Text("offline") }
                }
            }
            """),
        RuleExample("""
            struct Shapes: View {
                let round: Bool
                var body: some View {
                    AnyShape(round ? AnyShape(Circle()) : AnyShape(Rectangle()))
                        .transition(AnyTransition.opacity)
                }
            }
            """),
        RuleExample("""
            protocol Poster { associatedtype Label: View; var label: Label { get } }
            struct PosterCell: View {
                let poster: any Poster
                var body: some View { AnyView(poster.label) }
            }
            """),
        RuleExample("""
            final class Router {
                func destination(for id: Int) -> AnyView { AnyView(Text("\\(id)")) }
            }
            """),
    ]
}
