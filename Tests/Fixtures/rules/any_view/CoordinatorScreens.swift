import SwiftUI

/// Coordinators hand their screens to a container as `AnyView`: each coordinator makes its own
/// screen type, and only `AnyView` can show it through `any ScreenCoordinator`. A call of
/// `toPresentable()` erases no view of the caller's: it is not an erase helper like
/// `eraseToAnyView()`, so the call in `CoordinatorHost.body` is not reported (the screen it
/// returns is another for each module, and `.id` keys it by module anyway).
protocol ScreenCoordinator: AnyObject {
    func toPresentable() -> AnyView
}

extension ScreenCoordinator {
    func toPresentable() -> AnyView {
        AnyView(Text("No screen"))
    }
}

final class InboxCoordinator: ScreenCoordinator {
    func toPresentable() -> AnyView {
        AnyView(InboxScreen(coordinator: self))
    }
}

struct InboxScreen: View {
    let coordinator: InboxCoordinator

    var body: some View {
        Text("Inbox")
    }
}

/// A screen on a navigation stack: the coordinator that made it, and an id for the stack.
struct ScreenModule: Identifiable {
    let id = UUID()
    weak var coordinator: (any ScreenCoordinator)?
}

struct CoordinatorHost: View {
    let module: ScreenModule

    var body: some View {
        module.coordinator?.toPresentable()
            .id(module.id)
    }
}

/// An erase helper on a view type other than `View` still erases the view it is called on.
extension Text {
    func boxed() -> AnyView {
        AnyView(self.bold())
    }
}

struct Caption: View {
    var body: some View {
        Text("Caption").boxed()  // expect: any_view@25
    }
}
