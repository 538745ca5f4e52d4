import SwiftUI

protocol Card {
    associatedtype Front: View
    var front: Front { get }
}

// `face(for:)` is generic (a `some Card` parameter): its `some View` is a type for each card
// type it is called with, so given an opened `any Card` it is an `any View`: forced.
struct Deck: View {
    let cards: [any Card]
    @State private var index = 0

    var body: some View {
        VStack {
            AnyView(face(for: cards[index]))
            Button("Next") { index = (index + 1) % cards.count }
        }
    }

    private func face(for card: some Card) -> some View {
        card.front
            .padding()
    }
}
