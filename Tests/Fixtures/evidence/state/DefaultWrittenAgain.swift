import SwiftUI

// Look-alike: the write in `init` is dropped, but it writes the value the state has by default,
// so the view shows the same either way.
struct FilterChip: View {
    @State private var isSelected = false
    let label: String

    init(label: String) {
        self.label = label
        self.isSelected = false
    }

    var body: some View {
        Toggle(label, isOn: $isSelected)
    }
}
