import SwiftUI

// A closure binding into a built-in control costs no view body run: the refuted finding offers
// its help as optional rather than as an order.
final class Lamp: ObservableObject {
    @Published var level = 0.0

    func switchOn(_ on: Bool) {
        level = on ? 1 : 0
    }
}

struct LampRow: View {
    @ObservedObject var lamp: Lamp

    var body: some View {
        Toggle("On", isOn: Binding(
            get: { lamp.level > 0 },
            set: { lamp.switchOn($0) }
        ))
    }
}
