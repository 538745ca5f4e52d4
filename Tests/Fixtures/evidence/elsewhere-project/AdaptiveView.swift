import SwiftUI

// A protocol whose extension gives its views their `body`.
protocol AdaptiveView: View {
    associatedtype Compact: View
    associatedtype Regular: View

    @ViewBuilder var compactView: Compact { get }
    @ViewBuilder var regularView: Regular { get }
}

extension AdaptiveView {
    #if os(watchOS)
    var body: some View {
        compactView
    }
    #else
    var body: some View {
        regularView
    }
    #endif
}
