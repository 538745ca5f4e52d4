import SwiftUI

// Views of the widget extension, in a file that does not import WidgetKit.
final class RowStyle: ObservableObject {
    @Published var tint = Color.accentColor
}

struct NextEntryView: View {
    let entry: NextEntry

    var body: some View {
        VStack {
            if let first = entry.titles.first {
                EpisodeLine(title: first, caption: entry.playing ? Text("Now playing") : Text("Up next"))
            }
            SharedBadge(label: entry.playing ? "Playing" : "Paused")
        }
    }
}

struct EpisodeLine: View {
    @State var title: String
    @State var caption: Text
    @ObservedObject var style = RowStyle()

    // The view's own construction of itself: neither the app's nor the widget's.
    static func compact(_ title: String) -> EpisodeLine {
        EpisodeLine(title: title, caption: Text("Next"))
    }

    var body: some View {
        VStack(alignment: .leading) {
            caption.foregroundStyle(style.tint)
            Text(title)
        }
    }
}
