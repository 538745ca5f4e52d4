import SwiftUI

// Two closure bindings to one view, neither reading the object directly: one through a computed
// property, one (with a setter that does nothing) through a helper function. Both values come
// from the `ObservableObject` the view keeps, so a stable binding to either is a projection of
// it, new on every body run before iOS 17: both confirmations name the versions.

final class BadgeDraft: ObservableObject {
    @Published var glyph = "star"
    @Published var tintName: String?
}

struct BadgeTile: View {
    @Binding var glyph: String
    @Binding var tint: Color

    var body: some View {
        Image(systemName: glyph).foregroundStyle(tint)
    }
}

struct BadgeEditor: View {
    @StateObject private var draft = BadgeDraft()
    @State private var usesTint = false

    private var currentGlyph: String {
        if draft.glyph.isEmpty {
            return "star"
        }
        return draft.glyph
    }

    private func tint(fallback: Color) -> Color {
        if let name = draft.tintName {
            return name == "mint" ? .mint : .indigo
        }
        return fallback
    }

    var body: some View {
        Form {
            BadgeTile(
                glyph: .init(get: { currentGlyph }, set: { draft.glyph = $0 }),
                tint: .init(get: { tint(fallback: .gray) }, set: { _ in })
            )
            Toggle("Tint", isOn: $usesTint)
        }
    }
}
