import SwiftUI

/// A view whose rows come from an argument, and which nothing in the project constructs: what
/// a parent passes, and whether a shown one is ever given another list, is unknown.
struct StepList: View {
    let steps: [String]

    var body: some View {
        List {
            ForEach(steps.indices, id: \.self) { index in
                StepRow(title: steps[index])
            }
        }
    }
}

struct StepRow: View {
    let title: String
    @State private var isDone = false

    var body: some View {
        Toggle(title, isOn: $isDone)
    }
}

/// A project view named like SwiftUI's `ActionSheet`: its constructions are not read, and the
/// summary says why, not that there are none.
struct ActionSheet: View {
    let sections: [String]

    var body: some View {
        VStack {
            ForEach(Array(sections.enumerated()), id: \.offset) { _, section in
                Text(section)
            }
        }
    }
}

struct MoreLink: View {
    var body: some View {
        NavigationLink("More") { ActionSheet(sections: ["Share", "Copy"]) }
    }
}
