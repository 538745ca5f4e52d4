import SwiftUI

/// `AnyView` as a type argument erases; naming a nested type of a generic does not.
struct SnapshotView: View {
    @StateObject private var renderer = ImageRenderer(content: AnyView(Text("Snapshot")))  // expect: any_view@64
    typealias Offset = ScrollView<AnyView>.ContentOffset
    var placeholder: AnyView?  // expect: any_view@22

    var body: some View {
        VStack {
            placeholder
            Text("Scale \(renderer.scale)")
        }
    }
}
