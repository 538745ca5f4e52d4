import SwiftUI
import UIKit

// Writes in `init` through an object a `@State` holds: the getter hands back the initial value,
// the object SwiftUI stores when it installs the view, and the write changes that object. The
// editor shows the reply; nothing is dropped and nothing is reported.
@Observable final class ReplyDraft {
    var text = ""
    var tags: [String] = []
}

struct ReplyTextView: UIViewRepresentable {
    let textView: UITextView
    func makeUIView(context: Context) -> UITextView { textView }
    func updateUIView(_ uiView: UITextView, context: Context) {}
}

struct ReplyEditor: View {
    @State private var textView: UITextView = .init()
    @State private var draft = ReplyDraft()
    @State private var formatter = DateFormatter()

    init(reply: String, tag: String) {
        textView.text = reply
        self.textView.isEditable = true
        draft.text = reply
        draft.tags.append(tag)
        formatter.dateStyle = .short
    }

    var body: some View {
        VStack {
            ReplyTextView(textView: textView)
            Text("\(draft.text) \(draft.tags.count) \(formatter.string(from: .now))")
        }
    }
}

struct ReplyScreen: View {
    @State private var reply = ""
    var body: some View {
        ReplyEditor(reply: reply, tag: "reply")
        Button("Quote") { reply += ">" }
    }
}
