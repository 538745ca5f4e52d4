import SwiftUI

struct DeferCounter: View {
    @State private var count = 0
    let start: Int

    init(start: Int) {
        defer { count = start }
        self.start = start
    }

    var body: some View {
        Text("\(count)")
    }
}
