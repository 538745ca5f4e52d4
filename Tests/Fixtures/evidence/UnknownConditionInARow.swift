import SwiftUI

// A condition the engine cannot compute inside each row: which element a row shows, and whether
// it keeps its identity, are decided at the row whatever its content does.
struct TrackerList: View {
    @State private var trackers: [String] = ["Reading", "Walking"]

    var body: some View {
        List {
            ForEach(trackers.indices, id: \.self) { index in
                HStack {
                    if let icon = TrackerIcons.icon(for: trackers[index]) {
                        Image(systemName: icon)
                    }
                    Text(trackers[index])
                }
            }
            .onDelete { offsets in trackers.remove(atOffsets: offsets) }
        }
    }
}

enum TrackerIcons {
    static func icon(for name: String) -> String? {
        name.isEmpty ? nil : "star"
    }
}
