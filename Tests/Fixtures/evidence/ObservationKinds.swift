import Observation
import SwiftUI

// The same closure binding, driven by an `ObservableObject` and by an `@Observable` model.
// A view observing an `ObservableObject` keeps a seed that changes with every publication, so
// its body and the child's input change together; an `@Observable` model tracks reads instead,
// and a change the parent's body never read does not re-run it.
struct Switch: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Enabled", isOn: $isOn)
    }
}

final class LegacySettings: ObservableObject {
    @Published var enabled = false
    @Published var refreshCount = 0
}

@Observable
final class ModernSettings {
    var enabled = false
    var refreshCount = 0
}

struct LegacyPanel: View {
    @ObservedObject var settings: LegacySettings

    var body: some View {
        Switch(isOn: Binding(get: { settings.enabled }, set: { settings.enabled = $0 }))
    }
}

struct ModernPanel: View {
    var settings: ModernSettings

    var body: some View {
        Switch(isOn: Binding(get: { settings.enabled }, set: { settings.enabled = $0 }))
    }
}
