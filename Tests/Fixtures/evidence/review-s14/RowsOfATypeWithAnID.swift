import SwiftUI

// The element type has a stored `let id` but is not `Identifiable`: the help keys by that id
// instead of asking for one.
struct Choice: Hashable {
    let id: Int
    let label: String
    var votes: Int
}

struct PollView: View {
    @State private var choices: [Choice] = []

    var body: some View {
        VStack {
            ForEach(Array(choices.enumerated()), id: \.offset) { _, choice in
                Text("\(choice.label): \(choice.votes)")
            }
        }
        .onAppear { choices.insert(Choice(id: 1, label: "yes", votes: 0), at: 0) }
    }
}

struct PollListView: View {
    @State private var choices: [Choice] = []

    var body: some View {
        VStack {
            ForEach(choices.indices, id: \.self) { index in
                Text(choices[index].label)
            }
        }
        .onAppear { choices.insert(Choice(id: 2, label: "no", votes: 0), at: 0) }
    }
}
