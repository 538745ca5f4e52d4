import SwiftUI
import MarkdownKit  // a package: `MarkdownEditor` is declared there, not in this project

final class NoteSession: ObservableObject {
    @Published var caret = 0
    @Published var heading = "Untitled"
}

/// A view from a package given a closure binding: what a changed binding makes it do (a `body`
/// run, an `updateNSView`, nothing) is in code the engine cannot read.
struct NoteEditorPane: View {
    @ObservedObject var session: NoteSession
    var body: some View {
        VStack {
            Text(session.heading)
            MarkdownEditor(caret: Binding(get: { session.caret }, set: { session.caret = $0 }))
        }
    }
}

/// The same binding given to SwiftUI's own `Stepper`: a control that re-checks it internally.
struct NoteCaretStepper: View {
    @ObservedObject var session: NoteSession
    var body: some View {
        VStack {
            Text(session.heading)
            Stepper("Caret", value: Binding(get: { session.caret }, set: { session.caret = $0 }))
        }
    }
}

/// A package's list given a closure binding to its items beside other arguments and a row
/// closure: a view from the package too, not a value of the project's.
struct NoteOutline: View {
    @State private var headings: [String]? = nil
    @State private var picked: Set<String> = []

    var body: some View {
        MarkdownOutline(
            items: Binding(get: { headings ?? [] }, set: { headings = $0 }),
            selection: $picked
        ) { heading in
            Text(heading)
        }
    }
}
