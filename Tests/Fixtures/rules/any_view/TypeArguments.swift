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
            isDark ? AnyView(Color.black) : AnyView(Text("Light"))  // expect: any_view@22, any_view@45
            isDark ? AnyView(Color.black) : AnyView(Color.white)  // expect: any_view@22, any_view@45
            placeholder
            Text("Scale \(renderer.scale)")
        }
    }
}
