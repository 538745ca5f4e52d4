import SwiftUI

/// A project colour type, and helpers taking it as an optional: nil leaves the view as it is.
struct Swatch: Hashable {
    let name: String
    let color: Color
}

extension Swatch {
    static func numbered(_ index: Int) -> Swatch { Swatch(name: "swatch\(index)", color: .accentColor) }
    static var neutral: Swatch { Swatch(name: "neutral", color: .gray) }
}

extension View {
    /// Shares its name and label with SwiftUI's own `tint(_:)`: the argument's type decides
    /// which of the two a call reaches.
    @ViewBuilder func tint(_ swatch: Swatch?) -> some View {
        if let swatch { self.overlay(Text(swatch.name)) } else { self }
    }

    @ViewBuilder func outlined(_ swatch: Swatch?) -> some View {
        if swatch != nil { self.border(.gray) } else { self }
    }
}

final class Palette: ObservableObject {
    @Published var accent: Swatch?
    func clear() { accent = nil }
    func pick(_ swatch: Swatch) { accent = swatch }
}

struct FlairRow: View {
    @Binding var current: Swatch
    @ObservedObject var palette: Palette
    @State private var highlight: Swatch?
    @Environment(\.colorScheme) private var colorScheme
    private let lightModeColor: Color = Color(red: 0.16, green: 0.44, blue: 0.5)

    var body: some View {
        VStack {
            // Given a value that is never nil: the helper's `if let` always takes its first branch.
            Label("Bot", systemImage: "cpu")
                .tint(.numbered(4))  // expect: conditional_modifier@18 refuted
            Text("Current")
                .outlined(current)  // expect: conditional_modifier@18 refuted
            Text("Either")
                .tint(highlight == nil ? .neutral : .numbered(2))  // expect: conditional_modifier@18 refuted
            // A `Color` is no `Swatch`: this is SwiftUI's own `tint(_:)`, one view (not reported).
            Button("Go") {}
                .tint(colorScheme == .dark ? .blue : lightModeColor)
            // An optional the code sets and clears: the helper's two branches take turns.
            Text("Highlight")
                .outlined(highlight)  // expect: conditional_modifier@18 confirmed
            // Which `tint` this is rests on the type of `palette.accent`, which is not read here.
            Text("Palette")
                .tint(palette.accent)  // expect: conditional_modifier@18 inconclusive
            Button("Toggle") { highlight = highlight == nil ? .numbered(1) : nil }
        }
    }
}
