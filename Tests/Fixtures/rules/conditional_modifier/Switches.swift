import SwiftUI

/// Conditions that can change while the view is on screen.
struct InboxRow: View {
    let subject: String
    @Binding var isSelected: Bool
    @State private var isUnread = true
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        VStack {
            if isUnread {  // expect: conditional_modifier@13
                Text(subject).bold()
            } else {
                Text(subject)
            }
            Image(systemName: "checkmark")
                .if(isSelected) { $0.foregroundStyle(.tint) }  // expect: conditional_modifier@18
                .apply(when: sizeClass == .compact) { $0.imageScale(.small) }  // expect: conditional_modifier@18
                .hiddenUnless(isSelected)  // expect: conditional_modifier@18
            Text(subject)
                .scrolling(isUnread && sizeClass == .regular)  // expect: conditional_modifier@18
                .modify { view in  // expect: conditional_modifier@18
                    if isSelected { view.underline() }
                }
        }
        .overlay {
            if isSelected {  // expect: conditional_modifier@13
                Color.accentColor.opacity(0.1)
            } else {
                Color.accentColor
            }
        }
        .onTapGesture { isUnread = false }
    }
}

struct InboxModifier: ViewModifier {
    let highlight: String?

    func body(content: Content) -> some View {
        if let highlight {  // expect: conditional_modifier@9
            content.overlay(Text(highlight))
        } else {
            content
        }
    }
}

struct InboxList: View {
    @State private var filter: String?
    @State private var selected = false
    var body: some View {
        InboxRow(subject: "Hello", isSelected: $selected)
            .modifier(InboxModifier(highlight: filter))
    }
}
