import SwiftUI

struct ScoreReadout: View {
    @Binding var score: Int
    var body: some View { Text("Score \(score)") }
}

struct ScoreReadoutScreen: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var score = 0
    var body: some View {
        VStack {
            Text(colorScheme == .dark ? "Night" : "Day")
            ScoreReadout(score: Binding(get: { score }, set: { score = $0 }))
        }
    }
}
