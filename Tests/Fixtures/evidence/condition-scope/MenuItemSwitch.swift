import SwiftUI

// A switch among a `Menu`'s items: SwiftUI shows them as platform menu items, which keep no
// state and play no insertion or removal animation (docs/SWIFTUI-MODEL.md fact 53), so the new
// identity a flip makes loses nothing. The same switch in the menu's label is a view on screen.

extension View {
    @ViewBuilder
    func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct QualityMenu: View {
    let qualities: [String]
    @Binding var selection: String
    @State private var nested = false

    var body: some View {
        VStack {
            Toggle("Nested", isOn: $nested)
            Menu {
                Picker("Quality", selection: $selection) {
                    ForEach(qualities, id: \.self) { Text($0).tag($0) }
                }
                .if(nested) { $0.pickerStyle(.menu) }
            } label: {
                Label("Quality", systemImage: "gear")
                    .if(nested) { $0.bold() }
            }
        }
    }
}
