import SwiftUI

// A switch in a plain value's view property (a navigation route, not a view): its condition reads
// only the value's own members, which change only where the code holding the value puts another
// in its place. Undecided, said so, and no one-view form is offered: `.zoom(…)` and the default
// are different `NavigationTransition` types, so no ternary picks between them.

struct Route: Hashable, Identifiable {
    enum Style: Hashable {
        case push
        case zoom(sourceID: String, namespace: Namespace.ID)
    }

    let id: String
    var style: Style = .push
    let title: String

    @ViewBuilder
    var destination: some View {
        if case let .zoom(sourceID, namespace) = style {
            Text(title).navigationTransition(.zoom(sourceID: sourceID, in: namespace))
        } else {
            Text(title)
        }
    }
}

struct RouteHost: View {
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Open") { path.append(Route(id: "a", title: "A")) }
                .navigationDestination(for: Route.self) { route in
                    route.destination
                }
        }
    }
}
