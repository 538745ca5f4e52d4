import SwiftUI

struct SwipeSettings {
    var leading: [String] = []
    var trailing: [String] = []
}

struct ActionSettings {
    var swipes = SwipeSettings()
}

/// The condition is a member chain a little longer than a message quote: the summary shows it whole.
struct ModeratorRow: View {
    let name: String
    @State private var personActionConfiguration = ActionSettings()

    var body: some View {
        VStack {
            if personActionConfiguration.swipes.trailing.isEmpty {
                Text(name)
            } else {
                Text(name).padding(.trailing, 8)
            }
            Button("Swipe") { personActionConfiguration.swipes.trailing.append("reply") }
            Button("Clear") { personActionConfiguration.swipes.trailing.removeAll() }
        }
    }
}
