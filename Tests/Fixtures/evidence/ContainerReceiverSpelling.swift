import SwiftUI

// A built-in container given a closure binding is named as a view, not as a modifier.
struct OutlineSection: View {
    let heading: String
    @State private var expandedHeadings: Set<String> = []
    @State private var showsNotes = false

    var body: some View {
        VStack {
            DisclosureGroup(heading, isExpanded: Binding(
                get: { expandedHeadings.contains(heading) },
                set: { open in
                    if open { expandedHeadings.insert(heading) } else { expandedHeadings.remove(heading) }
                })) {
                Text("Details of \(heading)")
            }
            Toggle("Notes", isOn: $showsNotes)
        }
    }
}

struct OutlineScreen: View {
    @State private var headings = ["One", "Two"]

    var body: some View {
        VStack {
            ForEach(headings, id: \.self) { OutlineSection(heading: $0) }
            Button("Add") { headings.append("Three") }
        }
    }
}
