import SwiftUI

// Flagged code the engine reaches through a local view, a picker's options, a helper's
// parameter and a binding's `.animation()`.
struct TagListScreen: View {
    @State private var tags = ["Swift", "UI", "Lint"]
    @State private var showsArchived = false

    var body: some View {
        let list = List {
            ForEach(tags.indices, id: \.self) { index in
                Text(tags[index])
            }
            .onDelete { offsets in tags.remove(atOffsets: offsets) }
        }
        list
            .toolbar {
                Toggle("Archived", isOn: $showsArchived)
            }
    }
}

struct SizePicker: View {
    @Binding var selection: String
    let sizes: [String]

    var body: some View {
        Picker("Size", selection: $selection) {
            ForEach(sizes.indices, id: \.self) { index in
                Text(sizes[index]).tag(sizes[index])
            }
        }
        // Laid out as list rows, so the options are not excused as a menu's choices.
        .pickerStyle(.inline)
    }
}

final class PaletteModel: ObservableObject {
    @Published var accent = Color.blue
    @Published var name = "Accent"
    @Published var isLocked = false
}

struct PaletteEditor: View {
    @ObservedObject var model: PaletteModel

    private var accentBinding: Binding<Color> {
        Binding(get: { model.accent }, set: { model.accent = $0 })
    }

    private var lockBinding: Binding<Bool> {
        Binding(get: { model.isLocked }, set: { model.isLocked = $0 })
    }

    var body: some View {
        Form {
            colorRow(model.name, selection: accentBinding)
            Toggle("Locked", isOn: lockBinding.animation())
        }
    }

    private func colorRow(_ title: String, selection: Binding<Color>) -> some View {
        ColorPicker(title, selection: selection)
    }
}

// A `let` array with a literal value never changes: its positions are stable, nothing is reported.
struct WeekdayHeader: View {
    let symbols = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        HStack {
            ForEach(0 ..< self.symbols.count, id: \.self) { index in
                Text(self.symbols[index])
            }
        }
    }
}

/// The one construction of `SizePicker`: the parent's own list, which it edits.
struct OrderForm: View {
    @State private var size = "M"
    @State private var sizes = ["S", "M", "L"]

    var body: some View {
        Form {
            SizePicker(selection: $size, sizes: sizes)
            Button("Add XS") { sizes.insert("XS", at: 0) }
        }
    }
}
