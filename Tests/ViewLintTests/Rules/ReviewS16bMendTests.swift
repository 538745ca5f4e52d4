import Testing
import ViewLint
import ViewLintRules

/// The mends of review s16b, on apps no one tuned on (Tests/Fixtures/evidence/review-s16b).
@Suite struct ReviewS16bMendTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/review-s16b")

    static let forwardedViewStatePins = [
        PinnedEvidence(file: "ForwardedViewState.swift", line: 85, rule: "closure_binding", status: .inconclusive,
                       says: ["the only changes the engine can make to this view's data (`context`) change what the binding reads or writes"]),
        PinnedEvidence(file: "ForwardedViewState.swift", line: 99, rule: "closure_binding", status: .refuted,
                       says: ["`SettingRow` compared equal to the last one on every update as written (`context.viewState` changing)",
                              "a `Binding(get:set:)` equals the last one while what its closures capture and what its `get` returns stay the same"]),
        PinnedEvidence(file: "ForwardedViewState.swift", line: 129, rule: "closure_binding", status: .confirmed,
                       says: ["`SettingRow.body` ran 10 of 10 updates (changing `caption`)"]),
    ]

    /// `context.hopDistance` on a `@dynamicMemberLookup` model whose subscript reads
    /// `viewState.bindings[keyPath:]` is a read of `viewState`, and `context.send(…)` names no
    /// property that changes: the section reading `context.viewState` is left open for a true
    /// reason, not "none of the changes … runs the code again" (ElementX AdvancedSettingsScreen:56).
    @Test func aForwardedDynamicMemberIsAReadOfTheStateItForwardsTo() {
        let file = "ForwardedViewState.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect(Self.forwardedViewStatePins, in: all)
        let summary = Self.fixtures.finding(all, line: 85, rule: "closure_binding")?.evidence?.summary ?? "-"
        #expect(!summary.contains("none of the changes"), "\(summary)")
    }

    /// A receiver that never compared unequal as written refutes only with the reason said: the
    /// new `Binding(get:set:)` equals the last one from iOS 17 on (rules 9, 25), never "at most
    /// 0 of 10 updates either way" (ElementX AdvancedSettingsScreen:98). The same closure
    /// content with a state that changes what the closures capture stays confirmed.
    @Test func aZeroCountRefutesOnlyWithItsReason() {
        let file = "ForwardedViewState.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect(Self.forwardedViewStatePins, in: all)
        let summary = Self.fixtures.finding(all, line: 99, rule: "closure_binding")?.evidence?.summary ?? "-"
        #expect(!summary.contains("at most 0"), "\(summary)")
    }

    /// A `set` that does nothing: the summary measures the help's fix, the view taking the
    /// value, with no OS floor of a `$` projection (review s16 M7: HomeAssistant FolderEditView:110).
    @Test func aNoOpSetterIsMeasuredAsTheValuePassed() {
        let file = "NoOpSetterValue.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 32, rule: "closure_binding", status: .confirmed,
                           says: ["`SymbolChooser.body` ran 10 of 10 updates (`draft` publishing a change); with `SymbolChooser` taking the value itself: 0 of 10 —"]),
        ], in: all)
        let finding = Self.fixtures.finding(all, line: 32, rule: "closure_binding")
        #expect(finding?.help == "Its `set` does nothing, so the binding only carries a value: let `SymbolChooser` take the value itself instead of a `@Binding`; if other callers need the binding, pass `.constant(tint)` here, equal across updates from iOS 17 (before iOS 17 only a `$` projection of stored state is).",
                "\(finding?.help ?? "-")")
        #expect(finding?.evidence?.summary.contains("iOS 17") == false, "\(finding?.evidence?.summary ?? "-")")
    }

    /// An adapter in an `extension View` function made from a `Binding` parameter: the help
    /// says what can be done there (a key path of the parameter, or the receiver converting),
    /// never "keep the value in a `@State`" (ElementX Alert.swift:17, isowords ComposableBottomMenu:78).
    @Test func anExtensionAdapterGetsHelpItCanFollow() {
        let file = "PresentationAdapters.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 9, rule: "closure_binding", status: .refuted,
                           says: ["`.alert` re-checks its binding on 10 of 10 updates", "with a new `item.thatProperty`: 0"]),
            PinnedEvidence(file: file, line: 20, rule: "closure_binding", status: .inconclusive, says: []),
        ], in: all)
        let keyPath = Self.fixtures.finding(all, line: 9, rule: "closure_binding")?.help ?? "-"
        #expect(keyPath.contains("a `View` extension has no storage of its own"), "\(keyPath)")
        #expect(keyPath.contains("pass `item.thatProperty`, a binding through a key path of `item`"), "\(keyPath)")
        let converting = Self.fixtures.finding(all, line: 20, rule: "closure_binding")?.help ?? "-"
        #expect(converting.contains("it reads `prefix` besides `message`, so a key path of `message` could be this binding only with it as a `Hashable` subscript argument"), "\(converting)")
        #expect(converting.contains("let the view it goes to take `message` itself"), "\(converting)")
        for help in [keyPath, converting] {
            #expect(!help.contains("`@State`"), "\(help)")
        }
    }

    /// Row state found two helpers down (`framed` → `picture`, each the base of a modifier
    /// chain) in a private generic view holding a `@StateObject`; and a view above it making it
    /// anew with `.id(url)` reads as a reload in place (ElementX StackedAvatarsView:27).
    @Test func rowStateBehindHelpersAndItsReKeyingAreFound() {
        let file = "PositionRowsWithLoader.swift"
        let all = Self.fixtures.findings(in: file)
        Self.fixtures.expect([
            PinnedEvidence(file: file, line: 70, rule: "foreach_index_identity", status: .confirmed,
                           says: ["a row kept its `@StateObject` (in `PictureContent`) while showing another element"]),
            PinnedEvidence(file: file, line: 108, rule: "foreach_index_identity", status: .confirmed,
                           says: ["a row kept its identity (not its `@StateObject`: `PictureContent`, which `KeyedPicture` makes anew when its `.id(url)` changes, so the content reloads in place instead of moving with its element)"]),
        ], in: all)
        for finding in all {
            #expect(finding.evidence?.summary.contains("holds `@State`") == false, "\(finding.evidence?.summary ?? "-")")
        }
    }
}
