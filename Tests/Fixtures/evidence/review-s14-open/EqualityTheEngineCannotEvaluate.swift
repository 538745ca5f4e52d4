import SwiftUI

// A child whose custom `==` compares a value the engine cannot compute (what `tally(_:)`
// returns): the engine reads that call as "not equal", a body run, and the verdict says so.
struct TallyBoard: View, Equatable {
    let score: Int
    @Binding var note: String

    static func == (lhs: TallyBoard, rhs: TallyBoard) -> Bool {
        lhs.score / 10 == rhs.score / 10
    }

    var body: some View {
        VStack {
            Text("\(score)")
            TextField("Note", text: $note)
        }
    }
}

struct TallyGame: View {
    @State private var notes: [Int: String] = [:]
    @State private var round = 0
    @State private var cheering = false

    var body: some View {
        VStack {
            TallyBoard(score: tally(round), note: Binding(
                get: { notes[round] ?? "" },
                set: { notes[round] = $0 }
            ))
            Toggle("Cheer", isOn: $cheering)
            Button("Next round") { round += 1 }
        }
    }

    func tally(_ round: Int) -> Int {
        round * 3
    }
}
