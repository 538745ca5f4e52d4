import Testing
import ViewLint
import ViewLintRules

/// Mends found by reading findings on apps no one had linted before (session s18).
@Suite struct FreshAppMendS18Tests {
    static func picker(options: String, style: String = "") -> String {
        """
        import SwiftUI

        struct ProfilePicker: View {
            let profiles: [String]
            @Binding var selected: Int

            var body: some View {
                Picker("Profile", selection: $selected) {
                    ForEach(profiles.indices, id: \\.self) { index in
                        \(options)
                    }
                }\(style)
            }
        }

        struct ImportScreen: View {
            @State private var profiles = ["Work", "Home"]
            @State private var selected = 0

            var body: some View {
                ProfilePicker(profiles: profiles, selected: $selected)
                Button("Add") { profiles.insert("New", at: 0) }
            }
        }
        """
    }

    /// A `Picker`'s options with no `.tag`: the `ForEach` id is each option's tag, the value the
    /// selection holds, so keying by position is what the selection means: not reported.
    @Test func untaggedPickerOptionsKeyedByPositionAreNotReported() {
        let result = LintTestSupport.lint([("ProfilePicker.swift", Self.picker(options: "Text(profiles[index])"))], confirm: true)
        #expect(!result.findings.contains { $0.ruleID == "foreach_index_identity" }, "\(result.findings.map(\.message))")
    }

