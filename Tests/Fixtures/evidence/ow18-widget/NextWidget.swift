import SwiftUI
import WidgetKit

struct NextEntry: TimelineEntry {
    let date: Date
    let titles: [String]
    let playing: Bool
}

struct NextProvider: TimelineProvider {
    func placeholder(in context: Context) -> NextEntry { NextEntry(date: .now, titles: [], playing: false) }
    func getSnapshot(in context: Context, completion: @escaping (NextEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NextEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct NextWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "next", provider: NextProvider()) { entry in
            NextEntryView(entry: entry)
        }
    }
}
