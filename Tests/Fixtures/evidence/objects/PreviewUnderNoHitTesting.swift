import SwiftUI
import Observation

/// Where a tapped row navigates; only taps change it.
@Observable final class Navigator {
    var path: [String] = []
    var presented: String?
}

struct ReplyRow: View {
    @Environment(Navigator.self) private var navigator
    let text: String

    var body: some View {
        Button(text) { navigator.path.append(text) }
            .contextMenu { Button("Share") { navigator.presented = text } }
    }
}

/// The quoted post is drawn under the editor but cannot be touched.
struct ReplyEditor: View {
    let quoted: String
    @State private var draft = ""

    var body: some View {
        VStack {
            TextField("Reply", text: $draft)
            ReplyRow(text: quoted)
                .environment(Navigator())
                .allowsHitTesting(false)
        }
    }
}

/// The same row, tappable.
struct ReplyThread: View {
    let quoted: String
    @State private var draft = ""

    var body: some View {
        VStack {
            TextField("Reply", text: $draft)
            ReplyRow(text: quoted)
                .environment(Navigator())
        }
    }
}
