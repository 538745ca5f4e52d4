import SwiftUI

struct SizeRecorder: ViewModifier {
    @Binding var size: CGSize

    func body(content: Content) -> some View {
        content.background {
            GeometryReader { proxy in
                Color.clear.onAppear { size = proxy.size }
            }
        }
    }
}

struct OptionalSizeRecorder: ViewModifier {
    @Binding var size: CGSize?

    func body(content: Content) -> some View {
        content.background {
            GeometryReader { proxy in
                Color.clear.onAppear { size = proxy.size }
            }
        }
    }
}

extension View {
    func recordingSize(into size: Binding<CGSize>) -> some View {
        modifier(SizeRecorder(size: size))
    }

    func recordingSize(into size: Binding<CGSize?>) -> some View {
        modifier(OptionalSizeRecorder(size: size))
    }
}

/// Two helpers of the same labels, told apart only by type: which one Swift calls is not
/// followed, so nothing is claimed.
struct CanvasScreen: View {
    @State private var size = CGSize.zero
    @State private var zoom = 1.0

    var body: some View {
        VStack {
            Slider(value: $zoom, in: 1...4)
            Color.blue
                .recordingSize(into: Binding(get: { size }, set: { size = $0 }))
        }
    }
}
