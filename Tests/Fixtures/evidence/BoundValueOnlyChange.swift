import SwiftUI

// The only change the code makes is to the value the binding reads and writes: the receiver
// updates with either binding, so no run can test the claim. A built-in receiver is decided
// anyway (it runs no body of the project's views); a project view is left open.
struct SectionTabs: View {
    @State private var current = 0
    @State private var resetsScroll = false

    var body: some View {
        TabView(selection: Binding(get: { current }, set: { choose($0) })) {
            Text("Inbox").tag(0)
            Text("Archive").tag(1)
        }
    }

    private func choose(_ tab: Int) {
        if tab == current { resetsScroll.toggle() }
        current = tab
    }
}

struct RatingStars: View {
    @Binding var rating: Int

    var body: some View {
        HStack {
            ForEach(1..<6) { star in
                Button(star <= rating ? "★" : "☆") { rating = star }
            }
        }
    }
}

struct RatingEditor: View {
    @State private var rating = 3

    var body: some View {
        RatingStars(rating: Binding(get: { rating }, set: { rating = min(5, max(1, $0)) }))
    }
}
