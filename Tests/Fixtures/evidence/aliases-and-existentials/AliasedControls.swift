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

// An alias chosen per platform: the engine takes the first clause's type, as it takes the
// first clause of code, and says so.
struct MuteSettingsView: View {
    #if os(iOS)
    typealias MuteControl = Toggle
    #else
    typealias MuteControl = MuteButton
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

// The alias and the code around its use chosen by the same condition: one build (the first
// clause of each `#if`, iOS here) is what the verdict describes, never the alias of one build
// inside the code of another.
struct VolumeSettingsView: View {
    #if os(iOS)
    typealias VolumeControl = Toggle
    #else
    typealias VolumeControl = MuteButton
    #endif

    @ObservedObject var settings: PlayerSettings

    var body: some View {
        Form {
            #if os(iOS)
            VolumeControl("Muted", isOn: Binding(
                get: { settings.isMuted },
                set: { settings.isMuted = $0 }
            ))
            #else
            Text("Muted: \(settings.isMuted ? "yes" : "no")")
            #endif
        }
    }
}

// The first clause names a view of the project the engine does not build: the reason says which
// build that is.
struct LoudnessSettingsView: View {
    #if os(tvOS)
    typealias LoudnessControl = MuteButton
    #else
    typealias LoudnessControl = Toggle
    #endif

    @ObservedObject var settings: PlayerSettings

    var body: some View {
        Form {
            LoudnessControl("Muted", isOn: Binding(
                get: { settings.isMuted },
                set: { settings.isMuted = $0 }
            ))
        }
    }
}
