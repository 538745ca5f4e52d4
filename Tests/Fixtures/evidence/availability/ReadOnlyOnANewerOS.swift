import SwiftUI
import UIKit

/// Shows whether an image was picked in the controller's title.
struct PhotoSlot: UIViewControllerRepresentable {
    @Binding var photo: UIImage?

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        controller.title = photo == nil ? "Empty" : "Filled"
    }
}

final class Inbox {
    func receive(_ image: UIImage) {}
}

/// The corner radius is read only on the newer OS, where the panel measures its safe area.
struct CapturePanel: View {
    let inbox: Inbox
    @State private var isCapturing = false
    @State private var cornerRadius: CGFloat = 16

    var body: some View {
        Group {
            if #available(iOS 26, *) {
                controls
                    .background(panelShape.fill(.thinMaterial))
                    .onAppear { cornerRadius = 44 }
            } else {
                controls
            }
        }
        .fullScreenCover(isPresented: $isCapturing) {
            PhotoSlot(photo: .init(get: { nil }, set: { image in
                if let image { inbox.receive(image) }
            }))
        }
    }

    private var controls: some View {
        Button("Capture") { isCapturing = true }
    }

    private var panelShape: RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius)
    }
}

/// The picker itself sits in the newer OS's branch: that branch is held, and named once.
struct GlassCapturePanel: View {
    let inbox: Inbox
    @State private var cornerRadius: CGFloat = 16

    var body: some View {
        if #available(iOS 26, *) {
            PhotoSlot(photo: .init(get: { nil }, set: { image in
                if let image { inbox.receive(image) }
            }))
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            .onAppear { cornerRadius = 44 }
        } else {
            Text("Capture needs a newer OS")
        }
    }
}
