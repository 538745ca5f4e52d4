import SwiftUI

final class PairingCode: ObservableObject {
    @Published var code: String?
}

struct CodeBadge: View {
    let text: String
    let size: CGFloat

    var body: some View {
        Text(text).frame(width: size, height: size)
    }
}

/// `@State` keeps the code but never hears it publish; the read is the left side of `??`,
/// evaluated whenever the badge is built.
struct PairingScreen: View {
    @State private var pairing = PairingCode()
    @State private var showsHelp = false

    var body: some View {
        VStack {
            CodeBadge(text: pairing.code ?? "", size: 120)
            Toggle("Help", isOn: $showsHelp)
        }
    }
}

/// The read is on the right of `??`: made only when the title is nil, which the engine cannot
/// tell, so nothing is claimed.
struct FallbackTitle: View {
    @State private var fallback = PairingCode()
    let title: String?

    var body: some View {
        Text(title ?? fallback.code ?? "")
    }
}
