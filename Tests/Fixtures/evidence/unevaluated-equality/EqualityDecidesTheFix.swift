import SwiftUI

// `ScoreRow.==` compares `Int(grade)`, which the engine cannot compute for the texts it passes:
// a new `grade` from the parent runs the body (and makes a new binding) only if that `==`
// returns false, so whether the fix spares `NoteField` anything depends on what it returns.
struct NoteField: View {
    @Binding var text: String

    var body: some View {
        TextField("Note", text: $text)
    }
}

struct ScoreRow: View, Equatable {
    let grade: String
    @Binding var note: String

    static func == (lhs: ScoreRow, rhs: ScoreRow) -> Bool {
        Int(lhs.grade) == Int(rhs.grade)
    }

    var body: some View {
        HStack {
            Text(grade)
            NoteField(text: Binding(get: { note }, set: { note = $0 }))
        }
    }
}

struct ScoreList: View {
    @State private var grade = "1"
    @State private var note = ""

    var body: some View {
        VStack {
            ScoreRow(grade: grade, note: $note)
            Button("Next") { grade += "0" }
        }
    }
}
