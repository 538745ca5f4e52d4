import SwiftUI

// `init` reads a flag from the user's defaults that this file's own toggle stores: when the user
// turned it off, `init` reads `false`, the write is dropped and the toggle shows on again.
struct OpenInSetting: View {
    @State private var openIn: Bool = true

    init() {
        guard let defaults = UserDefaults(suiteName: "group.example.shared") else { return }
        self.openIn = defaults.bool(forKey: "openIn")
    }

    var body: some View {
        Toggle("Show “Open In” in the menu", isOn: $openIn)
            .onChange(of: openIn) { _, newValue in
                UserDefaults(suiteName: "group.example.shared")?.set(newValue, forKey: "openIn")
            }
    }
}

// Look-alike: a flag nothing in this file stores: what it holds is unknown, nothing is assumed.
struct BadgeSetting: View {
    @State private var showsBadge: Bool = false

    init() {
        self.showsBadge = UserDefaults.standard.bool(forKey: "showsBadge")
    }

    var body: some View {
        Toggle("Badge", isOn: $showsBadge)
    }
}
