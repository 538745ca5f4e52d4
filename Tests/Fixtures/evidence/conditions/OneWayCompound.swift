import SwiftUI

// Conditions built from private states the code moves one way: together they change at most
// once, whatever the order of the writes. Two states moving so that the condition turns on and
// off again, or one written from an optional the engine cannot read, leave it flipping.

extension View {
    @ViewBuilder
    func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct ChapterHeader: View {
    let word: String
    @State private var chapter: String?
    @State private var loaded = false
    @State private var failed = false
    @State private var started = false
    @State private var finished = false
    @State private var found: String?

    var body: some View {
        VStack {
            Text(chapter ?? "Loading")
                .if(loaded && chapter != nil) { $0.contextMenu { Button("Open chapter") {} } }
            Text("Status")
                .if(loaded || failed) { $0.italic() }
            Text("Progress")
                .if(started && !finished) { $0.bold() }
            Text(found ?? word)
                .if(loaded && found != nil) { $0.underline() }
        }
        .task {
            started = true
            found = await lookUp(word)
            withAnimation {
                chapter = "Chapter 1"
                loaded = true
                if word.isEmpty { failed = true }
                finished = true
            }
        }
    }

    private func lookUp(_ word: String) async -> String? {
        word.isEmpty ? nil : word.uppercased()
    }
}
