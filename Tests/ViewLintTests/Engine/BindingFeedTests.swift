import Testing
@testable import ViewLint

/// How the project's constructions of a view pass one of its `@Binding` fields
/// (`Lowering.bindingFeeds(of:in:)`): what the host passes for it, and what the verdict names.
@Suite struct BindingFeedTests {
    private static let views = """
        import SwiftUI

        struct Switch: View {
            @Binding var isOn: Bool
            var body: some View { Toggle("On", isOn: $isOn) }
        }

        struct Level: View {
            @Binding var value: Double
            let label: String
            init(_ label: String, value: Binding<Double>) {
                self.label = label
                self._value = value
            }
            var body: some View { Slider(value: $value) { Text(label) } }
        }

        struct Meter: View {
            @Binding var value: Double
            init(reading value: Binding<Double>) {
                _value = value
            }
            var body: some View { Text("\\(value)") }
        }

        struct Settings { var enabled = false }

        """

    private static let screens = """
        import SwiftUI

        struct Panel: View {
            @State private var on = false
            @State private var settings = Settings()
            @State private var volume = 0.5
            var body: some View {
                VStack {
                    Switch(isOn: $on)
                    Switch(isOn: $settings.enabled)
                    Switch(isOn: .constant(true))
                    Level("Volume", value: $volume)
                    Level("Balance", value: Binding(get: { volume }, set: { volume = $0 }))
                    Meter(reading: Binding(get: { volume }, set: { volume = $0 }))
                    Meter(reading: .init(get: { volume * 2 }, set: { volume = $0 / 2 }))
                }
            }
        }

        #Preview {
            Switch(isOn: Binding(get: { true }, set: { _ in }))
        }
        """

    private func feeds(of fields: [String], in view: String, memo: SiteLoweringMemo? = nil) -> [String: BindingFeed] {
        let trees = [("Views.swift", Self.views), ("Panel.swift", Self.screens)].map { SyntaxTree.parse(SourceFile(path: $0.0, text: $0.1)) }
        return Lowering(index: ProjectModel(trees: trees), trees: SourceTrees(trees), memo: memo).bindingFeeds(of: fields, in: view)
    }

    /// Every construction outside previews passes a `$` projection or a `.constant`: one
    /// location, a fact, named nowhere.
    @Test func everyConstructionPassingDollarIsStable() {
        let feed = feeds(of: ["isOn"], in: "Switch")["isOn"]
        #expect(feed == .stable, "the preview's `Binding(get:set:)` is not one of the app's constructions")
        #expect(feed?.phrase(field: "isOn", view: "Switch") == nil)
    }

    /// An initializer storing its parameter as the binding's storage (`self._value = value`)
    /// passes on what each construction gives for that parameter; constructions that differ
    /// (`$volume` and a `Binding(get:set:)`) say nothing for sure: the host's `$` is assumed,
    /// and named.
    @Test func mixedConstructionsThroughAParameterAreAssumed() {
        let feed = feeds(of: ["value"], in: "Level")["value"]
        #expect(feed == .assumed)
        #expect(feed?.phrase(field: "value", view: "Level")?.contains("which the project's constructions of `Level` do not show") == true)
    }

    /// Every construction handing a new `Binding(get:set:)` to a parameter the initializer
    /// stores (`_value = value`, no `self.`): rebuilt, at each construction's place.
    @Test func everyConstructionRebuildingThroughAParameterIsRebuilt() {
        let feed = feeds(of: ["value"], in: "Meter")["value"]
        #expect(feed == .rebuilt(places: "Panel.swift:14, :15"))
        #expect(feed?.places == "Panel.swift:14, :15")
    }

    /// One view's fields are answered together, and kept per view for the check's other sites.
    @Test func feedsAreAnsweredPerViewAndKept() {
        let memo = SiteLoweringMemo()
        let first = feeds(of: ["value"], in: "Meter", memo: memo)
        #expect(first == ["value": .rebuilt(places: "Panel.swift:14, :15")])
        #expect(feeds(of: ["value"], in: "Meter", memo: memo) == first)
        #expect(feeds(of: ["missing"], in: "Settings") == ["missing": .assumed], "no construction of a view: assumed")
    }
}
