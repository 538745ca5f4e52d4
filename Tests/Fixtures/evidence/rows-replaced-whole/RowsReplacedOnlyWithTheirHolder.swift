import SwiftUI

// Rows over a collection no code edits where it lives: it changes only when its holder does,
// and then as a whole (review s18 §3). Rows that keep no state lose nothing to a position; a
// constant every holder declares never changes; members edited in place keep their elements.

final class TourGuide: ObservableObject {
    let stops: [String] = ["Harbour", "Old Town", "Castle"]
    let notes: [String]
    @Published var visited = 0

    init(notes: [String]) {
        self.notes = notes
    }
}

struct TourStops: View {
    @ObservedObject var guide: TourGuide
    @State private var expanded: Int?

    var body: some View {
        VStack {
            // A `let` declared with a literal: every guide holds the same stops.
            ForEach(0..<guide.stops.count, id: \.self) { index in
                Text(guide.stops[index]).bold(expanded == index)
                    .onTapGesture { expanded = index }
            }
            // A `let` set in `init`: another guide may hold other notes, as a whole.
            ForEach(Array(guide.notes.enumerated()), id: \.offset) { index, note in
                Text("\(index + 1). \(note)")
            }
            // The same, in rows that keep what is typed: still open.
            ForEach(guide.notes.indices, id: \.self) { index in
                TextField("Note", text: .constant(guide.notes[index]))
            }
        }
    }
}

struct Passenger {
    var first = ""
    var last = ""
}

final class ManifestModel: ObservableObject {
    @Published var passengers = [Passenger()]
}

struct ManifestForm: View {
    @ObservedObject var model: ManifestModel

    var body: some View {
        VStack {
            // Appended to, and edited only through members of its elements: no element moves.
            ForEach(model.passengers.indices, id: \.self) { index in
                HStack {
                    TextField("First", text: $model.passengers[index].first)
                    TextField("Last", text: $model.passengers[index].last)
                        .onChange(of: model.passengers[index].last) { value in
                            model.passengers[index].last = String(value.prefix(20))
                        }
                }
            }
            Button("Add passenger") { model.passengers.append(Passenger()) }
        }
    }
}

struct Kiosk {
    var mode = 0
    var actions: [String] { mode == 0 ? ["Cancel", "Next"] : ["Back", "Done"] }
}

struct KioskFooter: View {
    @Binding var kiosk: Kiosk

    var body: some View {
        HStack {
            // Computed from the value passed, edited by no code: replaced as a whole.
            ForEach(kiosk.actions.indices, id: \.self) { index in
                Button(kiosk.actions[index]) { kiosk.mode += 1 }
            }
        }
    }
}

struct Notice {
    let view: AnyView
}

final class NoticeBoard: ObservableObject {
    let notices: [Notice]

    init(notices: [Notice]) {
        self.notices = notices
    }
}

struct NoticeList: View {
    @ObservedObject var board: NoticeBoard

    var body: some View {
        VStack {
            // Rows showing a view value they do not build: what it holds is its makers'.
            ForEach(board.notices.indices, id: \.self) { index in
                board.notices[index].view
                    .padding()
            }
        }
    }
}
