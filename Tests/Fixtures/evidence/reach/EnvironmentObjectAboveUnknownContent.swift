import SwiftUI

@Observable final class Router {
    var path: [String] = []
}

@Observable final class RowModel {
    var title: String
    init(title: String) { self.title = title }
}

struct Row: View {
    @Environment(Router.self) private var router
    var model: RowModel

    var body: some View {
        Button(model.title) { router.path.append(model.title) }
    }
}

/// A router made while `body` runs: every keystroke hands the row a new one. What the row
/// shows (a model the engine cannot follow) does not change that.
struct Composer: View {
    @State private var text = ""
    let title: String

    var body: some View {
        VStack {
            TextField("Text", text: $text)
            Row(model: .init(title: title))
                .environment(Router())
        }
    }
}

/// The content is a closure the engine cannot read: whether anything below receives the
/// router is unknown, so nothing is claimed.
struct Counter<Content: View>: View {
    @State private var count = 0
    let content: (Int) -> Content

    var body: some View {
        VStack {
            Stepper("Count", value: $count)
            content(count)
                .environment(Router())
        }
    }
}
