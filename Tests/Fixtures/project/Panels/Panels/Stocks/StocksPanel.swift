import SwiftUI

/// In the extension only: its placeholder erases a `ProgressView` while the market is open and
/// a `Text` once it closes, so the erased type changes with `marketOpen`.
struct StocksPanel: View {
    let quotes: [String]
    let marketOpen: Bool

    var body: some View {
        PanelFrame(placeholder: {
            marketOpen ? AnyView(ProgressView()) : AnyView(Text("Market closed"))
        }, lines: quotes)
    }
}
