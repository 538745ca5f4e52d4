import SwiftUI

// A conditional modifier written inside a helper's closure among modifiers under a `#if` after a
// view: the engine reads those modifiers only for the values they read, so it builds neither
// side; the reason names the condition, the closure and the `#if`.
final class Presenter: ObservableObject {
    @Published var zooms = false
    @Published var showsSheet = false
}

extension View {
    @ViewBuilder
    func adjust(@ViewBuilder _ change: (Self) -> (some View)?) -> some View {
        if let adjusted = change(self) {
            adjusted
        } else {
            self
        }
    }
}

struct ZoomingSheet: View {
    @EnvironmentObject private var presenter: Presenter
    @Namespace private var zoomSpace

    var body: some View {
        Text("Home")
            .sheet(isPresented: $presenter.showsSheet) {
                sheetContent
            }
    }

    @ViewBuilder
    private var sheetContent: some View {
        ZStack {
            Text("Details")
        }
        #if !os(macOS)
        .presentationDragIndicator(.visible)
        .adjust { view in
            if #available(iOS 18.0, *), presenter.zooms {
                view.navigationTransition(.zoom(sourceID: "details", in: zoomSpace))
            } else {
                view
            }
        }
        #endif
    }
}
