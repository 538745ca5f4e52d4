import SwiftUI

// A computed binding read twice in one body: first for its value (`.wrappedValue`, a plain
// `Double`), then given to a control or a view. Each use is lowered where it stands, so the
// receiver is the one given the binding, wherever it comes in the body.
final class MixerSettings: ObservableObject {
    @Published var gain: Double = 0.5
    @Published var muted = false
}

struct GainMeter: View {
    var level: Double
    var body: some View {
        Capsule().frame(width: 120 * level, height: 6)
    }
}

struct GainDial: View {
    @Binding var level: Double
    var body: some View {
        Text(level, format: .percent)
    }
}

struct MixerStrip: View {
    @ObservedObject var settings: MixerSettings

    private var gain: Binding<Double> {
        Binding(get: { settings.gain }, set: { settings.gain = $0 })
    }

    var body: some View {
        VStack {
            GainMeter(level: gain.wrappedValue)
            Slider(value: gain, in: 0...1)
            Toggle("Muted", isOn: $settings.muted)
        }
    }
}

struct MixerPanel: View {
    @ObservedObject var settings: MixerSettings

    private var gain: Binding<Double> {
        Binding(get: { settings.gain }, set: { settings.gain = $0 })
    }

    var body: some View {
        VStack {
            GainMeter(level: gain.wrappedValue)
            GainDial(level: gain)
            Toggle("Muted", isOn: $settings.muted)
        }
    }
}
