import SwiftUI

final class BadgeDraft: ObservableObject {
    @Published var symbol = "star"
    @Published var tintHex = "#FF8800"
    @Published var usesCustomTint = false
}

struct SymbolChooser: View {
    let symbol: String
    @Binding var tint: Color

    var body: some View {
        HStack {
            Image(systemName: symbol)
                .foregroundStyle(tint)
            Text(symbol)
        }
    }
}

struct BadgeEditor: View {
    @StateObject private var draft = BadgeDraft()

    private var tint: Color {
        draft.usesCustomTint ? Color(white: 0.5) : .accentColor
    }

    var body: some View {
        Form {
            SymbolChooser(symbol: draft.symbol,
                          tint: .init(get: { tint }, set: { _ in }))
            Toggle("Custom tint", isOn: $draft.usesCustomTint)
        }
    }
}
