import SwiftUI

/// Rows keyed by position whose rows hold `@State` (docs/SWIFTUI-MODEL.md rules 36-37): after an insert
/// at the front the state of each position stays while the element it shows changes.
struct ChecklistScreen: View {
    @State private var tasks: [ChecklistTask] = []

    var body: some View {
        List {
            ForEach(tasks.indices, id: \.self) { index in  // expect: foreach_index_identity@13 confirmed
                ChecklistRow(title: tasks[index].title)
            }
            .onDelete { tasks.remove(atOffsets: $0) }
            Button("Add") {
                tasks.insert(ChecklistTask(id: UUID(), title: "New task"), at: 0)
            }
        }
    }
}

struct ChecklistRow: View {
    let title: String
    @State private var isExpanded = false

    var body: some View {
        DisclosureGroup(title, isExpanded: $isExpanded) {
            Text("Details")
        }
    }
}

struct ChecklistTask: Identifiable {
    let id: UUID
    var title: String
}
