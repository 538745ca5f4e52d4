import SwiftUI

/// Initialisations SwiftUI keeps, and writes to something other than the state.
struct Pager: View {
    @State private var page: Int
    @State private var title: String
    @State private var ticker: Timer.TimerPublisher?
    @State private var items = [String]()
    private var caption: String

    init(page: Int, title: String, interval: Double?) {
        self.page = page
        if let interval {
            _ticker = State(initialValue: Timer.publish(every: interval, on: .main, in: .common))
        } else {
            ticker = nil
        }
        var title = title
        title += "…"
        _title = State(initialValue: title)
        var items: [String] = []
        items.append(title)
        self.caption = items.joined()
        let refresh = { (page: Int) in print(page) }
        refresh(page)
    }

    var body: some View {
        Text("\(page) \(title) \(caption) \(items.count)")
            .onAppear { items.append("loaded") }
    }
}

/// Not a view: an ordinary type's init may set whatever it likes.
struct Settings {
    var count = 0
    init(count: Int) { self.count = count }
}
