import ViewLint

enum ConditionalModifierRuleExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
            struct TaskRow: View {
                let title: String
                @State private var isDone = false
                var body: some View {
                    ↓if isDone {
                        Text(title).strikethrough().foregroundStyle(.secondary)
                    } else {
                        Text(title)
                    }
                    Toggle("Done", isOn: $isDone)
                }
            }
            """, evidence: .confirmed("each of the 10 times `isDone` flipped, the view was made anew")),
        RuleExample("""
            extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            struct Card: View {
                @State private var isHighlighted = false
                var body: some View {
                    Text("Card")
                        .↓if(isHighlighted) { $0.shadow(radius: 8) }
                        .onTapGesture { isHighlighted.toggle() }
                }
            }
            """, evidence: .confirmed("each of the 10 times `isHighlighted` flipped, the view was made anew")),
        RuleExample("""
            extension View {
                @ViewBuilder func ifLet<Value, Content: View>(_ value: Value?, transform: (Self, Value) -> Content) -> some View {
                    if let value { transform(self, value) } else { self }
                }
            }
            struct Avatar: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @Binding var badge: String?
                var body: some View {
                    Circle()
                        .↓ifLet(badge) { view, text in view.overlay(Text(text)) }
                    ↓if sizeClass == .compact {
                        Circle().frame(width: 24)
                    } else {
                        Circle()
                    }
                    Color.clear.onAppear { glow = true }
                }
            }
            """),
    ]

    static let nonTriggering: [RuleExample] = [
        // The new identity is wanted: a `repeatForever` animation runs for the view's lifespan,
        // so taking the modifier's side away is what stops the pulse.
        RuleExample("""
            extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            struct LoadingDot: View {
                @Binding var failed: Bool
                @State private var pulsing = false
                var body: some View {
                    Circle()
                        .frame(width: 8, height: 8)
                        .scaleEffect(pulsing ? 1.4 : 1)
                        .if(!failed) { $0.animation(.easeInOut(duration: 0.6).repeatForever(), value: pulsing) }
                        .onAppear { pulsing = true }
                }
            }
            """),
        RuleExample("""
            struct Beacon: View {
                @Binding var active: Bool
                @State private var glow = false
                var body: some View {
                    if active {
                        Circle().opacity(glow ? 0.3 : 1).animation(.linear(duration: 1).repeatForever(), value: glow)
                    } else {
                        Circle()
                    }
                }
            }
            """),
        // The new identity is wanted: it makes `onAppear` run when the first tag is added.
        RuleExample("""
            struct TagEditor: View {
                @State private var tags: [String] = []
                @FocusState private var focused: Bool
                var body: some View {
                    if tags.isEmpty {
                        TextField("New tag", text: .constant(""))
                    } else {
                        TextField("New tag", text: .constant(""))
                            .onAppear { focused = true }
                    }
                }
            }
            """),
        RuleExample("""
            struct TaskRow: View {
                let title: String
                @State private var isDone = false
                var body: some View {
                    Text(title)
                        .strikethrough(isDone)
                        .foregroundStyle(isDone ? .secondary : .primary)
                }
            }
            """),
        RuleExample("""
            extension View {
                @ViewBuilder func glassIfAvailable() -> some View {
                    if #available(iOS 26, *) { self.glassEffect() } else { self }
                }
            }
            struct Toolbar: View {
                static let isCompact = true
                var body: some View {
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        Text("Tools").padding()
                    } else {
                        Text("Tools")
                    }
                    if Self.isCompact {
                        Text("Compact").font(.caption)
                    } else {
                        Text("Compact")
                    }
                    Text("Glass").glassIfAvailable()
                }
            }
            """),
        RuleExample("""
            struct Status: View {
                let isOnline: Bool
                var body: some View {
                    if isOnline {
                        Text("Online").foregroundStyle(.green)
                    } else {
                        Image(systemName: "wifi.slash")
                    }
                }
            }
            """),
        RuleExample("""
            struct Saver: View {
                @State private var saved = false
                var body: some View {
                    Button("Save") {
                        if saved { print("again") } else { print("first") }
                    }
                }
            }
            """),
    ]
}
