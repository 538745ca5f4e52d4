import SwiftUI

// An `AnyView` over a modifier chain on `Image`, stored by an initializer: the erased type is
// fixed, but it is not `Image`, so the evidence must not tell the developer to return `Image`.
enum BadgeDetail {
    case text(String)
    case view(AnyView)
}

struct Badge: View {
    let detail: BadgeDetail

    init(symbol: String) {
        let icon = Image(systemName: symbol)
            .renderingMode(.template)
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(maxWidth: 24)
        self.detail = .view(AnyView(icon))
    }

    var body: some View {
        switch detail {
        case .text(let value): Text(value)
        case .view(let view): view
        }
    }
}
