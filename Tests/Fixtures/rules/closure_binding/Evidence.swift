import SwiftUI

/// Evidence per destination: the same manual binding passed to a custom child (its body re-runs
/// on every unrelated update: confirmed), to a built-in control and to `.alert(isPresented:)`
/// (they only re-check internally and no view body runs because of it: refuted).
struct AppearanceSettings: View {
    @State private var darkMode = false
    @State private var fontSize = 14
    @State private var showsReset = false

    var body: some View {
        VStack {
            Stepper("Font size", value: $fontSize)
            AppearanceToggle(isOn: Binding(get: { darkMode }, set: { darkMode = $0 }))  // expect: closure_binding@36 confirmed
            Toggle("Dark", isOn: Binding(get: { darkMode }, set: { darkMode = $0 }))  // expect: closure_binding@34 refuted
            Text("Preview").font(.system(size: CGFloat(fontSize)))
        }
        .alert("Reset?", isPresented: Binding(get: { showsReset }, set: { showsReset = $0 })) {  // expect: closure_binding@39 refuted
            Button("Reset", role: .destructive) { fontSize = 14 }
        }
    }
}

struct AppearanceToggle: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Dark mode", isOn: $isOn)
    }
}

/// The enclosing view has no other state and no arguments: only `isOn` re-runs its body, and
/// that changes the bound value, so no experiment can tell the binding apart: unconfirmed.
struct LoneSwitch: View {
    @State private var isOn = false

    var body: some View {
        AppearanceToggle(isOn: Binding(get: { isOn }, set: { isOn = $0 }))  // expect: closure_binding@32 inconclusive
    }
}
