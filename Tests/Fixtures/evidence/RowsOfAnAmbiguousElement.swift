import SwiftUI

// Two types named `Section`, each with an `id`: one fresh, one passed in. Which one the outer
// rows show is not told by the simple name, so the fresh one's `id` decides nothing.
struct ReportView: View {
    @State private var report: Report?

    var body: some View {
        List {
            if let report {
                ForEach(report.sections, id: \.id) { section in
                    ForEach(section.lines.indices, id: \.self) { offset in
                        Text(section.lines[offset])
                    }
                }
            }
        }
        .task { report = Report(sections: [.init(id: 1, lines: ["a", "b"])]) }
    }
}

struct Report {
    var sections: [Section]

    struct Section {
        let id: Int
        var lines: [String]
    }
}

struct Draft {
    var sections: [Section]

    struct Section {
        let id = UUID()
        var lines: [String]
    }
}
