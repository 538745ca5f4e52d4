import SwiftUI

// Rows keyed by position whose collection the code edits only at its end, in place, or by
// mapping it in order: what the code does to the collection decides the verdict, not its `var`.

struct LedgerEntry: Equatable {
    var title: String
    var amount: Int
}

final class Ledger: ObservableObject {
    @Published var ledgerEntries: [LedgerEntry] = []

    func record(_ entry: LedgerEntry) {
        ledgerEntries.append(entry)
    }

    func recordAll(_ entries: [LedgerEntry]) {
        ledgerEntries += entries
    }
}

struct LedgerRow: View {
    let entry: LedgerEntry
    @State private var expanded = false

    var body: some View {
        Button(entry.title) { expanded.toggle() }
    }
}

struct LedgerScreen: View {
    @StateObject private var ledger = Ledger()

    var body: some View {
        List {
            ForEach(Array(ledger.ledgerEntries.enumerated()), id: \.offset) { _, entry in // expect: foreach_index_identity@13 refuted
                LedgerRow(entry: entry)
            }
            Button("Add") { ledger.record(LedgerEntry(title: "Coffee", amount: 3)) }
        }
    }
}

struct TallySheet: Equatable {
    var tallies: [Int] = [0, 0, 0]
}

enum TallyAction {
    case bump(Int)
    case dropLast
}

func reduceTallies(_ sheet: inout TallySheet, _ action: TallyAction) {
    switch action {
    case .bump(let offset): sheet.tallies[offset] += 1
    case .dropLast: sheet.tallies.removeLast()
    }
}

struct TallyCounter: View {
    let count: Int
    @State private var highlighted = false

    var body: some View {
        Text("\(count)").bold(highlighted)
    }
}

struct TallyBoard: View {
    let sheet: TallySheet

    var body: some View {
        ForEach(Array(sheet.tallies.enumerated()), id: \.offset) { _, count in // expect: foreach_index_identity@9 inconclusive
            TallyCounter(count: count)
        }
    }
}

struct BallotOption: Equatable {
    var label: String
    var votes: Int
}

struct Ballot: Equatable {
    var ballotOptions: [BallotOption]

    mutating func countVote(for label: String) {
        ballotOptions = ballotOptions.map { option in
            option.label == label ? BallotOption(label: option.label, votes: option.votes + 1) : option
        }
    }
}

struct BallotOptionRow: View {
    let option: BallotOption
    @State private var showsVoters = false

    var body: some View {
        Text(option.label).onTapGesture { showsVoters.toggle() }
    }
}

struct BallotView: View {
    let ballot: Ballot

    var body: some View {
        ForEach(Array(ballot.ballotOptions.enumerated()), id: \.offset) { _, option in // expect: foreach_index_identity@9 refuted
            BallotOptionRow(option: option)
        }
    }
}

struct HintCard: View {
    let hint: String
    @State private var revealed = false

    var body: some View {
        Text(revealed ? hint : "?").onTapGesture { revealed = true }
    }
}

struct HintDeck: View {
    let hints: [String]
    @State private var dealtHints: [String] = []

    var body: some View {
        VStack {
            ForEach(Array(dealtHints.enumerated()), id: \.offset) { _, hint in // expect: foreach_index_identity@13 confirmed
                HintCard(hint: hint)
            }
        }
        .onAppear { dealtHints = hints.shuffled() }
    }
}
