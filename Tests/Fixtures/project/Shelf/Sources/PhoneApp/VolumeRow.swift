import SwiftUI

struct VolumeRow: View {
    @State private var volume = 3
    @State private var muted = false

    var body: some View {
        HStack {
            Stepper(value: Binding(get: { volume }, set: { volume = $0 }), in: 0...10) {
                Text("Volume \(volume)")
            }
            Toggle("Muted", isOn: $muted)
        }
    }
}
