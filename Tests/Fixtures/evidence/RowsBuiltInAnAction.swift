import SwiftUI
import UIKit

// Rows an action builds into a view it hands to a new hosting controller: the value is made
// once from a `let`, and nothing gives that controller another root view.

struct ArchivedShelf: Identifiable {
    let id: Int
    var title: String
}

final class Navigator {
    var controller: UINavigationController?

    func show(_ viewController: UIViewController) {
        controller?.pushViewController(viewController, animated: true)
    }
}

struct ShelvesButton: View {
    let shelves: [ArchivedShelf]
    let navigator: Navigator

    var body: some View {
        let all = shelves
        Button("All shelves") {
            let list = List {
                ForEach(all.indices, id: \.self) { index in
                    Text(all[index].title)
                }
            }
            let host = UIHostingController(rootView: list)
            navigator.show(host)
        }
    }
}

// The same rows, but the controller is given another root view later: its rows can change.
struct RefreshingShelvesButton: View {
    let shelves: [ArchivedShelf]
    let navigator: Navigator

    var body: some View {
        let all = shelves
        Button("All shelves") {
            let list = List {
                ForEach(all.indices, id: \.self) { index in
                    Text(all[index].title)
                }
            }
            let host = UIHostingController(rootView: list)
            navigator.show(host)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                host.rootView = list
            }
        }
    }
}
