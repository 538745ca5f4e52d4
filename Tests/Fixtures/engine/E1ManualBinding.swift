// docs/SWIFTUI-MODEL.md E1: a manual binding re-runs `Nested.body` on every unrelated flip; `$value2`
// does not. Run: viewlint simulate E1ManualBinding.swift --view ContentView
//                  --action "toggle ContentView.value1" --updates 10
import SwiftUI

struct ContentView: View {
    @State private var value1 = false
    @State private var value2 = false

    var manualBinding: Binding<Bool> {
        Binding(get: { value2 }, set: { value2 = $0 })
    }

    var body: some View {
        VStack {
            Toggle("Test", isOn: $value1)
            Nested(value2: manualBinding)
        }
    }
}

struct StableContentView: View {
    @State private var value1 = false
    @State private var value2 = false

    var body: some View {
        VStack {
            Toggle("Test", isOn: $value1)
            Nested(value2: $value2)
        }
    }
}

struct Nested: View {
    let value2: Binding<Bool>

    var body: some View {
        Toggle("Nested", isOn: value2)
    }
}
