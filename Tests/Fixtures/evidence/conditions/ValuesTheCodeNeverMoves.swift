import SwiftUI

// Values the code never moves, beside one it moves once, and a static the branches read as
// well as the condition.

extension View {
    @ViewBuilder
    func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct Greeting: View {
    @State private var name: String? = "Guest"
    @State private var loaded = false

    var body: some View {
        VStack {
            Text("Hello")
                .if(name != nil && loaded) { $0.bold() }
            Text(name ?? "")
                .if(name != nil) { $0.italic() }
        }
        .task {
            name = "Ada"
            loaded = true
        }
    }
}

enum Layout {
    static var scale: CGFloat = 1
}

struct ScaledTitle: View {
    let title: String

    var body: some View {
        VStack {
            if Layout.scale > 1 {
                Text(title).padding(Layout.scale)
            } else {
                Text(title)
            }
            Button("Zoom") { Layout.scale = 2 }
        }
    }
}
