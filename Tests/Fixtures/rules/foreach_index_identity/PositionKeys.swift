import SwiftUI

struct Track: Identifiable, Hashable {
    let id: UUID
    var title: String
}

/// Rows keyed by their position: after an insert, delete or move, each row's state and
/// animation belong to the wrong element.
struct PlaylistView: View {
    @State private var tracks: [Track] = []
    @State private var rowCount = 3

    var body: some View {
        VStack {
            ForEach(tracks.indices, id: \.self) { index in  // expect: foreach_index_identity@13
                TextField("Title", text: $tracks[index].title)
            }
            ForEach(tracks.indices) { index in  // expect: foreach_index_identity@13
                Text(tracks[index].title)
            }
            ForEach(0..<tracks.count, id: \.self) { index in  // expect: foreach_index_identity@13
                Text(tracks[index].title)
            }
            ForEach(0..<tracks.count) { index in  // expect: foreach_index_identity@13
                Text(tracks[index].title)
            }
            ForEach(0 ..< rowCount) { row in  // expect: foreach_index_identity@13
                Text("Row \(row)")
            }
            ForEach(Array(tracks.enumerated()), id: \.offset) { pair in  // expect: foreach_index_identity@13
                Text("\(pair.offset + 1). \(pair.element.title)")
            }
            ForEach(Array(zip(tracks.indices, tracks)), id: \.0) { pair in  // expect: foreach_index_identity@13
                Text(pair.1.title)
            }
            List(tracks.indices, id: \.self) { index in  // expect: foreach_index_identity@13
                Text(tracks[index].title)
            }
        }
    }
}
