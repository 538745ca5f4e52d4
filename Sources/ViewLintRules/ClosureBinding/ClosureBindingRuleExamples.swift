import ViewLint

enum ClosureBindingRuleExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
            struct SettingsView: View {
                @State private var isOn = false
                var body: some View {
                    Toggle("Sync", isOn: ↓Binding(get: { isOn }, set: { isOn = $0 }))
                }
            }
            """),
        RuleExample("""
            struct Parent: View {
                @State private var flag = false
                @State private var other = 0
                var body: some View {
                    VStack {
                        Child(isOn: ↓Binding(get: { flag }, set: { flag = $0 }))
                        Button("Other \\(other)") { other += 1 }
                    }
                }
            }
            struct Child: View {
                @Binding var isOn: Bool
                var body: some View { Toggle("Child", isOn: $isOn) }
            }
            """, evidence: .confirmed("`Child.body` ran 10 of 10 updates (changing `other`); with `$flag`: 0 of 10")),
        RuleExample("""
            struct Filters: View {
                @State private var muted: Set<String> = []
                let name: String
                var body: some View {
                    Toggle(name, isOn: ↓Binding<Bool>.init(
                        get: { muted.contains(name) },
                        set: { if $0 { muted.insert(name) } else { muted.remove(name) } }
                    ))
                }
            }
            """),
        RuleExample("""
            struct Editor: View {
                @State private var text = ""
                var body: some View {
                    TextField("Text", text: ↓.init(get: { text }, set: { text = $0 }))
                    TextEditor(text: ↓Binding { text } set: { text = $0 })
                }
            }
            """),
        RuleExample("""
            struct Confirm: ViewModifier {
                @Binding var pending: String?
                func body(content: Content) -> some View {
                    content.alert("Delete?", isPresented: ↓SwiftUI.Binding(get: { pending != nil }, set: { if !$0 { pending = nil } })) {
                        Button("OK") {}
                    }
                }
            }
            """),
        RuleExample("""
            struct Counter: View {
                @Binding var count: Int
                private var clamped: Binding<Int> {
                    ↓Binding(get: { min(count, 9) }, set: { count = min($0, 9) })
                }
                var body: some View { Stepper("Count", value: clamped) }
            }
            """),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
            struct SettingsView: View {
                @State private var isOn = false
                var body: some View {
                    Toggle("Sync", isOn: $isOn)
                }
            }
            """),
        RuleExample("""
            extension Binding {
                func onSet(_ action: @escaping (Value) -> Void) -> Binding<Value> {
                    Binding(get: { wrappedValue }, set: { wrappedValue = $0; action($0) })
                }
            }
            """),
        RuleExample("""
            final class Store: ObservableObject {
                @Published var isOn = false
                var isOnBinding: Binding<Bool> { Binding(get: { self.isOn }, set: { self.isOn = $0 }) }
            }
            """),
        RuleExample("""
            #Preview {
                Toggle("Preview", isOn: Binding(get: { true }, set: { _ in }))
            }
            """),
    ]

    static let corrections: [RuleCorrection] = [
        RuleCorrection("""
            struct SettingsView: View {
                @State private var settings = Settings()
                var body: some View {
                    Toggle("Dark", isOn: ↓Binding(get: { settings.darkMode }, set: { settings.darkMode = $0 }))
                }
            }
            """, """
            struct SettingsView: View {
                @State private var settings = Settings()
                var body: some View {
                    Toggle("Dark", isOn: $settings.darkMode)
                }
            }
            """),
        RuleCorrection("""
            struct ProfileView: View {
                @ObservedObject var model: Profile
                var body: some View {
                    TextField("Name", text: ↓Binding(get: { self.model.name }, set: { newValue in self.model.name = newValue }))
                }
            }
            """, """
            struct ProfileView: View {
                @ObservedObject var model: Profile
                var body: some View {
                    TextField("Name", text: $model.name)
                }
            }
            """),
    ]
}
