import SwiftUI

// Rows keyed by the element itself: an edited element is a new row with new state, so a row's
// `guest` never changes under it, and the finding is refuted.
struct GuestRow: View {
    @State var guest: String

    var body: some View {
        Text(guest)
    }
}

struct GuestList: View {
    @State private var guests = ["Ada", "Grace"]

    var body: some View {
        List {
            ForEach(guests, id: \.self) { guest in
                GuestRow(guest: guest)
            }
            Button("Add guest") { guests.append("Guest \(guests.count + 1)") }
        }
    }
}
