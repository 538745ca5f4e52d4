import SwiftUI

final class CodeBinding: ObservableObject {
    @Published var code = ""
}

enum FormSheet: Identifiable {
    case codeForm(editing: String?)
    case about

    var id: String {
        switch self {
        case .codeForm: return "codeForm"
        case .about: return "about"
        }
    }
}

/// Makes its own binding but only observes it; its one parent passes the sheet item's fixed
/// value, so what replaces the binding is the presenter's body running again.
struct CodeFormView: View {
    let isEditing: String?
    @ObservedObject private var binding = CodeBinding()

    var body: some View {
        TextField(isEditing ?? "New code", text: $binding.code)
    }
}

struct FormSheetContent: View {
    let sheet: FormSheet

    var body: some View {
        switch sheet {
        case .codeForm(let editing):
            CodeFormView(isEditing: editing)
        case .about:
            Text("About")
        }
    }
}
