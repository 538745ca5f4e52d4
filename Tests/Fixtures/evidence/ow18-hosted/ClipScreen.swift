import SwiftUI
import UIKit

struct ClipScreen: View {
    @ObservedObject var range = ClipRange()

    var body: some View {
        Slider(value: $range.start)
    }
}

struct Sheet<Content: View>: View {
    let content: () -> Content

    init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    var body: some View {
        VStack { content() }
    }
}

enum ClipModal {
    // Made outside the sheet's content closure: the sheet's body returns this same value.
    static func show(in controller: UIViewController) {
        let clip = ClipScreen()
        let sheet = Sheet { clip }.padding()
        controller.present(UIHostingController(rootView: sheet), animated: true)
    }
}
