import SwiftUI

// Rows that mean their position: one reads the element its position rotates to, the other
// turns its position into a length for its place in the layout. Keying either by element
// would drop what the row uses.
struct RotatedWeekdays: View {
    @State private var symbols: [String] = []
    let firstWeekday: Int

    var body: some View {
        VStack {
            ForEach(symbols.indices, id: \.self) { index in
                Text(symbols[(index + firstWeekday) % symbols.count])
            }
        }
        .onAppear { symbols = Calendar.current.shortWeekdaySymbols }
    }
}

struct StackedBadges: View {
    @State private var badges: [String] = []
    let rowHeight: CGFloat

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(badges.indices, id: \.self) { index in
                Text(badges[index])
                    .offset(y: CGFloat(index) * rowHeight)
            }
        }
        .onAppear { badges.insert("new", at: 0) }
    }
}
