import SwiftUI

// A container keeps its content as a view value, and that content has a branch the engine
// leaves unbuilt off the way to the flagged binding. What the content holds on every update is
// counted: when that already compares unequal without the binding (a sheet's `$` binding whose
// value the driver flips), the fix spares the container nothing; when only the binding made it
// unequal, the branch left out might too, so nothing is claimed.
struct SettingsPanel<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Form { content }
    }
}

struct Limits: Equatable {
    var columns = 80
    var trimsTrailing = false
}

struct WrapSettings: View {
    @State private var limits = Limits()
    @State private var showingHelp = false

    var body: some View {
        SettingsPanel {
            Section {
                columnRow
                if limits.trimsTrailing {
                    Text("Trailing spaces are trimmed")
                }
            }
            Section {
                helpRow
            }
        }
    }

    private var columnRow: some View {
        Stepper("Wrap at", value: Binding<Double>(get: { Double(limits.columns) }, set: { limits.columns = Int($0) }), in: 40...200)
    }

    private var helpRow: some View {
        Button("Help") { showingHelp = true }
            .onTapGesture {
                if limits.trimsTrailing {
                    showingHelp = true
                }
            }
            .sheet(isPresented: $showingHelp) { Text("Wrapping") }
    }
}

struct IndentSettings: View {
    @State private var width = 4
    @State private var note = ""
    @State private var expanded = false

    var body: some View {
        VStack {
            TextField("Note", text: $note)
            SettingsPanel {
                Stepper("Indent", value: Binding<Double>(get: { Double(width) }, set: { width = Int($0) }), in: 1...8)
                if expanded {
                    Text("Tabs are spaces")
                }
            }
        }
    }
}
