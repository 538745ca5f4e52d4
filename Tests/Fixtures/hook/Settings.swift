import SwiftUI
struct Settings {
    var darkMode = false
}
struct Switch: View {
    @Binding var isOn: Bool
    var body: some View { Toggle("On", isOn: $isOn) }
}
struct SettingsView: View {
    @State private var settings = Settings()
    @State private var taps = 0
    var body: some View {
        Form {
            Switch(isOn: Binding(get: { settings.darkMode }, set: { settings.darkMode = $0 }))
            Button("Tapped \(taps)") { taps += 1 }
            Text("x").id(UUID())
        }
    }
}
