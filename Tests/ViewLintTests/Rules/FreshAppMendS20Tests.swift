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
}
