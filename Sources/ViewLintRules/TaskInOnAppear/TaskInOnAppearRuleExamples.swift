import ViewLint

enum TaskInOnAppearRuleExamples {
    /// Triggering, and the first correction's starting point.
    static let inboxRefresh = """
            struct InboxView: View {
                @StateObject private var inbox = Inbox()
                var body: some View {
                    List(inbox.messages) { message in
                        Text(message.subject)
                    }
                    .onAppear {
                        ↓Task { await inbox.refresh() }
                    }
                }
            }
            """

    static let triggering: [RuleExample] = [
        RuleExample(inboxRefresh, evidence: .confirmed("5 tasks were still running after the view went away 5 times")),
        RuleExample("""
            struct LiveScore: View {
                let match: Match
                @State private var score = 0
                @State private var isLoading = false
                var body: some View {
                    Text("\\(score)")
                        .onAppear(perform: {
                            isLoading = true
                            ↓Task {
                                for await update in match.updates { score = update }
                            }
                        })
                }
            }
            """),
        RuleExample("""
            struct Thumbnail: View {
                let url: URL
                @State private var image: Image?
                @State private var loader: Task<Void, Never>?
                var body: some View {
                    Color.gray
                        .onAppear {
                            loader = ↓Task { image = await ImageCache.shared.image(for: url) }
                            withAnimation {
                                _ = Task.↓detached(priority: .background) { await ImageCache.shared.warm() }
                            }
                        }
                }
            }
            """),
    ]

    static let nonTriggering: [RuleExample] = [
        // An install must finish even if the user leaves the screen: `.task` would cancel it.
        RuleExample("""
            struct RuntimeSetupView: View {
                @State private var installing = true
                var body: some View {
                    ProgressView()
                        .onAppear {
                            Task {
                                await RuntimeInstaller.install()
                                installing = false
                            }
                        }
                }
            }
            """),
        RuleExample("""
            struct InboxView: View {
                @StateObject private var inbox = Inbox()
                var body: some View {
                    List(inbox.messages) { message in
                        Text(message.subject)
                    }
                    .task { await inbox.refresh() }
                }
            }
            """),
        RuleExample("""
            struct Thumbnail: View {
                let url: URL
                @State private var image: Image?
                @State private var loader: Task<Void, Never>?
                var body: some View {
                    Color.gray
                        .onAppear {
                            loader = Task { image = await ImageCache.shared.image(for: url) }
                        }
                        .onDisappear { loader?.cancel() }
                }
            }
            """),
        RuleExample("""
            struct Composer: View {
                @State private var draft = ""
                let send: (String) async -> Void
                var body: some View {
                    TextField("Message", text: $draft)
                        .onAppear { draft = "" }
                    Button("Send") {
                        Task { await send(draft) }
                    }
                }
            }
            """),
        RuleExample("""
            struct Clock: View {
                @State private var now = Date()
                var body: some View {
                    Text(now, style: .time)
                        .onAppear {
                            NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { _ in
                                Task { @MainActor in now = Date() }
                            }
                        }
                }
            }
            """),
    ]

    static let corrections: [RuleCorrection] = [
        RuleCorrection(inboxRefresh, """
            struct InboxView: View {
                @StateObject private var inbox = Inbox()
                var body: some View {
                    List(inbox.messages) { message in
                        Text(message.subject)
                    }
                    .task { await inbox.refresh() }
                }
            }
            """),
        RuleCorrection("""
            struct Avatar: View {
                let user: User
                @State private var image: Image?
                var body: some View {
                    Circle().onAppear { ↓Task(priority: .low) { image = await user.loadAvatar() } }
                }
            }
            """, """
            struct Avatar: View {
                let user: User
                @State private var image: Image?
                var body: some View {
                    Circle().task(priority: .low) { image = await user.loadAvatar() }
                }
            }
            """),
    ]
}
