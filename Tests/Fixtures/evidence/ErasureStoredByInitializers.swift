import SwiftUI

// A stored `AnyView` only this file's initializers set: each stores an erasure of a type its
// caller fixes (a generic parameter, a view built there), `nil`, or what its file-private
// callers erase, so one view erases one type for its whole life (a static fact, not a run).
// A property the file also writes elsewhere is not decided so.
public struct ShelfView<Item: Identifiable>: View {
    private let items: [Item]
    private var emptyState: AnyView?

    public init<Empty: View>(items: [Item], @ViewBuilder emptyState: () -> Empty) {
        self.items = items
        self.emptyState = AnyView(emptyState())
    }

    public init(items: [Item]) {
        self.items = items
        self.emptyState = nil
    }

    public var body: some View {
        ShelfBody(count: items.count, emptyState: emptyState)
    }
}

fileprivate struct ShelfBody: View {
    let count: Int
    let emptyState: AnyView?

    var body: some View {
        if count == 0, let emptyState {
            emptyState
        } else {
            Text("\(count) items")
        }
    }
}

struct ShelfGrid: View {
    let columns: Int
    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(), count: columns)) { Text("Shelf") }
    }
}

public struct ShelfBrowser: View {
    private let content: AnyView

    fileprivate init(content: AnyView) {
        self.content = content
    }

    public init(columns: Int) {
        self.init(content: AnyView(ShelfGrid(columns: columns)))
    }

    public init() {
        fatalError("use init(columns:)")
    }

    public var body: some View {
        content.padding()
    }
}

public struct ShelfBadge: View {
    private var label: AnyView

    public init(text: String) {
        self.label = AnyView(Text(text))
    }

    public func label<Label: View>(_ view: Label) -> ShelfBadge {
        var copy = self
        copy.label = AnyView(view)
        return copy
    }

    public var body: some View {
        label.font(.caption)
    }
}

struct ShelfBackdrop: View {
    @State private var backdrop: AnyView = .init(Color.blue.opacity(0.2))

    var body: some View {
        ZStack {
            backdrop
            Button("Shuffle") { shuffle() }
        }
    }

    private func shuffle() {
        withAnimation {
            backdrop = .init(Color.orange.opacity(0.2))
        }
    }
}
