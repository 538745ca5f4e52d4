import SwiftUI

// Rows keyed by position over a model's computed, filtered table: no code inserts into or
// moves elements of `visibleRecords` (only `records` is stored, whole), so an experiment that
// edits it must say it made that change up.
final class RecordTable: ObservableObject {
    @Published var records: [[String: String]] = []
    @Published var query = ""
    @Published var kind: String?

    var visibleRecords: [[String: String]] {
        var result = records
        if let kind {
            result = result.filter { $0["kind"] == kind }
        }
        if !query.isEmpty {
            result = result.filter { record in record.values.contains { $0.contains(query) } }
        }
        return result
    }

    func reload(_ fresh: [[String: String]]) { records = fresh }
}

struct RecordLine: View {
    let record: [String: String]
    @State private var folded = true

    var body: some View {
        Text(folded ? record["name"] ?? "" : record.description)
            .onTapGesture { folded.toggle() }
    }
}

struct RecordScreen: View {
    @StateObject private var table = RecordTable()

    var body: some View {
        List {
            ForEach(table.visibleRecords.indices, id: \.self) { index in
                RecordLine(record: table.visibleRecords[index])
            }
        }
        .searchable(text: $table.query)
    }
}
