import SwiftUI

/// A panel's frame: its lines, or what its caller shows when it has none. The extension and
/// the companion app both compile this file (an exception set adds it to `Companion`).
struct PanelFrame: View {
    let placeholder: () -> AnyView
    let lines: [String]

    var body: some View {
        if lines.isEmpty {
            placeholder()
        } else {
            VStack(alignment: .leading) {
                ForEach(lines, id: \.self) { Text($0) }
            }
        }
    }
}
