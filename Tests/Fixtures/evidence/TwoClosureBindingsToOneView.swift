import SwiftUI

struct RangeSliders: View {
    @Binding var lower: Double
    @Binding var upper: Double
    var body: some View {
        Slider(value: $lower, in: 0...100)
        Slider(value: $upper, in: 0...100)
    }
}

struct PriceFilter: View {
    @State private var lower = 10.0
    @State private var upper = 90.0
    @State private var resets = 0
    var body: some View {
        VStack {
            RangeSliders(lower: Binding(get: { lower }, set: { lower = $0 }),
                         upper: Binding(get: { upper }, set: { upper = $0 }))
            Button("Reset (\(resets))") { resets += 1 }
        }
    }
}
