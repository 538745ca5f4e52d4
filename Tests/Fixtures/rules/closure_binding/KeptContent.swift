import SwiftUI

/// A manual binding inside content given to a project container. A container that calls a
/// `@ViewBuilder` closure in its `body` re-runs with its parent either way, so only the built-in
/// control gets the new binding: refuted. A container that stores its content as a view value
/// compares that value: its own `body` re-runs for the new binding and not with `$remindersOn`
/// (confirmed), unless the content also holds an action capturing this view, new whenever its data
/// changes: then it re-runs either way (refuted). Content with a branch is kept only by what
/// the branch shows, which the engine does not model off the way to the site: undecided. A
/// builder inside kept content makes the binding in its own `body`, later: not part of the kept
/// value, so only the control gets it (refuted). A view storing an action closure that captures
/// the binding re-runs for it too, which the engine does not count: no refutation.
struct ReminderSettings: View {
    @State private var remindersOn = false
    @State private var note = ""
    @State private var edits = 0

    var body: some View {
        VStack {
            Stepper("Edits", value: $edits)
            BuiltPanel {
                Toggle("Reminders", isOn: Binding(get: { remindersOn }, set: { remindersOn = $0 }))  // expect: closure_binding@43 refuted
            }
            KeptPanel {
                Toggle("Reminders", isOn: Binding(get: { remindersOn }, set: { remindersOn = $0 }))  // expect: closure_binding@43 confirmed
            }
            KeptPanel {
                Toggle("Reminders", isOn: Binding(get: { remindersOn }, set: { remindersOn = $0 }))  // expect: closure_binding@43 refuted
                Button("Clear note") { note = "" }
            }
            KeptPanel {
                Toggle("Reminders", isOn: Binding(get: { remindersOn }, set: { remindersOn = $0 }))  // expect: closure_binding@43 inconclusive
                if edits > 0 {
                    Text("Edited")
                }
            }
            KeptPanel {
                BuiltPanel {
                    Toggle("Reminders", isOn: Binding(get: { remindersOn }, set: { remindersOn = $0 }))  // expect: closure_binding@47 refuted
                }
            }
            BuiltPanel {
                let text = Binding(get: { note }, set: { note = $0 })  // expect: closure_binding@28 inconclusive
                TextField("Note", text: text)
                ClearNoteButton {
                    text.wrappedValue = ""
                }
            }
        }
    }
}

/// Calls its content closure in `body`.
struct BuiltPanel<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading) {
            content()
        }
        .padding()
    }
}

/// Keeps its content as a view value.
struct KeptPanel<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        HStack {
            content
        }
        .padding(8)
    }
}

/// Keeps an action closure.
struct ClearNoteButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: "xmark.circle.fill")
        }
    }
}
