import SwiftUI

// A `static var` the code writes is no constant: a parent passing it gives a new value whenever
// it runs again after the write. A `static let`, an enum case and a `static var` nothing writes
// stay constants, and a switch on them is not reported.

enum Layout {
    static var compact = false
    static var neverWritten = false
    static let wide = true
}

enum Density {
    case regular, tight
}

extension View {
    @ViewBuilder
    func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct Card: View {
    let compact: Bool
    @State private var draft = ""

    var body: some View {
        TextField("Note", text: $draft)
            .if(compact) { $0.font(.caption) }
    }
}

struct CardScreen: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Button("Toggle layout") {
                Layout.compact.toggle()
                refreshes += 1
            }
            Card(compact: Layout.compact)
            Text("\(refreshes)")
                .if(Layout.compact) { $0.monospacedDigit() }
            Text("Wide")
                .if(Layout.wide) { $0.bold() }
            Text("Plain")
                .if(Layout.neverWritten) { $0.italic() }
            Text("Dense")
                .if(Density.tight == .tight) { $0.padding(2) }
        }
    }
}

struct LoadedCard: View {
    @State private var loaded = false

    var body: some View {
        Text("Loaded")
            .if(loaded && Layout.compact) { $0.font(.caption) }
            .task { loaded = true }
    }
}
