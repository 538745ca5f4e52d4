import SwiftUI

// `swatch.wrappedValue` passes a `Color`, not the binding: `SwatchDot` gets the same color
// whichever binding `swatch` is, so its body runs are not the closure binding's doing.
final class SwatchSettings: ObservableObject {
    @Published var warm = false
    @Published var label = ""
}

struct SwatchDot: View {
    var color: Color
    var body: some View {
        Circle().fill(color).frame(width: 24, height: 24)
    }
}

struct SwatchEditor: View {
    @ObservedObject var settings: SwatchSettings

    private var swatch: Binding<Color> {
        Binding(get: { settings.warm ? Color.orange : Color.blue },
                set: { settings.warm = $0 == Color.orange })
    }

    var body: some View {
        VStack {
            SwatchDot(color: swatch.wrappedValue)
            TextField("Label", text: $settings.label)
        }
    }
}
