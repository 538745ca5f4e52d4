import SwiftUI

// Rows that are the levels of a path: row i lists the children of the level above it, and the
// code only ever stores the whole path. A row stands for its place (level i), which keying by
// element would not follow: the verdict may not claim state goes to the wrong element. The
// thread below reads its neighbour too, but the code inserts at the front: that is confirmed.
struct Mode: Hashable {
    var title: String
    var children: [Mode] = []

    static let roots = [Mode(title: "Text"), Mode(title: "Regex")]
}

struct LevelPicker: View {
    let choices: [Mode]
    @Binding var selection: Mode
    @State private var hovering = false

    var body: some View {
        Picker("Level", selection: $selection) {
            ForEach(choices, id: \.self) { Text($0.title).tag($0) }
        }
        .onHover { hovering = $0 }
    }
}

struct ModePath: View {
    @State private var path: [Mode] = [Mode.roots[0]]

    var body: some View {
        HStack {
            ForEach(0..<path.count, id: \.self) { level in
                LevelPicker(choices: choices(at: level),
                            selection: Binding(get: { path[level] }, set: { choose($0, at: level) }))
            }
        }
    }

    private func choices(at level: Int) -> [Mode] {
        level == 0 ? Mode.roots : path[level - 1].children
    }

    private func choose(_ mode: Mode, at level: Int) {
        var kept = Array(path.prefix(level))
        kept.append(mode)
        if let first = mode.children.first { kept.append(first) }
        path = kept
    }
}

struct Message: Hashable {
    var day: Int
    var text: String
}

struct MessageRow: View {
    let message: Message
    let startsDay: Bool
    @State private var showsTime = false

    var body: some View {
        VStack {
            if startsDay { Text("Day \(message.day)") }
            Button(message.text) { showsTime.toggle() }
        }
    }
}

struct Thread: View {
    @State private var messages: [Message] = []

    var body: some View {
        VStack {
            ForEach(messages.indices, id: \.self) { index in
                MessageRow(message: messages[index],
                           startsDay: index == 0 || messages[index - 1].day != messages[index].day)
            }
        }
        .onAppear { messages.insert(Message(day: 1, text: "Hello"), at: 0) }
    }
}
