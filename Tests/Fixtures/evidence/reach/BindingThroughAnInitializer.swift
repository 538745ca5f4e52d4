import SwiftUI

/// Stores the binding it is given under another name: its initializer says where it goes.
struct OptionPicker: View {
    let options: [String]
    @Binding var singleSelection: String?

    init(options: [String], selection: Binding<String?>) {
        self.options = options
        self._singleSelection = selection
    }

    var body: some View {
        ForEach(options, id: \.self) { option in
            Button(option) { singleSelection = option }
        }
    }
}

struct AccessScreen: View {
    @State private var level: String? = "secure"
    @State private var note = ""

    var body: some View {
        VStack {
            TextField("Note", text: $note)
            OptionPicker(options: ["secure", "open"], selection: Binding(get: { level }, set: { level = $0 }))
        }
    }
}
