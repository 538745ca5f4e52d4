import SwiftUI

final class CartModel: ObservableObject {
    @Published var items: [String] = []
}

struct CartBadge: View {
    @EnvironmentObject var cart: CartModel

    var body: some View {
        Button("\(cart.items.count) in cart") { cart.items.append("Tea") }
    }
}

/// Builds the shared cart while `body` runs: every update hands the badge a new, empty one.
struct ShopScreen: View {
    @State private var query = ""

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            CartBadge()
        }
        .environmentObject(CartModel())
    }
}

/// The same construction in a view with nothing that re-runs its body.
struct StaticShopScreen: View {
    var body: some View {
        CartBadge()
            .environmentObject(CartModel())
    }
}
