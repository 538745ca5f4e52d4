import SwiftUI

/// Draws a frame with a switch over its content.
struct Framed: ViewModifier {
    @Binding var isOn: Bool

    func body(content: Content) -> some View {
        content.overlay(alignment: .topTrailing) { Toggle("Framed", isOn: $isOn) }
    }
}

extension View {
    func framed(_ isOn: Binding<Bool>) -> some View { modifier(Framed(isOn: isOn)) }
}

struct Canvas: View {
    @State private var showsFrame = false
    @State private var zoom = 1.0

    var body: some View {
        VStack {
            Text("Zoom \(zoom)")
                .framed(Binding(get: { showsFrame }, set: { showsFrame = $0 }))
            Button("Zoom in") { zoom += 0.1 }
        }
    }
}
