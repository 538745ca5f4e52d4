import SwiftUI

// Rows keyed by position over a name the view makes itself, decided from what makes it: an
// `if let` of a `static let` (fixed), an `if let` of a value's `let` (open: another value may
// take the model's place), a function's result (open: not evaluated), a computed property of
// a state (run as the state), and an `if` expression over a binding (run, the path named).
struct ServerRules: Equatable {
    let rules: [String]?
}

struct ServerRulesView: View {
    let server: ServerRules

    var body: some View {
        if let rules = server.rules {
            ForEach(Array(rules.enumerated()), id: \.offset) { index, rule in
                Text("\(index + 1). \(rule)")
            }
        }
    }
}

enum Weekdays {
    static let initials: [String]? = ["M", "T", "W", "T", "F"]
}

struct WeekStrip: View {
    var body: some View {
        if let initials = Weekdays.initials {
            ForEach(initials.indices, id: \.self) { day in
                Text(initials[day])
            }
        }
    }
}

struct BadgeShelf: View {
    let titles: [String]

    var body: some View {
        let badges = badges(for: titles)
        ForEach(Array(badges.enumerated()), id: \.offset) { _, badge in
            Text(badge)
        }
    }

    private func badges(for titles: [String]) -> [String] {
        titles.filter { !$0.isEmpty }
    }
}

struct DraftQueue: View {
    @State private var drafts: [String] = ["First", "Second"]

    var visibleDrafts: [String] { drafts }

    var body: some View {
        ForEach(visibleDrafts.indices, id: \.self) { index in
            Text(visibleDrafts[index])
        }
        Button("New") { drafts.insert("Draft", at: 0) }
    }
}

struct FeedTabs: View {
    @Binding var feeds: [String]
    let showsHome: Bool

    var body: some View {
        HStack {
            let tabs = if showsHome { ["Home"] + feeds } else { feeds }
            ForEach(tabs.indices, id: \.self) { index in
                Text(tabs[index])
            }
        }
    }
}
