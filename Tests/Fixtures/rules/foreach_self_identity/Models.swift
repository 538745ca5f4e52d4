import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
}

/// Identifiable through an extension.
struct Note: Hashable {
    let id: UUID
    var text: String
}
extension Note: Identifiable {}

struct Waypoint: Hashable {
    var latitude: Double
    var longitude: Double
}

/// Values that cannot be edited.
struct Branch: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

/// Equal by day: keyed by `\.self`, rows follow the day.
struct DayGroup: Hashable {
    let day: Int
    var notes: [Note]
    static func == (a: DayGroup, b: DayGroup) -> Bool { a.day == b.day }
    func hash(into hasher: inout Hasher) { hasher.combine(day) }
}

enum Filter: Hashable, CaseIterable { case all, starred }

final class AddressBook: ObservableObject {
    @Published var contacts: [Contact] = []
    @Published var route: [Waypoint] = []
    @Published var groups: [DayGroup] = []
    @Published var branches: [Branch] = []
}
