import SwiftUI

// A built-in control's re-checks differ by SwiftUI version: a binding to a model property is a
// new box on every body run before iOS 17 / macOS 14, with or without the fix, and keeps its
// location from then on. The count shown says which versions it is of.
final class LayoutPrefs: ObservableObject {
    @Published var compact = false
}

struct LayoutPrefsForm: View {
    @ObservedObject var prefs: LayoutPrefs
    @State private var confirmingReset = false

    var body: some View {
        Form {
            Toggle("Compact", isOn: Binding(get: { prefs.compact }, set: { prefs.compact = $0 }))
            Button("Reset") { confirmingReset.toggle() }
                .foregroundStyle(confirmingReset ? Color.red : Color.primary)
        }
    }
}
