import Testing
import ViewLint
import ViewLintRules

/// Confirmation on small programs: each finding's evidence counts its own site, lowering
/// reaches helpers, and what is not reached is said to be so.
@Suite struct ConfirmationTests {
    func evidence(_ code: String, rule: String) -> [Evidence?] {
        LintTestSupport.lint([("View.swift", code)], confirm: true).findings.filter { $0.ruleID == rule }.map(\.evidence)
    }

    @Test func eachControlIsCountedOnItsOwn() {
        let found = evidence("""
            struct Policies: View {
                @State private var a = 0
                @State private var b = 0
                @State private var busy = false
                var body: some View {
                    Form {
                        Picker("A", selection: .init(get: { a }, set: { a = $0 })) { Text("x") }
                        Picker("B", selection: .init(get: { b }, set: { b = $0 })) { Text("y") }
                        if busy { ProgressView() }
                    }
                    .refreshable { busy = true }
                }
            }
            """, rule: "closure_binding")
        #expect(found.count == 2)
        // A control only re-checks internally: no view body runs because of the binding.
        for e in found {
            #expect(e?.status == .refuted)
            #expect(e?.summary.contains("`Picker` re-checks its binding on 10 of 10 updates") == true, "\(e?.summary ?? "-")")
        }
    }

    /// A refuted summary quotes the run where the fix saves most re-checks (here the older
    /// behaviour's): the counts the finding carries are that run's, not the first run's.
    @Test func aRefutedFindingCarriesTheCountsItsSummaryQuotes() {
        let found = evidence("""
            import SwiftUI
            struct Sensor { let id: Int; let name: String }
            enum SensorSettings {
                static var enabled: Set<Int> = []
            }
            final class SensorStore: ObservableObject {
                @Published var sensors: [Sensor] = []
                @Published var lastUpdate = ""
            }
            struct SensorList: View {
                @ObservedObject var store: SensorStore
                var body: some View {
                    List {
                        Text(store.lastUpdate)
                        ForEach(store.sensors, id: \\.id) { sensor in
                            Toggle(sensor.name, isOn: .init(get: { SensorSettings.enabled.contains(sensor.id) },
                                                            set: { on in if on { SensorSettings.enabled.insert(sensor.id) } }))
                        }
                    }
                }
            }
            """, rule: "closure_binding")
        #expect(found.count == 1)
        guard let e = found.first ?? nil, e.status == .refuted else { Issue.record("\(found)"); return }
        #expect(e.summary.contains("re-checks its binding on 10 of 10 updates on iOS 16 / macOS 13 and earlier"), "\(e.summary)")
        #expect(e.siteAsWritten?.internalUpdates == 10, "\(String(describing: e.siteAsWritten))")
    }

    @Test func helpersAreInlinedAndTheirArgumentsFollowed() {
        let found = evidence("""
            struct Settings: View {
                @State private var on = false
                @State private var count = 0
                var body: some View {
                    VStack {
                        row("Sync")
                        Stepper("Count", value: $count)
                    }
                }
                @ViewBuilder func row(_ title: String) -> some View {
                    Switch(title: title, isOn: Binding(get: { on }, set: { on = $0 }))
                }
            }
            struct Switch: View {
                let title: String
                @Binding var isOn: Bool
                var body: some View { Toggle(title, isOn: $isOn) }
            }
            """, rule: "closure_binding")
        #expect(found.first??.status == .confirmed)
        #expect(found.first??.summary.hasPrefix("`Switch.body` ran 10 of 10 updates (changing `count`)") == true)
    }

    @Test func aHelperTheBodyNeverCallsIsHostedOnItsOwn() {
        let found = evidence("""
            struct Card: View {
                @State private var flag = false
                let title: String
                var body: some View { Text(title) }
                func unused() -> some View { Row(isOn: Binding(get: { flag }, set: { flag = $0 })) }
            }
            struct Row: View {
                @Binding var isOn: Bool
                var body: some View { Toggle("x", isOn: $isOn) }
            }
            """, rule: "closure_binding")
        #expect(found.first??.status == .confirmed)
        #expect(found.first??.summary.contains("(the parent passing a new `title`)") == true, "\(found.first??.summary ?? "-")")
        #expect(found.first??.summary.contains("hosting `Card.unused()` as if `body` showed it (no `body` in this file calls it)") == true, "\(found.first??.summary ?? "-")")
    }

    @Test func opaqueConditionsAboveTheSiteMakeItInconclusive() {
        let found = evidence("""
            struct Gate: View {
                @State private var on = false
                @State private var other = 0
                var body: some View {
                    VStack {
                        if Feature.isEnabled(other) {
                            Switch(isOn: Binding(get: { on }, set: { on = $0 }))
                        }
                        Button("\\(other)") { other += 1 }
                    }
                }
            }
            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View { Toggle("x", isOn: $isOn) }
            }
            """, rule: "closure_binding")
        #expect(found.first??.status == .inconclusive)
    }

    @Test func aCapReachedIsInconclusiveAndKeepsTheSeverity() {
        let code = """
            struct Parent: View {
                @State private var flag = false
                @State private var other = 0
                var body: some View {
                    VStack {
                        Child(isOn: Binding(get: { flag }, set: { flag = $0 }))
                        Button("\\(other)") { other += 1 }
                    }
                }
            }
            struct Child: View {
                @Binding var isOn: Bool
                var body: some View { Toggle("c", isOn: $isOn) }
            }
            """
        let tiny = ConfirmationSettings(options: EngineOptions(limits: EngineLimits(maxNodes: 3)))
        let output = Linter(rules: LintTestSupport.allRules, jobs: 1, confirmation: tiny)
            .lint([SourceFile(path: "V.swift", text: code)])
        let finding = output.findings.first { $0.ruleID == "closure_binding" }
        #expect(finding?.evidence?.status == .inconclusive)
        #expect(finding?.evidence?.summary.contains("the engine's limits") == true, "\(finding?.evidence?.summary ?? "-")")
        #expect(finding?.severity == .warning)
    }
}
