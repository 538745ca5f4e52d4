import SwiftUI

// An `if #available` whose two arms both reach the flagged rows, each through a helper of its
// own (`inbox` on the newer OS, `legacyInbox` on the older one). The site does not sit under the
// clause: the verdict holds on either OS, so the summary must not name `#available(iOS 17, *)`.
struct MessagePreview: View {
    let text: String
    @State private var expanded = false

    var body: some View {
        Text(expanded ? text : String(text.prefix(20)))
            .onTapGesture { expanded.toggle() }
    }
}

struct InboxScreen: View {
    @State private var messages: [String] = []

    var body: some View {
        Group {
            if #available(iOS 17, *) {
                NavigationStack { inbox }
            } else {
                NavigationView { legacyInbox }
            }
        }
        .onAppear { messages.insert("Welcome", at: 0) }
    }

    private var inbox: some View {
        List { messageRows }
            .listStyle(.insetGrouped)
    }

    private var legacyInbox: some View {
        List { messageRows }
            .listStyle(.plain)
    }

    @ViewBuilder private var messageRows: some View {
        ForEach(messages.indices, id: \.self) { index in
            MessagePreview(text: messages[index])
        }
    }
}
