import SwiftUI

// A `guard let` on a value the engine cannot compute (a subscript of a model's optional
// dictionary): never assumed present or absent; the engine flips it and names what it flipped.
extension View {
    func erased() -> AnyView { AnyView(self) }
}

final class PriceBook: ObservableObject {
    @Published var averages: [Int: [Int]]?
}

struct PriceCell: View {
    @ObservedObject var book: PriceBook

    var body: some View {
        VStack {
            price(day: 1)
        }
    }

    private func price(day: Int) -> some View {
        guard let average = book.averages?[day], let first = average.first else {
            return EmptyView().erased()
        }
        return Text("\(first)").erased()
    }
}
