import SwiftUI

protocol Badge {
    associatedtype Icon: View
    var title: String { get }
    var icon: Icon { get }
}

struct BadgeRow: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

// A value of protocol type only passed to a view's initializer, or to a function that takes
// the existential itself: the erased view is one type (`BadgeRow`, `label(for:)`'s own
// `some View`), so the erasure is not forced and is reported.
struct BadgeList: View {
    let badges: [any Badge]
    @State private var selected = 0

    var body: some View {
        VStack {
            AnyView(BadgeRow(title: badges[selected].title))
            AnyView(label(for: badges[selected]))
            Button("Next") { selected = (selected + 1) % badges.count }
        }
    }

    private func label(for badge: any Badge) -> some View {
        Text(badge.title)
            .bold()
    }
}

// The icon of an opened `any Badge` has a type Swift knows only as `any View`: the erasure is
// forced, whether the element is read by subscript, as a row or through a generic helper.
struct BadgeShelf: View {
    let badges: [any Badge]
    @State private var selected = 0

    var body: some View {
        VStack {
            AnyView(badges[selected].icon)
            ForEach(badges, id: \.title) { badge in
                icon(of: badge)
                    .eraseToAnyView()
            }
        }
    }

    private func icon<B: Badge>(of badge: B) -> some View {
        badge.icon.padding()
    }
}

extension View {
    func eraseToAnyView() -> AnyView { AnyView(self) }
}
