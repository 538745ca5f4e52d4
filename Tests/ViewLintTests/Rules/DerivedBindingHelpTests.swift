import Testing
import ViewLint
import ViewLintRules

/// A closure binding whose `get` computes the value, or whose `set` converts it, calls a method or
/// writes two places, has no `$` projection that is the same binding: its help says what is
/// (review s9: HomeAssistant WatchComplicationConfigurationSheet:441, MagicItemCustomizationView:134
/// and WatchLightControlsView:178 were told to project a source). Fixture:
/// Tests/Fixtures/rules/closure_binding/DerivedBindings.swift.
@Suite struct DerivedBindingHelpTests {
    static let file = "DerivedBindings.swift"
    static let fixtures = EvidenceFixtures("Tests/Fixtures/rules/closure_binding")

    static func helps() -> [Int: String] {
        let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "closure_binding" }
        let output = LintTestSupport.lint([(file, fixtures.text(of: file))], rules: rules, confirm: true)
        var helps: [Int: String] = [:]
        for finding in output.findings { helps[fixtures.line(of: finding.range.lowerBound, in: file)] = BindingSourceHelpTests.ruleHelp(finding) }
        return helps
    }

    @Test func aConvertingBindingIsToldToProjectAPropertyOfItsModel() {
        let helps = Self.helps()
        let model = "so no `$` projection is this binding: give `model`'s type a property with this `get` and `set` (a subscript if it needs an argument) and pass `$model.thatProperty`, which stays equal across updates from iOS 17 / macOS 14 / watchOS 10 on."
        #expect(helps[42] == "Its `get` and `set` convert the value, " + model, "\(helps[42] ?? "-")")
        #expect(helps[44] == "Its `get` computes the value and its `set` writes two properties, " + model, "\(helps[44] ?? "-")")
        #expect(helps[49] == "Its `set` calls `model.setLevel`, " + model, "\(helps[49] ?? "-")")
        for line in [42, 44, 49] {
            #expect(helps[line]?.contains("$model.glyphName") == false && helps[line]?.contains("$model.level") == false)
        }
    }

    @Test func aStateRootIsNamedAndAPlainReferenceIsNot() {
        let helps = Self.helps()
        #expect(helps[61] == "Its `get` computes the value and its `set` does more than assign the new value, so no `$` projection is this binding: give `muted`'s type a property with this `get` and `set` (a subscript if it needs an argument) and pass `$muted.thatProperty`, which keeps one location across updates.",
                "\(helps[61] ?? "-")")
        #expect(helps[77] == "Its `set` converts the value, so no `$` projection is this binding: keep the value where `$` reaches it (a `@State`, or a property with this `get` and `set` on an observed model) and pass that projection.",
                "\(helps[77] ?? "-")")
        #expect(helps[92]?.hasPrefix("Its `set` starts a `Task`, so no `$` projection is this binding: keep the value where `$` reaches it") == true,
                "\(helps[92] ?? "-")")
    }
}
