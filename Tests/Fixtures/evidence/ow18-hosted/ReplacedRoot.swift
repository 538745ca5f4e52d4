import SwiftUI
import UIKit

final class Counter: ObservableObject {
    @Published var count = 0
}

// Made in the sheet's content closure: the sheet's body makes a new one each time it runs.
struct CounterScreen: View {
    @ObservedObject var counter = Counter()

    var body: some View {
        Button("\(counter.count)") { counter.count += 1 }
    }
}

// Given a new root value later: the same root, so a new object replaces the one it had.
struct BadgeScreen: View {
    @ObservedObject var counter = Counter()
    let label: String

    var body: some View {
        Text("\(label) \(counter.count)")
    }
}

struct BadgePresenter {
    let host: UIHostingController<BadgeScreen>

    init() {
        host = UIHostingController(rootView: BadgeScreen(label: "start"))
    }

    func show(in controller: UIViewController) {
        let sheet = Sheet { CounterScreen() }
        controller.present(UIHostingController(rootView: sheet), animated: true)
    }

    func update(_ label: String) {
        host.rootView = BadgeScreen(label: label)
    }
}
