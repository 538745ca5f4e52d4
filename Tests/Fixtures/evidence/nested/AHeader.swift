import SwiftUI

// A `Header` private to this file: no other file's `Header(…)` can mean it.
private struct Header: View {
    let title: String
    var body: some View { Text(title) }
}

struct SettingsPane: View {
    var body: some View { Header(title: "Settings") }
}
