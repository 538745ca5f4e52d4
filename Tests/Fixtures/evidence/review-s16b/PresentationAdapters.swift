import SwiftUI

protocol Notice {
    var headline: String { get }
}

extension View {
    func notice<N: Notice, Buttons: View>(_ item: Binding<N?>, @ViewBuilder buttons: (N) -> Buttons) -> some View {
        let isShown = Binding<Bool>(get: {
            item.wrappedValue != nil
        }, set: { shown in
            if !shown {
                item.wrappedValue = nil
            }
        })
        return alert(item.wrappedValue?.headline ?? "", isPresented: isShown, presenting: item.wrappedValue, actions: buttons)
    }

    func banner(_ message: Binding<String?>, prefix: String) -> some View {
        modifier(BannerModifier(text: Binding(get: {
            message.wrappedValue.map { prefix + $0 }
        }, set: { newValue in
            if newValue == nil {
                message.wrappedValue = nil
            }
        })))
    }
}

private struct BannerModifier: ViewModifier {
    @Binding var text: String?

    func body(content: Content) -> some View {
        content.overlay(alignment: .top) {
            if let text {
                Text(text)
                    .padding()
                    .onTapGesture { self.text = nil }
            }
        }
    }
}
