import SwiftUI

enum Quality: String, CaseIterable, Identifiable {
    case low, high
    var id: String { rawValue }
}

final class PlayerSettings: ObservableObject {
    @Published var quality: Quality = .low
    @Published var isMuted = false
}

// A project type alias of SwiftUI's `Picker`: the binding goes to `Picker` itself.
struct QualitySettingsView: View {
    typealias QualityPicker = Picker

    @ObservedObject var settings: PlayerSettings

    var body: some View {
        Form {
            QualityPicker("Quality", selection: Binding(
                get: { settings.quality },
                set: { settings.quality = $0 }
            )) {
                ForEach(Quality.allCases) { Text($0.rawValue).tag($0) }
            }
        }
    }
}

// An alias chosen per platform: the engine takes the last clause's type and says so.
struct MuteSettingsView: View {
    #if os(watchOS)
    typealias MuteControl = MuteButton
    #else
    typealias MuteControl = Toggle
    #endif

    @ObservedObject var settings: PlayerSettings

    var body: some View {
        Form {
            MuteControl("Muted", isOn: Binding(
                get: { settings.isMuted },
                set: { settings.isMuted = $0 }
            ))
        }
    }
}

struct MuteButton: View {
    let title: String
    @Binding var isOn: Bool

    init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self._isOn = isOn
    }

    var body: some View {
        Button(title) { isOn.toggle() }
    }
}
