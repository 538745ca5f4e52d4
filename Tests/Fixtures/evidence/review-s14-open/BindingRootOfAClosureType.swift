import SwiftUI

// The binding's root is a `@Binding` of an optional closure: no member of one's own goes on
// that type, and a `@State` copy would fall out of step with the owner, so the help sends the
// `get` and `set` to the owner's side.
struct HookSwitch: View {
    @Binding var isOn: Bool

    var body: some View {
        Button(isOn ? "Hooked" : "Unhooked") { isOn.toggle() }
    }
}

struct HookEditor: View {
    @Binding var onSave: (() -> Void)?
    let title: String

    var body: some View {
        VStack {
            Text(title)
            HookSwitch(isOn: Binding(
                get: { onSave != nil },
                set: { hooked in onSave = hooked ? {} : nil }
            ))
        }
    }
}
