import SwiftUI
import UIKit

/// `@State` holding an object: a write through one of its members changes the object SwiftUI
/// keeps on install (not reported); replacing the object is a write to the state (dropped).
@Observable final class NoteDraft {
    var body = ""
}

struct NoteTextView: UIViewRepresentable {
    let textView: UITextView
    func makeUIView(context: Context) -> UITextView { textView }
    func updateUIView(_ uiView: UITextView, context: Context) {}
}

struct NoteEditor: View {
    @State private var textView: UITextView = .init()
    @State private var draft = NoteDraft()
    @State private var spare = UITextView()
    @State private var margins = EdgeInsets()

    init(note: String) {
        textView.text = note
        draft.body.append(note)
        spare = UITextView()  // expect: state_write_in_init@9 inconclusive
        margins.top = 8  // expect: state_write_in_init@9
    }

    var body: some View {
        NoteTextView(textView: textView)
            .padding(margins)
            .overlay { NoteTextView(textView: spare) }
            .navigationTitle(draft.body)
    }
}
