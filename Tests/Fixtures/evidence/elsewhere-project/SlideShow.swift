import SwiftUI
import UIKit

// A representable whose own code calls the content closure, once per page it hosts.
struct PageCarousel<Item: Identifiable, Content: View>: UIViewControllerRepresentable {
    let items: [Item]
    let content: (Item) -> Content

    func makeUIViewController(context: Context) -> UIPageViewController {
        UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    func updateUIViewController(_ controller: UIPageViewController, context: Context) {
        let pages = items.prefix(1).map { UIHostingController(rootView: content($0)) }
        controller.setViewControllers(pages, direction: .forward, animated: false)
    }
}

protocol Slide {
    associatedtype Face: View
    var face: Face { get }
}

struct SlideItem: Identifiable {
    let id: Int
    let slide: any Slide
}

struct SlideShow: View {
    let items: [SlideItem]

    var body: some View {
        PageCarousel(items: items) { item in
            slideFace(for: item.slide)
                .erasedToAnyView()
        }
    }

    private func slideFace(for slide: some Slide) -> some View {
        slide.face
            .padding()
    }
}

// A type-erasing wrapper: `base.face` of an `any Slide` is an `any View`, which only
// `AnyView` can show: the erasure is forced, not reported.
struct AnySlide: Slide {
    let base: any Slide

    var face: some View {
        base.face
            .erasedToAnyView()
    }
}

extension View {
    func erasedToAnyView() -> AnyView {
        AnyView(self)
    }
}
