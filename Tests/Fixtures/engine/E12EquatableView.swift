// docs/SWIFTUI-MODEL.md E12: a POD child whose `==` compares parity. `count += 2` twice: without
// `.equatable()` its body runs 3 times (first render plus 2); with it, 1.
import SwiftUI

struct NumberWrapper: View {
    @State private var count = 0

    var body: some View {
        NumberView(number: count)
    }
}

struct NumberView: View {
    let number: Int

    var body: some View {
        Text("\(number)")
    }
}

struct EquatableNumberWrapper: View {
    @State private var count = 0

    var body: some View {
        EquatableNumberView(number: count)
            .equatable()
    }
}

struct EquatableNumberView: View, Equatable {
    let number: Int

    static func == (lhs: EquatableNumberView, rhs: EquatableNumberView) -> Bool {
        lhs.number % 2 == rhs.number % 2
    }

    var body: some View {
        Text(number % 2 == 0 ? "even" : "odd")
    }
}
