import Combine
import SwiftUI

struct Track: Identifiable, Hashable {
    let id: UUID
    var title: String
    var plays: Int
}

final class Library: ObservableObject {
    @Published var tracks: [Track] = []
    @Published var featured: Track?
    let updates = PassthroughSubject<Int, Never>()
}

final class TrackModel: ObservableObject {
    @Published var progress = 0.0
    init(track: Track) {}
    init(trackID: UUID) {}
}

final class Catalog {
    var name = ""
}
