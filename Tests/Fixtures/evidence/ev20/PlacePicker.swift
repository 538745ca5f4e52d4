import SwiftUI

enum DetectMode: Hashable {
    case automatic, custom
}

struct PlacePicker: View {
    @State private var mode: DetectMode = .automatic
    @Binding private var preferred: String?
    private let resolved: String?

    init(preferred: Binding<String?>, resolved: String?) {
        self._preferred = preferred
        self.resolved = resolved
    }

    var body: some View {
        Picker("Mode", selection: $mode) {
            Text("Automatic").tag(DetectMode.automatic)
            Text("Custom").tag(DetectMode.custom)
        }
        TextField("Location", text: text)
    }

    private var text: Binding<String> {
        Binding {
            preferred ?? resolved ?? ""
        } set: { newValue in
            if mode == .custom {
                preferred = newValue
            }
        }
    }
}
