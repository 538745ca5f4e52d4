import Testing
import ViewLint
import ViewLintRules

/// What a conditional modifier's flip can change, decided from the code before a run assumes it
/// (review s12): a row's condition on its own key, a menu's item (fact 53), a plain value's view,
/// a project modifier's state applied by an extension method, a helper `body` reaches only below
/// an `#available`, and an `if` inside a `.if` helper's transform.
@Suite struct ConditionScopeTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/condition-scope")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "conditional_modifier" }

    func findings(in file: String) throws -> [Finding] {
        LintTestSupport.lint([(file, Self.fixtures.text(of: file))], rules: Self.rules, confirm: true).findings
    }

    func finding(at line: Int, in file: String) throws -> Finding? {
        try findings(in: file).first { Self.fixtures.line(of: $0.range.lowerBound, in: file) == line }
    }

    /// `Glass.supported && opensMenu(button)`: a `static let` and a pure function of the row's
    /// element cannot change for a row; the same function of a `@State` can.
    @Test func rowKeyConditionIsNotReported() throws {
        let lines = try findings(in: "RowKeyCondition.swift").map { Self.fixtures.line(of: $0.range.lowerBound, in: "RowKeyCondition.swift") }
        #expect(lines == [37], "\(lines)")
    }

    @Test func menuItemSwitchIsRefutedByFact53() throws {
        let item = try finding(at: 26, in: "MenuItemSwitch.swift")
        #expect(item?.evidence?.status == .refuted, "\(item?.evidence?.summary ?? "-")")
        #expect(item?.evidence?.summary.contains("among a `Menu`'s items, which SwiftUI shows as platform menu items") == true,
                "\(item?.evidence?.summary ?? "-")")
        #expect(item?.message.contains("SwiftUI shows it as a platform menu item, which keeps no state and does not animate") == true,
                "\(item?.message ?? "-")")
        // The menu's label is a view on screen: not a menu item.
        let label = try finding(at: 29, in: "MenuItemSwitch.swift")
        #expect(label?.evidence?.status == .confirmed, "\(label?.evidence?.summary ?? "-")")
    }

    @Test func modifierStateAppliedByAnExtensionMethodIsNamed() throws {
        let finding = try finding(at: 46, in: "ModifierStateThroughExtension.swift")
        #expect(finding?.evidence?.status == .confirmed, "\(finding?.evidence?.summary ?? "-")")
        #expect(finding?.message.hasSuffix("each flip resets the state and tasks of `OnFirstAppear` (applied by `.onFirstAppear`) in it") == true,
                "\(finding?.message ?? "-")")
    }

    @Test func helperBelowAvailabilityNamesTheBranch() throws {
        let finding = try finding(at: 54, in: "AvailabilityFallback.swift")
        let summary = finding?.evidence?.summary ?? "-"
        #expect(finding?.evidence?.status == .confirmed, "\(summary)")
        #expect(summary.contains("hosting `GlassLabel.fallbackLabel` on its own: `body` shows it only where `#available(iOS 26.0, *), Glass.supported` does not hold, through code the run of `body` does not build"), "\(summary)")
        #expect(!summary.contains("no `body` in this file calls it"), "\(summary)")
    }

    /// A helper `body` shows on both sides of an `if` (anytype-swift's `propertyView`): the
    /// condition does not restrict where it is shown, so the hosting phrase does not name it.
    @Test func helperOnBothArmsNamesNoBranch() throws {
        let finding = try finding(at: 32, in: "BothArmsOffBody.swift")
        let summary = finding?.evidence?.summary ?? "-"
        #expect(summary.contains("hosting `ActionChip.chipLabel` on its own: `body` shows it through code the run of `body` does not build"), "\(summary)")
        #expect(!summary.contains("onTap != nil"), "\(summary)")
    }

    @Test func switchInsideAHelpersTransformIsHostedAsContent() throws {
        let finding = try finding(at: 27, in: "HelperTransformSite.swift")
        let summary = finding?.evidence?.summary ?? "-"
        #expect(!summary.contains("action closure"), "\(summary)")
        #expect(finding?.evidence?.status == .confirmed, "\(summary)")
    }

    @Test func plainValueSwitchIsUndecidedAndOffersNoTernary() throws {
        let finding = try finding(at: 20, in: "RouteValue.swift")
        let summary = finding?.evidence?.summary ?? "-"
        #expect(finding?.evidence?.status == .inconclusive, "\(summary)")
        #expect(summary.contains("the condition reads only `style` of a `Route` value, which is not a view"), "\(summary)")
        #expect(finding?.help?.hasPrefix("`.navigationTransition(_:)` takes one transition type, so a ternary between this transition and the default does not compile") == true,
                "\(finding?.help ?? "-")")
    }
}
