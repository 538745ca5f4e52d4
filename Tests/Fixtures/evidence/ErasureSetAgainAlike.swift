import SwiftUI

// A private erased background that the view sets again while shown: every value wraps a
// `LinearGradient` with the same modifiers, one type, so the gradient is updated in place.
struct GlowCard: View {
    @State private var flipped = false
    @State private var background: AnyView = .init(
        LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom)
            .clipShape(RoundedRectangle(cornerRadius: 8))
    )

    var body: some View {
        Text("Private")
            .padding()
            .background(background)
            .onTapGesture { rotate() }
    }

    private func rotate() {
        flipped.toggle()
        withAnimation {
            background = AnyView(
                LinearGradient(colors: [.purple, .blue], startPoint: flipped ? .leading : .top, endPoint: .bottom)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
            )
        }
    }
}

// Look-alike: the value set again has another modifier, so another type: not claimed.
struct PulseCard: View {
    @State private var background: AnyView = .init(Color.blue.opacity(0.5))

    var body: some View {
        Text("Pulse")
            .background(background)
            .onTapGesture { pulse() }
    }

    private func pulse() {
        background = AnyView(Color.blue.opacity(0.5).blur(radius: 4))
    }
}
