import SwiftUI

final class RecipeDraft: ObservableObject {
    @Published var title: String
    init(title: String) { self.title = title }
}

/// `init` gives the observed object a new draft: each time the parent builds this view, a new
/// one replaces it, as with a default value.
struct RecipeDraftEditor: View {
    @ObservedObject private var draft: RecipeDraft

    init(title: String) {
        self.draft = RecipeDraft(title: title)
    }

    var body: some View {
        TextField("Title", text: $draft.title)
    }
}

/// The same through the wrapper's own initializer.
struct RecipeNoteEditor: View {
    @ObservedObject var note: RecipeDraft

    init(title: String) {
        _note = ObservedObject(wrappedValue: RecipeDraft(title: title))
    }

    var body: some View {
        TextField("Note", text: $note.title)
    }
}

/// An object handed in through `init`: the caller owns it, nothing is reported.
struct RecipeDraftPreview: View {
    @ObservedObject private var draft: RecipeDraft

    init(draft: RecipeDraft) {
        self.draft = draft
    }

    var body: some View {
        Text(draft.title)
    }
}

struct RecipeScreen: View {
    @StateObject private var shared = RecipeDraft(title: "Soup")
    @State private var servings = 2
    var body: some View {
        VStack {
            RecipeDraftEditor(title: "Soup")
            RecipeNoteEditor(title: "Notes")
            RecipeDraftPreview(draft: shared)
            Stepper("Servings \(servings)", value: $servings)
        }
    }
}
