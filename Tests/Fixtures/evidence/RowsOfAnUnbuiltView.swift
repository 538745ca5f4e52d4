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
