import Testing
import ViewLint
import ViewLintRules

/// What a conditional helper's call decides before a run (Tests/Fixtures/rules/conditional_modifier):
/// an argument that is never nil fixes a helper's nil test, an argument of another type reaches
/// SwiftUI's own modifier of that name, and a condition read through a store's state is open
/// only to another state taking the first one's place.
@Suite struct HelperArgumentEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/rules/conditional_modifier")

    static let pinned: [PinnedEvidence] = [
        PinnedEvidence(file: "HelperArguments.swift", line: 43, rule: "conditional_modifier", status: .refuted,
                       says: ["a static fact, not a run: `tint(_:)` is given a value that is never nil here (`.numbered(4)`), so its `if let swatch` always takes the first branch: one identity"]),
        PinnedEvidence(file: "HelperArguments.swift", line: 45, rule: "conditional_modifier", status: .refuted,
                       says: ["`outlined(_:)` is given a value that is never nil here (`current`), so its `swatch != nil` is always true"]),
        PinnedEvidence(file: "HelperArguments.swift", line: 47, rule: "conditional_modifier", status: .refuted,
                       says: ["so its `if let swatch` always takes the first branch"]),
        PinnedEvidence(file: "HelperArguments.swift", line: 53, rule: "conditional_modifier", status: .confirmed,
                       says: ["flipped, the view was made anew (the condition set directly)"]),
        PinnedEvidence(file: "HelperArguments.swift", line: 56, rule: "conditional_modifier", status: .inconclusive,
                       says: ["calls SwiftUI's own `tint(_:)`, which keeps one view, or the project's `tint(_: Swatch?)`"]),
        PinnedEvidence(file: "StoreState.swift", line: 61, rule: "conditional_modifier", status: .inconclusive,
                       says: ["unconfirmed: `store.showsLeaderboard` changes only if another `Round.State` takes this one's place in `store`",
                              "`showsLeaderboard` reads only `isPractice`, which only `Round.State`'s `init` sets"]),
        PinnedEvidence(file: "StoreState.swift", line: 67, rule: "conditional_modifier", status: .confirmed,
                       says: ["assuming `store.score > 3` changes while the view is on screen"]),
    ]

    @Test func eachArgumentKeepsItsVerdict() throws {
        let findings = try Self.fixtures.findings(rules: [Linter.ConfiguredRule(rule: ConditionalModifierRule(options: RuleOptions()))])
            .filter { ["HelperArguments.swift", "StoreState.swift"].contains($0.path) }
        Self.fixtures.expect(Self.pinned, in: findings)
        // A `Color` argument reaches SwiftUI's `tint(_:)`: no finding on that line.
        #expect(!findings.contains { $0.path == "HelperArguments.swift" && Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 50 })
    }

    /// The facts the checks read: how a helper's condition tests each parameter, what type each
    /// static member gives, and a nested type under its qualified name.
    @Test func factsOfHelpersStaticsAndNestedTypes() {
        let source = """
            import SwiftUI
            struct Swatch {}
            extension Swatch {
                static func numbered(_ i: Int) -> Swatch { Swatch() }
                static var maybe: Swatch? { nil }
                static let shared = Swatch()
            }
            enum Mode { case light, dark }
            enum Game { struct State { var isDemo: Bool; var visible: Bool { !isDemo } } }
            extension Game.State { var hidden: Bool { isDemo } }
            extension View {
                @ViewBuilder func tint(_ swatch: Swatch?) -> some View { if let swatch { self.overlay(Text("\\(swatch)")) } else { self } }
                @ViewBuilder func outlined(when value: Int?) -> some View { if value == nil { self.border(.gray) } else { self } }
                @ViewBuilder func shown(_ flag: Bool) -> some View { if flag { self } else { self.hidden() } }
            }
            """
        let model = ProjectModel(trees: [SyntaxTree.parse(SourceFile(path: "Facts.swift", text: source))])
        let tint = model.conditionalHelper(named: "tint")?.conditionParameters.first
        #expect(tint?.localName == "swatch")
        #expect(tint?.typeText == "Swatch?")
        #expect(tint?.nilTest == .bound)
        #expect(model.conditionalHelper(named: "outlined")?.conditionParameters.first?.nilTest == .isNil)
        #expect(model.conditionalHelper(named: "shown")?.conditionParameters.first?.nilTest == nil)
        #expect(model.staticMemberTypes(named: "numbered") == ["Swatch"])
        #expect(model.staticMemberTypes(named: "maybe") == ["Swatch?"])
        // An unannotated `init` call may be failable: its optionality is not known.
        #expect(model.staticMemberTypes(named: "shared") == ["Swatch?"])
        #expect(model.staticMemberTypes(named: "dark") == ["Mode"])
        #expect(model.staticMemberTypes(named: "absent").isEmpty)
        #expect(model.declaredType(named: "Game.State")?.declarationCount == 1)
        #expect(model.memberKeeping("visible", ofType: "Game.State") == .computed)
        #expect(model.memberKeeping("hidden", ofType: "Game.State") == .computed)
        #expect(model.memberKeeping("isDemo", ofType: "Game.State") == .unwrittenVar)
    }

    /// A write through any receiver, counted under the simple name, keeps a nested type's member open.
    @Test func aWrittenMemberOfANestedTypeIsNotKept() {
        let source = """
            enum Game { struct State { var isDemo: Bool } }
            func reset(_ state: inout Game.State) { state.isDemo = false }
            """
        let model = ProjectModel(trees: [SyntaxTree.parse(SourceFile(path: "Facts.swift", text: source))])
        #expect(model.memberKeeping("isDemo", ofType: "Game.State") == nil)
    }
}
