import SwiftUI

// `ChoicePicker` is declared in an extension of `SettingsScreen` in another file: the use here,
// inside `SettingsScreen.QualitySection`, sees it as Swift does, and it is SwiftUI's `Picker`.
extension SettingsScreen {
    struct QualitySection: View {
        @ObservedObject var settings: StreamSettings

        var body: some View {
            Section("Playback") {
                ChoicePicker("Quality", selection: Binding(
                    get: { settings.quality },
                    set: { settings.quality = $0 }
                )) {
                    ForEach(StreamQuality.allCases) { Text($0.rawValue).tag($0) }
                }
            }
        }
    }
}
