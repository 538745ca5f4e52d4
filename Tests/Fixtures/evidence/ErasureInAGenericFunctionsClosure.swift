import SwiftUI

struct BadgeContentKey: EnvironmentKey {
    static var defaultValue: ((String) -> AnyView?)? { nil }
}

struct FooterContentKey: EnvironmentKey {
    static var defaultValue: ((Bool) -> AnyView)? { nil }
}

extension EnvironmentValues {
    var badgeContent: ((String) -> AnyView?)? {
        get { self[BadgeContentKey.self] }
        set { self[BadgeContentKey.self] = newValue }
    }

    var footerContent: ((Bool) -> AnyView)? {
        get { self[FooterContentKey.self] }
        set { self[FooterContentKey.self] = newValue }
    }
}

extension View {
    // The one erasure of a generic modifier, in the closure it puts in the environment: each
    // call of `badgeContent(_:)` fixes `Content`, so every view it erases has that type.
    func badgeContent<Content: View>(@ViewBuilder _ content: @escaping (String) -> Content?) -> some View {
        environment(\.badgeContent) { key in
            if let view = content(key) {
                return AnyView(view)
            } else {
                return nil
            }
        }
    }

    // Look-alike: two erasures, chosen by the closure's argument: not claimed.
    func footerContent<Content: View>(@ViewBuilder _ content: @escaping () -> Content) -> some View {
        environment(\.footerContent) { isCompact in
            if isCompact {
                return AnyView(Text("…"))
            } else {
                return AnyView(content())
            }
        }
    }
}

extension View {
    // Look-alike: a `Decoration` taken directly may be an opened `any View`, whose type follows
    // the value at one call: not claimed.
    func decoratedFooter<Decoration: View>(_ decoration: Decoration) -> some View {
        environment(\.footerContent) { _ in AnyView(decoration) }
    }
}

struct BadgeSlot: View {
    let key: String
    @Environment(\.badgeContent) private var badgeContent
    @Environment(\.footerContent) private var footerContent

    var body: some View {
        VStack {
            if let badge = badgeContent?(key) {
                badge
            }
            footerContent?(key.isEmpty)
        }
    }
}

struct Shelf: View {
    @State private var key = "new"

    var body: some View {
        BadgeSlot(key: key)
            .badgeContent { key in
                if key == "new" { Image(systemName: "sparkles") }
            }
            .footerContent { Text("Footer") }
            .decoratedFooter(Text("Decorated"))
    }
}
