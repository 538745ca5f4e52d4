import SwiftUI

/// `AnyView` around one type (docs/SWIFTUI-MODEL.md rule 35, §3e): the erased type never changes, so
/// identity and state are kept as with `@ViewBuilder`; the engine refutes the finding (a note).
struct BannerHost: View {
    @State private var message = "Welcome"
    @State private var dismissed = false

    var body: some View {
        VStack {
            AnyView(Banner(text: message))  // expect: any_view@13 refuted
            Button("Dismiss") { dismissed.toggle() }
            Text(dismissed ? "Dismissed" : "Showing")
        }
    }
}

struct Banner: View {
    let text: String
    @State private var isExpanded = false

    var body: some View {
        Text(text)
    }
}
