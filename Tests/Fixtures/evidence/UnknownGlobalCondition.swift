import SwiftUI

// A condition on a global the engine cannot read and a list filled by a function it cannot
// run: neither may silently pick a branch or an empty array.
enum Appearance { case light, dark }

enum Theme {
    static var current: Appearance = .light
}

func loadNames() -> [String] { ["Ada", "Grace"] }

struct NameRow: View {
    let name: String
    @State private var starred = false

    var body: some View {
        Button(name) { starred.toggle() }
    }
}

struct NameList: View {
    @State private var names: [String] = []
    @State private var dark = false

    var body: some View {
        VStack {
            if Theme.current == .dark {
                Toggle("Dark", isOn: Binding(get: { dark }, set: { dark = $0 }))
            }
            ForEach(names.indices, id: \.self) { index in
                NameRow(name: names[index])
            }
        }
        .onAppear { names = loadNames() }
    }
}
