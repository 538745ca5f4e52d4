// docs/SWIFTUI-MODEL.md E16: `if faded { content.opacity(0.3) } else { content }` gives two identities
// (state reset on each flip); `content.opacity(faded ? 0.3 : 1)` gives one.
import SwiftUI

struct BranchedFade: View {
    @State private var faded = false

    var body: some View {
        if faded {
            Counter().opacity(0.3)
        } else {
            Counter()
        }
    }
}

struct InertFade: View {
    @State private var faded = false

    var body: some View {
        Counter().opacity(faded ? 0.3 : 1)
    }
}

struct Counter: View {
    @State private var taps = 0

    var body: some View {
        Button("Tapped \(taps) times") { taps += 1 }
    }
}
