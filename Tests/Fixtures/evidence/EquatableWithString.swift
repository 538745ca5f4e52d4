import SwiftUI

// A view holding a `String` is not plain data: SwiftUI already calls its `==` without
// `.equatable()`, so adding it changes nothing.
struct NameTag: View, Equatable {
    let name: String
    let visits: Int

    static func == (lhs: NameTag, rhs: NameTag) -> Bool {
        lhs.name == rhs.name
    }

    var body: some View {
        Text("\(name) (\(visits))")
    }
}

struct Lobby: View {
    @State private var visits = 0

    var body: some View {
        VStack {
            NameTag(name: "Guest", visits: visits)
            Button("Visit") { visits += 1 }
        }
    }
}
