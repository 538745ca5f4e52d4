import SwiftUI
import UIKit

/// A representable receiving a closure binding is updated on every update of its parent: SwiftUI
/// calls its `updateUIView`, the project's code.
struct ColorWell: UIViewRepresentable {
    @Binding var color: Color

    func makeUIView(context: Context) -> UIColorWell { UIColorWell() }
    func updateUIView(_ view: UIColorWell, context: Context) { view.selectedColor = UIColor(color) }
}

struct ThemeEditor: View {
    @State private var tint = Color.blue
    @State private var title = ""

    var body: some View {
        Form {
            TextField("Title", text: $title)
            ColorWell(color: Binding(get: { tint }, set: { tint = $0.opacity(1) }))  // expect: closure_binding@30 confirmed
        }
    }
}

/// A representable also given a closure that captures `self`: its value changes on every update
/// of the parent whatever the binding is, so a stable binding saves no `updateUIViewController`.
struct ChapterPageController: UIViewControllerRepresentable {
    @Binding var page: Int
    let onSwipe: () -> Void

    func makeUIViewController(context: Context) -> UIPageViewController { UIPageViewController() }
    func updateUIViewController(_ controller: UIPageViewController, context: Context) { controller.title = "\(page)" }
}

struct ChapterPager: View {
    @State private var pages = ChapterPages()
    @State private var swipes = 0
    @State private var note = ""

    var body: some View {
        VStack {
            TextField("Note", text: $note)
            ChapterPageController(page: Binding(get: { pages.current }, set: { pages.current = $0 }),  // expect: closure_binding@41 refuted
                            onSwipe: { swipes += 1 })
        }
    }
}

struct ChapterPages {
    var current = 0
}
