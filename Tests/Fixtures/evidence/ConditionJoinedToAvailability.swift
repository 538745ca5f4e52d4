import SwiftUI

// An `if #available(…)` joined to a condition the view changes: the condition decides only where
// the clause holds (elsewhere the `else` side shows throughout), so the run that flips it names
// that OS.

struct CelebrationBadge: View {
    @State private var celebrating = false

    var body: some View {
        VStack {
            if #available(iOS 17.0, macOS 14.0, *), celebrating {
                Text("Score").sensoryFeedback(.success, trigger: celebrating)
            } else {
                Text("Score")
            }
            Button("Celebrate") { celebrating.toggle() }
        }
    }
}
