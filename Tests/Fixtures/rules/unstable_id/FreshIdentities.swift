import SwiftUI

struct RowKey: Hashable {
    let value = UUID()
}

struct Entry: Identifiable {
    let id = UUID()
    let title: String
}

/// Every value here is new each time `body` runs, so the view's identity changes with it.
struct FreshIdentityView: View {
    let titles: [String]
    private let token = UUID()

    var body: some View {
        VStack {
            Text("UUID").id(UUID())  // expect: unstable_id@26
            Text("String").id(UUID().uuidString)  // expect: unstable_id@28
            Text("Date").id(Date())  // expect: unstable_id@26
            Text("Now").id(Date.now)  // expect: unstable_id@25
            Text("Seconds").id(Date().timeIntervalSince1970)  // expect: unstable_id@29
            Text("Random").id(Int.random(in: 0...1_000))  // expect: unstable_id@28
            Text("Key").id(RowKey())  // expect: unstable_id@25
            Text("Token").id(token)  // expect: unstable_id@27
            ForEach(titles.map { Entry(title: $0) }) { entry in  // expect: unstable_id@21
                Text(entry.title)
            }
            List(titles.map { Entry(title: $0) }) { entry in  // expect: unstable_id@18
                Text(entry.title)
                    .id(UUID())  // expect: unstable_id@22
            }
        }
    }
}
