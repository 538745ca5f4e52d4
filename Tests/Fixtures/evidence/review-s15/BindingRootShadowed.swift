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

// `self.order` written explicitly is the view's state, though a parameter shares its name: the
// help still names it.
enum SortOrder: Hashable {
    case newest, oldest
}

struct SortPicker: View {
    @State private var order: SortOrder = .newest

    var body: some View {
        VStack {
            toggle(order: .newest)
            toggle(order: .oldest)
        }
    }

    func toggle(order: SortOrder) -> some View {
        Toggle("\(order)", isOn: .init(get: { self.order == order }, set: { _ in self.order = order }))
    }
}
