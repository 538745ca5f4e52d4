import SwiftUI

// The condition of a conditional helper reads a model a row holds in `@State` (seeded once per
// identity, replaced by nothing): a member computed from a `let` never changes, so the switch
// never happens; a member a button clears can flip it.
extension View {
    @ViewBuilder func whenTrue<Content: View>(_ condition: Bool, apply: (Self) -> Content) -> some View {
        if condition { apply(self) } else { self }
    }
}

@Observable final class FeedEntry {
    let permalink: String?
    var stars = 0
    var pinnedRemark: String?

    init(permalink: String?, pinnedRemark: String?) {
        self.permalink = permalink
        self.pinnedRemark = pinnedRemark
    }

    var shareAddress: URL? { permalink.flatMap(URL.init(string:)) }
}

struct FeedEntryRow: View {
    @State var entry: FeedEntry

    var body: some View {
        Button("Star \(entry.stars)") { entry.stars += 1 }
            .whenTrue(entry.shareAddress != nil) { $0.padding() }
    }
}

struct FeedEntryRemarkRow: View {
    @State var entry: FeedEntry

    var body: some View {
        Text("Remark")
            .whenTrue(entry.pinnedRemark != nil) { $0.bold() }
            .onTapGesture { entry.pinnedRemark = nil }
            .onLongPressGesture { entry.pinnedRemark = "Pinned" }
    }
}
