import Foundation
import Testing
import ViewLint

/// Views with no live SwiftUI parent (review s18 §2.2, §2.3): views only a widget shows, and
/// views UIKit code makes once as a hosting controller's root (Tests/Fixtures/evidence/ow18-*,
/// each folder one project).
@Suite struct HostedAndWidgetViewsTests {
    static let widget = EvidenceFixtures("Tests/Fixtures/evidence/ow18-widget")
    static let hosted = EvidenceFixtures("Tests/Fixtures/evidence/ow18-hosted")

    /// The folder's files linted together, with confirmation: the findings of `rules`.
    static func findings(_ fixtures: EvidenceFixtures, rules: Set<String>) throws -> [Finding] {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.root.path).filter { $0.hasSuffix(".swift") }.sorted()
        let output = LintTestSupport.lint(names.map { ($0, fixtures.text(of: $0)) }, confirm: true)
        return output.findings.filter { rules.contains($0.ruleID) }
    }

    /// `EpisodeLine` and its `@State`s, `@ObservedObject` are only ever drawn by the widget's entry
    /// view (in a file that does not import WidgetKit): each entry is a new snapshot, so neither
    /// a kept `@State` nor a replaced object can be seen. `SharedBadge` is also the app's: its
    /// construction in `PlayerScreen` is still reported, the widget's is not.
    @Test func viewsOnlyAWidgetShowsAreNotReported() throws {
        let all = try Self.findings(Self.widget, rules: ["state_from_argument", "object_ownership", "conditional_modifier"])
        Self.widget.expect([
            PinnedEvidence(file: "SharedBadge.swift", line: 17, rule: "state_from_argument", status: .confirmed, says: []),
        ], in: all)
    }

    /// Widget-only is decided by who builds the view, through views only widgets show.
    @Test func theIndexFollowsWidgetConstructions() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.widget.root.path).filter { $0.hasSuffix(".swift") }
        let trees = names.map { SyntaxTree.parse(SourceFile(path: $0, text: Self.widget.text(of: $0))) }
        let index = ProjectModel(index: ProjectIndex(trees: trees), facts: ProjectFacts(trees: trees))
        #expect(index.isShownOnlyByWidgets(viewNamed: "NextEntryView", from: "NextEntryView.swift"))
        #expect(index.isShownOnlyByWidgets(viewNamed: "EpisodeLine", from: "NextEntryView.swift"))
        #expect(!index.isShownOnlyByWidgets(viewNamed: "SharedBadge", from: "NextEntryView.swift"))
        #expect(!index.isShownOnlyByWidgets(viewNamed: "PlayerScreen", from: "NextEntryView.swift"))
    }

    /// Each root is made once by UIKit code (`super.init(rootView: .init(model:))` in a
    /// `UIHostingController<ListScreen>` subclass, a method handing it to a new controller, a
    /// local `let` a sheet shows): no SwiftUI parent makes it again, so the object is kept.
    /// Refuted, the place named. A root made in a content closure, or one code replaces through
    /// `rootView`, is made again: still confirmed.
    @Test func hostedRootsKeepTheirObject() throws {
        let all = try Self.findings(Self.hosted, rules: ["object_ownership"])
        Self.hosted.expect([
            PinnedEvidence(file: "ListScreen.swift", line: 5, rule: "object_ownership", status: .refuted,
                           says: ["`ListScreen` is made only as the root of a new hosting controller, in `ListController`",
                                  "each `ListScreen` makes one `ListStyle` and keeps it"]),
            PinnedEvidence(file: "StoriesScreen.swift", line: 5, rule: "object_ownership", status: .refuted,
                           says: ["in `StoriesPresenter.show`"]),
            PinnedEvidence(file: "ClipScreen.swift", line: 5, rule: "object_ownership", status: .refuted,
                           says: ["in `ClipModal.show`"]),
            PinnedEvidence(file: "ReplacedRoot.swift", line: 10, rule: "object_ownership", status: .confirmed, says: []),
            PinnedEvidence(file: "ReplacedRoot.swift", line: 19, rule: "object_ownership", status: .confirmed, says: []),
        ], in: all)
    }
}

/// A type conforming through a typealias of a protocol composition (review s18 §3 NOTVIEW).
@Suite struct CompositionAliasConformanceTests {
    @Test func aTypeConformingThroughACompositionAliasIsAView() {
        let code = """
            import SwiftUI
            protocol Story { var duration: Double { get } }
            protocol Sharing {}
            typealias StoryView = Story & View
            typealias ShareableStory = StoryView & Sharing
            typealias Described = CustomStringConvertible & Sendable
            struct TopStory: ShareableStory {
                let duration = 5.0
                var body: some View { Text("Top") }
            }
            struct Note: Described {
                var description: String { "note" }
            }
            """
        let tree = SyntaxTree.parse(SourceFile(path: "Stories.swift", text: code))
        let index = ProjectIndex(trees: [tree])
        #expect(index.isViewType("TopStory"))
        #expect(!index.isViewType("Note"))
    }
}
