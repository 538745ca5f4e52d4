import Testing
import ViewLint
import ViewLintRules

/// Mends found by reading findings on apps no one had linted before (session s17).
@Suite struct FreshAppMendS17Tests {
    /// Rows over a computed property the experiment edits through a stand-in: the summary
    /// assumes it changes, so it must not also say it is held constant; the rows' other reads
    /// of it, which the run does keep at their first value, are named instead.
    @Test func aVariedCollectionIsNotAlsoHeldConstant() {
        let view = """
        import SwiftUI

        struct PathBar: View {
            let url: URL

            var body: some View {
                HStack {
                    ForEach(Array(parts.enumerated()), id: \\.offset) { index, part in
                        Text(part)
                        if index < parts.count - 1 {
                            Image(systemName: "chevron.right")
                        }
                    }
                }
            }

            private var parts: [String] {
                var found: [String] = []
                for piece in url.path.split(separator: "/") {
                    found.append(String(piece))
                }
                return found
            }
        }
        """
        let result = LintTestSupport.lint([("PathBar.swift", view)], confirm: true)
        let rows = result.findings.first { $0.ruleID == "foreach_index_identity" }
        let summary = rows?.evidence?.summary ?? "-"
        #expect(summary.contains("assuming `parts` changing like a stored array when `url` changes"), "\(summary)")
        #expect(!summary.contains("holding `parts` constant"), "\(summary)")
        #expect(summary.contains("the rows' other reads of `parts` (`parts.count`) keeping its first value"), "\(summary)")
    }

    static let conditionalExtension = """
    extension View {
        @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
            if condition { transform(self) } else { self }
        }
    }
    """

    /// A view whose `body` shows a stored `Text`: a value with no view of the project and no
    /// state in it, shown as a leaf, not "has no body to read" (anytype-swift's text view).
    @Test func aStoredTextIsALeaf() {
        let view = """
        import SwiftUI

        struct StyledText: View {
            private let textView: Text

            init(_ text: String) {
                textView = Text(text).font(.body)
            }

            var body: some View {
                textView
            }
        }

        struct Toggler: View {
            @State private var compact = false

            var body: some View {
                VStack {
                    StyledText("Hello")
                        .if(compact) { $0.lineLimit(1) }
                    Button("Flip") { compact.toggle() }
                }
            }
        }
        """
        let result = LintTestSupport.lint([("Toggler.swift", view), ("If.swift", Self.conditionalExtension)], confirm: true)
        let finding = result.findings.first { $0.ruleID == "conditional_modifier" }
        let summary = finding?.evidence?.summary ?? "-"
        #expect(finding?.evidence?.status == .confirmed, "\(summary)")
        #expect(summary.contains("the view was made anew"), "\(summary)")
    }

    /// A stored view of a generic type is what the constructions put there: not read, and said
    /// so, not "has no body to read".
    @Test func aStoredGenericViewIsNamedAsTheConstructions() {
        let view = """
        import SwiftUI

        struct Card<Header: View>: View {
            let header: Header

            init(@ViewBuilder header: () -> Header) {
                self.header = header()
            }

            var body: some View {
                VStack { header }
            }
        }

        struct CardHost: View {
            @State private var editing = false

            var body: some View {
                Card { Text("Title") }
                    .if(editing) { $0.opacity(0.5) }
                Button("Edit") { editing.toggle() }
            }
        }
        """
        let result = LintTestSupport.lint([("Card.swift", view), ("If.swift", Self.conditionalExtension)], confirm: true)
        let finding = result.findings.first { $0.ruleID == "conditional_modifier" }
        let summary = finding?.evidence?.summary ?? "-"
        #expect(finding?.evidence?.status == .inconclusive, "\(summary)")
        #expect(summary.contains("`Card.header` is a view `Card` stores as it is made, from what its constructions give"), "\(summary)")

        // Marked `@ViewBuilder`, it is still a stored view, not a wrapped property.
        let built = view.replacingOccurrences(of: "    let header: Header", with: "    @ViewBuilder let header: Header")
        let again = LintTestSupport.lint([("Card.swift", built), ("If.swift", Self.conditionalExtension)], confirm: true)
        let reason = again.findings.first { $0.ruleID == "conditional_modifier" }?.evidence?.summary ?? "-"
        #expect(reason.contains("`Card.header` is a view `Card` stores as it is made"), "\(reason)")
    }

    /// An erasure kept in a local whose only use is a hosting controller's root view (through a
    /// project view's stored `AnyView`) is forced: the stored property is reported, not the
    /// erasure, whose "drop the erasure" would not compile.
    @Test func anErasureKeptForAHostingRootIsForced() {
        let source = """
        import SwiftUI
        import UIKit

        struct HostedPage: View {
            let content: AnyView
            let tag: Int

            var body: some View { content }
        }

        struct PageStack: UIViewControllerRepresentable {
            let tags: [Int]

            func makeUIViewController(context: Context) -> UINavigationController {
                UINavigationController()
            }

            func updateUIViewController(_ controller: UINavigationController, context: Context) {
                var pages: [UIHostingController<HostedPage>] = []
                tags.forEach { tag in
                    let page = Text("Page \\(tag)").padding().eraseToAnyView()
                    pages.append(UIHostingController(rootView: HostedPage(content: page, tag: tag)))
                }
                controller.setViewControllers(pages, animated: false)
            }
        }

        extension View {
            func eraseToAnyView() -> AnyView { AnyView(self) }
        }
        """
        let result = LintTestSupport.lint([("PageStack.swift", source)], confirm: false)
        let lines = result.findings.filter { $0.ruleID == "any_view" }.map { source.utf8.prefix($0.range.lowerBound).filter { $0 == 10 }.count + 1 }
        #expect(lines.contains(5), "\(lines)")
        #expect(!lines.contains(21), "\(lines)")

        // Shown in a stack instead: an erasure like any other, reported.
        let stacked = source.replacingOccurrences(of: "UIHostingController(rootView: HostedPage(content: page, tag: tag))",
                                                  with: "UIHostingController(rootView: HostedPage(content: AnyView(HStack { page }), tag: tag))")
        let again = LintTestSupport.lint([("PageStack.swift", stacked)], confirm: false)
        let stackedLines = again.findings.filter { $0.ruleID == "any_view" }.map { stacked.utf8.prefix($0.range.lowerBound).filter { $0 == 10 }.count + 1 }
        #expect(stackedLines.contains(21), "\(stackedLines)")
    }
}
