import SwiftUI

// The closures read the method's parameter `document` (captured weak), not the view's
// `@Binding var document: Document?` of the same name: the help may not describe the binding.
final class Document: ObservableObject {
    @Published var wrapsLines = true
}

struct EditorAccessories: View {
    @Binding var document: Document?
    @AppStorage("wrapsLines") private var wrapsLinesByDefault = true

    var body: some View {
        if let document {
            optionsMenu(document: document)
        }
    }

    func optionsMenu(document: Document) -> some View {
        Menu("Options") {
            Toggle("Wrap Lines", isOn: Binding(get: { [weak document] in document?.wrapsLines ?? wrapsLinesByDefault },
                                               set: { [weak document] in document?.wrapsLines = $0 }))
        }
    }
}
