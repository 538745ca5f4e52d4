import Combine
import Observation
import SwiftUI

final class Cart: ObservableObject {
    @Published var items: [String] = []
    static let shared = Cart()
}

class BaseStore: ObservableObject {
    @Published var isLoading = false
}

final class OrdersStore: BaseStore {
    @Published var orders: [String] = []
}

@Observable final class Library {
    var books: [String] = []
}

/// An ObservableObject that is also tracked property by property.
final class Feed: ObservableObject {
    @Published var posts: [String] = []
}
extension Feed: Observable {}

struct CatalogKey: EnvironmentKey {
    static let defaultValue = Catalog()
}
struct Catalog {}
