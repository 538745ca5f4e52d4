import SwiftUI

/// The project's own `Section`, which shadows SwiftUI's in this module: a header it is handed
/// already erased, above a plain list of lines.
struct Section: View {
    let header: AnyView
    let lines: [String]

    var body: some View {
        VStack(alignment: .leading) {
            header
            Text(lines.joined(separator: "\n"))
        }
    }
}

struct Overview: View {
    @State private var lines = ["First", "Second"]

    var body: some View {
        Section(header: AnyView(Text("Overview")), lines: lines)
    }
}
