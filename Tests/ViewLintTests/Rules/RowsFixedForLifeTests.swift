import Testing
@testable import ViewLint

/// Two ways rows keyed by position are shown never to move, each with its own message: rows over
/// a member of an outer row's element whose `id` is a fresh `UUID()` (`DeclaredType.idDeclarations`
/// tells whose `id` the merged facts are), and rows of a view that is only ever the root of a new
/// `UIHostingController` (`DeclaredType.handsViewToNewHost`).
@Suite struct RowsFixedForLifeTests {
    static func model(_ code: String) -> ProjectModel {
        let tree = SyntaxTree.parse(SourceFile(path: "M.swift", text: code))
        return ProjectModel(index: ProjectIndex(trees: [tree]), facts: ProjectFacts(tree: tree))
    }

    @Test func idDeclarationsCountEveryTypeOfTheNameWithAnID() {
        let model = Self.model("""
            struct Result { struct Section { let id = UUID(); var lines: [String] } }
            struct Library { struct Section { var name: String } }
            struct Report { struct Part { let id: Int } }
            struct Draft { struct Part { let id = UUID() } }
            extension Draft.Part { var label: String { "" } }
            """)
        #expect(model.declaredType(named: "Section")?.declarationCount == 2)
        #expect(model.declaredType(named: "Section")?.idDeclarations == 1)
        #expect(model.declaredType(named: "Part")?.idDeclarations == 2)
    }

    @Test func aMethodHandsAViewOnlyToANewHostingController() {
        let model = Self.model("""
            import SwiftUI
            final class Router {
                func push<V: View>(_ view: V, animated: Bool = true) {
                    let controller = UIHostingController(rootView: view.environmentObject(self))
                    nav?.pushViewController(controller, animated: animated)
                }
                func push(_ controller: UIViewController) { nav?.pushViewController(controller, animated: true) }
                func show(_ view: some View) { present(UIHostingController(rootView: view), animated: true) }
                func keep<V: View>(_ view: V) { current = AnyView(view) }
                func reuse<V: View>(_ view: V) { host.rootView = AnyView(view) }
                func twice<V: View>(_ view: V) { present(UIHostingController(rootView: view)); log(view) }
            }
            extension Router {
                func show(_ view: some View, over: Bool) { sheet = AnyView(view) }
            }
            """)
        let router = model.declaredType(named: "Router")
        #expect(router?.handsViewToNewHost("push") == true)
        // Kept, handed to an existing controller, used for something else, or an overload of
        // the name that keeps it: not a new controller's root only.
        #expect(router?.handsViewToNewHost("keep") == false)
        #expect(router?.handsViewToNewHost("reuse") == false)
        #expect(router?.handsViewToNewHost("twice") == false)
        #expect(router?.handsViewToNewHost("show") == false)
    }

    /// A subclass may override the method that hosts the view: not refuted that way.
    @Test func aHostingMethodASubclassCouldOverrideDecidesNothing() {
        let fixtures = EvidenceFixtures("Tests/Fixtures/evidence")
        let code = fixtures.text(of: "RowsOfAHostedView.swift") + "\nfinal class LoggingRouter: Router {}\n"
        let rows = LintTestSupport.lint([("Hosted.swift", code)], confirm: true).findings.filter { $0.ruleID == "foreach_index_identity" }
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.evidence?.status == .inconclusive }, "\(rows.map { $0.evidence?.summary ?? "-" })")
    }

    static func findings(_ file: String) -> [Finding] {
        let fixtures = EvidenceFixtures("Tests/Fixtures/evidence")
        return LintTestSupport.lint([(file, fixtures.text(of: file))], confirm: true).findings.filter { $0.ruleID == "foreach_index_identity" }
    }

    @Test func eachRefutationSaysWhyNoRowMoves() {
        let fresh = Self.findings("RowsOfAFreshElement.swift").filter { $0.evidence?.status == .refuted }
        #expect(fresh.map(\.message) == [
            "`ForEach` rows are keyed by position, but their outer row is keyed by a fresh id per element and what they list never changes, so no row gets another element",
        ])
        let hosted = Self.findings("RowsOfAHostedView.swift").filter { $0.evidence?.status == .refuted }
        #expect(hosted.map(\.message) == [
            "`ForEach` rows are keyed by position, but the view is only ever a new `UIHostingController`'s root, keeping its collection, so no row gets another element",
        ])
    }
}
