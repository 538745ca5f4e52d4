import SwiftUI

/// Declared apart from the view that makes it: the project's index sees no write after `init`,
/// but the timer `init` starts writes `elapsed` later; only the class's own code would show it,
/// so no claim is made either way.
final class ReadingTicker: ObservableObject {
    @Published var elapsed = 0

    init() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.elapsed += 1
        }
    }
}
