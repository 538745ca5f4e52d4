import DesignSystem
import SwiftUI

struct CounterScreen: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Stepper("Count", value: $count)
            CountBadge(id: 1, count: count)
        }
    }
}
