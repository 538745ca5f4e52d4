import SwiftUI

// Rows over a collection the engine cannot edit where it lives (a member of a row's element, a
// helper's parameter): run only where the code shows the elements can shift.

struct Recipe {
    var title: String
    var plating: [String]
    var prepSteps: [String]
    var pantryLabels: [String]
}

struct RecipeBook: View {
    @State private var recipes: [Recipe] = []

    var body: some View {
        List {
            ForEach(recipes, id: \.title) { recipe in
                // `plating` is only edited in place and trimmed at its end.
                ForEach(Array(recipe.plating.enumerated()), id: \.offset) { _, note in // expect: foreach_index_identity@17 inconclusive
                    Text(note)
                }
                // `prepSteps` gets an insert at the front.
                ForEach(recipe.prepSteps.indices, id: \.self) { index in // expect: foreach_index_identity@17 confirmed
                    Text(recipe.prepSteps[index])
                }
                // Nothing edits `pantryLabels`: replaced only whole, in rows holding no state.
                ForEach(recipe.pantryLabels.indices, id: \.self) { index in // expect: foreach_index_identity@17 refuted
                    Text(recipe.pantryLabels[index])
                }
            }
            Button("Edit") {
                recipes[0].plating[0] = "Salt"
                recipes[0].plating.removeLast()
                recipes[0].prepSteps.insert("Preheat", at: 0)
            }
        }
    }
}

/// A helper that edits a collection of its own: a local or parameter named like a member is
/// not that member (`plating` above stays edited only in place).
func reversedCopy(_ plating: [String]) -> [String] {
    var plating = plating
    plating.insert("first", at: 0)
    return plating
}

struct PointsBoard: View {
    @State private var scores: [Int] = []

    var body: some View {
        VStack {
            grid(["Home", "Away"])
            grid(["Total"])
            ranking(scores.map { "\($0)" })
            Button("New game") { scores.insert(0, at: 0) }
        }
    }

    // Every call passes an array literal.
    private func grid(_ titles: [String]) -> some View {
        HStack {
            ForEach(titles.indices, id: \.self) { index in // expect: foreach_index_identity@13 refuted
                Text(titles[index])
            }
        }
    }

    // Its one call passes a state the code inserts into.
    private func ranking(_ lines: [String]) -> some View {
        VStack {
            ForEach(Array(lines.enumerated()), id: \.offset) { _, line in // expect: foreach_index_identity@13 confirmed
                PointsLine(text: line)
            }
        }
    }
}

struct PointsLine: View {
    let text: String

    var body: some View {
        HStack { Text(text); PointsBadge() }
    }
}

/// State a row keeps one level down, in a view its row builds.
struct PointsBadge: View {
    @State private var flashed = false

    var body: some View {
        Circle().opacity(flashed ? 1 : 0.5).onTapGesture { flashed.toggle() }
    }
}

struct WeekdayRibbon: View {
    private let calendar = Calendar.current

    var body: some View {
        HStack {
            let names = calendar.shortWeekdaySymbols
            ForEach(names.indices, id: \.self) { index in // expect: foreach_index_identity@13 refuted
                Text(names[index])
            }
        }
    }
}

struct Shifts: View {
    @State private var halves: [Int] = [0, 1]
    let pick: (Int) -> Void

    var body: some View {
        HStack {
            ForEach(Array(halves.enumerated()), id: \.offset) { offset, _ in // expect: foreach_index_identity@13 inconclusive
                self.label(offset: offset)
            }
            Button("More") { halves.insert(2, at: 0) }
        }
    }

    // The position the rows pass is data here: morning or afternoon.
    func label(offset: Int) -> some View {
        Button(offset.isMultiple(of: 2) ? "AM" : "PM") { pick(offset) }
    }
}

struct Tabs: View {
    @State private var tabs: [String] = ["Posts", "Comments"]

    var body: some View {
        ScrollView(.horizontal) {
            strip()
        }
        .id(tabs.hashValue)
        Button("About") { tabs.insert("About", at: 1) }
    }

    func strip() -> some View {
        HStack {
            ForEach(Array(tabs.enumerated()), id: \.offset) { _, tab in // expect: foreach_index_identity@13 refuted
                Text(tab)
            }
        }
    }
}

/// A sheet a row presents is made when shown: its state is not the row's.
struct Outbox: View {
    @State private var subjects: [String] = []
    @State private var composing = false

    var body: some View {
        List {
            ForEach(subjects.indices, id: \.self) { index in // expect: foreach_index_identity@13 confirmed
                Text(subjects[index])
                    .sheet(isPresented: $composing) { OutboxDraft() }
            }
            Button("New") { subjects.insert("Hello", at: 0) }
        }
    }
}

struct OutboxDraft: View {
    @State private var text = ""

    var body: some View {
        TextField("Draft", text: $text)
    }
}

/// A model's method given a state the view changes: another folder, another list.
final class MailLoader: ObservableObject {
    @Published var inbox: [String] = []

    func messages(in folder: String?) -> [String] { folder == nil ? inbox : [] }
}

struct Mailbox: View {
    @StateObject private var loader = MailLoader()
    @State private var folder: String?

    var body: some View {
        List {
            ForEach(Array(loader.messages(in: folder).enumerated()), id: \.offset) { _, message in // expect: foreach_index_identity@13 confirmed
                Text(message)
            }
            Button("Drafts") { folder = "Drafts" }
        }
    }
}
