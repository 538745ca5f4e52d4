import SwiftUI
import UIKit

/// A representable receiving a closure binding is updated on every update of its parent.
struct ColorWell: UIViewRepresentable {
    @Binding var color: Color

    func makeUIView(context: Context) -> UIColorWell { UIColorWell() }
    func updateUIView(_ view: UIColorWell, context: Context) { view.selectedColor = UIColor(color) }
}

struct ThemeEditor: View {
    @State private var tint = Color.blue
    @State private var title = ""

    var body: some View {
        Form {
            TextField("Title", text: $title)
            ColorWell(color: Binding(get: { tint }, set: { tint = $0.opacity(1) }))  // expect: closure_binding@30
        }
    }
}
