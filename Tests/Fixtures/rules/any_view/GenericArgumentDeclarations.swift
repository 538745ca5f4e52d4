import SwiftUI

/// A generic type whose parameter only qualifies a nested type: its values hold no `Content`.
struct Pane<Content: View> {
    struct Offset {
        var y: Double
    }
}

struct ScrollSettings<Content: View>: ExpressibleByNilLiteral {
    var isPagingEnabled = false
    var onScroll: ((Pane<Content>.Offset) -> Void)?

    init(nilLiteral: ()) {}
}

extension ScrollSettings {
    mutating func page() { isPagingEnabled = true }
}

/// Stores its parameter: `HeaderSlot<AnyView>` holds an erased view.
struct HeaderSlot<Content: View> {
    var content: Content?
}

/// Declares no use of its parameter, but an extension in this file takes and returns one.
struct FooterSlot<Content: View> {}

extension FooterSlot {
    func decorate(_ content: Content) -> some View { content.padding() }
}
