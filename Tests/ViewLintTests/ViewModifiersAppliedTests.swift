import Testing
@testable import ViewLint

/// `Lowering.viewModifiersApplied(by:in:)`: the project `ViewModifier`s an `extension View`
/// method constructs. With the check's memo it reads the view types once per seeing file into a
/// table by member name; without, it asks every type for each call: the two must agree.
@Suite struct ViewModifiersAppliedTests {
    static let modifiers = """
        import SwiftUI

        struct Fade: ViewModifier {
            func body(content: Content) -> some View { content.opacity(0.5) }
        }

        struct Glow: ViewModifier {
            @State private var on = false
            func body(content: Content) -> some View { content.shadow(radius: on ? 4 : 0) }
        }

        extension View {
            func faded() -> some View { modifier(Fade()) }
            func shining() -> some View { modifier(Fade()).modifier(Glow()).modifier(Glow()) }
        }

        struct Panel {
            func dimmed() -> Fade { Fade() }
        }
        """

    static let screen = """
        import SwiftUI

        struct Screen: View {
            var body: some View {
                Text("a").faded().shining().dimmed().padding().glowing()
            }
        }
        """

    /// What each call in `Screen` is found to apply, by callee name.
    private func applied(memo: SiteLoweringMemo?) -> [String: [String]] {
        let trees = [("Modifiers.swift", Self.modifiers), ("Screen.swift", Self.screen)]
            .map { SyntaxTree.parse(SourceFile(path: $0.0, text: $0.1)) }
        let lowering = Lowering(index: ProjectModel(trees: trees), trees: SourceTrees(trees), memo: memo)
        let screen = trees[1]
        var found: [String: [String]] = [:]
        for call in screen.nodes(ofKind: .call) { found[screen.calleeName(call)] = lowering.viewModifiersApplied(by: call, in: screen) }
        return found
    }

    @Test func theMemoTableAnswersAsTheScanDoes() {
        let scanned = applied(memo: nil)
        #expect(scanned["faded"] == ["Fade"])
        #expect(Set(scanned["shining"] ?? []) == ["Fade", "Glow"] && scanned["shining"]?.count == 2,
                "each modifier once, however often the member constructs it")
        #expect(scanned["dimmed"] == [], "constructed in a `Panel` method, not an `extension View` one")
        #expect(scanned["glowing"] == [], "no member of that name")
        #expect(scanned["padding"] == [], "a SwiftUI modifier")
        let memo = SiteLoweringMemo()
        #expect(applied(memo: memo) == scanned)
        #expect(applied(memo: memo) == scanned, "the table the memo kept answers the same")
    }
}
