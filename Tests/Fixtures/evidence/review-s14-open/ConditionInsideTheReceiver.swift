import SwiftUI

// The binding's receiver reads its value under a condition the engine cannot compute; the
// reason names where that condition is (the receiver's file and line), not the site's view.
enum ShelfOrder: Hashable {
    case newest
    case title
}

struct ShelfFilter {
    var order: ShelfOrder?
}

struct OrderPicker: View {
    @Binding var filter: ShelfFilter
    let orders: [ShelfOrder]

    var body: some View {
        VStack {
            if let order = filter.order.flatMap(resolved) {
                Text(label(order))
            }
            Text("\(orders.count) orders")
        }
    }

    func resolved(_ order: ShelfOrder) -> ShelfOrder? { orders.contains(order) ? order : nil }

    func label(_ order: ShelfOrder) -> String { order == .newest ? "Newest" : "Title" }
}

struct ShelfScreen: View {
    @State private var filters: [String: ShelfFilter] = [:]
    @State private var query = ""

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            OrderPicker(filter: Binding(
                get: { filters["books"] ?? ShelfFilter() },
                set: { filters["books"] = $0 }
            ), orders: [.newest, .title])
        }
    }
}
