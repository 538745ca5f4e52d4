import SwiftUI

/// `.equatable()` after a trailing closure, on the same line or the next, enforces `==`.
struct LevelMeter<Label: View>: View, Equatable {
    let level: Int
    let label: Label

    init(level: Int, @ViewBuilder label: () -> Label) {
        self.level = level
        self.label = label()
    }

    static func == (lhs: LevelMeter, rhs: LevelMeter) -> Bool {
        lhs.level / 5 == rhs.level / 5
    }

    var body: some View {
        HStack {
            label
            Text("\(level)%")
        }
    }
}

struct Dashboard: View {
    @State private var level = 0

    var body: some View {
        VStack {
            LevelMeter(level: level) { Text("Fuel") }.equatable()
            LevelMeter(level: level) {
                Text("Oil")
            }
            .equatable()
            LevelMeter(level: level) { Text("Water") }  // expect: unenforced_equatable@13
            Button("Fill") { level += 1 }
        }
    }
}
