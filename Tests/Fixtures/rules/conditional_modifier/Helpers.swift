import SwiftUI

/// Helpers shaped `if condition { transform(self) } else { self }`, found by shape.
extension View {
    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }

    @ViewBuilder func apply<Content: View>(when condition: Bool, _ transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    @ViewBuilder func scrolling(_ enabled: Bool) -> some View {
        if enabled { ScrollView { self } } else { self }
    }

    @ViewBuilder func hiddenUnless(_ visible: Bool = true) -> some View {
        if visible { self } else { self.hidden() }
    }

    @ViewBuilder func modify<Content: View>(@ViewBuilder _ transform: (Self) -> Content?) -> some View {
        if let view = transform(self) { view } else { self }
    }

    /// Not a flip: availability is fixed for the process.
    @ViewBuilder func glassIfAvailable() -> some View {
        if #available(iOS 26, *) { self.glassEffect() } else { self }
    }
}
