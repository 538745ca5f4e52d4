import SwiftUI

protocol Poster {
    associatedtype Overlay: View
    func overlay(selected: Bool) -> Overlay
}

// The erased view is made by a value of protocol type: Swift types it `any View` (the
// conforming type's own view), so only `AnyView` can show it: forced, not reported.
struct PosterBox: Identifiable {
    let id: String
    let poster: any Poster

    func overlay(selected: Bool) -> some View {
        AnyView(poster.overlay(selected: selected))
    }
}

struct PosterGrid: View {
    let boxes: [PosterBox]
    @State private var selected = false

    var body: some View {
        VStack {
            ForEach(boxes) { box in
                box.overlay(selected: selected)
            }
            Toggle("Selected", isOn: $selected)
        }
    }
}

protocol Shelf {
    associatedtype Content: View
    var id: String { get }
    var content: Content { get }
}

// A row of `[any Shelf]` opened for a generic helper: `any View` again, forced.
struct ShelfStack: View {
    let shelves: [any Shelf]

    var body: some View {
        VStack {
            ForEach(shelves, id: \.id) { shelf in
                AnyView(shelfBody(shelf))
            }
        }
    }

    private func shelfBody(_ shelf: some Shelf) -> some View {
        shelf.content
    }
}
