import SwiftUI

extension View {
    func erased() -> AnyView { AnyView(self) }
}

// Pages erased in an initializer constrained to `AnyView`: each page's type is a generic
// parameter, fixed at each call, so no page's erased type changes for a view.
struct Carousel<Page: View>: View {
    let pages: [Page]

    init(pages: [Page]) {
        self.pages = pages
    }

    init<First: View, Second: View>(@ViewBuilder content: () -> TupleView<(First, Second)>) where Page == AnyView {
        let content = content()
        self.init(pages: [content.value.0.erased(), content.value.1.erased()])
    }

    var body: some View {
        TabView {
            ForEach(pages.indices, id: \.self) { index in
                pages[index]
            }
        }
    }
}

// A stored erased view that only the initializer sets, from a generic value.
struct Badge: View {
    private let label: AnyView

    init<Label: View>(_ label: Label) {
        self.label = AnyView(label)
    }

    var body: some View {
        label.padding(4).background(Capsule().fill(.yellow))
    }
}

// An erasure in an initializer, of a view built there, stored in a plain property.
struct Tile: View {
    let icon: AnyView
    let title: String

    init(title: String, systemImage: String) {
        self.title = title
        let symbol = Image(systemName: systemImage)
            .resizable()
            .frame(width: 24, height: 24)
        self.icon = AnyView(symbol)
    }

    var body: some View {
        VStack {
            icon
            Text(title)
        }
    }
}

// The initializer chooses between two types: not claimed.
struct Marker: View {
    private let shape: AnyView

    init(isRound: Bool) {
        if isRound {
            shape = AnyView(Circle())
        } else {
            shape = AnyView(Rectangle())
        }
    }

    var body: some View {
        shape.frame(width: 10, height: 10)
    }
}

// An erasure in an initializer, stored in a plain property through an enum case.
enum Decoration {
    case view(AnyView)
    case none
}

struct Card: View {
    let decoration: Decoration

    init(symbol: String) {
        let image = Image(systemName: symbol).imageScale(.large)
        self.decoration = .view(AnyView(image))
    }

    var body: some View {
        switch decoration {
        case .view(let view): view
        case .none: EmptyView()
        }
    }
}

// An existential's type can differ at each call: not claimed.
struct Framed: View {
    private let content: AnyView

    init(_ content: any View) {
        self.content = AnyView(content)
    }

    var body: some View {
        content.border(.gray)
    }
}

struct Gallery: View {
    @State private var isRound = false

    var body: some View {
        VStack {
            Carousel {
                Text("One")
                Image(systemName: "star")
            }
            Badge(Text("New"))
            Tile(title: "Photos", systemImage: "photo")
            Marker(isRound: isRound)
            Card(symbol: "heart")
            Framed(Text("Framed"))
            Button("Toggle") { isRound.toggle() }
        }
    }
}

// An eraser spelled `.init(self)`: it erases the view it is called on.
extension View {
    func typeErased() -> AnyView {
        .init(self)
    }
}

// Views made by `map`: its closure runs while the body builds, and each element erases the one
// type `tile(for:)` returns.
struct SymbolStrip: View {
    let symbols: [String]

    var body: some View {
        TileRow(tiles: symbols.map { symbol in AnyView(tile(for: symbol)) })
    }

    private func tile(for symbol: String) -> some View {
        Image(systemName: symbol).imageScale(.large)
    }
}

struct TileRow: View {
    let tiles: [AnyView]

    var body: some View {
        HStack {
            ForEach(tiles.indices, id: \.self) { index in
                tiles[index]
            }
        }
    }
}

// An erasure in an initializer of a view built on a parameter's property declared as a
// concrete view type (`kind.symbol` is an `Image`), stored through an enum case: one type for
// each view's whole life.
enum BadgeKind {
    case fresh, sale

    var symbol: Image {
        switch self {
        case .fresh: Image(systemName: "sparkles")
        case .sale: Image(systemName: "tag")
        }
    }

    var anySymbol: any View { symbol }
}

struct KindBadge: View {
    let decoration: Decoration

    init(kind: BadgeKind) {
        let icon = kind.symbol.resizable().frame(width: 16, height: 16)
        self.decoration = .view(AnyView(icon))
    }

    var body: some View {
        switch decoration {
        case .view(let view): view
        case .none: EmptyView()
        }
    }
}

// Look-alike: the property is an existential, whose type can differ at each call: not claimed.
struct AnyKindBadge: View {
    let decoration: Decoration

    init(kind: BadgeKind) {
        let icon = kind.anySymbol.padding(2)
        self.decoration = .view(AnyView(icon))
    }

    var body: some View {
        switch decoration {
        case .view(let view): view
        case .none: EmptyView()
        }
    }
}
