import SwiftUI

// Every construction passes a value that never changes: the count of a constant collection,
// an enum's `allCases`. Rows keyed by position never show another element (static facts).
struct ScoreGrid: View {
    let rows: Int

    var body: some View {
        ForEach(0..<rows) { row in
            Text("Round \(row + 1)")
        }
    }
}

struct Scoreboard: View {
    private let rounds = ["First", "Second", "Final"]
    @State private var taps = 0

    var body: some View {
        VStack {
            ScoreGrid(rows: rounds.count)
            Button("Tapped \(taps)") { taps += 1 }
        }
    }
}

enum Suit: String, CaseIterable {
    case hearts, spades
}

struct SuitHeader: View {
    let suits: [Suit]

    var body: some View {
        HStack {
            ForEach(Array(suits.enumerated()), id: \.offset) { _, suit in
                Text(suit.rawValue)
            }
        }
    }
}

struct Table: View {
    @State private var dealt = 0

    var body: some View {
        VStack {
            SuitHeader(suits: Suit.allCases)
            Button("Deal \(dealt)") { dealt += 1 }
        }
    }
}

// Rows over a `let` of another type: they change only when another value takes its place,
// which the engine does not follow (never "changes like a stored array").
final class Syllabus {
    let topics: [String]

    init(topics: [String]) {
        self.topics = topics
    }
}

struct SyllabusView: View {
    let syllabus: Syllabus
    @State private var taps = 0

    var body: some View {
        VStack {
            ForEach(Array(syllabus.topics.enumerated()), id: \.offset) { _, topic in
                Text(topic)
            }
            Button("Tapped \(taps)") { taps += 1 }
        }
    }
}

// Rows over a model's computed property: what changes it is not the model's publishing, so
// the engine does not edit it as if it were stored.
final class MonthModel: ObservableObject {
    @Published var highlighted = 0
    private let names = ["Jan", "Feb", "Mar"]

    var shortNames: [String] {
        names.map { String($0.prefix(1)) }
    }
}

struct MonthStrip: View {
    @ObservedObject var model: MonthModel

    var body: some View {
        HStack {
            ForEach(Array(model.shortNames.enumerated()), id: \.offset) { index, name in
                Text(name).bold(index == model.highlighted)
            }
        }
    }
}

// The same through a helper's parameter: `layout.cells` is a `let` of `GridLayout`.
struct GridLayout {
    let cells: [String]
}

struct LayoutPicker: View {
    @State private var current = GridLayout(cells: ["A", "B"])

    var body: some View {
        preview(of: current)
            .onTapGesture { current = GridLayout(cells: ["C"]) }
    }

    func preview(of layout: GridLayout) -> some View {
        HStack {
            ForEach(layout.cells.indices, id: \.self) { index in
                Text(layout.cells[index])
            }
        }
    }
}
