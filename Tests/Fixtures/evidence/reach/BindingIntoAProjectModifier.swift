import SwiftUI

struct Setting: Identifiable {
    let id: Int
    var title: String
    var isEnabled: Bool
}

/// A row of the project's own: its `body` runs whenever the binding it is given compares unequal.
struct SwitchRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

extension View {
    /// Shows a switch under the view it is called on.
    func switchRow(_ title: String, isOn: Binding<Bool>, spacing: CGFloat = 8) -> some View {
        VStack(spacing: spacing) {
            self
            SwitchRow(title: title, isOn: isOn)
        }
    }

    /// Shows SwiftUI's own toggle under the view.
    func plainSwitch(isOn: Binding<Bool>) -> some View {
        VStack {
            self
            Toggle("Enabled", isOn: isOn)
        }
    }
}

/// A modifier keeping the binding it is given: SwiftUI runs its `body(content:)` like a view's.
struct Confirming: ViewModifier {
    @Binding var isOn: Bool
    let prompt: String

    func body(content: Content) -> some View {
        HStack {
            content
            Toggle(prompt, isOn: $isOn)
        }
    }
}

extension View {
    func confirming(_ prompt: String, isOn: Binding<Bool>) -> some View {
        modifier(Confirming(isOn: isOn, prompt: prompt))
    }
}

struct SettingsScreen: View {
    @State private var setting = Setting(id: 1, title: "Sync", isEnabled: false)
    @State private var query = ""

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            // Through an `extension View` function, to a row of the project's.
            Text(setting.title)
                .switchRow("Enabled", isOn: Binding(get: { setting.isEnabled }, set: { setting.isEnabled = $0 }))
            // Through an `extension View` function, to SwiftUI's toggle: no view body runs for it.
            Text(setting.title)
                .plainSwitch(isOn: Binding(get: { setting.isEnabled }, set: { setting.isEnabled = $0 }))
            // To a project `ViewModifier`, directly and through a helper.
            Text(setting.title)
                .modifier(Confirming(isOn: Binding(get: { setting.isEnabled }, set: { setting.isEnabled = $0 }), prompt: "Sure?"))
            Text(setting.title)
                .confirming("Sure?", isOn: Binding(get: { setting.isEnabled }, set: { setting.isEnabled = $0 }))
        }
    }
}
