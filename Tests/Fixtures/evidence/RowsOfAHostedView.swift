import SwiftUI
import UIKit

// A view made only in a button's action and handed to a method that makes it the root of a
// new `UIHostingController`: each tap makes another controller, none is given another root,
// so a shown `ChapterPicker` keeps the `chapters` it was made with and its rows never move.
final class Router: ObservableObject {
    weak var navigationController: UINavigationController?

    func push<V: View>(_ view: V, animated: Bool = true) {
        let controller = UIHostingController(rootView: view.environmentObject(self))
        navigationController?.pushViewController(controller, animated: animated)
    }

    func push(_ controller: UIViewController) {
        navigationController?.pushViewController(controller, animated: true)
    }

    @Published var sheet: AnyView?

    // Keeps the view where a later call can put another in its place.
    func present<V: View>(_ view: V) {
        sheet = AnyView(view)
    }
}

struct ChapterPicker: View {
    let chapters: [String]
    @State private var selected: Set<String> = []

    var body: some View {
        List(selection: $selected) {
            ForEach(chapters.indices, id: \.self) { index in
                Text(chapters[index]).tag(chapters[index])
            }
        }
    }
}

struct BookList: View {
    @State private var books: [String: [String]] = [:]
    @EnvironmentObject private var router: Router

    var body: some View {
        List {
            ForEach(books.keys.sorted(), id: \.self) { title in
                Button(title) {
                    router.push(ChapterPicker(chapters: books[title] ?? []))
                }
                Button("Preview \(title)") {
                    router.present(NotePicker(notes: books[title] ?? []))
                }
            }
        }
    }
}

// Made only in an action too, but handed to `present`, which keeps it in `sheet`: whether a
// shown one is given other notes is not known.
struct NotePicker: View {
    let notes: [String]

    var body: some View {
        List {
            ForEach(notes.indices, id: \.self) { index in
                Text(notes[index])
            }
        }
    }
}
