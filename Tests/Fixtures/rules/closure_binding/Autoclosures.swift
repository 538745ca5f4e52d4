import SwiftUI

@Observable final class Navigator {
    static let main = Navigator()
    var sheetTitle: String?
    var picker: PickerRequest?
}

final class PickerRequest {
    var showing = false
}

/// Keeps the request as the closure its helper's `@autoclosure` made, so reading it is left
/// for later.
private struct SheetPresenter: ViewModifier {
    @Binding var sheetTitle: String?
    let picker: () -> PickerRequest?

    init(sheetTitle: Binding<String?>, picker: @escaping () -> PickerRequest?) {
        _sheetTitle = sheetTitle
        self.picker = picker
    }

    func body(content: Content) -> some View {
        content.overlay { Text(sheetTitle ?? "") }
    }
}

extension View {
    func sheetPresenter(sheetTitle: Binding<String?>, picker: @autoclosure @escaping () -> PickerRequest?) -> some View {
        modifier(SheetPresenter(sheetTitle: sheetTitle, picker: picker))
    }
}

/// The autoclosure reads `navigator`, a computed property, so it captures `self`: with a
/// stable binding the modifier still changes whenever `avatar` does, and its body runs as often.
struct RootScreen: View {
    var navigator: Navigator { .main }
    @State private var avatar = 0

    var body: some View {
        Text("Avatar \(avatar)")
            .onTapGesture { avatar += 1 }
            .sheetPresenter(sheetTitle: Binding(get: { navigator.sheetTitle }, set: { navigator.sheetTitle = $0 }),  // expect: closure_binding@41 refuted
                            picker: navigator.picker)
    }
}

/// The same call whose autoclosure reads only a static member captures nothing: the binding
/// alone changes the modifier.
struct ThreadScreen: View {
    @State private var avatar = 0

    var body: some View {
        Text("Avatar \(avatar)")
            .onTapGesture { avatar += 1 }
            .sheetPresenter(sheetTitle: Binding(get: { Navigator.main.sheetTitle }, set: { Navigator.main.sheetTitle = $0 }),  // expect: closure_binding@41 confirmed
                            picker: Navigator.main.picker)
    }
}

/// Through the view's own helper: its `@autoclosure` parameter, handed to a child that keeps it,
/// captures `self` just the same.
struct MailboxScreen: View {
    var navigator: Navigator { .main }
    @State private var unread = 0

    var body: some View {
        VStack {
            Text("Unread \(unread)").onTapGesture { unread += 1 }
            subjectBadge(title: Binding(get: { navigator.sheetTitle }, set: { navigator.sheetTitle = $0 }),  // expect: closure_binding@33 refuted
                         picker: navigator.picker)
        }
    }

    func subjectBadge(title: Binding<String?>, picker: @autoclosure @escaping () -> PickerRequest?) -> some View {
        SubjectBadge(title: title, picker: picker)
    }
}

struct SubjectBadge: View {
    @Binding var title: String?
    let picker: () -> PickerRequest?

    var body: some View { Text(title ?? "") }
}
