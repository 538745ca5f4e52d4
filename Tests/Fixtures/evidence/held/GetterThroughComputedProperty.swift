import SwiftUI

// A closure binding whose getter reads the view's data through a computed property the engine
// holds constant. Where that property reads an `ObservableObject`, the only stable binding to
// the value is a projection of the object (`$store.symbol`), a new binding on every body run
// before iOS 17: the confirmation names the versions, as it does for a direct read. Over a
// `@State`, `$state` is stable on every version: no version is named.

final class StickerStore: ObservableObject {
    @Published var symbol = "leaf"
    @Published var isPinned = false
}

struct StickerPreview: View {
    @Binding var symbol: String

    var body: some View {
        Image(systemName: symbol)
    }
}

struct StickerEditor: View {
    @StateObject private var store = StickerStore()
    @State private var showsGrid = false

    private var shownSymbol: String {
        guard !store.isPinned else { return "pin" }
        if let base = store.symbol.split(separator: ".").first {
            return String(base)
        }
        return "leaf"
    }

    var body: some View {
        VStack {
            StickerPreview(symbol: Binding(get: { shownSymbol }, set: { store.symbol = $0 }))
            Toggle("Grid", isOn: $showsGrid)
        }
    }
}

struct DraftStickerEditor: View {
    @State private var draftSymbol = "leaf"
    @State private var showsGrid = false

    private var shownSymbol: String {
        if draftSymbol.isEmpty {
            return "leaf"
        }
        return draftSymbol
    }

    var body: some View {
        VStack {
            StickerPreview(symbol: Binding(get: { shownSymbol }, set: { draftSymbol = $0 }))
            Toggle("Grid", isOn: $showsGrid)
        }
    }
}
