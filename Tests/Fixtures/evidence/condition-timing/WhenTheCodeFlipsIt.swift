import SwiftUI

// Where the code shows when a condition can change: a state written only as the view appears
// or goes, a value only the parent passes, and one flipped back and forth by a button. Counts
// are per flip, and a modifier with no argument that turns it off gets no one-view help.

extension View {
    @ViewBuilder
    func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct Artwork {
    var isPlaceholder: Bool
    var hasBorder: Bool
}

struct ArtworkView: View {
    @State private var artwork = Artwork(isPlaceholder: true, hasBorder: false)
    let url: String

    var body: some View {
        Image(systemName: "photo")
            .if(artwork.hasBorder) { $0.padding(12) }
            .task {
                if artwork.isPlaceholder, let loaded = await load(url) {
                    artwork = loaded
                }
            }
    }

    func load(_ url: String) async -> Artwork? { Artwork(isPlaceholder: false, hasBorder: true) }
}

struct VisibleRow: View {
    @State var isVisible = false
    let title: String

    var body: some View {
        VStack {
            if isVisible {
                Text(title).bold()
            } else {
                Text(title)
            }
        }
        .onAppear { isVisible = true }
        .onDisappear { isVisible = false }
    }
}

struct Cover: View {
    let imageName: String

    var body: some View {
        let view = Image(imageName).resizable()
        if imageName.hasSuffix("gif") {
            view
        } else {
            view.drawingGroup()
        }
    }
}

struct Streamed: View {
    @State private var live = false
    let values: AsyncStream<Bool>

    var body: some View {
        Text("Live")
            .if(live) { $0.bold() }
            .task {
                for await value in values { live = value }
            }
    }
}

struct Toggled: View {
    @State private var on = false

    var body: some View {
        Button("Toggle") { on.toggle() }
            .if(on) { $0.italic() }
    }
}

struct Gallery: View {
    @State private var names = ["a.png", "b.gif"]

    var body: some View {
        ForEach(names.indices, id: \.self) { index in
            Cover(imageName: names[index])
        }
        Button("Shuffle") { names.shuffle() }
    }
}
