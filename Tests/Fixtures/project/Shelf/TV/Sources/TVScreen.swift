import DesignSystem
import SwiftUI

struct TVScreen: View {
    @State private var value = 0

    var body: some View {
        VStack {
            Stepper(value: value)
            Button("Next") { value += 1 }
        }
    }
}
