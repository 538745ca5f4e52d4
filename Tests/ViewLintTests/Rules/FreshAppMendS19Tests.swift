import Testing
import ViewLint
import ViewLintRules

/// Mends found by reading findings on apps no one had linted before (session s19).
@Suite struct FreshAppMendS19Tests {
    // MARK: state_from_argument: a value fixed for the row's or the maker's life

    static let swatches = """
    import SwiftUI

    final class Palette: ObservableObject {
        @Published var chosen = 0
    }

    struct Swatch: View {
        @State var colorIndex: Int
        @ObservedObject var palette: Palette

        var body: some View {
            Button("Colour \\(colorIndex)") { palette.chosen = colorIndex }
        }
    }

    struct SwatchGrid: View {
        @ObservedObject var palette: Palette
        let colors = [3, 1, 4, 5]

        var body: some View {
            ForEach(colors, id: \\.self) { color in
                Swatch(colorIndex: color, palette: palette)
            }
        }
    }
    """

    /// Rows keyed by the element itself: a row only ever shows the value it was made with, so
    /// the state seeded from it never falls behind (review s18: PocketCasts ColorSelectRow:15).
    @Test func wholeElementOfSelfKeyedRowsIsFixedForTheRow() {
        let result = LintTestSupport.lint([("Swatches.swift", Self.swatches)], confirm: true)
        let seeded = result.findings.first { $0.ruleID == "state_from_argument" }
        #expect(seeded?.evidence?.status == .refuted, "\(seeded?.evidence?.summary ?? "-")")
        #expect(seeded?.evidence?.summary.contains("`color`, the element of rows keyed `id: \\.self`") == true, "\(seeded?.evidence?.summary ?? "-")")
        // Integer literals compare by value: nothing to assume.
        #expect(seeded?.evidence?.summary.contains("assuming") == false, "\(seeded?.evidence?.summary ?? "-")")
        #expect(seeded?.message.contains("this construction passes a value that never changes while its parent or row lives") == true,
                "\(seeded?.message ?? "-")")
    }

    static func themes(selected: String, extra: String = "") -> String {
        """
        import SwiftUI

        enum Look: Hashable, CaseIterable {
            case light, dark
        }

        struct LookPreview: View {
            @State var look: Look
            @State var isSelected: Bool

            var body: some View {
                Text(isSelected ? "✓" : "").overlay(Text("\\(String(describing: look))"))
            }
        }

        struct LookPicker: View {
            @State var selected: Look
            let choose: (Look) -> Void

            var body: some View {
                ForEach(Look.allCases, id: \\.self) { look in
                    Button { choose(look) } label: {
                        LookPreview(look: look, isSelected: \(selected) == look)
                    }
                }
                \(extra)
            }
        }
        """
    }

    /// `selected == look`: a `@State` nothing writes and the row's own element, both fixed, so the
    /// comparison is too (review s18: PocketCasts ThemeSelectorView:38).
    @Test func comparisonOfFixedValuesIsFixed() {
        let result = LintTestSupport.lint([("Looks.swift", Self.themes(selected: "selected"))], confirm: true)
        let seeded = result.findings.first { $0.ruleID == "state_from_argument" && $0.message.contains("isSelected") }
        #expect(seeded?.evidence?.status == .refuted, "\(seeded?.evidence?.summary ?? "-")")
        #expect(seeded?.evidence?.summary.contains("`selected`, a `@State` of `LookPicker` that no code writes") == true,
                "\(seeded?.evidence?.summary ?? "-")")
    }

    /// The same state written by a button changes while the picker lives: not a fixed value.
    @Test func writtenStateIsNotFixed() {
        let source = Self.themes(selected: "selected", extra: "Button(\"Dark\") { selected = .dark }")
        let result = LintTestSupport.lint([("Looks.swift", source)], confirm: true)
        let seeded = result.findings.first { $0.ruleID == "state_from_argument" && $0.message.contains("isSelected") }
        #expect(seeded != nil)
        #expect(seeded?.evidence?.summary.contains("no code writes") == false, "\(seeded?.evidence?.summary ?? "-")")
    }

    // MARK: state_write_in_init: Swift's definite initialization

    static func counter(_ initBody: String, extraProperty: String = "let title: String") -> String {
        """
        import SwiftUI

        struct Counter: View {
            @State private var count = 0
            \(extraProperty)

            var body: some View {
                Text("\\(title): \\(count)")
            }

            init(start: Int, title: String) {
                \(initBody)
            }
        }

        struct Screen: View {
            var body: some View {
                Counter(start: 5, title: "Taps")
            }
        }
        """
    }

    /// While a stored property is still unassigned, Swift compiles `self.count = start` as
    /// `_count = State(wrappedValue: start)`: the state starts at `start`, nothing is dropped
    /// (review s19: ProtonVPN SettingsView:32).
    @Test func writeBeforeSelfIsWholeInitializesTheState() {
        let result = LintTestSupport.lint([("Counter.swift", Self.counter("self.count = start\n        self.title = title"))], confirm: true)
        #expect(!result.findings.contains { $0.ruleID == "state_write_in_init" }, "\(result.findings.map(\.message))")
    }

    /// After every stored property is assigned, the same write calls the setter: dropped.
    @Test func writeAfterSelfIsWholeIsDropped() {
        let result = LintTestSupport.lint([("Counter.swift", Self.counter("self.title = title\n        self.count = start"))], confirm: true)
        #expect(result.findings.contains { $0.ruleID == "state_write_in_init" }, "\(result.findings.map(\.message))")
    }

    /// An `Optional` plain `var` starts as `nil`: it is no reason to wait, and the write is dropped.
    @Test func optionalVarStartsInitialized() {
        let source = Self.counter("self.count = start\n        self.title = title", extraProperty: "var title: String?")
        let result = LintTestSupport.lint([("Counter.swift", source)], confirm: true)
        #expect(result.findings.contains { $0.ruleID == "state_write_in_init" }, "\(result.findings.map(\.message))")
    }

    /// A property assigned only in a branch may be unassigned when the write runs: not claimed.
    @Test func assignmentInABranchLeavesItOpen() {
        let body = "self.count = start\n        if start > 0 { self.title = title } else { self.title = \"\" }"
        let result = LintTestSupport.lint([("Counter.swift", Self.counter(body))], confirm: true)
        #expect(!result.findings.contains { $0.ruleID == "state_write_in_init" }, "\(result.findings.map(\.message))")
    }

    // MARK: conditional_modifier: a project helper that hides

    /// `.isHidden(c)` built as `if c { self.hidden() } else { self }`: the help offers the
    /// opacity form, as it does for `.hidden()` written inline (review s19: Xcodes ProgressButton:33).
    @Test func hidingHelperGetsTheOpacityHelp() {
        let source = """
        import SwiftUI

        extension View {
            @ViewBuilder func isHidden(_ hidden: Bool) -> some View {
                if hidden { self.hidden() } else { self }
            }
        }

        struct SaveButton: View {
            @State private var isSaving = false

            var body: some View {
                HStack {
                    Button("Save") { isSaving.toggle() }
                    ProgressView().isHidden(!isSaving)
                }
            }
        }
        """
        let result = LintTestSupport.lint([("SaveButton.swift", source)], confirm: true)
        let flip = result.findings.first { $0.ruleID == "conditional_modifier" }
        #expect(flip?.help?.contains("`.opacity(isSaving ? 1 : 0)`") == true, "\(flip?.help ?? "-")")
    }

    // MARK: any_view: a stored erased view the view's own code sets again

    /// Its constructions pass nothing for `detail`, but a method sets it later: what the
    /// constructions pass does not decide the erased types (review s19: ProtonVPN SettingsView:26).
    @Test func erasedStateSetAfterConstructionIsNotRefutedByTheConstructions() {
        let source = """
        import SwiftUI

        struct Pane: View {
            @State private var detail: AnyView?

            init(detail: AnyView? = nil) {
                self.detail = detail
            }

            private func show(_ view: AnyView) {
                detail = view
            }

            var body: some View {
                VStack {
                    Button("Info") { show(AnyView(Text("Info"))) }
                    Button("Help") { show(AnyView(Image(systemName: "questionmark"))) }
                    if let detail { detail }
                }
            }
        }

        struct Root: View {
            var body: some View { Pane() }
        }
        """
        let result = LintTestSupport.lint([("Pane.swift", source)], confirm: true)
        let stored = result.findings.filter { $0.ruleID == "any_view" }
        #expect(!stored.isEmpty)
        #expect(!stored.contains { $0.evidence?.summary.contains("never changes") == true }, "\(stored.map { $0.evidence?.summary ?? "-" })")
    }

    // MARK: state_from_argument: a member that publishes nothing

    /// `source: model.source`, a plain `var` of an `ObservableObject`: the parent passes a new
    /// value only if code sets it while the view is shown and something else re-runs the parent;
    /// the confirmation names that (review s18: PocketCasts BookmarksLockedStateView:12).
    @Test func anUnpublishedMemberIsNamedAsAssumed() {
        let source = """
        import SwiftUI

        final class Upgrade: ObservableObject {
            let source: String
            init(source: String) { self.source = source }
        }

        struct LockedBanner: View {
            @StateObject private var upgrade: Upgrade

            init(source: String) {
                _upgrade = StateObject(wrappedValue: Upgrade(source: source))
            }

            var body: some View { Text(upgrade.source) }
        }

        final class ListModel: ObservableObject {
            var source = "list"
            @Published var items: [String] = []
        }

        struct ListScreen: View {
            @ObservedObject var model: ListModel

            var body: some View {
                LockedBanner(source: model.source)
            }
        }
        """
        let result = LintTestSupport.lint([("Locked.swift", source)], confirm: true)
        let seeded = result.findings.first { $0.ruleID == "state_from_argument" }
        #expect(seeded?.evidence?.summary.contains("`model.source` changing while `LockedBanner` is shown: it is a plain `var` of `ListModel`, not `@Published`") == true,
                "\(seeded?.evidence?.summary ?? "-")")
    }

    // MARK: lowering: a labelled content closure that takes a value

    /// `Observing(count, content: { value in … })` is lowered as the same closure written
    /// trailing is, so the binding in it is run (review s19: ProtonVPN ContactFormView, TCA's
    /// `WithViewStore(…, content: { viewStore in … })`, was inconclusive "where the engine does
    /// not build it").
    @Test func labelledContentClosureWithAParameterIsLowered() {
        let source = """
import SwiftUI
import Library

struct Row: View {
    @Binding var isOn: Bool
    var body: some View { Text(isOn ? "on" : "off") }
}

struct Screen: View {
    @State private var flag = false
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Tap \\(count)") { count += 1 }
            Observing(count, content: { value in
                Row(isOn: Binding(get: { flag }, set: { flag = $0 }))
            })
        }
    }
}
"""
        let result = LintTestSupport.lint([("Screen.swift", source)], confirm: true)
        let binding = result.findings.first { $0.ruleID == "closure_binding" }
        #expect(binding?.evidence?.status == .confirmed, "\(binding?.evidence?.summary ?? "-")")
    }

    // MARK: conditional_modifier: an object every construction takes from its maker's `let`

    static func popover(passing value: String) -> String {
        """
        import SwiftUI
        import AppKit

        extension View {
            @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition { transform(self) } else { self }
            }
        }

        final class MessageModel: ObservableObject {
            @Published var text: String
            var wraps: Bool

            init(text: String, wraps: Bool) {
                self.text = text
                self.wraps = wraps
            }
        }

        struct MessageView: View {
            @ObservedObject var model: MessageModel

            var body: some View {
                Text(model.text)
                    .if(model.wraps) { view in
                        view.frame(width: 160, alignment: .leading)
                    }
            }
        }

        final class MessageController: NSHostingController<MessageView> {
            let model: MessageModel

            init(text: String) {
                let model = MessageModel(text: text, wraps: text.count > 40)
                self.model = model
                super.init(rootView: MessageView(model: \(value)))
            }

            required init?(coder: NSCoder) { nil }

            func refresh() {
                rootView = MessageView(model: self.model)
            }
        }
        """
    }

    /// `self.model`, a `let` of the controller, at every construction: one object for the
    /// view's life, whose `wraps` only its `init` sets, so the condition never flips (review
    /// s18: DDG macOS PopoverMessageView:88 was confirmed, "assuming … changes").
    @Test func anObjectFromTheMakersLetKeepsTheCondition() {
        let result = LintTestSupport.lint([("Message.swift", Self.popover(passing: "self.model"))], confirm: true)
        let flip = result.findings.first { $0.ruleID == "conditional_modifier" }
        #expect(flip?.evidence?.status == .refuted, "\(flip?.evidence?.summary ?? "-")")
        #expect(flip?.evidence?.summary.contains("`MessageController.model`, a `let` of the object making the view") == true,
                "\(flip?.evidence?.summary ?? "-")")
    }

    /// A construction passing a local (another object, for all the engine knows): not taken.
    @Test func anObjectFromALocalIsNotKept() {
        let result = LintTestSupport.lint([("Message.swift", Self.popover(passing: "model"))], confirm: true)
        let flip = result.findings.first { $0.ruleID == "conditional_modifier" }
        #expect(flip?.evidence?.summary.contains("a `let` of the object making the view") == false, "\(flip?.evidence?.summary ?? "-")")
    }
}
