import Testing
import ViewLint
import ViewLintRules

/// equatable_ignores_input (docs/SWIFTUI-MODEL.md rules 4–7, 13, §3c): a view's custom `==` that
/// SwiftUI uses and that never compares a stored property `body` reads. The experiment gives the
/// view a new value of that property alone on each of 10 updates: as written `body` runs on none,
/// with the property compared on every one.
@Suite struct EquatableIgnoresInputTests {
    static func findings(_ code: String, path: String = "Views.swift") -> [Finding] {
        LintTestSupport.lint([(path, code)], confirm: true).findings.filter { $0.ruleID == "equatable_ignores_input" }
    }

    @Test func aLeftOutTitleIsConfirmedZeroOfTenAgainstTenOfTen() throws {
        let found = Self.findings("""
            struct StoryRow: View, Equatable {
                let storyID: Int
                let headline: String
                static func == (lhs: StoryRow, rhs: StoryRow) -> Bool { lhs.storyID == rhs.storyID }
                var body: some View { Text(headline) }
            }
            """)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message.hasPrefix("`StoryRow.==` never compares `headline`, which `body` reads at line 5"))
        let evidence = try #require(finding.evidence)
        #expect(evidence.status == .confirmed, "\(evidence.summary)")
        #expect(evidence.summary.hasPrefix("`StoryRow.body` ran 0 of 10 updates"), "\(evidence.summary)")
        #expect(evidence.summary.contains("with `headline` compared in `==`: 10 of 10"), "\(evidence.summary)")
        #expect(evidence.summary.contains("assuming a parent can pass `StoryRow` a new `headline` while every property `==` compares stays the same"))
    }

    /// A view of plain values: SwiftUI calls its `==` only where a use says `.equatable()`,
    /// which the finding then rests on; the property is read through a computed property.
    @Test func aPlainDataViewIsReportedOnlyWithAnEquatableUse() throws {
        let view = """
            struct Gauge: View, Equatable {
                let level: Int
                let limit: Int
                static func == (lhs: Gauge, rhs: Gauge) -> Bool { lhs.level == rhs.level }
                var body: some View { Text(caption) }
                private var caption: String { "\\(level) of \\(limit)" }
            }
            """
        #expect(Self.findings(view + "\nstruct Panel: View { var body: some View { Gauge(level: 1, limit: 2) } }").isEmpty)
        let found = Self.findings(view + "\nstruct Panel: View { var body: some View { Gauge(level: 1, limit: 2).equatable() } }")
        let evidence = try #require(found.first?.evidence)
        #expect(evidence.status == .confirmed, "\(evidence.summary)")
        #expect(evidence.summary.contains("with `limit` compared in `==`: 10 of 10"))
        #expect(evidence.summary.contains("assuming the view wrapped in `.equatable()` as in `Panel.body`"))
    }

    /// Wrappers, closures, view content `==` cannot compare, constants and what `body` never
    /// reads are left out of `==` rightly; an `==` that hands its values on is not read.
    @Test func whatEqualityMayLeaveOutIsNotReported() {
        let code = """
            final class Model: ObservableObject { @Published var status = "" }
            struct Row<Content: View>: View, Equatable {
                let name: String
                let trackingID: String
                let placeholder = "None"
                @Binding var isOn: Bool
                @ObservedObject var model: Model
                let onTap: () -> Void
                let action: (() -> Void)?
                let content: Content
                static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
                var body: some View {
                    Button(action: onTap) { Text(name.isEmpty ? placeholder : name) }
                    Toggle("On", isOn: $isOn)
                    Text(model.status)
                    content
                }
            }
            struct Handed: View, Equatable {
                let a: Int
                let b: String
                static func == (lhs: Handed, rhs: Handed) -> Bool { same(lhs, rhs) }
                var body: some View { Text("\\(a) \\(b)") }
            }
            """
        #expect(Self.findings(code).isEmpty, "\(Self.findings(code).map(\.message))")
    }

    /// A property compared only in part (`lhs.item.id`) is compared: such `==`s are often
    /// deliberate (rows keyed by id), and the engine cannot evaluate them to tell which are not.
    @Test func aPartialComparisonIsNotReported() {
        let code = """
            struct Item: Equatable { var id: Int; var title: String }
            struct ItemRow: View, Equatable {
                let item: Item
                static func == (lhs: ItemRow, rhs: ItemRow) -> Bool { lhs.item.id == rhs.item.id }
                var body: some View { Text(item.title) }
            }
            """
        #expect(Self.findings(code).isEmpty)
    }

    /// A `var` set in `init` from a parameter is an input even with a default; a closure
    /// parameter named like the property is not a read of it.
    @Test func initializerAssignmentsAndShadowedNamesAreRead() throws {
        let found = Self.findings("""
            struct Header: View, Equatable {
                let name: String
                var subtitle = ""
                let tags: [String]
                init(name: String, subtitle: String, tags: [String]) {
                    self.name = name
                    self.subtitle = subtitle
                    self.tags = tags
                }
                static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
                var body: some View {
                    VStack {
                        Text(name)
                        Text(subtitle)
                        ForEach(["a"], id: \\.self) { tags in Text(tags) }
                    }
                }
            }
            """)
        let finding = try #require(found.first)
        #expect(finding.message.contains("never compares `subtitle`,"), "\(finding.message)")
        #expect(!finding.message.contains("tags"), "\(finding.message)")
    }

    /// An `==` the engine cannot evaluate (a member of a field) leaves the verdict open.
    @Test func anEqualityTheEngineCannotEvaluateIsInconclusive() throws {
        let found = Self.findings("""
            struct Banner: View, Equatable {
                let title: String
                let subtitle: String
                static func == (lhs: Banner, rhs: Banner) -> Bool { lhs.title.count == rhs.title.count }
                var body: some View { VStack { Text(title); Text(subtitle) } }
            }
            """)
        let evidence = try #require(found.first?.evidence)
        #expect(evidence.status == .inconclusive)
        #expect(evidence.summary.contains("`Banner.==` is not something the engine can evaluate"), "\(evidence.summary)")
    }

    /// Another view of the same name elsewhere in the project (nested types, another target)
    /// does not hide this one's `==`.
    @Test func aViewSharingItsNameWithAnotherIsStillRead() throws {
        let other = "struct Banner: View { let text: String; var body: some View { Text(text) } }"
        let mine = """
            struct Banner: View, Equatable {
                let title: String
                let subtitle: String
                static func == (lhs: Banner, rhs: Banner) -> Bool { lhs.title == rhs.title }
                var body: some View { VStack { Text(title); Text(subtitle) } }
            }
            """
        let output = LintTestSupport.lint([("A/Other.swift", other), ("B/Mine.swift", mine)], confirm: false)
        #expect(output.findings.contains { $0.ruleID == "equatable_ignores_input" && $0.path == "B/Mine.swift" })
    }

    /// The project's constructions decide whether a parent gives the property at all: one
    /// passing the argument `init` sets it from is named; none passing it leaves the verdict open.
    @Test func theConstructionPassingThePropertyIsNamedAndNoneLeavesItOpen() throws {
        let view = """
            struct ListScreen: View, Equatable {
                private let name: String
                private let title: String?
                init(name: String, customTitle: String? = nil) {
                    self.name = name
                    self.title = customTitle
                }
                static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
                var body: some View { Text(title ?? name) }
            }
            """
        let named = Self.findings(view + "\nstruct Menu: View { let n: String; var body: some View { ListScreen(name: n, customTitle: n + \"!\") } }")
        let summary = try #require(named.first?.evidence?.summary)
        #expect(named.first?.evidence?.status == .confirmed, "\(summary)")
        #expect(summary.contains("a new `title` (as `Menu.body` passes `customTitle:` at Views.swift:11)"), "\(summary)")
        let never = Self.findings(view + "\nstruct Menu: View { let n: String; var body: some View { ListScreen(name: n) } }")
        let open = try #require(never.first?.evidence)
        #expect(open.status == .inconclusive)
        #expect(open.summary.contains("no construction of `ListScreen` in the project passes `customTitle:`"), "\(open.summary)")
    }
}
