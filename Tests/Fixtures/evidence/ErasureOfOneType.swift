import SwiftUI

// A single `AnyView(view)` wraps `view`'s static type on every evaluation. Where no run decides
// (nothing the engine varies re-renders this screen), that static fact refutes it and says it
// is one; a value stored in a state and reassigned by an action is never claimed.
struct WelcomeScreen: View {
    @State private var pinned = AnyView(Text("None"))

    var body: some View {
        VStack {
            AnyView(artwork)
            pinned
            Button("Pin") {
                pinned = AnyView(artwork.opacity(0.5))
            }
        }
        .overlay(AnyView(Text("New").font(.caption)))
    }

    private var artwork: some View {
        Image(systemName: "sparkles")
            .resizable()
            .scaledToFit()
    }
}

struct NewBadge: View {
    var body: some View {
        AnyView(Text("New").font(.caption).padding(4))
    }
}
