import SwiftUI

// `Header(…)` inside `MatchBoard` builds `MatchBoard.Header`, not the private `Header` of
// AHeader.swift (listed first): its one construction passes `Team.allCases`, so its rows
// never move.
enum Team: CaseIterable { case home, away }

struct MatchBoard: View {
    var body: some View {
        VStack {
            Header(teams: Team.allCases)
        }
    }
}

extension MatchBoard {
    struct Header: View {
        let teams: [Team]

        var body: some View {
            HStack {
                ForEach(Array(teams.enumerated()), id: \.offset) { index, team in
                    Text("\(index): \(String(describing: team))")
                }
            }
        }
    }
}
