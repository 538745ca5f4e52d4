import SwiftUI
import UIKit

// The row is made only in a button's action and handed to UIKit: no body rebuilds it, so no
// new argument reaches it, and the choice of `labels` the held condition cannot decide
// (`isDraft` is computed) is no assumption the verdict rests on.

enum LetterState { case draft, sent }

struct Letter {
    var state: LetterState = .draft
    var body = ""

    var isDraft: Bool { state == .draft }
}

final class LetterModel: ObservableObject {
    @Published var letter = Letter()
    @Published var labels: [String] = []
}

struct BodyField: View {
    @Binding var text: String

    var body: some View {
        Text(text)
    }
}

struct LetterEditor: View {
    @Binding var letter: Letter
    let labels: [String]
    @State private var expanded = false

    var body: some View {
        if letter.state == .draft {
            BodyField(text: Binding(get: { letter.body }, set: { letter.body = $0 }))
                .badge(labels.count)
            Button(expanded ? "Less" : "More") { expanded.toggle() }
        }
    }
}

struct LetterScreen: View {
    @StateObject private var model = LetterModel()
    let navigation: UINavigationController

    var body: some View {
        Button("Edit") {
            navigation.pushViewController(
                UIHostingController(rootView: LetterEditor(letter: $model.letter, labels: model.letter.isDraft ? model.labels : [])),
                animated: true)
        }
    }
}
