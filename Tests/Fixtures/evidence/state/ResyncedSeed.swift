import SwiftUI

// Look-alike: the editable copy is kept in step with `.onChange(of:)`, so a new value from the
// parent does arrive. Not flagged.
struct VolumeField: View {
    let volume: Int
    @State private var draft: Int

    init(volume: Int) {
        self.volume = volume
        _draft = State(initialValue: volume)
    }

    var body: some View {
        Text("\(draft)")
            .onChange(of: volume) { draft = volume }
    }
}

struct MixerPanel: View {
    @State private var level = 3

    var body: some View {
        VStack {
            VolumeField(volume: level)
            Button("Louder") { level += 1 }
        }
    }
}
