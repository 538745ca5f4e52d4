import SwiftUI

/// The TV app's own stepper: a focusable tile. Its name shadows SwiftUI's `Stepper` inside
/// this module only.
struct Stepper: View, Equatable {
    let value: Int

    static func == (lhs: Stepper, rhs: Stepper) -> Bool {
        true
    }

    var body: some View {
        Text("\(value)")
            .focusable()
    }
}
