import SwiftUI

/// Look-alikes: other type erasers, names that contain AnyView, and erasure outside view code.
struct ShapeSwitcher: View {
    let isRound: Bool
    let anyViewCount = 0

    var body: some View {
        VStack {
            AnyShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))
                .frame(width: 20, height: 20)
            Text("Prefer @ViewBuilder over AnyView(…)")
            // AnyView(Text("old"))
            content
        }
        .transition(AnyTransition.opacity)
    }

    @ViewBuilder
    private var content: some View {
        if isRound {
            Circle()
        } else {
            Rectangle()
        }
    }
}

struct AnyViewModel {
    var title: String
}

/// A navigation factory in a model type: not view code.
final class Router {
    enum Route { case settings, profile }

    func destination(for route: Route) -> AnyView {
        switch route {
        case .settings: return AnyView(Text("Settings"))
        case .profile: return AnyView(Text("Profile"))
        }
    }
}
