import SwiftUI
import UIKit

/// `AnyView` as a type argument erases; naming a nested type of a generic does not.
struct SnapshotView: View {
    @StateObject private var renderer = ImageRenderer(content: AnyView(Text("Snapshot")))
    let host: UIHostingController<AnyView>
    typealias Offset = ScrollView<AnyView>.ContentOffset
    var placeholder: AnyView?  // expect: any_view@22

    let isDark: Bool

    var body: some View {
        VStack {
            // One choice, one finding: at its first branch.
            isDark ? AnyView(Color.black) : AnyView(Text("Light"))  // expect: any_view@22
            isDark ? AnyView(Color.black) : AnyView(Color.white)  // expect: any_view@22
            placeholder
            Text("Scale \(renderer.scale)")
        }
    }
}

/// Erasures forced by a signature that is itself reported are not reported again.
struct Pager<Page: View>: View {
    let pages: [Page]
    private var overlay: AnyView?  // expect: any_view@26

    init(pages: [Page]) {
        self.pages = pages
    }

    init<A: View, B: View>(_ a: A, _ b: B) where Page == AnyView {  // expect: any_view@58
        self.pages = [a.eraseToAnyView(), AnyView(b)]
        self.overlay = Text("overlay").eraseToAnyView()
    }

    var body: some View {
        HStack {
            ForEach(pages.indices, id: \.self) { index in  // expect: foreach_index_identity@13
                pages[index]
            }
            overlay
        }
    }

    func decorated(with transform: (AnyView) -> Page) -> some View {  // expect: any_view@37
        transform(AnyView(body))  // forced by the parameter type, reported above
    }
}

/// Forced erasures: an `any View` existential, a parameter typed AnyView, a property of
/// another instance typed AnyView. Their declarations are what is reported.
struct ExistentialHost: View {
    let make: () -> any View  // nothing erased yet: an existential is not AnyView
    var badge: AnyView?  // expect: any_view@16

    var body: some View {
        AnyView(make())
    }

    func withBadge(_ text: String) -> ExistentialHost {
        var copy = self
        copy.badge = AnyView(Text(text))
        return copy
    }
}

/// Arguments for parameters declared AnyView: the declarations are reported, not each call.
struct ShareSheet: View {
    let icon: AnyView  // expect: any_view@15

    var body: some View {
        VStack {
            icon
            option(icon: AnyView(Image(systemName: "link")), title: "Copy")
        }
    }

    private func option(icon: AnyView, title: String) -> some View {  // expect: any_view@31
        Label { Text(title) } icon: { icon }
    }
}

struct ShareScreen: View {
    var body: some View {
        ShareSheet(icon: AnyView(Image(systemName: "square.and.arrow.up")))
    }
}
