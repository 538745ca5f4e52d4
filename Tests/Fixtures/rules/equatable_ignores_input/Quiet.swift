import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var status = ""
}

/// Property wrappers and closures left out of `==`: the wrappers update the view themselves, and
/// actions cannot be compared.
struct PlayerControls: View, Equatable {
    let trackName: String
    @Binding var isPlaying: Bool
    @ObservedObject var model: PlayerModel
    @State private var pressed = false
    let onSkip: () -> Void

    static func == (lhs: PlayerControls, rhs: PlayerControls) -> Bool {
        lhs.trackName == rhs.trackName
    }

    var body: some View {
        VStack {
            Text(trackName)
            Text(model.status)
            Toggle("Playing", isOn: $isPlaying)
            Button("Skip", action: onSkip)
                .scaleEffect(pressed ? 0.9 : 1)
        }
    }
}

/// Plain values, no `.equatable()`: SwiftUI compares the fields itself and never calls `==`
/// (unenforced_equatable's case, reported there at the declaration).
struct StepCounter: View, Equatable {
    let steps: Int
    let goal: Int

    static func == (lhs: StepCounter, rhs: StepCounter) -> Bool {  // expect: unenforced_equatable@17
        lhs.steps == rhs.steps
    }

    var body: some View {
        Text("\(steps) / \(goal)")
    }
}

/// What `body` never reads may be left out; so may a constant.
struct ContactCell: View, Equatable {
    let contactID: String
    let name: String
    let trackingToken: String
    let fallbackName = "Unknown"

    static func == (lhs: ContactCell, rhs: ContactCell) -> Bool {
        lhs.contactID == rhs.contactID && lhs.name == rhs.name
    }

    var body: some View {
        Text(name.isEmpty ? fallbackName : name)
    }
}

/// `==` hands the values to a function: what it compares is not known, so nothing is said.
struct PriceTag: View, Equatable {
    let amount: Double
    let currency: String

    static func == (lhs: PriceTag, rhs: PriceTag) -> Bool {
        samePrice(lhs, rhs)
    }

    var body: some View {
        Text("\(amount) \(currency)")
    }
}

func samePrice(_ a: PriceTag, _ b: PriceTag) -> Bool {
    a.amount == b.amount && a.currency == b.currency
}

/// A computed property `==` reads counts as comparing what it reads.
struct VersionLabel: View, Equatable {
    let major: Int
    let minor: String

    static func == (lhs: VersionLabel, rhs: VersionLabel) -> Bool {
        lhs.text == rhs.text
    }

    private var text: String { "\(major).\(minor)" }

    var body: some View {
        Text(text)
    }
}

/// View content `==` cannot compare, and a property compared in part (rows keyed by an id):
/// both left as written.
struct Tile<Content: View>: View, Equatable {
    let tileID: Int
    let item: TileItem
    let content: Content

    static func == (lhs: Tile, rhs: Tile) -> Bool {
        lhs.tileID == rhs.tileID && lhs.item.id == rhs.item.id
    }

    var body: some View {
        VStack {
            Text(item.name)
            content
        }
    }
}

struct TileItem: Equatable {
    var id: Int
    var name: String
}
