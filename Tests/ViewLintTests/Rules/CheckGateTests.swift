import Foundation
import Testing
@testable import ViewLint
import ViewLintRules

/// The check gate (`CheckGate`): a whole lint checks, and parses again, only the files that can
/// hold a finding. A file passes it when it may hold view code as the project sees it, has a
/// parse error or a `viewlint:` comment; no file it turns away holds a finding.
@Suite struct CheckGateTests {
    /// Whether each file of the project `files` passes the gate.
    static func gates(_ files: [(path: String, code: String)]) -> [String: Bool] {
        let parsed = files.map { ParsedSource(parsing: SourceFile(path: $0.path, text: $0.code)) }
        let model = Linter.projectModel(parsed.map { DeclarationSummary(tree: $0.tree) })
        var gates: [String: Bool] = [:]
        for source in parsed {
            gates[source.tree.file.path] = CheckGate(tree: source.tree, comments: source.comments).mayFind(in: model.seen(from: source.tree.file.path))
        }
        return gates
    }

    static let row = """
        import SwiftUI
        struct Row: View {
            let title: String
            var body: some View { Text(title) }
        }
        """

    @Test func modelCodeIsTurnedAway() {
        let gates = Self.gates([("Row.swift", Self.row), ("Store.swift", """
            import Combine
            struct Item: Codable, Identifiable { let id: Int }
            final class Store: ObservableObject {
                @Published var items: [Item] = []
                func load() { items = [Item(id: 1)] }
            }
            """)])
        #expect(gates == ["Row.swift": true, "Store.swift": false])
    }

    @Test func viewCodeWithoutAnImportOfSwiftUIPasses() {
        let gates = Self.gates([("Row.swift", Self.row),
            ("Helpers.swift", "extension View {\n    func card() -> some View { padding() }\n}\n"),
            ("RowEquality.swift", "extension Row: Equatable {\n    static func == (a: Row, b: Row) -> Bool { a.title == b.title }\n}\n"),
            ("Styled.swift", "protocol Card: View {}\nstruct Plain {}\n"),
            ("Badge.swift", "struct Badge: Card {\n    let count: Int\n}\n"),
            ("Builder.swift", "enum Factory {\n    @ViewBuilder static func make(_ flag: Bool) -> some View { if flag { Text(\"a\") } }\n}\n"),
            ("Inner.swift", "enum Screens {\n    struct Detail: SwiftUI.View { var body: some View { Text(\"d\") } }\n}\n"),
            ("Comment.swift", "struct Plain2 {}\n// viewlint:disable any_view\n"),
            ("Broken.swift", "struct Plain3 {\n    func f() { print(1)) }\n}\n"),
            ("Parameter.swift", "enum Frame {\n    static func wrap(_ content: some View) -> Int { 1 }\n}\n")])
        // A protocol is never view code itself (`ViewCodeScope`): what conforms to it is.
        #expect(gates.filter { !$0.value }.keys.sorted() == ["Styled.swift"], "\(gates)")
        #expect(SyntaxTree.parse(SourceFile(path: "Broken.swift", text: "struct Plain3 {\n    func f() { print(1)) }\n}\n")).hasErrors)
        #expect(Self.gates([("Styled.swift", "protocol Card: Equatable {}\n"), ("Badge.swift", "struct Badge: Card {}\n")])
                == ["Styled.swift": false, "Badge.swift": false])
    }

    /// Over every fixture project: a file the gate turns away has no view code and no finding
    /// of any rule, and some files are turned away (the gate does something).
    @Test func noFixtureFileTurnedAwayHoldsAFinding() throws {
        let rules = RuleRegistry.all.map { Linter.ConfiguredRule(rule: $0.init(options: RuleOptions())) }
            + BuiltInRules.all.map { Linter.ConfiguredRule(rule: BuiltInRules.instantiate($0, options: RuleOptions(), knownRuleIDs: Set(RuleRegistry.ruleIDs))) }
        #expect(rules.allSatisfy { type(of: $0.rule).findsOnlyInViewCode })
        var turnedAway = 0, passed = 0
        for folder in RuleFixtureTests.folders {
            let directory = RuleFixtureTests.fixtureRoot.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            let files = try names.map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
            let gates = Self.gates(files)
            let findings = Linter(rules: rules, jobs: 1).lint(files.map { SourceFile(path: $0.0, text: $0.1) }).findings
            for finding in findings {
                #expect(gates[finding.path] == true, "\(folder)/\(finding.path): \(finding.ruleID) in a file the gate turns away")
            }
            turnedAway += gates.values.filter { !$0 }.count
            passed += gates.values.filter { $0 }.count
        }
        #expect(turnedAway > 0 && passed > turnedAway, "\(turnedAway) turned away, \(passed) passed")
    }
}

/// The session behind `viewlint lint` skips the files the gate turns away and finds what a lint
/// of every file finds: a view's finding, one in an `extension View` helper with no SwiftUI
/// import, none in model code.
@Suite struct CheckGateSessionTests {
    @Test func theSessionFindsWhatALintOfEveryFileFinds() throws {
        let files = [
            ("Row.swift", "import SwiftUI\nstruct Row: View {\n    var body: some View { AnyView(Text(\"row\")) }\n}\n"),
            ("Helpers.swift", "extension View {\n    func fresh() -> some View { padding().id(UUID()) }\n}\n"),
            ("Store.swift", "import Combine\nfinal class Store: ObservableObject {\n    @Published var rows: [Int] = []\n    func reload() { rows = rows.map { $0 } }\n}\n"),
        ]
        let root = try TemporaryDirectory()
        for (name, code) in files { try root.write(name, code) }
        let result = AnalysisSessionTests.session(root).analyze(files.map(\.0))
        let everyFile = LintTestSupport.lint(files.map { (path: $0.0, code: $0.1) }, confirm: true)
        let found = { (findings: [Finding]) in findings.map { "\($0.path):\($0.range.lowerBound) \($0.ruleID)" }.sorted() }
        #expect(found(result.findings) == found(everyFile.findings))
        #expect(Set(result.findings.map(\.path)) == ["Row.swift", "Helpers.swift"], "\(found(result.findings))")
        #expect(result.checked.sorted() == files.map(\.0).sorted(), "every file has a result, found or vouched for by the gate")
    }
}
