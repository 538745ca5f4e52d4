import SwiftUI

// A binding derived from an optional of a generic type: the wrapped type is read from the
// property's declared type, so the constrained extension is offered with its generic argument.
struct Page<Item: Hashable>: Hashable {
    let items: [Item]
}

struct PageRow: View {
    var page: Page<String>
    @Binding var opened: Page<String>?

    private var isOpen: Binding<Bool> {
        Binding<Bool> {
            opened == page
        } set: { open in
            if open {
                opened = page
            } else if opened == page {
                opened = nil
            }
        }
    }

    var body: some View {
        Text("\(page.items.count)")
            .pageMark(isShown: isOpen)
    }
}

struct PageMark: ViewModifier {
    @Binding var isShown: Bool

    func body(content: Content) -> some View {
        content.overlay(alignment: .trailing) {
            PageBadge(isShown: $isShown)
        }
    }
}

struct PageBadge: View {
    @Binding var isShown: Bool

    var body: some View {
        Image(systemName: isShown ? "book.fill" : "book")
    }
}

extension View {
    func pageMark(isShown: Binding<Bool>) -> some View {
        modifier(PageMark(isShown: isShown))
    }
}

struct Pages: View {
    let pages: [Page<String>]
    @State private var opened: Page<String>?

    var body: some View {
        List(pages, id: \.self) { page in
            PageRow(page: page, opened: $opened)
        }
    }
}
