import SwiftUI

// An object every `init` makes from its arguments: one that keeps only `let`s loses nothing when
// a new one replaces it; one with a `@Published var` loses what was written to it since.
final class PriceCaption: ObservableObject {
    let caption: String

    init(cents: Int) {
        caption = "\(cents / 100).\(cents % 100)"
    }
}

final class PriceDraft: ObservableObject {
    @Published var note = ""
    let cents: Int

    init(cents: Int) {
        self.cents = cents
    }
}

struct PriceTag: View {
    let cents: Int
    @ObservedObject private var caption: PriceCaption

    init(cents: Int) {
        self.cents = cents
        self.caption = PriceCaption(cents: cents)
    }

    var body: some View {
        Text(caption.caption)
    }
}

struct PriceEditor: View {
    let cents: Int
    @ObservedObject private var draft: PriceDraft

    init(cents: Int) {
        self.cents = cents
        self.draft = PriceDraft(cents: cents)
    }

    var body: some View {
        TextField("Note", text: $draft.note)
    }
}

struct PriceScreen: View {
    @State private var cents = 250
    @State private var taps = 0

    var body: some View {
        VStack {
            PriceTag(cents: cents)
            PriceEditor(cents: cents)
            Button("Tapped \(taps)") { taps += 1 }
        }
    }
}
