import Testing
import ViewLint
import ViewLintRules

/// A `Binding(get:set:)` a view's initializer builds from the binding it is given: measured
/// where the project's parents build the view, against the parent's binding passed on as it is.
@Suite struct InitializerBindingEvidenceTests {
    static let receiver = """
        enum Order: Hashable { case newest, oldest }
        struct SortMenu: View {
            enum Choice: Hashable { case known(Order), unknown }
            @Binding var choice: Choice
            init(sort: Binding<Order>) {
                _choice = .init(get: { .known(sort.wrappedValue) }, set: { if case .known(let o) = $0 { sort.wrappedValue = o } })
            }
            var body: some View { Text(choice == .known(.newest) ? "Newest" : "Oldest") }
        }

        """

    func evidence(_ code: String, at marker: String, semantics: Set<Semantics> = [.v17plus, .pre17]) -> Evidence? {
        var settings = ConfirmationSettings()
        settings.semantics = semantics
        let source = SourceFile(path: "View.swift", text: code)
        let output = Linter(rules: LintTestSupport.allRules, jobs: 1, confirmation: settings).lint([source])
        let line = code.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }.map { $0 + 1 }
        return output.findings.first { $0.ruleID == "closure_binding" && source.location(of: $0.range.lowerBound).line == line }?.evidence
    }

    static let parentPassingItsState = receiver + """
        struct Feed: View {
            @State private var sort = Order.newest
            @State private var unread = 0
            var body: some View {
                VStack {
                    SortMenu(sort: $sort)
                    Button("Unread \\(unread)") { unread += 1 }
                }
            }
        }
        """

    @Test func aParentsUnrelatedChangeRerunsTheViewBeforeIOS17() {
        // Before iOS 17 a new location box is never equal to the last (rule 25); from then on
        // the closures compare by what they capture: `sort`, the parent's same `$sort`.
        let found = evidence(Self.parentPassingItsState, at: "_choice = .init")
        #expect(found?.status == .confirmed)
        #expect(found?.summary == "`SortMenu.body` ran 10 of 10 updates (changing `unread`); with `sort` passed on as it is: 0 of 10 on iOS 16 / macOS 13 and earlier — hosting `Feed.body`, which builds `SortMenu` at View.swift:15",
                "\(found?.summary ?? "-")")
    }

    @Test func fromIOS17OnTheCapturedBindingKeepsItEqual() {
        let found = evidence(Self.parentPassingItsState, at: "_choice = .init", semantics: [.v17plus])
        #expect(found?.status == .refuted)
        #expect(found?.summary.hasPrefix("`SortMenu.body` ran no more often than with `sort` passed on as it is (changing `unread`") == true,
                "\(found?.summary ?? "-")")
    }

    static let parentPassingAClosureBinding = receiver + """
        struct Feed: View {
            @State private var sort = Order.newest
            @State private var unread = 0
            var body: some View {
                VStack {
                    SortMenu(sort: Binding(get: { sort }, set: { sort = $0 }))
                    Button("Unread \\(unread)") { unread += 1 }
                }
            }
        }
        """

    @Test func aParentsOwnClosureBindingRerunsTheViewEitherWay() {
        // What the parent passes is new on each of its updates, and the init's closures capture
        // only it: they compare as it does, so passing it on as it is saves nothing.
        let found = evidence(Self.parentPassingAClosureBinding, at: "_choice = .init")
        #expect(found?.status == .refuted)
        #expect(found?.summary == "a static fact, not a run: every construction of `SortMenu` passes its own `Binding(get:set:)` for `sort` (View.swift:15), and the binding built here compares equal exactly when that one does: passing `sort` on as it is would run `SortMenu.body` as often",
                "\(found?.summary ?? "-")")
    }

    @Test func theParentsBindingIsFollowedThroughTheInitializer() {
        // The parent's own finding: `$sort` keeps the init's closures equal from iOS 17 on;
        // before, the init's new box re-runs `SortMenu` whatever the parent passes.
        let found = evidence(Self.parentPassingAClosureBinding, at: "SortMenu(sort: Binding")
        #expect(found?.status == .confirmed)
        #expect(found?.summary == "`SortMenu.body` ran 10 of 10 updates (changing `unread`); with `$sort`: 0 of 10 on iOS 17 / macOS 14 and later",
                "\(found?.summary ?? "-")")
    }

    @Test func aGenericInitializersClosuresNeverCompareEqual() {
        let code = """
            struct Choice<Tag: Hashable>: View {
                @Binding var isOn: Bool
                init(on: Binding<Bool>, tag: Tag) {
                    _isOn = Binding(get: { on.wrappedValue }, set: { on.wrappedValue = $0 })
                }
                var body: some View { Text(isOn ? "On" : "Off") }
            }
            struct Screen: View {
                @State private var on = false
                @State private var count = 0
                var body: some View {
                    Choice(on: $on, tag: 1)
                    Button("\\(count)") { count += 1 }
                }
            }
            """
        // A closure made in a generic context cannot be described, so it is never equal (rule 9).
        let found = evidence(code, at: "_isOn = Binding", semantics: [.v17plus])
        #expect(found?.status == .confirmed)
        #expect(found?.summary.hasPrefix("`Choice.body` ran 10 of 10 updates (changing `count`); with `on` passed on as it is: 0 of 10") == true,
                "\(found?.summary ?? "-")")
    }

    @Test func everyConstructionIsHostedBeforeARefutation() {
        let code = Self.receiver + """
            struct Feed: View {
                @State private var sort = Order.newest
                @State private var unread = 0
                var body: some View {
                    SortMenu(sort: $sort)
                    Button("Unread \\(unread)") { unread += 1 }
                }
            }
            struct Search: View {
                @State private var sort = Order.oldest
                @State private var query = ""
                var body: some View {
                    SortMenu(sort: $sort)
                    TextField("Query", text: $query)
                }
            }
            """
        let found = evidence(code, at: "_choice = .init", semantics: [.v17plus])
        #expect(found?.status == .refuted)
        #expect(found?.summary.hasSuffix("; the same with `Search.body` building it") == true, "\(found?.summary ?? "-")")
    }

    @Test func aBindingBuiltFromSomethingElseHasNoPassThroughFix() {
        let code = """
            final class Loader { var order = 0 }
            struct Picker2: View {
                @Binding var order: Int
                init(loader: Loader) {
                    _order = Binding(get: { loader.order }, set: { loader.order = $0 })
                }
                var body: some View { Text("\\(order)") }
            }
            """
        let found = evidence(code, at: "_order = Binding")
        #expect(found?.status == .inconclusive)
        #expect(found?.summary == "unconfirmed: `Picker2.init(loader:)` builds the binding from `loader`, not from one binding it is given: there is no binding to pass on as it is to compare it with",
                "\(found?.summary ?? "-")")
    }
}
