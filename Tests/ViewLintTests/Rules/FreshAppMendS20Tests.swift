import Testing
import ViewLint
@testable import ViewLintRules

/// Mends found by reading findings on apps no one had linted before (session s20).
@Suite struct FreshAppMendS20Tests {
    // MARK: foreach_index_identity: rows that show nothing of their own

    static func placeholders(row: String) -> String {
        """
        import SwiftUI

        struct SignalButtons: View {
            let names: [String]

            var body: some View {
                VStack {
                    ForEach(0 ..< names.count, id: \\.self) \(row)
                }
            }
        }
        """
    }

    /// `{ _ in Placeholder() }`: every row is the same view, so position keys lose nothing
    /// (review s20: Flipper InfraredEmulateView:59, confirmed as "a row kept its `@State` while
    /// showing another element").
    @Test func rowsIgnoringTheirParameterAreNotReported() {
        for row in ["{ _ in ProgressView() }", "{ index in Capsule().frame(height: 44) }"] {
            let result = LintTestSupport.lint([("Signals.swift", Self.placeholders(row: row))], confirm: false)
            #expect(!result.findings.contains { $0.ruleID == "foreach_index_identity" }, "\(row)")
        }
    }

    /// A project view in the rows may keep state: deleting the second element then removes the
    /// last row's typed text and keeps the deleted row's (the diff review's `StepField`).
    @Test func rowsOfAProjectViewAreStillReported() {
        let source = Self.placeholders(row: "{ _ in StepField() }") + """

            struct StepField: View {
                @State private var text = ""
                var body: some View { TextField("Step", text: $text) }
            }
            """
        let result = LintTestSupport.lint([("Signals.swift", source)], confirm: false)
        #expect(result.findings.contains { $0.ruleID == "foreach_index_identity" })
    }

