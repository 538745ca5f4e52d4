import SwiftUI

// A view whose modifier-like methods return a copy of it made from its own `@State`: the copy's
// state is given the value the chain was started with, so nothing new enters at those
// constructions; the construction starting the chain (in `Poster.init(_:)`) decides.
struct Poster<Placeholder: View>: View {
    @State var urls: [URL]
    var placeholder: Placeholder

    var body: some View {
        if let first = urls.first {
            AsyncImage(url: first) { image in image.resizable() } placeholder: { placeholder }
        } else {
            placeholder
        }
    }
}

extension Poster where Placeholder == Color {
    init(_ urls: [URL]) {
        self.init(urls: urls, placeholder: Color.gray)
    }
}

extension Poster {
    func placeholder<NewPlaceholder: View>(@ViewBuilder _ content: () -> NewPlaceholder) -> Poster<NewPlaceholder> {
        Poster<NewPlaceholder>(urls: urls, placeholder: content())
    }
}
