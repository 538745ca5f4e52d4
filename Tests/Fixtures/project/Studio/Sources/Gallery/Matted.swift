import SwiftUI

/// Another module's helper of the same name: Studio does not import Gallery.
struct Matted: ViewModifier {
    @Binding var isOn: Bool

    func body(content: Content) -> some View {
        content.padding(isOn ? 12 : 0)
    }
}

extension View {
    func framed(_ isOn: Binding<Bool>) -> some View { modifier(Matted(isOn: isOn)) }
}
