import SwiftUI

/// Keys taken from the elements, or positions over data that never changes: no finding.
struct TrackListView: View {
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    static let columnCount = 3
    @State private var tracks: [Track] = []
    @State private var pageCount = 4
    @State private var conflicts: [String] = []
    @State private var reasons: [String] = []
    private let sizes = ["S", "M", "L"].map { $0.lowercased() }
    private let options = [(label: "Any", value: nil as Int?), (label: "Ten", value: 10)]
    private var weekdayInitials: [String] { ["M", "T", "W", "T", "F"] }

    var body: some View {
        VStack {
            ForEach(0..<3) { index in
                Text("Fixed \(index)")
            }
            ForEach(0..<5, id: \.self) { index in
                Text("Fixed \(index)")
            }
            ForEach(0..<pageCount, id: \.self) { page in
                Circle().frame(width: 8, height: 8).opacity(page == 0 ? 1 : 0.4)
            }
            ForEach(1...12, id: \.self) { month in
                Text("Month \(month)")
            }
            ForEach(Self.weekdays.indices, id: \.self) { index in
                Text(Self.weekdays[index])
            }
            ForEach(Array(zip(sizes.indices, sizes)), id: \.0) { index, size in
                Text("\(index): \(size)")
            }
            // Two collections zipped: `\.0` is a conflict's name, not a position.
            ForEach(Array(zip(conflicts, reasons)), id: \.0) { conflict, reason in
                Text("\(conflict): \(reason)")
            }
            ForEach(0..<options.count, id: \.self) { index in
                Text(options[index].label)
            }
            ForEach(weekdayInitials.indices, id: \.self) { index in
                Text(weekdayInitials[index])
            }
            ForEach(0..<Self.columnCount, id: \.self) { column in
                Text("Column \(column)")
            }
            ForEach(Array(tracks.enumerated()), id: \.element.id) { pair in
                Text("\(pair.offset + 1). \(pair.element.title)")
            }
            ForEach(tracks) { track in
                Text(track.title)
            }
            ForEach(tracks, id: \.title) { track in
                Text(track.title)
            }
            ForEach($tracks) { $track in
                TextField("Title", text: $track.title)
            }
            // ForEach(tracks.indices, id: \.self) { Text("\($0)") }
        }
    }

    func titles() -> [String] {
        var result: [String] = []
        for index in tracks.indices {
            result.append(tracks[index].title)
        }
        return result
    }
}
