import SwiftUI

// `body` shows `fallbackLabel` only below iOS 26 or where `Glass.supported` is false, and through
// a wrapper the run of `body` does not build: the helper is hosted on its own, and the summary
// names the branch that shows it, not that no `body` calls it.

enum Glass {
    static let supported = ProcessInfo.processInfo.operatingSystemVersion.majorVersion >= 26
}

struct Compat<Content: View> {
    let content: Content

    @ViewBuilder
    func glassEffect() -> some View {
        if #available(iOS 26.0, *) {
            content.glassEffect()
        } else {
            content.background(.ultraThinMaterial, in: .capsule)
        }
    }
}

extension View {
    var compat: Compat<Self> { Compat(content: self) }
}

struct GlassLabel: View {
    @Environment(\.isEnabled) private var isEnabled
    let title: String

    var body: some View {
        if #available(iOS 26.0, *), Glass.supported {
            nativeBody
        } else {
            fallbackBody
        }
    }

    @available(iOS 26.0, *)
    private var nativeBody: some View {
        Text(title).glassEffect()
    }

    private var fallbackBody: some View {
        fallbackLabel
            .padding(8)
            .compat
            .glassEffect()
    }

    @ViewBuilder
    private var fallbackLabel: some View {
        if isEnabled {
            Text(title)
        } else {
            Text(title).foregroundStyle(.tertiary)
        }
    }
}
