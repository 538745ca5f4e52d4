import SwiftUI

final class ListStyle: ObservableObject {
    @Published var expanded = false
}

final class ListModel: ObservableObject {
    @Published var items: [String] = []
}

final class StoriesModel: ObservableObject {
    @Published var index = 0
    let source: String

    init(source: String) {
        self.source = source
    }
}

final class ClipRange: ObservableObject {
    @Published var start = 0.0
    @Published var end = 1.0
}
