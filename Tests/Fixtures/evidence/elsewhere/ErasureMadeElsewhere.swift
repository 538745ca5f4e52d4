import SwiftUI

// A protocol requirement returning `AnyView`: each conforming type makes the erasure.
protocol ToolbarProvider {
    var title: String { get }

    @ViewBuilder
    func makeToolbar(compact: Bool) -> AnyView
}

// A parameter typed `AnyView`: the views it erases are what the calls pass.
struct PaneHeader: View {
    let provider: any ToolbarProvider
    let compact: Bool

    var body: some View {
        VStack {
            Text(provider.title)
            toolbarRow(provider.makeToolbar(compact: compact))
        }
    }

    private func toolbarRow(_ toolbar: AnyView) -> some View {
        toolbar
            .padding()
            .background(.thinMaterial)
    }
}

// A conformance of `AnyView` itself: it erases nothing.
protocol Captioned: View {
    var caption: String { get }
}

extension AnyView: Captioned {
    var caption: String { "" }
}
