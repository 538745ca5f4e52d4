import SwiftUI

// A view that holds only plain values, with a custom `==` comparing a computed property built
// by a `switch` over ranges: SwiftUI compares the fields itself and never calls this `==`
// unless the view is wrapped in `.equatable()`.
struct BatteryGauge: View, Equatable {
    let percent: Int

    var level: Int {
        switch percent {
        case ..<20: return 0
        case 20..<80: return 1
        default: return 2
        }
    }

    static func == (lhs: BatteryGauge, rhs: BatteryGauge) -> Bool {
        lhs.level == rhs.level
    }

    var body: some View {
        Image(systemName: level == 0 ? "battery.25" : level == 1 ? "battery.50" : "battery.100")
    }
}

struct StatusBar: View {
    @State private var percent = 50

    var body: some View {
        HStack {
            BatteryGauge(percent: percent)
            Stepper("Charge", value: $percent, in: 0...100)
        }
    }
}