    /// Options that set their own `.tag` are keyed by position for nothing but identity, and a
    /// menu-style picker's choices keep no state: refuted as a static fact.
    @Test func taggedPickerOptionsAreTheChoices() {
        let options = "Text(profiles[index]).tag(profiles[index])"
        let result = LintTestSupport.lint([("ProfilePicker.swift", Self.picker(options: options))], confirm: true)
        let rows = result.findings.first { $0.ruleID == "foreach_index_identity" }
        #expect(rows?.evidence?.status == .refuted, "\(rows?.evidence?.summary ?? "-")")
        #expect(rows?.evidence?.summary.contains("the rows are a `Picker`'s options, which SwiftUI shows as the picker's choices") == true,
                "\(rows?.evidence?.summary ?? "-")")
    }

    /// An inline picker lays its options out as list rows: not excused as choices.
    @Test func inlinePickerOptionsAreRows() {
        let options = "Text(profiles[index]).tag(profiles[index])"
        let result = LintTestSupport.lint([("ProfilePicker.swift", Self.picker(options: options, style: ".pickerStyle(.inline)"))], confirm: true)
        let rows = result.findings.first { $0.ruleID == "foreach_index_identity" }
        #expect(rows != nil)
        #expect(rows?.evidence?.summary.contains("picker's choices") == false, "\(rows?.evidence?.summary ?? "-")")
    }

    /// The help's subscript takes the names the closures read from around them, not the names
    /// they bind themselves (`guard let string = …` in the `get`).
    @Test func subscriptHelpSkipsNamesTheGetterBinds() {
        let view = """
        import SwiftUI

        struct NumberField: View {
            @Binding var number: NSNumber?
            let formatter: NumberFormatter

            var body: some View {
                TextField("Value", text: Binding(get: {
                    guard let number = number, let string = formatter.string(from: number) else { return "" }
                    return string
                }, set: { text in
                    number = formatter.number(from: text)
                }))
            }
        }
        """
        let result = LintTestSupport.lint([("NumberField.swift", view)], confirm: false)
        let help = result.findings.first { $0.ruleID == "closure_binding" }?.help ?? "-"
        #expect(help.contains("[thatSubscript: formatter]"), "\(help)")
        #expect(!help.contains("`string`"), "\(help)")
    }

    /// State under an inner `ForEach` keyed by its elements stays with them whichever outer
    /// row (a line of a grid, keyed by position) shows them: not counted as the row's state.
    @Test func stateUnderAnElementKeyedInnerForEachIsNotTheRows() {
        let view = """
        import SwiftUI

        struct FeatureCard: View {
            let name: String
            @State private var isHovering = false

            var body: some View {
                Text(name).opacity(isHovering ? 0.8 : 1).onHover { isHovering = $0 }
            }
        }

        struct FeatureGrid: View {
            @State private var lines: [[String]] = [["a", "b"], ["c"]]

            var body: some View {
                VStack {
                    ForEach(lines.indices, id: \\.self) { index in
                        HStack {
                            ForEach(lines[index], id: \\.self) { name in
                                FeatureCard(name: name)
                            }
                        }
                    }
                    Button("Reflow") { lines = [["a"], ["b", "c"]] }
                }
            }
        }
        """
        let result = LintTestSupport.lint([("FeatureGrid.swift", view)], confirm: true)
        let rows = result.findings.first { $0.ruleID == "foreach_index_identity" }
        #expect(rows != nil)
        #expect(rows?.evidence?.summary.contains("FeatureCard") == false, "\(rows?.evidence?.summary ?? "-")")
    }

    static func scanner(loadBody: String) -> String {
        """
        import SwiftUI

        actor ServerScanner {
            private var scan: Task<Void, Never>?

            func startScanning() {
                scan = Task { for await _ in AsyncStream<Int> { $0.finish() } {} }
            }
        }

        final class OfferModel: ObservableObject {
            @Published var ready = false

            @MainActor func load() async {
                \(loadBody)
            }
        }

        struct ConnectView: View {
            let scanner: ServerScanner
            @StateObject private var offer = OfferModel()

            var body: some View {
                Text(offer.ready ? "Ready" : "Scanning")
                    .onAppear {
                        Task { await scanner.startScanning() }
                        Task { await offer.load() }
                    }
            }
        }
        """
    }

    /// A task that only awaits a method ending at once (an actor's method that is not `async`,
    /// an `async` one with no `await`) runs to its end in one go: nothing to cancel.
    @Test func aTaskAwaitingOnlyMethodsThatEndAtOnceIsNotReported() {
        let quick = LintTestSupport.lint([("ConnectView.swift", Self.scanner(loadBody: "ready = true"))], confirm: false)
        #expect(!quick.findings.contains { $0.ruleID == "task_in_onappear" }, "\(quick.findings.map(\.message))")
        let slow = LintTestSupport.lint([("ConnectView.swift", Self.scanner(loadBody: "try? await Task.sleep(for: .seconds(1)); ready = true"))], confirm: false)
        #expect(slow.findings.filter { $0.ruleID == "task_in_onappear" }.count == 1, "\(slow.findings.map(\.message))")
    }

    static func logs(textKeyword: String) -> String {
        """
        import SwiftUI

        struct LogItem: Identifiable {
            let id = UUID()
            let name: String
            \(textKeyword) text: String
        }

        final class LogsModel: ObservableObject {
            @Published var items: [LogItem] = []
        }

        struct LogText: View {
            @State private var lines: [String]

            init(text: String) {
                _lines = State(initialValue: text.components(separatedBy: "\\n"))
            }

            var body: some View {
                VStack { ForEach(lines, id: \\.self) { Text($0) } }
            }
        }

        struct LogsScreen: View {
            @ObservedObject var model: LogsModel

            var body: some View {
                List {
                    ForEach(model.items) { item in
                        LogText(text: item.text)
                    }
                }
            }
        }
        """
    }

    /// Rows keyed by an `id` set to a new `UUID()` for each element, passing a `let` of it: a new
    /// value comes only in a new row, so the state seeded from it is never stale.
    @Test func aLetOfAnElementWithAFreshIDIsFixedForItsRow() {
        let result = LintTestSupport.lint([("LogsScreen.swift", Self.logs(textKeyword: "let"))], confirm: true)
        let seeded = result.findings.first { $0.ruleID == "state_from_argument" }
        #expect(seeded?.evidence?.status == .refuted, "\(seeded?.evidence?.summary ?? "-")")
        #expect(seeded?.evidence?.summary.contains("a `let` of the row's `LogItem`, whose `id` is a `let` set to a new `UUID()`") == true,
                "\(seeded?.evidence?.summary ?? "-")")
        let editable = LintTestSupport.lint([("LogsScreen.swift", Self.logs(textKeyword: "var"))], confirm: true)
        let open = editable.findings.first { $0.ruleID == "state_from_argument" }
        #expect(open?.evidence?.summary.contains("whose `id` is a `let` set to a new `UUID()`") == false, "\(open?.evidence?.summary ?? "-")")
    }
}
