import SwiftUI

// The closure binding reaches its receiver through a local constant.
struct VolumeSlider: View {
    @Binding var level: Double

    var body: some View {
        Slider(value: $level, in: 0...1)
    }
}

struct Mixer: View {
    @State private var level = 0.5
    @State private var title = "Main"

    var body: some View {
        let binding = Binding(get: { level }, set: { level = $0 })
        VStack {
            Text(title)
            VolumeSlider(level: binding)
            Button("Rename") { title += "!" }
        }
    }
}
