import SwiftUI

enum Theme {
    static func badge() -> some View {
        Text("new")
    }
}

// A value that is not a view, hosted on a stand-in: nothing the engine can change runs the
// erasure again, and the reason says what it hosted and what it held.
struct Palette {
    let accent: Color

    var swatch: some View {
        AnyView(Theme.badge().foregroundStyle(accent))
    }
}
