import SwiftUI

struct UnreadBadge: View {
    let unread: Int
    var body: some View { Text("\(unread)") }
}

/// The erased `UnreadBadge` re-runs its `body` on every change of `unread`, erased or not: the
/// counts at the erasure include the body runs of the view it wraps.
struct MailboxHeader: View {
    @State private var unread = 0
    var body: some View {
        HStack {
            erasedBadge
            Button("New mail") { unread += 1 }
        }
    }

    private var erasedBadge: AnyView {
        AnyView(UnreadBadge(unread: unread))
    }
}
