import SwiftUI

/// Compiled into both targets.
final class Chore {
    let name: String
    var done = false

    init(name: String) { self.name = name }
}

struct ChoreRow: View {
    @Binding var done: Bool
    var body: some View { Toggle("Done", isOn: $done) }
}
