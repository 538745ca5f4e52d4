import SwiftUI

// A row with two states filled from one element: each finding is counted at its own state, so
// the fix for one is not hidden by the other staying stale.
struct Chip: Identifiable {
    let id: Int
    var title: String
    var uses: Int
}

struct ChipRow: View {
    @State var title: String
    @State var uses: Int

    var body: some View {
        Text("\(title) (\(uses))")
    }
}

struct ChipList: View {
    let chips: [Chip]

    var body: some View {
        List(chips) { chip in
            ChipRow(title: chip.title, uses: chip.uses)
        }
    }
}
