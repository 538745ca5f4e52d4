import SwiftUI

/// Objects the view makes but does not own, or holds without observing them.
struct CartBadge: View {
    @ObservedObject var cart = Cart()  // expect: object_ownership@6
    @ObservedObject private var orders: OrdersStore = OrdersStore.init()  // expect: object_ownership@6

    var body: some View {
        Text("\(cart.items.count) \(orders.orders.count)")
    }
}

struct OrdersView: View {
    @State private var store = OrdersStore()  // expect: object_ownership@6
    @SwiftUI.State private var spare: Cart?  // expect: object_ownership@6
    @State private var pending: Cart?

    var body: some View {
        List(store.orders, id: \.self) { Text($0) }
            .overlay { if store.isLoading { ProgressView() } }
            .navigationTitle(spare?.items.first ?? "")
            .onAppear { spare = Cart(); pending = Cart() }
            .onDisappear { pending?.items.removeAll() }
    }
}

struct ShopRoot: View {
    var body: some View {
        CartBadge()
            .environmentObject(Cart())  // expect: object_ownership@32
            .environment(Library())  // expect: object_ownership@26
            .environmentObject(try! OrdersStore.init())  // expect: object_ownership@37
    }
}
