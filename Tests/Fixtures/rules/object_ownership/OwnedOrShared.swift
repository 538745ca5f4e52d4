import SwiftUI
import UIKit

/// Ownership that is right, objects that are shared, and views built once by their host.
struct Shelf: View {
    @StateObject private var cart = Cart()
    @ObservedObject var shared = Cart.shared
    @State private var library = Library()
    @State private var feed = Feed()
    @State private var handedOn = OrdersStore()

    var body: some View {
        VStack {
            Text("\(cart.items.count) \(shared.items.count)")
            List(library.books, id: \.self) { Text($0) }
            List(feed.posts, id: \.self) { Text($0) }
            OrdersList(store: handedOn)
        }
        .environmentObject(cart)
        .environmentObject(Cart.shared)
        .environment(\.catalog, Catalog())
    }
}

struct OrdersList: View {
    @ObservedObject var store: OrdersStore
    var body: some View { List(store.orders, id: \.self) { Text($0) } }
}

/// The default is only a placeholder: the initializer sets the object.
struct Detail: View {
    @ObservedObject var store = OrdersStore()
    init(store: OrdersStore) {
        _store = ObservedObject(wrappedValue: store)
    }
    var body: some View { Text("\(store.orders.count)") }
}

/// Built once, by a view controller: the default is made once too.
struct DebugRoot: View {
    @ObservedObject var model = OrdersStore()
    var body: some View { Text("\(model.orders.count)") }
}

final class DebugViewController: UIHostingController<DebugRoot> {
    init() { super.init(rootView: DebugRoot()) }
    required init?(coder: NSCoder) { fatalError() }
}

@main
struct ShopApp: App {
    @ObservedObject var appCart = Cart()
    @StateObject private var orders = OrdersStore()

    var body: some Scene {
        WindowGroup {
            Shelf().environmentObject(orders).environmentObject(appCart)
        }
    }
}

struct Preview_Wrapper: View {
    var body: some View { Shelf().environmentObject(Cart()) }
}

#Preview { Preview_Wrapper() }

extension EnvironmentValues {
    var catalog: Catalog {
        get { self[CatalogKey.self] }
        set { self[CatalogKey.self] = newValue }
    }
}
