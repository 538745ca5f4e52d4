import SwiftUI

/// `AnyView` filling a project type's generic parameter erases a view only when some member of
/// that type (or of an extension, GenericArgumentDeclarations.swift) can hold or make a value of
/// it. `ScrollSettings` names its parameter only in `Pane<Content>.Offset`: nothing is erased.
struct SettingsScreen: View {
    private var scrolling: ScrollSettings<AnyView> = nil
    private var header: HeaderSlot<AnyView>  // expect: any_view@36
    private var footer: FooterSlot<AnyView>  // expect: any_view@36

    init(title: String) {
        header = HeaderSlot(content: AnyView(Text(title)))
        footer = FooterSlot()
    }

    var body: some View {
        VStack {
            Text(scrolling.isPagingEnabled ? "Paged" : "Free")
            header.content
        }
    }
}
