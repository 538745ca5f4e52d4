import SwiftUI
import UIKit

/// Hands a picked image back through its binding; SwiftUI never needs to push anything into it.
struct SnapshotPicker: UIViewControllerRepresentable {
    @Binding var picked: UIImage?

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let controller = UIImagePickerController()
        controller.delegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(picked: $picked) }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let picked: Binding<UIImage?>
        init(picked: Binding<UIImage?>) { self.picked = picked }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked.wrappedValue = info[.originalImage] as? UIImage
        }
    }
}

/// Shows its binding's value in the controller's title on every update.
struct TitledPicker: UIViewControllerRepresentable {
    @Binding var picked: UIImage?

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        controller.title = picked == nil ? "Nothing picked" : "Picked"
    }
}

final class Uploads {
    func send(_ image: UIImage) {}
}

struct ComposerView: View {
    let uploads: Uploads
    @State private var cornerRadius: CGFloat = 16

    var body: some View {
        VStack {
            SnapshotPicker(picked: .init(get: { nil }, set: { image in
                if let image { uploads.send(image) }
            }))
            TitledPicker(picked: .init(get: { nil }, set: { image in
                if let image { uploads.send(image) }
            }))
        }
        .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
        .onAppear { cornerRadius = 24 }
    }
}

/// Shows a tint it is handed as a binding, and never writes it.
struct TintSwatch: View {
    @Binding var tint: Color

    var body: some View {
        Circle().fill(tint)
    }
}

struct TintedRow: View {
    let hex: Int

    var body: some View {
        TintSwatch(tint: .init(get: { Color(red: Double(hex >> 16) / 255, green: 0, blue: 0) }, set: { _ in
            // The swatch never writes.
        }))
    }
}
