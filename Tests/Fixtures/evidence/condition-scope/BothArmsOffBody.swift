import SwiftUI

// `chipLabel` is shown on both sides of `if onTap != nil`, each time below a wrapper the run of
// `body` does not build: the summary must not say `body` shows it only where one side holds.

struct Wrap<Content: View> {
    let content: Content

    func framed() -> some View {
        content.padding(4).border(.gray)
    }
}

extension View {
    var wrap: Wrap<Self> { Wrap(content: self) }
}

struct ActionChip: View {
    @Environment(\.isEnabled) private var isEnabled
    let onTap: (() -> Void)?

    var body: some View {
        if onTap != nil {
            Button { onTap?() } label: { chipLabel.wrap.framed() }
        } else {
            chipLabel.wrap.framed()
        }
    }

    @ViewBuilder
    private var chipLabel: some View {
        if isEnabled {
            Text("Chip")
        } else {
            Text("Chip").foregroundStyle(.tertiary)
        }
    }
}
