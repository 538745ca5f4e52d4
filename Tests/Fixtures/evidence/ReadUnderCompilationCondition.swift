import Observation
import SwiftUI

// The only read that re-runs `body` sits in modifiers under `#if os(iOS)`: the engine takes the
// first clause as compiled and says so in the summary, instead of dropping the modifiers.
@Observable
final class Palette {
    var background = Color.white
}

struct SpinnerRow: View {
    @Environment(Palette.self) private var palette

    var body: some View {
        ProgressView()
            .id(UUID())
            #if os(iOS)
            .background(palette.background)
            #endif
    }
}

// What changes the palette: a property no code writes would be no change to vary.
struct PaletteSettings: View {
    @Environment(Palette.self) private var palette

    var body: some View {
        Button("Dark") { palette.background = .black }
    }
}
