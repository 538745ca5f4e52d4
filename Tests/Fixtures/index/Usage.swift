import SwiftUI

struct Screen1: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Badge(value: n, tab: .home, sample: Sample(point: Point2(x: 0, y: 0), tab: .home), score: 1, maybe: nil)
                .equatable()
                .padding()
            EquatableView(content: Badge(value: 1, tab: .home, sample: s, score: 2, maybe: 3))
            Badge.init(value: 2, tab: .settings, sample: s, score: 3, maybe: nil)
            Row(selection: $n, observed: m, named: x, onTap: {}, loadable: .idle, tree: t, external: e) {
                Text("content")
            }
            #if os(iOS)
            .padding()
            #endif
            .id(n)
        }
        .modifier(Bordered(width: 2))
    }
    func helper() -> some View { Later() }
}

#Preview {
    struct PreviewHost: View {
        @State private var value = 3
        var body: some View { Badge(value: value, tab: .home, sample: s, score: 1, maybe: nil) }
    }
    return PreviewHost()
}
