import SwiftUI

// A closure binding built inside a helper and passed to what the helper builds (here a project
// modifier) is given to a view: never "given to no view", whatever the helper's callers do.
struct Outlined: ViewModifier {
    @Binding var isOn: Bool

    func body(content: Content) -> some View {
        content.border(isOn ? Color.orange : Color.clear)
    }
}

extension View {
    func outlined(_ flag: Binding<Bool>, when enabled: Bool) -> some View {
        modifier(Outlined(isOn: Binding(get: { flag.wrappedValue && enabled }, set: { flag.wrappedValue = $0 })))
    }
}

struct StatusTile: View {
    @State private var isOutlined = false
    @State private var taps = 0

    var body: some View {
        Text("Tapped \(taps)")
            .outlined($isOutlined, when: taps > 0)
            .onTapGesture { taps += 1 }
    }
}