    /// Such rows show no element: a confirmation says a row stood for another one.
    @Test func rowsShowingNoElementStandForOne() {
        let source = Self.placeholders(row: "{ _ in StepField() }\n            Button(\"Remove\") { names.remove(at: 1) }")
            .replacingOccurrences(of: "let names: [String]", with: "@State private var names = [\"a\", \"b\", \"c\"]")
            + """

            struct StepField: View {
                @State private var text = ""
                var body: some View { TextField("Step", text: $text) }
            }
            """
        let result = LintTestSupport.lint([("Signals.swift", source)], confirm: true)
        let rows = result.findings.first { $0.ruleID == "foreach_index_identity" }
        #expect(rows?.evidence?.status == .confirmed, "\(rows?.evidence?.summary ?? "-")")
        #expect(rows?.evidence?.summary.hasPrefix("a row kept its `@State` (in `StepField`) while standing for another element once") == true,
                "\(rows?.evidence?.summary ?? "-")")
    }

    /// A row reading its position (or the element through it) is still reported.
    @Test func rowsReadingTheirParameterAreReported() {
        for row in ["{ index in Text(names[index]) }", "{ index in Text(\"\\(index)\") }"] {
            let result = LintTestSupport.lint([("Signals.swift", Self.placeholders(row: row))], confirm: false)
            #expect(result.findings.contains { $0.ruleID == "foreach_index_identity" }, "\(row)")
        }
    }

    // MARK: state_from_argument: stored members of a @State nothing writes

    static func avatars(extra: String = "") -> String {
        """
        import SwiftUI

        struct Account {
            let login: String
            let avatarURL: String
        }

        struct Repository {
            let name: String
            let owner: Account
        }

        final class AvatarLoader: ObservableObject {
            @Published var data: [UInt8] = []
            init(url: String) {}
        }

        struct Avatar: View {
            @StateObject private var loader: AvatarLoader

            init(url: String) {
                _loader = StateObject(wrappedValue: AvatarLoader(url: url))
            }

            var body: some View { Text("\\(loader.data.count)") }
        }

        struct RepositoryCell: View {
            @State var repository: Repository

            var body: some View {
                HStack {
                    Avatar(url: repository.owner.avatarURL)
                    Text(repository.name)
                    \(extra)
                }
            }
        }

        struct RepositoryList: View {
            let repositories: [Repository]

            var body: some View {
                ForEach(repositories, id: \\.name) { repository in
                    RepositoryCell(repository: repository)
                }
            }
        }
        """
    }

    /// `repository.owner.avatarURL` of a `@State` nothing writes: stored members of structs
    /// all the way down, fixed while the cell lives (review s20: CodeApp RemoteImage:62,
    /// confirmed on "the parent passing a new `url`").
    @Test func storedMembersOfAnUnwrittenStateAreFixed() {
        let result = LintTestSupport.lint([("Repositories.swift", Self.avatars())], confirm: true)
        let seeded = result.findings.first { $0.ruleID == "state_from_argument" && $0.message.contains("loader") }
        #expect(seeded?.evidence?.status == .refuted, "\(seeded?.evidence?.summary ?? "-")")
        #expect(seeded?.evidence?.summary.contains("`repository.owner.avatarURL`, stored members of `repository`, a `@State` of `RepositoryCell` that no code writes") == true,
                "\(seeded?.evidence?.summary ?? "-")")
    }

    /// A computed member may read anything: not taken as fixed.
    @Test func computedMemberIsNotFixed() {
        let source = Self.avatars().replacingOccurrences(of: "let avatarURL: String", with: "var avatarURL: String { Session.current + login }")
            + "\nenum Session { static var current = \"\" }\n"
        let result = LintTestSupport.lint([("Repositories.swift", source)], confirm: true)
        let seeded = result.findings.first { $0.ruleID == "state_from_argument" && $0.message.contains("loader") }
        #expect(seeded != nil)
        #expect(seeded?.evidence?.summary.contains("stored members of") == false, "\(seeded?.evidence?.summary ?? "-")")
    }

    /// The state written by the cell changes while it lives.
    @Test func writtenStateMembersAreNotFixed() {
        let source = Self.avatars(extra: "Button(\"Reload\") { repository = Repository(name: repository.name, owner: repository.owner) }")
        let result = LintTestSupport.lint([("Repositories.swift", source)], confirm: true)
        let seeded = result.findings.first { $0.ruleID == "state_from_argument" && $0.message.contains("loader") }
        #expect(seeded != nil)
        #expect(seeded?.evidence?.summary.contains("stored members of") == false, "\(seeded?.evidence?.summary ?? "-")")
    }

    // MARK: any_view: an erasure handed to a method that stores it

    /// The model taking the erased view, declared in a file of its own (as CodeApp's is): a
    /// parameter typed `AnyView` in the same file makes the erasure forced, and not reported.
    static let alertModel = """
        import SwiftUI

        final class Alerts: ObservableObject {
            @Published var isShowing = false
            var actions = AnyView(EmptyView())

            func show(content: AnyView) {
                actions = content
                isShowing = true
            }
        }
        """

    static func alerts(showing call: String) -> [(path: String, code: String)] {
        [("Alerts.swift", alertModel), ("Files.swift", """
        import SwiftUI

        struct FilesView: View {
            @ObservedObject var alerts: Alerts

            var body: some View {
                Text("Files")
                    .alert("Confirm", isPresented: $alerts.isShowing) { alerts.actions }
            }

            \(call)
        }
        """)]
    }

    /// `alerts.show(content: AnyView(…))` in a method returning nothing: the value is stored and
    /// shown where other erasures take turns, so "always wraps the same type here" is not a fact
    /// of where SwiftUI sees it (review s20: CodeApp's AlertManager, 7 refuted findings).
    @Test func erasureHandedToAVoidMethodIsNotAFixedType() {
        let call = """
        func confirmDelete() {
                alerts.show(content: AnyView(Button("Delete", role: .destructive) {}))
            }
        """
        let result = LintTestSupport.lint(Self.alerts(showing: call), confirm: true)
        let erased = result.findings.filter { $0.ruleID == "any_view" }
        #expect(!erased.isEmpty)
        #expect(!erased.contains { $0.evidence?.summary.contains("always wraps the same type") == true },
                "\(erased.map { $0.evidence?.summary ?? "-" })")
    }

    /// Which functions' values go into the tree: those declared to return a view or built by
    /// `@ViewBuilder`, not a `Void` method or one returning something else.
    @Test(arguments: [
        ("func row() -> some View { Text(\"a\") }", true),
        ("func row() -> AnyView { AnyView(Text(\"a\")) }", true),
        ("@ViewBuilder func row() -> some View { Text(\"a\") }", true),
        ("func confirm() { show(AnyView(Text(\"a\"))) }", false),
        ("func count() -> Int { 1 }", false),
        ("func controller() -> UIViewController { UIViewController() }", false),
        ("func share(@ViewBuilder content: () -> some View) { }", false),
    ])
    func functionsReturningViews(_ declaration: String, returnsView: Bool) throws {
        let tree = SyntaxTree.parse(SourceFile(path: "V.swift", text: "struct V: View {\n    \(declaration)\n    var body: some View { Text(\"b\") }\n}\n"))
        var function: SyntaxTree.NodeID?
        tree.walk { id, _ in
            if function == nil, tree.kind(id) == .funcDecl { function = id }
            return .visitChildren
        }
        #expect(AnyViewRule.returnsView(try #require(function), in: tree) == returnsView, "\(declaration)")
    }

    // MARK: closure_binding: the value a no-op binding carries

    static func chooser(getter: String) -> String {
        """
        import SwiftUI

        struct Chooser: View {
            @Binding var symbol: String
            var body: some View { Text(symbol) }
        }

        struct Editor: View {
            @State private var name = "star"
            @State private var other: String?

            var body: some View {
                Chooser(symbol: .init(get: \(getter), set: { _ in }))
            }
        }
        """
    }

    /// `.constant(…)` is offered with the getter's one expression when it is whole code, and
    /// in general words otherwise (the diff review: `.constant(if let iconColorHex =…)`).
    @Test(arguments: [
        ("{ name }", "pass `.constant(name)` here"),
        ("{ return name.uppercased() }", "pass `.constant(name.uppercased())` here"),
        ("{ if let other { return other } else { return name } }", "pass `.constant(…)` of the value here"),
    ])
    func constantHelpQuotesOnlyWholeExpressions(_ getter: String, says: String) {
        let result = LintTestSupport.lint([("Editor.swift", Self.chooser(getter: getter))], confirm: false)
        let help = result.findings.first { $0.ruleID == "closure_binding" }?.help ?? "-"
        #expect(help.contains(says), "\(help)")
    }

    // MARK: state_write_in_init: values that differ from construction to construction

    /// `PlainCounter(start: 3)` and `PlainCounter(start: 5)` against a default of 0: the write
    /// is dropped and is not the default, so "it writes the value `count` has by default" is
    /// false (the diff review's `PlainCounter`).
    @Test func differentPassedValuesAreNotTheDefault() {
        let source = """
            import SwiftUI

            struct PlainCounter: View {
                @State private var count = 0
                let start: Int
                init(start: Int) { self.start = start; count = start }
                var body: some View { Text("\\(count)") }
            }

            struct Counters: View {
                var body: some View {
                    VStack {
                        PlainCounter(start: 3)
                        PlainCounter(start: 5)
                    }
                }
            }
            """
        let result = LintTestSupport.lint([("Counters.swift", source)], confirm: true)
        let write = result.findings.first { $0.ruleID == "state_write_in_init" }
        #expect(write != nil)
        #expect(write?.evidence?.status != .refuted, "\(write?.evidence?.summary ?? "-")")
    }
}
