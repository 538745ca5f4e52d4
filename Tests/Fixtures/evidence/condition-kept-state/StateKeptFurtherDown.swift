import SwiftUI

/// The switched `CoverCard` keeps no state itself, but the `CoverImage` it builds does and loads
/// as it appears: a flip resets that, and the message names it from the code (a run counts only
/// what the switched view itself keeps). `Badge` keeps nothing at any depth.

struct Shelf: View {
    @State private var framed = false
    let covers: [URL]

    var body: some View {
        VStack {
            Toggle("Framed", isOn: $framed)
            if framed {
                CoverCard(url: covers.first).border(.gray)
            } else {
                CoverCard(url: covers.first)
            }
        }
    }
}

struct CoverCard: View {
    let url: URL?

    var body: some View {
        VStack {
            CoverImage(url: url)
            Text(url?.lastPathComponent ?? "")
        }
    }
}

struct CoverImage: View {
    let url: URL?
    @State private var image: Image?

    var body: some View {
        (image ?? Image(systemName: "book"))
            .onAppear { image = Image(systemName: "book.fill") }
    }
}

struct BadgeRow: View {
    @State private var highlighted = false

    var body: some View {
        VStack {
            Toggle("Highlight", isOn: $highlighted)
            if highlighted {
                Badge(title: "New").bold()
            } else {
                Badge(title: "New")
            }
        }
    }
}

struct Badge: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

/// The same switch over a view made once before it, in a local, whose body builds the stateful
/// view through a computed property of its own.
struct FramedShelf: View {
    @State private var framed = false
    let covers: [URL]

    var body: some View {
        let card = PlainCover(url: covers.first)
        VStack {
            Toggle("Framed", isOn: $framed)
            if framed {
                card.border(.gray)
            } else {
                card
            }
        }
    }
}

struct PlainCover: View {
    let url: URL?

    var body: some View {
        cover
    }

    private var cover: some View {
        CoverImage(url: url).padding(4)
    }
}
