import SwiftUI

// Initializers take a closure and store what it returns in a non-closure field. A closure
// returning `AnyView` may choose the erased type at run time, so it is read: one that picks
// between two types each call is not settled. A closure returning `some View` gives one type
// at each construction.
struct PanelCell: View {
    let title: String
    let accessory: AnyView

    init(title: String, @ViewBuilder accessory: () -> AnyView) {
        self.title = title
        self.accessory = accessory()
    }

    var body: some View {
        HStack {
            Text(title)
            accessory
        }
    }
}

struct BadgeCell: View {
    let title: String
    let badge: AnyView

    init(title: String, @ViewBuilder badge: () -> some View) {
        self.title = title
        self.badge = AnyView(badge())
    }

    var body: some View {
        HStack {
            Text(title)
            badge
        }
    }
}

struct PanelScreen: View {
    @State private var busy = false

    var body: some View {
        List {
            PanelCell(title: "Sync") {
                if busy {
                    AnyView(ProgressView())
                } else {
                    AnyView(Image(systemName: "checkmark"))
                }
            }
            BadgeCell(title: "Inbox") {
                Text("3")
            }
            Toggle("Busy", isOn: $busy)
        }
    }
}
