import SwiftUI

// Rows keyed by position over an argument. Every construction of `StepList` writes its steps as
// an array literal: a fixed number of elements in a fixed order, so its rows never move (a static
// fact over the construction sites). `ChecklistRows` is also given a changing array, so the
// experiment edits it.
struct StepList: View {
    let steps: [String]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(steps.indices, id: \.self) { index in
                Text("\(index + 1). \(steps[index])")
            }
        }
    }
}

struct ChecklistRows: View {
    let items: [String]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(items.indices, id: \.self) { index in
                Text(items[index])
            }
        }
    }
}

struct SetupScreen: View {
    @State private var deviceName = "Phone"
    @State private var pending: [String] = ["Wi-Fi", "Backup"]

    var body: some View {
        VStack {
            StepList(steps: ["Open Settings", "Choose \(deviceName)", "Turn it on"])
            ChecklistRows(items: ["Account"])
            ChecklistRows(items: pending)
            Button("Done") { pending.removeAll() }
        }
    }
}
