import SwiftUI

// A stored `AnyView` holds what each construction passes: when every construction passes one
// `AnyView(SomeView…)` or nothing, a view's erased type never changes (a static fact over the
// construction sites). A construction that chooses between two types leaves it open.
struct SectionHeader: View {
    let title: String
    let accessory: AnyView?

    init(title: String, accessory: AnyView? = nil) {
        self.title = title
        self.accessory = accessory
    }

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            if let accessory {
                accessory
            }
        }
    }
}

struct StatusRow: View {
    let label: String
    let badge: AnyView

    var body: some View {
        HStack {
            Text(label)
            badge
        }
    }
}

// Passed on from a view that stores it too: what that view's constructions pass.
struct PlanCard: View {
    let badge: AnyView

    var body: some View {
        StatusRow(label: "Plan", badge: badge)
    }
}

struct AccountScreen: View {
    @State private var isPremium = false

    var body: some View {
        List {
            SectionHeader(title: "Profile")
            SectionHeader(title: "Plan", accessory: AnyView(Image(systemName: "star.fill").foregroundStyle(.yellow)))
            StatusRow(label: "Tier", badge: isPremium ? AnyView(Image(systemName: "crown")) : AnyView(Text("Free")))
            PlanCard(badge: AnyView(Text("Pro")))
            Toggle("Premium", isOn: $isPremium)
        }
    }
}

// A closure making the erased view, given as a trailing closure: it is the argument, and this
// one chooses between two types, so the finding stays open.
struct EmptyState: View {
    let title: String
    let makeArt: () -> AnyView

    init(title: String, makeArt: @escaping () -> AnyView) {
        self.title = title
        self.makeArt = makeArt
    }

    var body: some View {
        VStack {
            makeArt()
            Text(title)
        }
    }
}

struct InboxScreen: View {
    @State private var isOffline = false

    var body: some View {
        EmptyState(title: "Nothing here") {
            isOffline ? AnyView(Image(systemName: "wifi.slash")) : AnyView(Text("All caught up"))
        }
        .onTapGesture { isOffline.toggle() }
    }
}

// No construction passes the erased view: each takes the initializer's default, one type.
struct FooterNote: View {
    let text: String
    let trailing: AnyView

    init(text: String, trailing: AnyView = AnyView(EmptyView())) {
        self.text = text
        self.trailing = trailing
    }

    var body: some View {
        HStack {
            Text(text)
            trailing
        }
    }
}

struct SettingsFooter: View {
    var body: some View {
        VStack {
            FooterNote(text: "Version 2")
            FooterNote(text: "Build 14")
        }
    }
}

// The erased view comes from a builder closure every construction passes as a trailing closure:
// each passes it, whatever the stored property's own type says.
struct FramedPanel: View {
    let content: AnyView

    init(@ViewBuilder content: () -> some View) {
        self.content = AnyView(content())
    }

    var body: some View {
        content
            .padding()
            .border(.secondary)
    }
}

struct PanelGallery: View {
    var body: some View {
        VStack {
            FramedPanel { Text("One") }
            FramedPanel { Image(systemName: "star") }
        }
    }
}
