import SwiftUI

/// Erased views kept for a UIKit-backed container, which takes them as one array.
struct Shelf {
    let items: [AnyView]
}

/// One erased view kept for a container that takes exactly one.
struct Badge {
    let icon: AnyView
}

struct ShelfSummary: View {
    let shelf: Shelf
    let badge: Badge

    var body: some View {
        Text("\(shelf.items.count) items")
    }
}

struct NamesView: View {
    let names: [String]

    var body: some View {
        ShelfSummary(
            shelf: Shelf(items: names.map { name in AnyView(Text(name)) }),
            badge: Badge(icon: AnyView(Image(systemName: "star")))
        )
    }
}

/// The same erasure handed to a function: no declaration asks for it, so the usual help stands.
struct LooseView: View {
    let name: String

    var body: some View {
        wrap(AnyView(Text(name)))
    }

    func wrap(_ view: AnyView) -> some View {
        view.padding()
    }
}
