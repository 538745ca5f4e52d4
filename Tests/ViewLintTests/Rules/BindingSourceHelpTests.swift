import Testing
import ViewLint
import ViewLintRules

/// A closure binding's help proposes a `$` only where one exists (review s11 #9, #10: HomeAssistant
/// DebugView:484 over a global plain class, mlem PersonBanEditorView:189 over a computed property),
/// points the `x != nil` presentation idiom at `item:`/`presenting:` (QuickSwipesViewModifier:64),
/// and does not offer `Equatable` where an element's `id` is a new `UUID()` each time (#6, Aidoku
/// FilterListSheetView:751). Fixture: Tests/Fixtures/rules/closure_binding/HelpSources.swift.
@Suite struct BindingSourceHelpTests {
    static let file = "HelpSources.swift"
    static let fixtures = EvidenceFixtures("Tests/Fixtures/rules/closure_binding")

    static func findings() -> [Int: Finding] {
        let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "closure_binding" }
        let output = LintTestSupport.lint([(file, fixtures.text(of: file))], rules: rules, confirm: true)
        var found: [Int: Finding] = [:]
        for finding in output.findings { found[fixtures.line(of: finding.range.lowerBound, in: file)] = finding }
        return found
    }

    /// The help as the rule builds it. A refuted finding offers it as optional (review s14;
    /// pinned in ReviewS14OpenTests): these pins read what follows that lead, whatever the verdict.
    static func ruleHelp(_ finding: Finding) -> String {
        let help = finding.help ?? ""
        let lead = "Optional, since here the binding makes no view body run more often: "
        guard finding.evidence?.status == .refuted, help.hasPrefix(lead) else { return help }
        let rest = help.dropFirst(lead.count)
        return rest.prefix(1).uppercased() + rest.dropFirst()
    }

    static let keep = "keep the value in a `@State` or an `@AppStorage`, or in an observed model the view holds (`@ObservedObject`, `@Bindable`), and pass that `$` projection."

    @Test func aGlobalOrAPlainPropertyIsNotToldToProjectWithDollar() {
        let found = Self.findings()
        let helps = found.mapValues(Self.ruleHelp)
        #expect(helps[34] == "`World.debug.logsRequests` is reached through `World`, not a property of this view, so no `$` projects it: " + Self.keep, "\(helps[34] ?? "-")")
        #expect(helps[35] == "`debugSettings.logsRequests` is reached through `debugSettings`, not a property of this view, so no `$` projects it: " + Self.keep, "\(helps[35] ?? "-")")
        #expect(helps[38] == "`plain` is a property of `DebugPanel` without a property wrapper, so no `$` projects `plain.logsRequests`: " + Self.keep, "\(helps[38] ?? "-")")
        for line in [34, 35, 38] {
            #expect(found[line]?.evidence?.status == .refuted)
            #expect(helps[line]?.contains("Project the binding") == false)
        }
    }

    @Test func anObservedModelHeldWithoutAWrapperIsNamedWithWhatProjectsIt() {
        let helps = Self.findings().mapValues(Self.ruleHelp)
        #expect(helps[36] == "`prefs` holds an `@Observable` `ReaderPrefs` with no `$` projection: pass `Bindable(prefs).largeText` (or declare it `@Bindable var prefs`), which stays equal across updates from iOS 17 / macOS 14 / watchOS 10 on.",
                "\(helps[36] ?? "-")")
        #expect(helps[37] == "`sync` holds an `ObservableObject` without a wrapper, so no `$` projects it: declare it `@ObservedObject var sync` and pass `$sync.paused`, which stays equal across updates from iOS 17 / macOS 14 / watchOS 10 on.",
                "\(helps[37] ?? "-")")
    }

    @Test func aComputedPropertyIsNamedAsAConversionWithNoDollar() {
        let helps = Self.findings().mapValues(Self.ruleHelp)
        #expect(helps[56] == "`days` is a computed property of `BanLength` that converts `expiry`, and `$` exists only for stored wrapped properties (a `@State`, a `@Binding`, an observed model's property), so there is no `$days`: give `expiry`'s type a property with this conversion and pass `$expiry.thatProperty`, which keeps one location across updates.",
                "\(helps[56] ?? "-")")
    }

    @Test func aRealSourceKeepsTheFixOrTheUsualHelp() {
        let helps = Self.findings().mapValues(Self.ruleHelp)
        #expect(helps[74] == "Use `$compact`: the same binding, without new closures on every update.", "\(helps[74] ?? "-")")
        #expect(helps[76]?.hasPrefix("Project the binding from its source with `$`") == true, "\(helps[76] ?? "-")")
    }

    @Test func thePresentationIdiomIsToldToPresentFromTheOptional() {
        let found = Self.findings()
        let helps = found.mapValues(Self.ruleHelp)
        #expect(helps[100] == "Present with `.sheet(item: $choice) { … }`: it shows while `choice` holds a value, sets it to nil when dismissed, and `$choice` keeps one location across updates.",
                "\(helps[100] ?? "-")")
        #expect(helps[103] == "Present with `.alert(_:isPresented:presenting:)`: keep a `Bool` in `@State` for `isPresented` and pass its `$` projection, which keeps one location across updates, with `choice` as `presenting` (set the `Bool` where `choice` is set).",
                "\(helps[103] ?? "-")")
        #expect(helps[106] == "Present with `.fullScreenCover(item: $pending) { … }` once `Pending` is `Identifiable` (it is not yet: give it an `id`): it shows while `pending` holds a value, sets it to nil when dismissed, and `$pending` keeps one location across updates.",
                "\(helps[106] ?? "-")")
        #expect(helps[109] == "Present with `.popover(item: $link) { … }` with an `Identifiable` value (`URL` is not: wrap it in a type with an `id`): it shows while `link` holds a value, sets it to nil when dismissed, and `$link` keeps one location across updates.",
                "\(helps[109] ?? "-")")
        for line in [100, 103, 106, 109] {
            #expect(found[line]?.evidence?.status == .refuted)
            #expect(helps[line]?.contains("type a property") == false)
        }
    }

    @Test func anElementWithAMintedIDIsNotToldThatEquatableIsEnough() {
        let found = Self.findings()
        let helps = found.mapValues(Self.ruleHelp)
        #expect(helps[175] == "`FlavorPicker` re-runs on every update whatever its binding is, and making `Flavor` `Equatable` alone would not stop it: its `id` is a new `UUID()` each time one is made, so a synthesized `==` still differs. Derive `id` from the element's data (stable across constructions) and then make `Flavor` `Equatable`, or build `flavors` once, keep it in state where `FlavorPicker` is made and pass it in.",
                "\(helps[175] ?? "-")")
        #expect(helps[176] == "`ToppingPicker` re-runs on every update whatever its binding is, and making `Topping` `Equatable` alone would not stop it: its `id` is a new `UUID()` each time one is made, so a synthesized `==` still differs. Derive `id` from the element's data (stable across constructions) and then make `Topping` `Equatable`, or keep the array it is given in state.",
                "\(helps[176] ?? "-")")
        #expect(helps[177] == "`SaucePicker` re-runs on every update whatever its binding is: make `Sauce` `Equatable` (or keep the array it is given in state) first.",
                "\(helps[177] ?? "-")")
        for line in [175, 176, 177] { #expect(found[line]?.evidence?.status == .refuted) }
    }

    @Test func aComputedPropertyOverTheProjectsWrapperNamesWhatItAssumes() {
        let helps = Self.findings().mapValues(Self.ruleHelp)
        #expect(helps[224] == "`sort` is a computed property of `SortSettings` that converts `storedSort`, and `$` exists only for stored wrapped properties (a `@State`, a `@Binding`, an observed model's property), so there is no `$sort`: give `storedSort`'s type a property with this conversion and pass `$storedSort.thatProperty`, if `@Stored` projects a binding that keeps one location across updates.",
                "\(helps[224] ?? "-")")
        #expect(helps[227] == "`router` is a computed property of `SortSettings`, which no `$` projects, but it returns an `@Observable` `Router`: pass `Bindable(router).title`, which stays equal across updates from iOS 17 / macOS 14 / watchOS 10 on.",
                "\(helps[227] ?? "-")")
    }

    @Test func aPresentationAlreadyPassingPresentingOrHoldingAStandardTypeIsToldSo() {
        let helps = Self.findings().mapValues(Self.ruleHelp)
        #expect(helps[230] == "It already passes `presenting`: keep a `Bool` in `@State` for `isPresented` and pass its `$` projection, which keeps one location across updates, and set the `Bool` where `router.failure` is set.",
                "\(helps[230] ?? "-")")
        #expect(helps[233] == "Present with `.fullScreenCover(item: $message) { … }` with an `Identifiable` value (`String` is not: wrap it in a type with an `id`): it shows while `message` holds a value, sets it to nil when dismissed, and `$message` keeps one location across updates.",
                "\(helps[233] ?? "-")")
    }

    @Test func anOptionalObservableModelIsToldBindableOnTheUnwrappedObject() {
        let helps = Self.findings().mapValues(Self.ruleHelp)
        #expect(helps[259] == "`filters` holds an optional `@Observable` `SearchFilters`, whose members `$filters` does not project: pass `Bindable(filters).sort` with the unwrapped `filters` the `get` reads, which stays equal across updates from iOS 17 / macOS 14 / watchOS 10 on.",
                "\(helps[259] ?? "-")")
    }

    /// `withAnimation { … }` is looked into: a method call or a conversion inside is named, a
    /// plain assignment keeps the usual help (`$compact.animation()` is a projection).
    @Test func whatASetRunsInsideWithAnimationDecidesTheHelp() {
        let helps = Self.findings().mapValues(Self.ruleHelp)
        #expect(helps[261] == "Its `set` calls `picker.select`, so no `$` projection is this binding: give `picker`'s type a property with this `get` and `set` (a subscript if it needs an argument) and pass `$picker.thatProperty`, which stays equal across updates from iOS 17 / macOS 14 / watchOS 10 on.",
                "\(helps[261] ?? "-")")
        #expect(helps[264] == "Its `get` and `set` convert the value, so no `$` projection is this binding: give `mode`'s type a property with this `get` and `set` (a subscript if it needs an argument) and pass `$mode.thatProperty`, which keeps one location across updates.",
                "\(helps[264] ?? "-")")
        #expect(helps[265]?.hasPrefix("Project the binding from its source with `$`") == true, "\(helps[265] ?? "-")")
    }
}
