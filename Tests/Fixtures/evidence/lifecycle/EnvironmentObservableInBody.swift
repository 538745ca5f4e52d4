import SwiftUI

@Observable final class RouterPath {
    var path: [String] = []
}

struct ReplyPreview: View {
    @Environment(RouterPath.self) private var router

    var body: some View {
        Button("Open \(router.path.count)") { router.path.append("status") }
    }
}

/// Hands an `@Observable` router made while `body` runs: every update gives the preview a new
/// one. `@StateObject` cannot own it (it is no `ObservableObject`); `@State` does.
struct ReplyComposer: View {
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Reply", text: $text)
            ReplyPreview()
        }
        .environment(RouterPath())
    }
}
