import SwiftUI

// `Tile` stores an erased view made by a closure, through one of two initializers: one whose
// closure returns `some View` (one type at each construction), one whose closure returns
// `AnyView` (it may pick another type on each call, so what it returns is read). Each
// construction is read through the initializer it calls, not through both.
struct Tile: View {
    let title: String
    let icon: AnyView

    init(title: String, @ViewBuilder icon: () -> some View) {
        self.title = title
        self.icon = AnyView(icon())
    }

    init(caption: String, choosing icon: () -> AnyView) {
        self.title = caption
        self.icon = icon()
    }

    var body: some View {
        HStack {
            icon
            Text(title)
        }
    }
}

struct TileBoard: View {
    @State private var unread = 0

    var body: some View {
        VStack {
            Tile(title: "Inbox") {
                Image(systemName: "tray")
            }
            Tile(caption: "Sync") {
                AnyView(Image(systemName: "checkmark"))
            }
            Text("\(unread) unread")
            Button("More") { unread += 1 }
        }
    }
}
