import SwiftUI

/// A String field makes the view non-POD: SwiftUI already calls the custom `==` without
/// `.equatable()`, so the site is only worth a note.
struct PlayerName: View, Equatable {
    let name: String
    let rank: Int

    static func == (lhs: PlayerName, rhs: PlayerName) -> Bool {  // expect: equatable_ignores_input@17
        lhs.name == rhs.name
    }

    var body: some View {
        Text("\(rank). \(name)")
    }
}

/// `==` and no site in this project: the finding sits on the `==` itself.
struct LapCounter: View, Equatable {
    let laps: Int

    static func == (lhs: LapCounter, rhs: LapCounter) -> Bool {  // expect: unenforced_equatable@17
        lhs.laps == rhs.laps
    }

    var body: some View {
        Text("Lap \(laps)")
    }
}

/// Synthesized equality only, and a non-view with "View" in its name: no finding.
struct PlainScore: View, Equatable {
    let value: Int

    var body: some View {
        Text("\(value)")
    }
}

struct ViewState: Equatable {
    var isLoading: Bool

    static func == (lhs: ViewState, rhs: ViewState) -> Bool {
        lhs.isLoading == rhs.isLoading
    }
}

struct LeaderboardView: View {
    @State private var players = ["Ada", "Grace"]

    var body: some View {
        VStack {
            ForEach(Array(players.enumerated()), id: \.element) { pair in
                PlayerName(name: pair.element, rank: pair.offset + 1)  // expect: unenforced_equatable@17
            }
            PlainScore(value: players.count)
        }
    }
}
